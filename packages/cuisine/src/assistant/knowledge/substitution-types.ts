// The shape of a substitution entry, apart so that the tables and their index import it alike.

export type SubstitutionOption = {
  /** Markdown-free French: '1 càs de graines de lin moulues + 3 càs d’eau'. */
  replacement: string;
  /** When it works, and when it does not. */
  works: string;
  uses: readonly string[];
  /** Best in sweet or savoury cooking; undefined when it suits both. */
  suits?: 'sucré' | 'salé';
};

export type Substitution = {
  /** Knowledge-base id of the food replaced; its descendants use the same entry. */
  ingredientId: string;
  /** How the answer names the food in a list of what it knows: 'œufs', 'beurre'. */
  name: string;
  /** '1 œuf', '100 g de beurre': the amount the quantities below replace. */
  for: string;
  options: readonly SubstitutionOption[];
};
