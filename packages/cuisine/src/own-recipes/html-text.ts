import { DomUtils, parseDocument } from 'htmlparser2';
import { tidy } from './recipe-draft';

// Pages write their JSON-LD strings with HTML in them (« Faire fondre le beurre&nbsp;», « <p>Mélanger</p> »):
// read through the same HTML parser as the page, so entities and tags come out as text.

/** The text of an HTML fragment: entities decoded, tags dropped, spaces folded. */
export function htmlText(fragment: string): string {
  if (!/[<&]/.test(fragment)) return tidy(fragment);
  return tidy(DomUtils.textContent(parseDocument(fragment)));
}

/**
 * The paragraphs of an HTML fragment, one per block element or line break (« <p>…</p><p>…</p> »,
 * « 1. …<br>2. … »), for steps a page gives as one string.
 */
export function htmlParagraphs(fragment: string): string[] {
  const withBreaks = fragment.replace(/<\s*(?:br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n');
  const text = /[<&]/.test(withBreaks)
    ? DomUtils.textContent(parseDocument(withBreaks))
    : withBreaks;
  return text.split(/\n+/).map(tidy).filter(Boolean);
}
