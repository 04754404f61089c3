import { parseIngredientLine } from '../parser/parse-ingredient-line';
import { readFrenchDuration } from './read-duration';
import { readServings } from './read-servings';
import { type RecipeDraft, tidy } from './recipe-draft';

// A recipe pasted as text (from a message, a PDF, a notebook): a title line, facts
// (« Pour 4 personnes », « Préparation : 20 min », « Cuisson : 1 h »), an « Ingrédients » section
// and a « Préparation » / « Étapes » section, with bulleted or numbered lines. Without section
// headings, the lines that read as ingredients after the title are the ingredients and the rest
// the steps. The reader never refuses: what it finds goes to the form, where the cook corrects it.

type Section = 'head' | 'ingredients' | 'steps';

const INGREDIENTS_HEADING = /^(?:les\s+)?ingr[ée]dients?\b(.*)$/iu;
const STEPS_HEADING =
  /^(?:la\s+)?(?:pr[ée]paration|[ée]tapes?|instructions?|recette|d[ée]roulement|m[ée]thode|marche\s+à\s+suivre|r[ée]alisation|progression)\s*:?\s*$/iu;
const BULLET = /^(?:[-*•–—·+>▪◦●○✓✔]|\[\s?\])\s*/u;
const NUMBERED = /^(?:(?:[ée]tape|step)\s*)?\d{1,2}\s*(?:[.)/:–-]|\s*[-–]\s)\s*/iu;
const STEP_LABEL = /^(?:[ée]tape|step)\s*\d{1,2}\s*:?\s*$/iu;
/** A sub-heading inside a section: « Pour la pâte : », « Garniture : ». */
const SUB_HEADING = /^[^.!?]{1,40}\s*:$/u;

type Fact = { servings?: number; preparationTime?: number; cookingTime?: number };

const SERVINGS_FACT =
  /^(?:pour\s+)?(?:\d{1,3}|[\p{L}]+)\s*(?:à\s*\d{1,3}\s*)?(?:personnes?|pers\.?|parts?|portions?|couverts?)\b|^(?:portions?|parts?|nombre\s+de\s+personnes|personnes|rendement|pour)\s*:/iu;
const TIME_FACT =
  /^(?:temps\s+(?:de\s+)?)?(pr[ée]paration|cuisson|repos|total|attente|r[ée]frig[ée]ration)\s*(?:totale?)?\s*:?\s*(.+)$/iu;

/** A line of facts (« Préparation : 20 min | Cuisson : 30 min »), or undefined. */
function readFacts(line: string): Fact | undefined {
  const parts = line.split(/\s+[|•·/–-]\s+|\t+|\s{3,}|\s*;\s*/u).filter(Boolean);
  const fact: Fact = {};
  for (const part of parts) {
    if (SERVINGS_FACT.test(part)) {
      const servings = readServings(part);
      if (servings === undefined) return undefined;
      fact.servings = servings;
      continue;
    }
    const time = TIME_FACT.exec(part);
    const minutes = time?.[2] ? readFrenchDuration(time[2]) : undefined;
    if (!time?.[1] || minutes === undefined) return undefined;
    const kind = time[1].toLowerCase();
    if (kind.startsWith('pr')) fact.preparationTime = minutes;
    else if (kind === 'cuisson') fact.cookingTime = minutes;
  }
  return parts.length > 0 ? fact : undefined;
}

function withoutMarker(line: string): string {
  return tidy(line.replace(BULLET, '').replace(/^\*\*(.+)\*\*$/u, '$1'));
}

function withoutNumber(line: string): string {
  return tidy(withoutMarker(line).replace(NUMBERED, ''));
}

/** A line that reads as an ingredient when no heading says so: bulleted, or an amount and a name. */
function looksLikeIngredient(line: string): boolean {
  if (NUMBERED.test(line) && !/^\d+\s*(?:[.,]\d+)?\s*\p{L}/u.test(line)) return false;
  if (BULLET.test(line)) return true;
  const text = withoutMarker(line);
  if (text.length > 80 || /[.!?]$/.test(text)) return false;
  return parseIngredientLine(text).matched;
}

export function readRecipeText(text: string): RecipeDraft {
  const draft: RecipeDraft = { title: '', description: '', ingredients: [], instructions: [] };
  const description: string[] = [];
  let section: Section = 'head';
  let headed = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = tidy(raw);
    // A bare bullet (« - », « • ») holds nothing to keep.
    if (withoutMarker(line) === '') continue;
    const ingredientsHeading = INGREDIENTS_HEADING.exec(withoutMarker(line).replace(/:\s*$/, ''));
    if (
      ingredientsHeading &&
      ingredientsHeading[1] !== undefined &&
      !/^\s*:?\s*\d/.test(ingredientsHeading[1]) &&
      ingredientsHeading[1].length < 40
    ) {
      section = 'ingredients';
      headed = true;
      draft.servings ??= readServings(ingredientsHeading[1]);
      continue;
    }
    if (STEPS_HEADING.test(withoutMarker(line))) {
      section = 'steps';
      headed = true;
      continue;
    }
    const facts = readFacts(withoutMarker(line));
    if (facts) {
      draft.servings ??= facts.servings;
      draft.preparationTime ??= facts.preparationTime;
      draft.cookingTime ??= facts.cookingTime;
      continue;
    }
    if (section === 'head') {
      if (draft.title === '') {
        draft.title = withoutMarker(line).replace(/\s*:$/, '');
        continue;
      }
      if (headed || !looksLikeIngredient(line)) {
        description.push(withoutMarker(line));
        continue;
      }
      section = 'ingredients';
    }
    if (section === 'ingredients') {
      if (SUB_HEADING.test(withoutMarker(line))) continue;
      if (headed || looksLikeIngredient(line)) {
        draft.ingredients.push(withoutMarker(line));
        continue;
      }
      section = 'steps';
    }
    if (STEP_LABEL.test(line) || SUB_HEADING.test(withoutNumber(line))) continue;
    const step = withoutNumber(line);
    if (step !== '') draft.instructions.push(step);
  }
  draft.description = description.join(' ');
  return draft;
}
