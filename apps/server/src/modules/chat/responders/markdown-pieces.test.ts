import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownPieces } from './markdown-pieces';

describe('markdownPieces', () => {
  it('cuts a reply into pieces of a few words that join back to it exactly', () => {
    const text = '# Quiche\n\nUne tarte.\n\n## Ingrédients\n- 3 œufs\n- 20 cl de crème';
    const pieces = markdownPieces(text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(text);
    expect(pieces[0]).toBe('# Quiche\n\nUne ');
  });

  it('keeps any text whole, spaces and line breaks included', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 6 }), (text, size) => {
        expect(markdownPieces(text, size).join('')).toBe(text);
      }),
    );
  });
});
