// Text clean-up around an ingredient line: list markers before it, remarks in and after it.

// '-', '•', '*', '–', '·', '+', '>' bullets, markdown bold, and numbering such as '1.', '2)',
// '3 -'. A numbering needs a '.' or ')' followed by a space, so '1.5 kg' stays a quantity.
const LIST_MARKER = /^(?:\s*(?:[-•*–—·+>▪◦●‣]+|\d{1,2}[.)](?=\s)|\[\s?[xX ]?\s?\])\s*)+/u;
const MARKDOWN_EMPHASIS = /\*\*|__/g;
const SPACES = /[\s\u00a0\u202f\u2007]+/gu;

// Already clean: no run of spaces, no tab or non-breaking space, no space at either end.
const UNCLEAN_SPACE = /\s\s|[^\S ]|^ | $/u;

export function normalizeSpaces(text: string): string {
  if (!UNCLEAN_SPACE.test(text)) return text;
  return text.replace(SPACES, ' ').trim();
}

export function stripListMarker(text: string): string {
  return normalizeSpaces(text.replace(MARKDOWN_EMPHASIS, '')).replace(LIST_MARKER, '').trim();
}

const OPENING: Readonly<Record<string, string>> = { '(': ')', '[': ']' };
// Inclusive spelling glued to a word is not a remark: 'émincé(e)s', 'coupé(e)s en dés'.
const INCLUSIVE_ENDING = /^\((?:e|s|es|x|le|ne|te|les|nes|tes|ère|ères|euse|euses)\)/u;

/**
 * Takes '(…)' and '[…]' remarks out of a line, nested ones included:
 * '400 g de pois chiches (cuits (1 boîte))' → text '400 g de pois chiches', ['cuits (1 boîte)'].
 * A bracket that never closes turns the rest of the line into a remark.
 */
export function extractParentheses(text: string): { text: string; notes: string[] } {
  if (!/[()[\]]/u.test(text)) return { text: normalizeSpaces(text), notes: [] };
  const notes: string[] = [];
  let kept = '';
  let depth = 0;
  let closer = '';
  let note = '';
  const chars = [...text];
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    if (depth === 0) {
      const expected = OPENING[char];
      const inclusive =
        char === '(' &&
        /\p{L}/u.test(chars[index - 1] ?? '') &&
        INCLUSIVE_ENDING.exec(chars.slice(index, index + 8).join(''));
      if (inclusive) {
        kept += inclusive[0];
        index += [...inclusive[0]].length - 1;
      } else if (expected !== undefined) {
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
    // A comma between two digits is a decimal comma ('1,2 kg'), not the start of a remark.
    String.raw`\s*(?:;|(?<!\d),|,(?!\d))\s*(.*)$`,
    String.raw`\s+[-–—:]\s+(.*)$`,
    String.raw`\s+((?:pour|selon|suivant|environ|si\s+besoin|si\s+n[ée]cessaire|à\s+volonté|au\s+go[uû]t|à\s+votre\s+go[uû]t|qs|q\.s\.?|quantit[ée]\s+suffisante|facultatif|facultative|optionnel(?:le)?)(?![\p{L}]).*)$`,
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
    .replace(/[\s,;:.+\-–—]+$/u, '')
    .trim();
}

// "une pièce de bœuf d’environ 1,2 kg", '1 poulet de 1,5 kg': the size of the item, a remark.
const SIZE_TAIL =
  /\s+(?:de\s+|d['’]\s*)((?:environ\s+|env\.\s*)?\d+(?:[.,]\d+)?(?:\s*(?:à|-)\s*\d+(?:[.,]\d+)?)?\s*(?:kg|g|gr|grammes?|kilos?|cm|mm|l|cl|ml|dl)\.?)$/iu;

/** 'pièce de bœuf d’environ 1,2 kg' → 'pièce de bœuf' + 'environ 1,2 kg'. */
export function splitSizeRemark(name: string): { name: string; note?: string } {
  const match = /\d/u.test(name) ? SIZE_TAIL.exec(name) : null;
  if (!match || match.index === 0) return { name };
  return { name: cleanName(name.slice(0, match.index)), note: normalizeSpaces(match[1]!) };
}

const ALTERNATIVE = /\s+ou\s+(?=\S)/iu;

/** 'beurre ou margarine' → 'beurre' + 'ou margarine': the first food is the one counted. */
export function splitAlternative(name: string): { name: string; note?: string } {
  const match = ALTERNATIVE.exec(name);
  if (!match || match.index === 0) return { name };
  const alternative = cleanName(name.slice(match.index + match[0].length));
  if (alternative === '') return { name };
  return { name: cleanName(name.slice(0, match.index)), note: `ou ${alternative}` };
}

// How a food was prepared, written after it without a comma: 'ail haché', 'oignons émincé(e)s',
// 'noisettes torréfiées et concassées'.
const PREPARED = String.raw`(?:hach|éminc|râp|pel|épépin|coup|cisel|écras|press|fond|batt|éplu|égoutt|rinc|concass|tranch|dénoyaut|décortiqu|torréfi|grill|effeuill|lav|cuit|mix|tamis|ramolli|dessal|blanch|épong)[ée]?[eéiut]?(?:\(e\))?(?:s|es|\(e\)s|\(s\))?`;
const PREPARED_TAIL = new RegExp(
  String.raw`\s+((?:(?:finement|grossièrement|très)\s+)?${PREPARED}(?:\s+(?:et|ou)\s+(?:(?:finement|grossièrement)\s+)?${PREPARED})*)$`,
  'iu',
);

/** 'ail hachées' → 'ail' + 'hachées'; the caller keeps the name whole when it is a food. */
export function splitPreparation(name: string): { name: string; note?: string } {
  const match = PREPARED_TAIL.exec(name);
  if (!match || match.index === 0) return { name };
  return { name: cleanName(name.slice(0, match.index)), note: normalizeSpaces(match[1]!) };
}
