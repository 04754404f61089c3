// Kitchen measures and what common ingredients weigh by volume. A cup of flour does not weigh a
// cup of sugar, so a conversion between grams and a volume always goes through the density of
// the ingredient; spoons get their own weights, as French tables give them for a level spoon.

export type MeasureUnit =
  | 'mg'
  | 'g'
  | 'kg'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'cl'
  | 'dl'
  | 'l'
  | 'cac'
  | 'cad'
  | 'cas'
  | 'tasse'
  | 'verre'
  | 'bol';

type UnitInfo = { kind: 'mass' | 'volume'; base: number; singular: string; plural: string };

/** Base: grams for masses, millilitres for volumes. */
export const UNITS: Readonly<Record<MeasureUnit, UnitInfo>> = {
  mg: { kind: 'mass', base: 0.001, singular: 'mg', plural: 'mg' },
  g: { kind: 'mass', base: 1, singular: 'g', plural: 'g' },
  kg: { kind: 'mass', base: 1000, singular: 'kg', plural: 'kg' },
  oz: { kind: 'mass', base: 28.35, singular: 'once', plural: 'onces' },
  lb: { kind: 'mass', base: 453.6, singular: 'livre', plural: 'livres' },
  ml: { kind: 'volume', base: 1, singular: 'ml', plural: 'ml' },
  cl: { kind: 'volume', base: 10, singular: 'cl', plural: 'cl' },
  dl: { kind: 'volume', base: 100, singular: 'dl', plural: 'dl' },
  l: { kind: 'volume', base: 1000, singular: 'l', plural: 'l' },
  cac: { kind: 'volume', base: 5, singular: 'càc', plural: 'càc' },
  cad: { kind: 'volume', base: 10, singular: 'cuillère à dessert', plural: 'cuillères à dessert' },
  cas: { kind: 'volume', base: 15, singular: 'càs', plural: 'càs' },
  tasse: { kind: 'volume', base: 250, singular: 'tasse', plural: 'tasses' },
  verre: { kind: 'volume', base: 200, singular: 'verre', plural: 'verres' },
  bol: { kind: 'volume', base: 350, singular: 'bol', plural: 'bols' },
};

/** Words of a folded question → unit ('l' and 'g' only after a number, see read-measure). */
export const UNIT_WORDS: Readonly<Record<string, MeasureUnit>> = {
  mg: 'mg',
  milligramme: 'mg',
  milligrammes: 'mg',
  g: 'g',
  gr: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  once: 'oz',
  onces: 'oz',
  oz: 'oz',
  livre: 'lb',
  livres: 'lb',
  lb: 'lb',
  lbs: 'lb',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  centilitre: 'cl',
  centilitres: 'cl',
  dl: 'dl',
  decilitre: 'dl',
  decilitres: 'dl',
  l: 'l',
  litre: 'l',
  litres: 'l',
  cac: 'cac',
  cad: 'cad',
  cas: 'cas',
  // A spoon with no size is a tablespoon in French kitchens.
  cuillere: 'cas',
  cuilleres: 'cas',
  cuilleree: 'cas',
  cuillerees: 'cas',
  tasse: 'tasse',
  tasses: 'tasse',
  cup: 'tasse',
  cups: 'tasse',
  verre: 'verre',
  verres: 'verre',
  bol: 'bol',
  bols: 'bol',
};

export type Density = {
  /** Grams per millilitre, for cups, glasses and metric volumes. */
  gramsPerMl: number;
  /** Grams in a level spoon, when the tables say otherwise than the density. */
  cas?: number;
  cac?: number;
};

/** By knowledge-base id; descendants use their ancestor's entry (« farine complète » → farine). */
export const DENSITIES: Readonly<Record<string, Density>> = {
  eau: { gramsPerMl: 1 },
  lait: { gramsPerMl: 1.03 },
  creme: { gramsPerMl: 1 },
  'creme-fraiche': { gramsPerMl: 1, cas: 15, cac: 5 },
  huile: { gramsPerMl: 0.92 },
  'huile-d-olive': { gramsPerMl: 0.92 },
  beurre: { gramsPerMl: 0.95, cas: 15, cac: 5 },
  farine: { gramsPerMl: 0.55, cas: 10, cac: 3 },
  'fecule-de-mais': { gramsPerMl: 0.55, cas: 10, cac: 3 },
  sucre: { gramsPerMl: 0.85, cas: 15, cac: 5 },
  'sucre-glace': { gramsPerMl: 0.5, cas: 8, cac: 3 },
  'sucre-roux': { gramsPerMl: 0.85, cas: 13, cac: 4 },
  sel: { gramsPerMl: 1.2, cas: 20, cac: 6 },
  miel: { gramsPerMl: 1.4, cas: 20, cac: 7 },
  riz: { gramsPerMl: 0.8 },
  semoule: { gramsPerMl: 0.7 },
  quinoa: { gramsPerMl: 0.75 },
  lentille: { gramsPerMl: 0.8 },
  'flocons-d-avoine': { gramsPerMl: 0.4, cas: 6, cac: 2 },
  'cacao-en-poudre': { gramsPerMl: 0.45, cas: 8, cac: 3 },
  'poudre-d-amande': { gramsPerMl: 0.4, cas: 7, cac: 2 },
  'levure-chimique': { gramsPerMl: 0.9, cas: 12, cac: 4 },
  'levure-de-boulanger': { gramsPerMl: 0.6, cas: 9, cac: 3 },
  'bicarbonate-de-soude': { gramsPerMl: 1.1, cas: 15, cac: 5 },
  cannelle: { gramsPerMl: 0.55, cas: 8, cac: 3 },
  'fromage-rape': { gramsPerMl: 0.4, cas: 6, cac: 2 },
  parmesan: { gramsPerMl: 0.4, cas: 6, cac: 2 },
  chapelure: { gramsPerMl: 0.45, cas: 7, cac: 2 },
  yaourt: { gramsPerMl: 1.03, cas: 15, cac: 5 },
  'pepites-de-chocolat': { gramsPerMl: 0.7 },
  'noix-de-coco-rapee': { gramsPerMl: 0.35, cas: 5, cac: 2 },
  cafe: { gramsPerMl: 0.4, cas: 6, cac: 2 },
  'sirop-d-erable': { gramsPerMl: 1.32 },
};

export type PieceWeight = {
  /** Folded phrase that names the piece (« un oeuf », « une noix de beurre »). */
  phrase: RegExp;
  label: string;
  grams: number;
  note: string;
};

/** What one piece weighs, for « combien pèse un œuf ». The first phrase that matches wins. */
export const PIECE_WEIGHTS: readonly PieceWeight[] = [
  { phrase: /\bjaunes? d oeufs?\b/, label: 'un jaune d’œuf', grams: 20, note: 'œuf moyen' },
  { phrase: /\bblancs? d oeufs?\b/, label: 'un blanc d’œuf', grams: 30, note: 'œuf moyen' },
  {
    phrase: /\boeufs?\b/,
    label: 'un œuf',
    grams: 50,
    note: 'œuf moyen sans sa coquille ; environ 60 g avec',
  },
  {
    phrase: /\bnoix de beurre\b/,
    label: 'une noix de beurre',
    grams: 10,
    note: 'un petit morceau de la taille d’une noix',
  },
  {
    phrase: /\bnoisette de beurre\b/,
    label: 'une noisette de beurre',
    grams: 5,
    note: 'la moitié d’une noix de beurre',
  },
  {
    phrase: /\bsachets? de levure\b/,
    label: 'un sachet de levure chimique',
    grams: 11,
    note: 'le sachet français standard',
  },
  {
    phrase: /\bsachets? de sucre vanill\w*\b/,
    label: 'un sachet de sucre vanillé',
    grams: 7.5,
    note: 'le sachet standard',
  },
  {
    phrase: /\bcubes? de levure\b/,
    label: 'un cube de levure fraîche',
    grams: 42,
    note: 'de quoi lever 1 kg de farine',
  },
  {
    phrase: /\bfeuilles? de gelatine\b/,
    label: 'une feuille de gélatine',
    grams: 2,
    note: 'feuille standard',
  },
  {
    phrase: /\bcubes? de bouillon\b|\bbouillon cube\b/,
    label: 'un cube de bouillon',
    grams: 10,
    note: 'pour 50 cl d’eau',
  },
  {
    phrase: /\bgousses? d ail\b|\bail\b/,
    label: 'une gousse d’ail',
    grams: 5,
    note: 'gousse moyenne',
  },
  {
    phrase: /\bpincees?\b/,
    label: 'une pincée',
    grams: 0.5,
    note: 'ce que tiennent le pouce et l’index',
  },
  { phrase: /\bechalotes?\b/, label: 'une échalote', grams: 30, note: 'échalote moyenne épluchée' },
  { phrase: /\boignons?\b/, label: 'un oignon', grams: 100, note: 'oignon moyen épluché' },
  { phrase: /\bcarottes?\b/, label: 'une carotte', grams: 100, note: 'carotte moyenne' },
  {
    phrase: /\bpommes? de terre\b|\bpatates?\b/,
    label: 'une pomme de terre',
    grams: 150,
    note: 'pomme de terre moyenne',
  },
  { phrase: /\btomates?\b/, label: 'une tomate', grams: 120, note: 'tomate moyenne' },
  { phrase: /\bcourgettes?\b/, label: 'une courgette', grams: 250, note: 'courgette moyenne' },
  { phrase: /\bpoivrons?\b/, label: 'un poivron', grams: 150, note: 'poivron moyen' },
  { phrase: /\bbananes?\b/, label: 'une banane', grams: 120, note: 'sans la peau' },
  { phrase: /\bpommes?\b/, label: 'une pomme', grams: 150, note: 'pomme moyenne' },
  { phrase: /\bcitrons?\b/, label: 'un citron', grams: 100, note: 'il donne environ 4 cl de jus' },
];
