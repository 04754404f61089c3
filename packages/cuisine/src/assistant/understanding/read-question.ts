import { foldAccents } from '../../text/normalize';
import { correctWord } from './lexicon';

/** A question as the rules read it. */
export type Question = {
  /** As typed, trimmed. */
  raw: string;
  /**
   * Lower case, no accents, punctuation gone, spoon abbreviations spelled 'cas' / 'cac',
   * numbers split from units ('20cl' → '20 cl'), typos corrected; words joined by one space.
   */
  text: string;
  words: string[];
};

const FRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/½/g, ' 1/2 '],
  [/¼/g, ' 1/4 '],
  [/¾/g, ' 3/4 '],
  [/⅓/g, ' 1/3 '],
  [/⅔/g, ' 2/3 '],
];

// Spoon spellings, once accents are folded and apostrophes are spaces: « c. à s. », « càs »,
// « cs », « cuillère à soupe », « cuil. à café », « c à c »…
const SPOONS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:grandes? )?cuill?(?:ere|eree)?s?\.? (?:a |de )?soupe\b/g, ' cas '],
  [/\b(?:petites? )?cuill?(?:ere|eree)?s?\.? (?:a |de )?(?:cafe|the)\b/g, ' cac '],
  [/\bcuill?(?:ere|eree)?s?\.? (?:a |de )?dessert\b/g, ' cad '],
  [/\bgrandes? cuill?(?:ere|eree)?s?\b/g, ' cas '],
  [/\bpetites? cuill?(?:ere|eree)?s?\b/g, ' cac '],
  [/\bc(?:\s*[.-]\s*|\s+)a(?:\s*[.-]\s*|\s+)s\b\.?/g, ' cas '],
  [/\bc(?:\s*[.-]\s*|\s+)a(?:\s*[.-]\s*|\s+)c\b\.?/g, ' cac '],
  [/\bc(?:\s*[.-]\s*|\s+)a(?:\s*[.-]\s*|\s+)d\b\.?/g, ' cad '],
  [/\bc\.?s\b\.?/g, ' cas '],
  [/\bc\.?c\b\.?/g, ' cac '],
];

/** Politeness that carries no meaning for the rules. */
const FILLERS = /\b(?:s il (?:te|vous) plait|stp|svp|please|pls|plz)\b/g;

export function readQuestion(raw: string): Question {
  let text = foldAccents(raw.trim());
  for (const [pattern, replacement] of FRACTIONS) text = text.replace(pattern, replacement);
  text = text
    .replace(/['’‘`´ʼ]/g, ' ')
    .replace(/(\d)[.,](\d)/g, '$1.$2')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
    .replace(/°\s*c\b/g, ' degres ')
    .replace(/°\s*f\b/g, ' fahrenheit ')
    .replace(/°/g, ' degres ');
  for (const [pattern, replacement] of SPOONS) text = text.replace(pattern, replacement);
  text = text
    .replace(/(?<!\d)[./]|[./](?!\d)/g, ' ')
    .replace(/[^a-z0-9./]+/g, ' ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(FILLERS, ' ');
  const words = text
    .split(' ')
    .filter((word) => word !== '')
    .map(correctWord);
  return { raw: raw.trim(), text: words.join(' '), words };
}
