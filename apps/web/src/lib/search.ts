// The screens' search boxes find « creme » in « Crème fraîche » and « OEUF » in « œufs »: the
// query and the texts are compared without case, accents or ligatures, trimmed.

/** Lower case, no accents, œ/æ spelled out, inner spaces collapsed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `query` is empty or found in one of `texts`. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const wanted = normalizeForSearch(query);
  if (!wanted) return true;
  return texts.some((text) => normalizeForSearch(text).includes(wanted));
}
