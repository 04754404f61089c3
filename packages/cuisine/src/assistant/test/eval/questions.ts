import type { EvalCase } from './judge';
import { SAFETY } from './safety-questions';

// What families ask Assistant Chef, in their own words (typos, no accents, « stp »), written for
// Mijote, with what a good answer must do. Asked against the household and data of
// test/context.ts (2 adults, 2 children; Monday 13 January 2025; a fridge of courgettes, eggs,
// milk, gruyère, leeks and crème fraîche) unless a case says otherwise.

const nutAllergy = { restrictions: ['nutFree' as const] };
const vegetarian = { restrictions: ['vegetarian' as const] };

const TIME: EvalCase[] = [
  { category: 'temps', question: 'un plat en 20 minutes', mustProposeRecipe: true, maxMinutes: 20 },
  {
    category: 'temps',
    question: 'idée de repas rapide pour ce soir',
    mustProposeRecipe: true,
    maxMinutes: 30,
  },
  { category: 'temps', question: 'j’ai 15 min, je fais quoi à manger ?', maxMinutes: 15 },
  {
    category: 'temps',
    question: 'un dessert en moins de 30 minutes',
    mustProposeRecipe: true,
    maxMinutes: 30,
  },
  {
    category: 'temps',
    question: 'recette végétarienne rapide',
    mustProposeRecipe: true,
    maxMinutes: 30,
    mustNotUse: ['viande', 'poisson'],
  },
  {
    category: 'temps',
    question: 'un plat pas trop long pour ce midi',
    mustProposeRecipe: true,
    maxMinutes: 45,
  },
  { category: 'temps', question: 'une entrée vite fait', mustProposeRecipe: true, maxMinutes: 30 },
  {
    category: 'temps',
    question: 'on a une demi heure, une idée de dîner ?',
    mustProposeRecipe: true,
    maxMinutes: 30,
  },
  { category: 'temps', question: 'un gratin en 20 minutes', maxMinutes: 20 },
  {
    category: 'temps',
    question: 'recette express sans gluten',
    maxMinutes: 30,
    mustNotUse: ['ble'],
  },
  { category: 'temps', question: 'une soupe rapide', maxMinutes: 30 },
  {
    category: 'temps',
    question: 'combien de temps pour cuire des pâtes ?',
    mustName: ['min'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'temps',
    question: 'temps de cuisson d’un oeuf mollet',
    mustName: ['6'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'temps',
    question: 'combien de temps cuire un poulet entier au four',
    mustName: ['h'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'temps',
    question: 'riz basmati temps de cuisson',
    mustName: ['min'],
    mustNotProposeRecipe: true,
  },
];

const FRIDGE: EvalCase[] = [
  {
    category: 'frigo',
    question: 'Qu’est-ce que je peux faire ce soir avec mon frigo ?',
    mustProposeRecipe: true,
    mustUseOneOf: ['poireau', 'courgette', 'creme-fraiche'],
  },
  {
    category: 'frigo',
    question: 'que faire avec ce qu’il me reste dans le frigo',
    mustProposeRecipe: true,
    mustUseOneOf: ['poireau', 'courgette', 'creme-fraiche', 'oeuf'],
  },
  {
    category: 'frigo',
    question: 'une recette anti gaspi avec mon frigo',
    mustProposeRecipe: true,
    mustUseOneOf: ['poireau', 'courgette', 'creme-fraiche'],
  },
  {
    category: 'frigo',
    question: 'qu’est-ce qui va périmer dans mon frigo ?',
    mustName: ['poireau'],
  },
  {
    category: 'frigo',
    question: 'frigo : idée de plat végétarien',
    household: vegetarian,
    mustProposeRecipe: true,
    mustNotUse: ['viande', 'poisson'],
  },
  {
    category: 'frigo',
    question: 'j’ai des courgettes et des oeufs, je fais quoi ?',
    mustProposeRecipe: true,
    mustUseOneOf: ['courgette', 'oeuf'],
  },
  {
    category: 'frigo',
    question: 'que faire avec des poireaux',
    mustProposeRecipe: true,
    mustUseOneOf: ['poireau'],
  },
  {
    category: 'frigo',
    question: 'idée avec du tofu et des épinards',
    household: vegetarian,
    mustProposeRecipe: true,
    mustUseOneOf: ['tofu', 'epinard'],
  },
  {
    category: 'frigo',
    question: 'il me reste de la crème fraîche, une idée ?',
    mustProposeRecipe: true,
    mustUseOneOf: ['creme-fraiche', 'creme'],
  },
  { category: 'frigo', question: 'que faire avec des restes de riz', mustUseOneOf: ['riz'] },
  {
    category: 'frigo',
    question: 'j’ai du poulet et des carottes',
    mustProposeRecipe: true,
    mustUseOneOf: ['poulet', 'carotte'],
  },
  {
    category: 'frigo',
    question: 'une recette avec des pommes de terre et du gruyère',
    mustProposeRecipe: true,
    mustUseOneOf: ['pomme-de-terre', 'gruyere'],
  },
  {
    category: 'frigo',
    question: 'que faire avec des bananes trop mûres',
    mustProposeRecipe: true,
    mustUseOneOf: ['banane'],
  },
  {
    category: 'frigo',
    question: 'mon frigo, sans fruits à coque',
    household: nutAllergy,
    mustProposeRecipe: true,
    mustNotUse: ['fruit-a-coque', 'arachide'],
  },
  {
    category: 'frigo',
    question: 'que cuisiner avec mes poireaux avant qu’ils ne périment',
    mustProposeRecipe: true,
    mustUseOneOf: ['poireau'],
  },
];

const SUBSTITUTIONS: EvalCase[] = [
  {
    category: 'remplacements',
    question: 'par quoi remplacer le beurre dans un gâteau ?',
    mustName: [/huile|compote|margarine/],
    mustNotProposeRecipe: true,
  },
  {
    category: 'remplacements',
    question: 'je n’ai plus d’oeufs, par quoi les remplacer ?',
    mustName: [/compote|banane|graines de lin|aquafaba/],
  },
  {
    category: 'remplacements',
    question: 'remplacer la crème fraîche',
    mustName: [/yaourt|fromage blanc|lait/],
  },
  {
    category: 'remplacements',
    question: 'pas de lait, je mets quoi dans mes crêpes',
    mustName: [/eau|boisson|lait d/],
  },
  {
    category: 'remplacements',
    question: 'par quoi remplacer la farine pour un gâteau sans gluten',
    mustName: [/riz|maïs|sarrasin|fécule/],
    mustNotName: ['épeautre'],
  },
  {
    category: 'remplacements',
    question: 'remplacer le vin blanc dans une recette',
    mustName: [/bouillon|jus/],
  },
  {
    category: 'remplacements',
    question: 'par quoi remplacer le parmesan pour un végétarien',
    household: vegetarian,
    mustName: [/végétarien|levure|pâte dure/],
  },
  {
    category: 'remplacements',
    question: 'je n’ai pas de levure chimique',
    mustName: [/bicarbonate/],
  },
  { category: 'remplacements', question: 'remplacer le sucre', mustName: [/miel|sirop|sucre/] },
  {
    category: 'remplacements',
    question: 'par quoi remplacer les lardons',
    mustName: [/fumé|jambon|tofu/],
  },
  {
    category: 'remplacements',
    question: 'remplacer le beurre pour un régime sans lactose',
    household: { restrictions: ['dairyFree'] },
    mustName: [/margarine|huile/],
    mustNotName: [/^- \*\*beurre/m],
  },
  {
    category: 'remplacements',
    question: 'je n’ai plus de crème liquide',
    mustName: [/lait|crème/],
  },
  {
    category: 'remplacements',
    question: 'un équivalent au mascarpone',
    mustName: [/ricotta|fromage|crème/],
  },
  { category: 'remplacements', question: 'remplacer la maïzena', mustName: [/farine|fécule/] },
  {
    category: 'remplacements',
    question: 'par quoi remplacer le lait pour un enfant allergique aux noix',
    household: nutAllergy,
    mustNotName: ['amande', 'noisette', 'cajou'],
  },
];

const CONVERSIONS: EvalCase[] = [
  {
    category: 'conversions',
    question: 'combien de grammes dans une cuillère à soupe de farine',
    mustName: ['g'],
    mustNotProposeRecipe: true,
  },
  { category: 'conversions', question: '20 cl en ml', mustName: ['200'] },
  { category: 'conversions', question: 'thermostat 6 en degrés', mustName: ['180'] },
  { category: 'conversions', question: '180 degrés c’est quel thermostat', mustName: ['6'] },
  { category: 'conversions', question: 'combien pèse un oeuf', mustName: ['g'] },
  {
    category: 'conversions',
    question: 'un verre de farine ça fait combien de grammes',
    mustName: ['g'],
  },
  { category: 'conversions', question: 'combien de ml dans une cuillère à café', mustName: ['5'] },
  { category: 'conversions', question: '1 cup de sucre en grammes', mustName: ['g'] },
  { category: 'conversions', question: '350 °F en celsius', mustName: ['175'] },
  { category: 'conversions', question: 'combien de cl dans un litre', mustName: ['100'] },
  { category: 'conversions', question: 'une noix de beurre c’est combien', mustName: ['g'] },
  { category: 'conversions', question: '250 g de beurre en cuillères à soupe', mustName: ['càs'] },
  {
    category: 'conversions',
    question: 'combien de grammes pèse une pomme de terre moyenne',
    mustName: ['g'],
  },
  { category: 'conversions', question: '1,5 kg en grammes', mustName: ['1500'] },
  {
    category: 'conversions',
    question: 'combien de g de sucre dans une cuillère à soupe',
    mustName: ['g'],
  },
];

const SEASONS: EvalCase[] = [
  {
    category: 'saisons',
    question: 'qu’est-ce qui est de saison en hiver ?',
    mustName: ['poireau'],
    mustNotName: ['courgette', 'aubergine', 'tomate'],
  },
  {
    category: 'saisons',
    question: 'quels légumes de saison en décembre',
    mustName: [/poireau|chou|courge/],
    mustNotName: ['courgette', 'aubergine', 'poivron'],
  },
  {
    category: 'saisons',
    question: 'les tomates sont elles de saison en hiver ?',
    mustName: [/\bnon\b/, 'juillet'],
  },
  {
    category: 'saisons',
    question: 'fruits de saison en juillet',
    mustName: [/abricot|cerise|pêche|fraise/],
  },
  {
    category: 'saisons',
    question: 'c’est la saison des asperges quand ?',
    mustName: [/avril|mai|juin/],
  },
  {
    category: 'saisons',
    question: 'qu’est ce qui est de saison en ce moment',
    mustNotName: ['courgette', 'aubergine', 'tomate'],
  },
  { category: 'saisons', question: 'légumes d’automne', mustName: [/courge|potiron|chou|poireau/] },
  {
    category: 'saisons',
    question: 'les courgettes sont-elles de saison en janvier ?',
    mustName: [/\bnon\b/],
  },
  {
    category: 'saisons',
    question: 'de saison au printemps ?',
    mustName: [/asperge|radis|petit pois|rhubarbe|épinard/],
  },
  {
    category: 'saisons',
    question: 'les fraises c’est de saison en mars ?',
    mustName: [/mai|juin/],
  },
  {
    category: 'saisons',
    question: 'fruits de saison en novembre',
    mustName: [/pomme|poire|kiwi|coing|mandarine/],
  },
  {
    category: 'saisons',
    question: 'le potiron est de saison quand ?',
    mustName: [/octobre|novembre|septembre/],
  },
];

const KEEPING: EvalCase[] = [
  {
    category: 'conservation',
    question: 'combien de temps se garde un gratin cuit au frigo ?',
    mustName: ['3 jours'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'conservation',
    question: 'les restes de riz se gardent combien de temps',
    mustName: ['1 jour'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'conservation',
    question: 'une soupe maison se conserve combien de jours au frigo',
    mustName: ['3 jours'],
  },
  {
    category: 'conservation',
    question: 'je peux congeler du pain ?',
    mustName: ['congélateur', 'mois'],
  },
  {
    category: 'conservation',
    question: 'combien de temps se conserve le poulet cru au frigo',
    mustName: ['jour'],
  },
  {
    category: 'conservation',
    question: 'peut on congeler des restes de bolognaise',
    mustName: ['3 mois'],
  },
  {
    category: 'conservation',
    question: 'le poisson cuit se garde combien de temps',
    mustName: ['2 jours'],
  },
  {
    category: 'conservation',
    question: 'combien de temps se garde une quiche',
    mustName: [/2 a 3 jours|2 à 3 jours/],
  },
  {
    category: 'conservation',
    question: 'les oeufs durs se conservent combien de temps',
    mustName: ['7 jours'],
  },
  {
    category: 'conservation',
    question: 'combien de temps garder du fromage râpé ouvert',
    mustName: [/jour|semaine/],
  },
  {
    category: 'conservation',
    question: 'est-ce qu’on peut recongeler de la viande décongelée ?',
    mustName: [/congel/],
  },
  {
    category: 'conservation',
    question: 'combien de temps se garde la viande hachée au congélateur',
    mustName: ['3 mois'],
  },
];

const TECHNIQUES: EvalCase[] = [
  {
    category: 'techniques',
    question: 'comment faire une pâte brisée ?',
    mustName: ['farine', 'beurre', 'repos'],
    mustNotProposeRecipe: true,
  },
  { category: 'techniques', question: 'comment on fait une béchamel', mustName: ['roux', 'lait'] },
  {
    category: 'techniques',
    question: 'ma mayonnaise a tranché, que faire ?',
    mustName: ['moutarde'],
  },
  {
    category: 'techniques',
    question: 'comment monter des blancs en neige',
    mustName: ['jaune', 'sel'],
  },
  {
    category: 'techniques',
    question: 'comment réussir une chantilly',
    mustName: ['froid', 'entière'],
  },
  {
    category: 'techniques',
    question: 'comment faire une vinaigrette',
    mustName: ['vinaigre', 'huile'],
  },
  {
    category: 'techniques',
    question: 'comment préparer une pâte à crêpes sans grumeaux',
    mustName: ['lait', 'grumeaux'],
  },
  { category: 'techniques', question: 'comment caraméliser des oignons', mustName: ['feu doux'] },
  {
    category: 'techniques',
    question: 'comment faire un riz qui ne colle pas',
    mustName: ['rincer'],
  },
  {
    category: 'techniques',
    question: 'comment faire une pâte sablée',
    mustName: ['sucre', 'beurre'],
  },
];

const PLANNING: EvalCase[] = [
  {
    category: 'planning et liste',
    question: 'planifie mes dîners de la semaine',
    mustOffer: 'plan-meals',
  },
  {
    category: 'planning et liste',
    question: 'tu peux me faire les menus de la semaine stp',
    mustOffer: 'plan-meals',
  },
  {
    category: 'planning et liste',
    question: 'organise les repas du soir de lundi à vendredi',
    mustOffer: 'plan-meals',
  },
  {
    category: 'planning et liste',
    question: 'planifie ce plat mardi soir',
    mustOffer: 'plan-meals',
  },
  {
    category: 'planning et liste',
    question: 'mets le gratin dauphinois au planning de jeudi',
    mustOffer: 'plan-meals',
  },
  {
    category: 'planning et liste',
    question: 'ajoute les ingrédients à ma liste de courses',
    mustOffer: 'add-to-shopping-list',
  },
  {
    category: 'planning et liste',
    question: 'ajoute du lait à ma liste',
    mustOffer: 'add-to-shopping-list',
  },
  {
    category: 'planning et liste',
    question: 'rajoute des pommes et du pain sur la liste de courses',
    mustOffer: 'add-to-shopping-list',
  },
  {
    category: 'planning et liste',
    question: 'note des oeufs dans mes courses',
    mustOffer: 'add-to-shopping-list',
  },
  {
    category: 'planning et liste',
    question: 'planifie les dîners de la semaine en végétarien',
    household: vegetarian,
    mustOffer: 'plan-meals',
  },
  {
    category: 'planning et liste',
    question: 'prévois les repas de la semaine pour 6 personnes',
    mustOffer: 'plan-meals',
  },
  { category: 'planning et liste', question: 'mets ce plat demain midi', mustOffer: 'plan-meals' },
  {
    category: 'planning et liste',
    question: 'la liste de courses pour ce plat',
    mustOffer: 'add-to-shopping-list',
  },
  {
    category: 'planning et liste',
    question: 'ajoute les ingrédients de cette recette à la liste',
    mustOffer: 'add-to-shopping-list',
  },
  {
    category: 'planning et liste',
    question: 'planifie un repas rapide mercredi soir',
    mustOffer: 'plan-meals',
  },
];

/** Tomorrow's dinner, already planned (Tuesday 14 January 2025). */
const gratinTomorrow = {
  planning: [
    {
      date: '2025-01-14',
      time: '19:00',
      recipeId: 'plat-gratin-dauphinois',
      recipeTitle: 'Gratin dauphinois',
      type: 'plat' as const,
    },
  ],
};

const RECIPES: EvalCase[] = [
  {
    category: 'recettes et portions',
    question: 'une recette de quiche',
    mustProposeRecipe: true,
    mustName: ['quiche'],
  },
  {
    category: 'recettes et portions',
    question: 'un dessert sans gluten',
    mustProposeRecipe: true,
    mustNotUse: ['ble'],
  },
  {
    category: 'recettes et portions',
    question: 'une idée de plat végétarien',
    mustProposeRecipe: true,
    mustNotUse: ['viande', 'poisson'],
  },
  {
    category: 'recettes et portions',
    question: 'une recette pour un enfant allergique aux noix',
    mustProposeRecipe: true,
    mustNotUse: ['fruit-a-coque', 'arachide'],
  },
  {
    category: 'recettes et portions',
    question: 'on mange quoi ce soir ?',
    mustProposeRecipe: true,
  },
  {
    category: 'recettes et portions',
    question: 'une soupe pour ce soir',
    mustProposeRecipe: true,
    mustName: ['soupe'],
  },
  {
    category: 'recettes et portions',
    question: 'un plat sans lactose',
    mustProposeRecipe: true,
    mustNotUse: ['lait'],
  },
  {
    category: 'recettes et portions',
    question: 'une recette halal',
    household: { restrictions: ['halal'] },
    mustProposeRecipe: true,
    mustNotUse: ['porc'],
  },
  {
    category: 'recettes et portions',
    question: 'recette de crêpes',
    mustProposeRecipe: true,
    mustName: ['crêpe'],
  },
  {
    category: 'recettes et portions',
    question: 'un plat pour 6 personnes',
    mustProposeRecipe: true,
    mustName: ['6 portions'],
  },
  {
    category: 'recettes et portions',
    question: 'combien de pâtes par personne ?',
    mustName: ['g'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'recettes et portions',
    question: 'combien de riz pour 4 personnes',
    mustName: ['g'],
  },
  {
    category: 'recettes et portions',
    question: 'une recette avec du potiron',
    mustProposeRecipe: true,
    mustUseOneOf: ['potiron', 'courge'],
  },
  { category: 'recettes et portions', question: 'une entrée facile', mustProposeRecipe: true },
  {
    category: 'recettes et portions',
    question: 'une idée de plat avec des pommes de terre',
    context: gratinTomorrow,
    mustProposeRecipe: true,
    mustNotName: ['gratin dauphinois'],
    mustUseOneOf: ['pomme-de-terre'],
  },
  {
    category: 'recettes et portions',
    question: 'un plat pour 2 adultes et 3 enfants',
    mustProposeRecipe: true,
    mustName: ['4 portions'],
  },
  {
    category: 'recettes et portions',
    question: 'un plat végétarien sans fruits à coque',
    household: nutAllergy,
    mustProposeRecipe: true,
    mustNotUse: ['viande', 'poisson', 'fruit-a-coque'],
  },
];

const OFF_TOPIC: EvalCase[] = [
  {
    category: 'hors sujet',
    question: 'quel temps fait-il demain ?',
    mustName: ['cuisine'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'hors sujet',
    question: 'qui a gagné le match hier soir',
    mustName: ['cuisine'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'hors sujet',
    question: 'raconte moi une blague',
    mustName: ['recette'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'hors sujet',
    question: 'combien de calories dans une pizza',
    mustName: ['nutritionnelles'],
    mustNotProposeRecipe: true,
  },
  {
    category: 'hors sujet',
    question: 'aide moi pour mes impôts',
    mustName: ['cuisine'],
    mustNotProposeRecipe: true,
  },
  { category: 'hors sujet', question: 'bonjour', mustName: ['recette'] },
  { category: 'hors sujet', question: 'merci beaucoup !', mustName: ['plaisir'] },
  { category: 'hors sujet', question: 'qui es-tu ?', mustName: ['Mijote'] },
  { category: 'hors sujet', question: 'que sais-tu faire ?', mustName: ['recette', 'convertir'] },
  {
    category: 'hors sujet',
    question: 'je veux perdre du poids, un régime ?',
    mustNotProposeRecipe: true,
  },
];

export const EVAL_QUESTIONS: readonly EvalCase[] = [
  ...SAFETY,
  ...TIME,
  ...FRIDGE,
  ...SUBSTITUTIONS,
  ...CONVERSIONS,
  ...SEASONS,
  ...KEEPING,
  ...TECHNIQUES,
  ...PLANNING,
  ...RECIPES,
  ...OFF_TOPIC,
];
