export * from './ingredients';
export {
  foldAccents,
  foodNameKey,
  foodNameWords,
  normalizeFoodName,
  pluralizeFoodName,
  slugify,
  stemFoodWord,
} from './text/normalize';
export * from './vocabulary';
