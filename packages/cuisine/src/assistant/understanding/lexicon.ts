import { RECIPES } from '../../catalogue';
import { INGREDIENTS } from '../../ingredients';
import { foldAccents, pluralizeFoodName, stemFoodWord } from '../../text/normalize';
import { UNIT_WORDS } from '../knowledge/measures';
import { COMMON_WORDS } from './common-words';
import { editDistance } from './edit-distance';

// The words the assistant knows, for typo correction: a word that is not known is replaced by
// the closest known word when it is one or two keystrokes away (« glutten » → « gluten »,
// « vegeterien » → « vegetarien »). Everyday French words are listed so that they are never
// « corrected » into a food (« mange » must not become « mangue »).

/** Words the intent rules and extractors look for, in the folded spelling. Corrected to first. */
const KEYWORDS = `
recette recettes idee idees plat plats dessert desserts entree entrees apero aperitif aperitifs
amuse bouche bouchees boisson boissons cocktail cocktails smoothie smoothies gouter diner diners
dejeuner dejeuners souper repas menu menus vegetarien vegetarienne vegetariens vegetariennes
vegetalien vegetalienne vegan vegane vegans veggie gluten lactose halal casher kasher cacher
kosher rapide rapides rapidement facile faciles simple frigo frigidaire refrigerateur placard
congelateur planifie planifier planifies planning programme programmer organise organiser
prevois prevoir semaine prochaine prochain ajoute ajouter rajoute rajouter liste courses
ingredients ingredient remplacer remplace remplacement substitut substituer alternative
equivalent combien grammes gramme kilos litre litres millilitres centilitres decilitres cuillere
cuilleres cuilleree tasse tasses verre verres pincee pincees convertir conversion thermostat
degres celsius fahrenheit cuisson cuire cuit cuite temps minutes coque mollet mollets durs
poches brouilles vapeur bouillir lundi mardi mercredi jeudi vendredi samedi dimanche demain soir
midi bonjour salut coucou bonsoir merci revoir personne personnes portion portions quantite
perime perimes expire peremption gaspillage restes reste calories soupe salade gateau tarte
`;

function words(list: string): string[] {
  return list.split(/\s+/).filter((w) => w !== '');
}

function foldedWords(text: string): string[] {
  return foldAccents(text)
    .replace(/['’]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

type Lexicon = {
  known: Set<string>;
  /** Correction targets by length. */
  targetsByLength: Map<number, string[]>;
  /** On a tie the lower rank wins: keywords, then foods, then recipe titles. */
  priority: Map<string, number>;
};

let lexicon: Lexicon | undefined;

function buildLexicon(): Lexicon {
  const keywords = words(KEYWORDS);
  const foodWords = INGREDIENTS.flatMap((ingredient) =>
    [ingredient.name, ingredient.plural, ...ingredient.synonyms].flatMap((name) => [
      ...foldedWords(name),
      ...foldedWords(pluralizeFoodName(name)),
    ]),
  );
  const titleWords = RECIPES.flatMap((recipe) => foldedWords(recipe.title));
  const targets = [...new Set([...keywords, ...foodWords, ...titleWords])].filter(
    (w) => w.length >= 4 && /^[a-z]+$/.test(w),
  );
  const targetsByLength = new Map<number, string[]>();
  for (const target of targets) {
    const bucket = targetsByLength.get(target.length) ?? [];
    bucket.push(target);
    targetsByLength.set(target.length, bucket);
  }
  const unitWords = Object.keys(UNIT_WORDS);
  const known = new Set([
    ...words(COMMON_WORDS),
    ...keywords,
    ...unitWords,
    ...foodWords,
    ...titleWords,
  ]);
  const priority = new Map(targets.map((target, rank) => [target, rank]));
  return { known, targetsByLength, priority };
}

function getLexicon(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}

export function isKnownWord(word: string): boolean {
  const { known } = getLexicon();
  return known.has(word) || known.has(stemFoodWord(word));
}

/** How many keystrokes a word of this length may be off: none under 5 letters. */
function allowedDistance(length: number): number {
  if (length < 5) return 0;
  return length >= 8 ? 2 : 1;
}

/**
 * The word itself when it is known, a number, or too short to correct safely; otherwise the
 * closest known word within the allowed distance (keywords first on a tie).
 */
export function correctWord(word: string): string {
  if (!/^[a-z]+$/.test(word) || isKnownWord(word)) return word;
  const limit = allowedDistance(word.length);
  if (limit === 0) return word;
  const { targetsByLength, priority } = getLexicon();
  let best = word;
  let bestDistance = limit + 1;
  let bestPriority = Number.POSITIVE_INFINITY;
  for (let length = word.length - limit; length <= word.length + limit; length++) {
    for (const target of targetsByLength.get(length) ?? []) {
      const distance = editDistance(word, target, Math.min(limit, bestDistance));
      const rank = priority.get(target) ?? Number.POSITIVE_INFINITY;
      if (distance > limit) continue;
      if (distance < bestDistance || (distance === bestDistance && rank < bestPriority)) {
        best = target;
        bestDistance = distance;
        bestPriority = rank;
      }
    }
  }
  return best;
}
