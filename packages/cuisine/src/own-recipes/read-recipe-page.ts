import { DomUtils, parseDocument } from 'htmlparser2';
import { readJsonLdRecipe } from './read-json-ld';
import { readMicrodataRecipe } from './read-microdata';
import type { RecipeDraft } from './recipe-draft';

// A recipe page's schema.org Recipe: JSON-LD first (what nearly every site publishes today), then
// microdata. A page with neither, or whose recipe has no ingredient, gives undefined: the page is
// not read as prose, where a menu or a comment would pass for an ingredient.

export function readRecipePage(html: string): RecipeDraft | undefined {
  const document = parseDocument(html);
  const blocks = DomUtils.getElementsByTagName('script', document, true)
    .filter((script) => /ld\+json/i.test(script.attribs.type ?? ''))
    .map((script) => DomUtils.textContent(script));
  const draft = readJsonLdRecipe(blocks) ?? readMicrodataRecipe(document);
  return draft && draft.ingredients.length > 0 ? draft : undefined;
}
