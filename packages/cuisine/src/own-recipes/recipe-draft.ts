// A recipe as read from a pasted text or a web page, before the household corrects and saves it.
// Every field may be missing or wrong: the reader keeps what it found and the form shows it.

export type RecipeDraft = {
  /** '' when nothing looked like a title. */
  title: string;
  description: string;
  servings?: number;
  /** Minutes of preparation (hands on). */
  preparationTime?: number;
  /** Minutes of cooking. */
  cookingTime?: number;
  /** Ingredient lines as written (« 200 g de lardons »), list markers removed. */
  ingredients: string[];
  /** Steps in order, numbering removed. */
  instructions: string[];
};

/** Spaces folded (non-breaking ones included), ends trimmed. */
export function tidy(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}
