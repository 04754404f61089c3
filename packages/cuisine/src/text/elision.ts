// 'de' before a noun, elided the French way: "d’huile", "d’œufs", "d’herbes" (mute h), but
// "de haricots", "de homard" (aspirated h, no elision) and "de yaourt" (a y sounding like a
// consonant).

// Words starting with an aspirated h that recipes use. A mute h is the default: it is the
// common case (huile, herbes, huîtres, hysope…).
const H_ASPIRE =
  /^h(?:aricot|areng|omard|oublon|achis|addock|amburger|alloumi|ot[-\s]?dog|oumm?ous|arissa|ampe|ure|alva|aggis|ollandais|aut)/iu;
const VOWEL_START = /^[aeiouàâäéèêëîïôöùûüœæ]/iu;

/** True when 'de' elides before `word`: 'huile', 'œuf', 'ail' — not 'haricot', 'yaourt'. */
export function takesElision(word: string): boolean {
  const text = word.trimStart();
  if (VOWEL_START.test(text)) return true;
  return /^h/iu.test(text) && !H_ASPIRE.test(text);
}

/** 'de' + a noun: 'de farine', 'd’huile', 'de haricots'. */
export function deBefore(noun: string): string {
  return takesElision(noun) ? `d’${noun.trimStart()}` : `de ${noun.trimStart()}`;
}

/** "feuilles" + "brick" → "feuilles de brick"; "gousses" + "ail" → "gousses d’ail". */
export function joinWithDe(head: string, tail: string): string {
  return `${head} ${deBefore(tail)}`;
}
