// The foods a recipe picture can show (decision 032). Each is a name the picture's alt text says
// (in the web's fr.json, `recipe.picture.foods.<food>`) and a drawing the web draws it with; the
// knowledge base decides which ingredients are shown as which (food-words-build.ts).

/** What a food is to a dish: decides which of a recipe's foods are its main ones. */
export type FoodRole =
  | 'protein'
  | 'starch'
  | 'vegetable'
  | 'fruit'
  | 'citrus'
  | 'cheese'
  | 'egg'
  | 'dairy'
  | 'nut'
  | 'sweet'
  | 'drink'
  | 'aromatic'
  | 'herb';

export const PICTURE_FOODS = {
  // Starches.
  pasta: 'starch',
  noodles: 'starch',
  rice: 'starch',
  semolina: 'starch',
  couscous: 'starch',
  bulgur: 'starch',
  quinoa: 'starch',
  polenta: 'starch',
  buckwheat: 'starch',
  grains: 'starch',
  oats: 'starch',
  potato: 'starch',
  sweetPotato: 'starch',
  bread: 'starch',
  // Vegetables.
  tomato: 'vegetable',
  carrot: 'vegetable',
  parsnip: 'vegetable',
  courgette: 'vegetable',
  cucumber: 'vegetable',
  gherkin: 'vegetable',
  aubergine: 'vegetable',
  pepper: 'vegetable',
  chili: 'aromatic',
  mushroom: 'vegetable',
  onion: 'aromatic',
  redOnion: 'aromatic',
  springOnion: 'aromatic',
  shallot: 'aromatic',
  garlic: 'aromatic',
  leek: 'vegetable',
  fennel: 'vegetable',
  celery: 'vegetable',
  celeriac: 'vegetable',
  salad: 'vegetable',
  rocket: 'vegetable',
  spinach: 'vegetable',
  chard: 'vegetable',
  endive: 'vegetable',
  cabbage: 'vegetable',
  redCabbage: 'vegetable',
  kale: 'vegetable',
  broccoli: 'vegetable',
  cauliflower: 'vegetable',
  peas: 'vegetable',
  snowPeas: 'vegetable',
  broadBeans: 'vegetable',
  greenBeans: 'vegetable',
  asparagus: 'vegetable',
  beetroot: 'vegetable',
  radish: 'vegetable',
  turnip: 'vegetable',
  pumpkin: 'vegetable',
  corn: 'vegetable',
  avocado: 'vegetable',
  olive: 'vegetable',
  // Pulses and plant proteins.
  lentils: 'protein',
  coralLentils: 'protein',
  chickpeas: 'protein',
  whiteBeans: 'protein',
  redBeans: 'protein',
  blackBeans: 'protein',
  splitPeas: 'protein',
  soyBeans: 'protein',
  tofu: 'protein',
  tempeh: 'protein',
  seitan: 'protein',
  // Meat, fish, eggs.
  egg: 'egg',
  chicken: 'protein',
  turkey: 'protein',
  duck: 'protein',
  beef: 'protein',
  veal: 'protein',
  lamb: 'protein',
  pork: 'protein',
  game: 'protein',
  meat: 'protein',
  ham: 'protein',
  bacon: 'protein',
  sausage: 'protein',
  salami: 'protein',
  driedMeat: 'protein',
  fish: 'protein',
  salmon: 'protein',
  tuna: 'protein',
  trout: 'protein',
  shrimp: 'protein',
  seafood: 'protein',
  mussels: 'protein',
  scallops: 'protein',
  squid: 'protein',
  // Cheese and dairy.
  cheese: 'cheese',
  mozzarella: 'cheese',
  feta: 'cheese',
  goatCheese: 'cheese',
  freshCheese: 'cheese',
  mascarpone: 'cheese',
  milk: 'dairy',
  plantMilk: 'dairy',
  cream: 'dairy',
  plantCream: 'dairy',
  yogurt: 'dairy',
  iceCream: 'sweet',
  // Fruit.
  lemon: 'citrus',
  lime: 'citrus',
  orange: 'fruit',
  grapefruit: 'fruit',
  apple: 'fruit',
  pear: 'fruit',
  strawberry: 'fruit',
  raspberry: 'fruit',
  blueberry: 'fruit',
  blackcurrant: 'fruit',
  berries: 'fruit',
  cherry: 'fruit',
  banana: 'fruit',
  apricot: 'fruit',
  peach: 'fruit',
  plum: 'fruit',
  prune: 'fruit',
  mango: 'fruit',
  passionFruit: 'fruit',
  fig: 'fruit',
  grape: 'fruit',
  raisin: 'fruit',
  melon: 'fruit',
  watermelon: 'fruit',
  pineapple: 'fruit',
  kiwi: 'fruit',
  coconut: 'fruit',
  rhubarb: 'fruit',
  date: 'fruit',
  // Nuts and seeds.
  nuts: 'nut',
  walnut: 'nut',
  hazelnut: 'nut',
  almond: 'nut',
  pistachio: 'nut',
  cashew: 'nut',
  peanut: 'nut',
  chestnut: 'nut',
  seeds: 'nut',
  sesame: 'nut',
  // Sweet things.
  chocolate: 'sweet',
  honey: 'sweet',
  maple: 'sweet',
  meringue: 'sweet',
  // Drinks.
  coffee: 'drink',
  tea: 'drink',
  greenTea: 'drink',
  herbalTea: 'drink',
  elderflower: 'drink',
  // Aromatics and herbs.
  ginger: 'aromatic',
  basil: 'herb',
  parsley: 'herb',
  mint: 'herb',
  coriander: 'herb',
  dill: 'herb',
  chives: 'herb',
  thyme: 'herb',
  rosemary: 'herb',
  sage: 'herb',
  tarragon: 'herb',
  herbs: 'herb',
} as const satisfies Record<string, FoodRole>;

/** A food a recipe picture can show. */
export type PictureFood = keyof typeof PICTURE_FOODS;

export const PICTURE_FOOD_KEYS = Object.keys(PICTURE_FOODS) as PictureFood[];

export function isPictureFood(text: string): text is PictureFood {
  return Object.hasOwn(PICTURE_FOODS, text);
}
