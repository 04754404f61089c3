// Words that never start or end an ingredient name inside a longer text ('gousses d'ail' must
// match 'ail', not a name ending in 'd'). Shared by the ingredient lookup (ingredients/lookup.ts)
// and the recipe picture's food reader (illustration/read-foods.ts): both find names alike.
export const LINK_WORDS: ReadonlySet<string> = new Set([
  'de',
  'd',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'a',
  'à',
  'au',
  'aux',
  'en',
  'et',
  'ou',
  'un',
  'une',
  'avec',
  'sans',
  'pour',
  'sur',
]);
