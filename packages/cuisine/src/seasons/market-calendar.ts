// When fresh produce is at Swiss and French markets, month by month, as local growers' calendars
// give it (open field, plus the cellar for what keeps). Months are written as ranges: '6-9' is
// June to September, '10-2' runs over the new year, '3-5,9-11' is two seasons.
// - peak: the main harvest, when the food is plentiful, cheap and at its best;
// - available: the first weeks, the last ones, or the months it comes out of storage;
// - any other month it is out of season (imported or from heated greenhouses).
// Every fresh fruit, vegetable and herb of the knowledge base is classed here, in the calendar,
// as at market all year, or as imported; a kind without its own entry follows its parent
// (tomate cerise follows tomate). The test of this module checks that nothing is left out.

export type ProduceCalendar = { peak: string; available?: string };

export const PRODUCE_CALENDAR: Readonly<Record<string, ProduceCalendar>> = {
  // Roots, tubers and bulbs
  'pomme-de-terre-nouvelle': { peak: '5-7', available: '4,8' },
  'patate-douce': { peak: '9-11', available: '12-2' },
  'oignon-nouveau': { peak: '4-6', available: '3,7' },
  celeri: { peak: '9-12', available: '1-4,8' },
  navet: { peak: '10-2', available: '3-6,9' },
  panais: { peak: '10-2', available: '3,9' },
  topinambour: { peak: '11-2', available: '3,10' },
  betterave: { peak: '7-10', available: '11-3,6' },
  radis: { peak: '4-9', available: '3,10' },
  'radis-noir': { peak: '10-2', available: '3,9' },
  salsifis: { peak: '10-2', available: '3' },
  // Cabbages
  chou: { peak: '10-2', available: '3-4,7-9' },
  'chou-rouge': { peak: '9-2', available: '3,8' },
  'chou-frise': { peak: '10-3', available: '4,9' },
  'chou-fleur': { peak: '6-10', available: '5,11' },
  brocoli: { peak: '6-10', available: '5,11' },
  'chou-de-bruxelles': { peak: '10-2', available: '3,9' },
  'chou-rave': { peak: '5-9', available: '4,10' },
  'chou-kale': { peak: '11-2', available: '3,10' },
  'chou-chinois': { peak: '8-11', available: '7,12' },
  'pak-choi': { peak: '5-10', available: '4,11' },
  // Fruiting vegetables and squash
  courgette: { peak: '6-9', available: '5,10' },
  aubergine: { peak: '7-9', available: '6,10' },
  poivron: { peak: '7-9', available: '6,10' },
  piment: { peak: '7-9', available: '10' },
  tomate: { peak: '7-9', available: '6,10' },
  concombre: { peak: '6-9', available: '5,10' },
  mais: { peak: '8-9', available: '7,10' },
  courge: { peak: '9-11', available: '8,12-2' },
  // Pods and stalks
  'haricot-vert': { peak: '7-9', available: '6,10' },
  'petit-pois': { peak: '5-7', available: '8' },
  'pois-gourmand': { peak: '5-7', available: '8' },
  feve: { peak: '5-7' },
  asperge: { peak: '4-6', available: '3' },
  artichaut: { peak: '6-9', available: '5,10' },
  fenouil: { peak: '6-10', available: '5,11' },
  'celeri-branche': { peak: '6-10', available: '5,11' },
  poireau: { peak: '9-3', available: '4-8' },
  cardon: { peak: '11-1', available: '10,2' },
  rhubarbe: { peak: '4-6', available: '3,7' },
  // Leaves and salads
  epinard: { peak: '3-5,9-11', available: '2,6,12' },
  blette: { peak: '6-10', available: '5,11' },
  endive: { peak: '11-3', available: '4,10' },
  salade: { peak: '5-9', available: '4,10' },
  mache: { peak: '11-3', available: '4,10' },
  roquette: { peak: '5-9', available: '4,10' },
  cresson: { peak: '3-5', available: '2,6,9-11' },
  'chicoree-frisee': { peak: '9-12', available: '1,8' },
  scarole: { peak: '9-12', available: '1,8' },
  // Wild mushrooms (cultivated ones are at market all year)
  cepe: { peak: '8-10', available: '7,11' },
  girolle: { peak: '7-9', available: '6,10' },
  morille: { peak: '4-5', available: '3' },
  'trompette-de-la-mort': { peak: '9-11', available: '8,12' },
  // Fruit
  pomme: { peak: '8-11', available: '12-7' },
  poire: { peak: '8-11', available: '12-3,7' },
  coing: { peak: '10-11', available: '9,12' },
  orange: { peak: '12-3', available: '4,11' },
  pamplemousse: { peak: '12-3', available: '4,11' },
  mandarine: { peak: '11-1', available: '2,10' },
  kiwi: { peak: '11-3', available: '4,10' },
  fraise: { peak: '5-7', available: '4,8-9' },
  framboise: { peak: '6-9', available: '10' },
  myrtille: { peak: '7-8', available: '6,9' },
  mure: { peak: '8-9', available: '7,10' },
  groseille: { peak: '6-7', available: '8' },
  cassis: { peak: '6-7', available: '8' },
  cerise: { peak: '6-7', available: '5,8' },
  abricot: { peak: '7-8', available: '6,9' },
  peche: { peak: '7-8', available: '6,9' },
  nectarine: { peak: '7-8', available: '6,9' },
  prune: { peak: '8-9', available: '7,10' },
  mirabelle: { peak: '8-9' },
  raisin: { peak: '9-10', available: '8,11' },
  melon: { peak: '7-8', available: '6,9' },
  pasteque: { peak: '7-8', available: '6,9' },
  figue: { peak: '8-9', available: '7,10' },
  grenade: { peak: '10-12', available: '1' },
  kaki: { peak: '10-12', available: '1' },
  // Herbs and flowers with a short season
  basilic: { peak: '6-9', available: '5,10' },
  'ail-des-ours': { peak: '3-4', available: '5' },
  oseille: { peak: '4-6', available: '3,7-9' },
  'fleur-de-sureau': { peak: '5-6' },
};

/**
 * Local all year, from the field, the cellar, a mushroom farm or the greenhouse: the month says
 * nothing about them.
 */
export const AT_MARKET_ALL_YEAR: readonly string[] = [
  'pomme-de-terre',
  'oignon',
  'echalote',
  'ail',
  'carotte',
  'champignon',
  'germe-de-soja',
  'persil',
  'ciboulette',
  'coriandre',
  'menthe',
  'aneth',
  'estragon',
  'cerfeuil',
  'sauge',
  'romarin',
  'thym',
  'liveche',
  'origan-frais',
  'marjolaine',
  'bouquet-garni',
];

/** Always imported, or kept as a condiment all year: no local season to follow. */
export const IMPORTED_PRODUCE: readonly string[] = [
  'avocat',
  'gingembre',
  'citronnelle',
  'banane',
  'citron',
  'citron-vert',
  'ananas',
  'mangue',
  'papaye',
  'fruit-de-la-passion',
  'litchi',
  'noix-de-coco',
  'datte-fraiche',
  'physalis',
];
