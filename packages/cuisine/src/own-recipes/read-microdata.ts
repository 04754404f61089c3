import { DomUtils, type parseDocument } from 'htmlparser2';
import { htmlParagraphs } from './html-text';
import { readDuration } from './read-duration';
import { readServings } from './read-servings';
import { type RecipeDraft, tidy } from './recipe-draft';

// schema.org `Recipe` in microdata (itemscope, itemtype, itemprop), as older recipe pages mark
// their HTML. A property belongs to the nearest itemscope above it: a step's own `text` inside a
// nested HowToStep is the step's, not the recipe's.

type Document = ReturnType<typeof parseDocument>;
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

const isRecipeScope = (element: Element) =>
  element.attribs.itemscope !== undefined &&
  /schema\.org\/Recipe\b/i.test(element.attribs.itemtype ?? '');

/** The recipe's properties: elements with itemprop whose nearest itemscope is the recipe. */
function propertiesOf(scope: Element): Map<string, Element[]> {
  const properties = new Map<string, Element[]>();
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const tag = child as Element;
      for (const name of (tag.attribs.itemprop ?? '').split(/\s+/).filter(Boolean)) {
        properties.set(name, [...(properties.get(name) ?? []), tag]);
      }
      if (tag.attribs.itemscope === undefined) visit(tag);
    }
  };
  visit(scope);
  return properties;
}

/** A property's value as microdata defines it: content, datetime, or the text inside. */
function propertyValue(element: Element): string {
  const { attribs } = element;
  if (attribs.content !== undefined) return tidy(attribs.content);
  if (element.name === 'time' && attribs.datetime !== undefined) return tidy(attribs.datetime);
  if (element.name === 'meta') return '';
  return tidy(DomUtils.textContent(element));
}

/** One step per nested HowToStep's text, per list item, or per paragraph of the element. */
function stepsOf(element: Element): string[] {
  if (element.attribs.itemscope !== undefined) {
    const inner = propertiesOf(element);
    const parts = inner.get('itemListElement') ?? [];
    if (parts.length > 0) return parts.flatMap(stepsOf);
    const step = inner.get('text')?.[0] ?? inner.get('name')?.[0];
    return step ? [propertyValue(step)].filter(Boolean) : [];
  }
  const items = DomUtils.getElementsByTagName('li', element, true);
  if (items.length > 0)
    return items.map((item) => tidy(DomUtils.textContent(item))).filter(Boolean);
  return htmlParagraphs(DomUtils.getInnerHTML(element));
}

export function readMicrodataRecipe(document: Document): RecipeDraft | undefined {
  const scope = DomUtils.findOne(isRecipeScope, document.children, true);
  if (!scope) return undefined;
  const properties = propertiesOf(scope);
  const first = (name: string) => {
    const element = properties.get(name)?.[0];
    return element ? propertyValue(element) : undefined;
  };
  const all = (name: string) => (properties.get(name) ?? []).map(propertyValue).filter(Boolean);
  const draft: RecipeDraft = {
    title: first('name') ?? '',
    description: first('description') ?? '',
    ingredients: [...all('recipeIngredient'), ...all('ingredients')],
    instructions: (properties.get('recipeInstructions') ?? []).flatMap(stepsOf),
  };
  const servings = readServings(all('recipeYield'));
  const preparationTime = readDuration(first('prepTime'));
  const cookingTime = readDuration(first('cookTime'));
  const totalTime = readDuration(first('totalTime'));
  if (servings !== undefined) draft.servings = servings;
  if (preparationTime !== undefined) draft.preparationTime = preparationTime;
  else if (cookingTime === undefined && totalTime !== undefined) draft.preparationTime = totalTime;
  if (cookingTime !== undefined) draft.cookingTime = cookingTime;
  return draft;
}
