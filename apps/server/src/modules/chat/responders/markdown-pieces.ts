/**
 * The reply cut into pieces of a few words each, whitespace kept with the word before it, so
 * that joining the pieces gives the text back exactly. The offline assistant's reply exists
 * whole at once; streaming it in pieces shows it being written like a model's.
 */
export function markdownPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) {
    pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  }
  return pieces;
}
