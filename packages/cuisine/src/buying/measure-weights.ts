import type { RecipeUnit } from '../vocabulary';

// What a recipe's measures usually weigh, in grams (a liquid's millilitres count as grams: water,
// milk and cream are within a few percent of it). Only used to say how many packs, pieces or
// grams to buy, which are then rounded up: the approximation never makes a list short by more
// than a spoonful. A food whose measures differ says so in its buying rule (`per`): a garlic
// clove weighs 5 g, a sprig of thyme half a gram.
//
// 'unité' (a piece of the food) and 'zeste' (taken from one fruit) have no usual weight: they
// are read from the food's own rule.
export const USUAL_GRAMS: Readonly<Partial<Record<RecipeUnit, number>>> = {
  // Exact.
  g: 1,
  kg: 1000,
  ml: 1,
  cl: 10,
  l: 1000,
  càs: 15,
  càc: 5,
  // Gestures and kitchen measures.
  pincée: 0.5,
  pointe: 0.3,
  tasse: 250,
  verre: 200,
  bol: 350,
  louche: 100,
  poignée: 30,
  filet: 10,
  noix: 15,
  noisette: 5,
  trait: 5,
  goutte: 0.05,
  morceau: 30,
  // Pieces of a food.
  gousse: 5,
  tranche: 30,
  brin: 1,
  feuille: 0.5,
  carré: 5,
  tige: 5,
  branche: 40,
  rondelle: 10,
  pavé: 150,
  // Packs, when a recipe names another pack than the one the food is sold in.
  botte: 50,
  sachet: 10,
  boîte: 400,
  pot: 125,
  paquet: 500,
  barquette: 250,
  bouteille: 750,
  brique: 1000,
  bocal: 350,
  tête: 50,
  cube: 10,
  boule: 125,
  tablette: 100,
  rouleau: 230,
  bûchette: 150,
  plaquette: 250,
  tube: 150,
};

/** A fillet of fish or meat is a piece of about 150 g, not a drizzle. */
export const FILLET_GRAMS = 150;
