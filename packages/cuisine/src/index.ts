export * from './assistant';
export * from './buying';
export * from './catalogue';
export * from './compliance';
export * from './expiry';
export * from './fridge';
export * from './household';
export * from './ingredients';
export * from './parser';
export * from './planning';
export * from './quantities';
export * from './seasons';
export * from './servings';
export * from './suggestions';
export {
  capitalize,
  compareFrench,
  foldAccents,
  foodNameKey,
  foodNameWords,
  normalizeFoodName,
  pluralizeFoodName,
  slugify,
  stemFoodWord,
} from './text/normalize';
export * from './vocabulary';
