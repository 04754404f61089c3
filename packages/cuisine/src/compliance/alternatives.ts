// Stand-ins the suggestion engine may swap in when one food breaks a rule: same role in the dish,
// free of what the rule forbids. Each is offered only if it passes every rule of the check (the
// checker tries them in order), so a stand-in never trades one violation for another.

const HARD_CHEESE = ['fromage-a-pate-dure-vegetarien'];
const PLANT_MILK = ['lait-de-soja', 'lait-de-riz', 'lait-d-avoine', 'lait-d-amande'];
const PLANT_CREAM = ['creme-de-soja'];
const GLUTEN_FREE_PASTA = ['pates-sans-gluten'];

export const ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  // Hard cheeses curdled with animal rennet, for vegetarians and kosher households.
  parmesan: HARD_CHEESE,
  'parmesan-rape': HARD_CHEESE,
  'grana-padano': HARD_CHEESE,
  pecorino: HARD_CHEESE,
  sbrinz: HARD_CHEESE,
  gruyere: HARD_CHEESE,
  'gruyere-rape': HARD_CHEESE,
  emmental: HARD_CHEESE,
  'emmental-rape': HARD_CHEESE,
  comte: HARD_CHEESE,
  beaufort: HARD_CHEESE,
  appenzeller: HARD_CHEESE,
  'fromage-rape': HARD_CHEESE,
  // Animal gelatine and stocks of unknown or animal origin.
  gelatine: ['agar-agar'],
  bouillon: ['bouillon-de-legumes'],
  'bouillon-de-volaille': ['bouillon-de-legumes'],
  'bouillon-de-boeuf': ['bouillon-de-legumes'],
  'fumet-de-poisson': ['bouillon-de-legumes'],
  // Alcohol-based vanilla, for halal households.
  'extrait-de-vanille': ['vanille', 'sucre-vanille'],
  // Gluten.
  'sauce-soja': ['tamari'],
  'flocons-d-avoine': ['flocons-d-avoine-sans-gluten'],
  farine: ['farine-sans-gluten'],
  pates: GLUTEN_FREE_PASTA,
  spaghetti: GLUTEN_FREE_PASTA,
  penne: GLUTEN_FREE_PASTA,
  macaroni: GLUTEN_FREE_PASTA,
  fusilli: GLUTEN_FREE_PASTA,
  // Milk.
  lait: PLANT_MILK,
  creme: PLANT_CREAM,
  'creme-fraiche': PLANT_CREAM,
  'creme-entiere-a-fouetter': PLANT_CREAM,
  yaourt: ['yaourt-de-soja'],
  beurre: ['margarine'],
  chocolat: ['chocolat-noir'],
};
