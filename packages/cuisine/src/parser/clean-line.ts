// Text clean-up around an ingredient line: list markers before it, remarks in and after it.

// '-', '•', '*', '–', '·', '+', '>' bullets, markdown bold, and numbering such as '1.', '2)',
// '3 -'. A numbering needs a '.' or ')' followed by a space, so '1.5 kg' stays a quantity.
const LIST_MARKER = /^(?:\s*(?:[-•*–—·+>▪◦●‣]+|\d{1,2}[.)](?=\s)|\[\s?[xX ]?\s?\])\s*)+/u;
const MARKDOWN_EMPHASIS = /\*\*|__/g;
const SPACES = /[\s\u00a0\u202f\u2007]+/gu;

export function normalizeSpaces(text: string): string {
  return text.replace(SPACES, ' ').trim();
}

export function stripListMarker(text: string): string {
  return normalizeSpaces(text.replace(MARKDOWN_EMPHASIS, '')).replace(LIST_MARKER, '').trim();
}

/** Takes '(…)' remarks out of a line: '200 g de beurre (mou)' → text '200 g de beurre', ['mou']. */
export function extractParentheses(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  let rest = text.replace(
    /\(([^()]*)\)|\[([^[\]]*)\]/g,
    (_whole, round?: string, square?: string) => {
      const note = (round ?? square ?? '').trim();
      if (note !== '') notes.push(note);
      return ' ';
    },
  );
  // An opening parenthesis that never closes: everything after it is a remark.
  const open = rest.indexOf('(');
  if (open >= 0) {
    const note = rest.slice(open + 1).trim();
    if (note !== '') notes.push(note);
    rest = rest.slice(0, open);
  }
  return { text: normalizeSpaces(rest.replace(/[()]/g, ' ')), notes };
}

// Remarks that end a name: ', émincés', ' pour la décoration', ' – facultatif', ' selon le goût'.
const TRAILING_REMARK = new RegExp(
  [
    String.raw`\s*[,;]\s*(.*)$`,
    String.raw`\s+[-–—:]\s+(.*)$`,
    String.raw`\s+((?:pour|selon|suivant|environ|si\s+besoin|si\s+n[ée]cessaire|à\s+volonté|au\s+go[uû]t|à\s+votre\s+go[uû]t|facultatif|facultative|optionnel(?:le)?)(?![\p{L}]).*)$`,
  ].join('|'),
  'iu',
);

/** Splits the first trailing remark off a name: 'oignons, émincés' → 'oignons' + 'émincés'. */
export function splitTrailingRemark(name: string): { name: string; note?: string } {
  const match = TRAILING_REMARK.exec(name);
  if (!match || match.index === 0) return { name: cleanName(name) };
  const note = normalizeSpaces(match[1] ?? match[2] ?? match[3] ?? '').replace(/[.;:]+$/u, '');
  const head = cleanName(name.slice(0, match.index));
  return note === '' ? { name: head } : { name: head, note };
}

/** Trims punctuation left around a name by the parsing steps. */
export function cleanName(name: string): string {
  return normalizeSpaces(name)
    .replace(/^[\s\-–—:,;.]+/u, '')
    .replace(/[\s,;:.\-–—]+$/u, '')
    .trim();
}
