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

const OPENING: Readonly<Record<string, string>> = { '(': ')', '[': ']' };

/**
 * Takes '(…)' and '[…]' remarks out of a line, nested ones included:
 * '400 g de pois chiches (cuits (1 boîte))' → text '400 g de pois chiches', ['cuits (1 boîte)'].
 * A bracket that never closes turns the rest of the line into a remark.
 */
export function extractParentheses(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  let kept = '';
  let depth = 0;
  let closer = '';
  let note = '';
  for (const char of text) {
    if (depth === 0) {
      const expected = OPENING[char];
      if (expected !== undefined) {
        depth = 1;
        closer = expected;
        note = '';
        kept += ' ';
      } else if (char !== ')' && char !== ']') kept += char;
      continue;
    }
    if (char === closer) depth--;
    else if (OPENING[char] === closer) depth++;
    if (depth === 0) {
      if (note.trim() !== '') notes.push(normalizeSpaces(note));
    } else note += char;
  }
  if (depth > 0 && note.trim() !== '') notes.push(normalizeSpaces(note));
  return { text: normalizeSpaces(kept), notes };
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
