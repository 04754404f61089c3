import { findIngredientsIn } from '../ingredients/lookup';
import type { Ingredient } from '../ingredients/types';
import { foldAccents } from '../text/normalize';
import { NUMBER_WORD_PATTERN, numberWordValue } from '../text/number-words';

// Reading a recipe's instructions as a cook would: which foods a step uses, how long it makes
// the cook wait. The catalogue tests hold every recipe to it (part 5), and a recipe
// written by a model can be read the same way.

const UNIT_MINUTES: ReadonlyArray<[RegExp, number]> = [
  [/^(secondes?|s)$/, 1 / 60],
  [/^(minutes?|min|mn)$/, 1],
  [/^(heures?|h)$/, 60],
  [/^(jours?)$/, 24 * 60],
  [/^(nuits?)$/, 8 * 60],
];

const DURATION = new RegExp(
  String.raw`\b(\d+(?:[.,]\d+)?|${NUMBER_WORD_PATTERN})\s*(secondes?|minutes?|min|mn|heures?|h|jours?|nuits?)\b(?:\s*(\d+)\b(?!\s*(?:°|cm|g\b)))?`,
  'giu',
);

/** Every duration a text states, in minutes: « 1 h 30 » → 90, « 20 à 25 minutes » → 20, 25. */
export function statedDurations(text: string): number[] {
  const durations: number[] = [];
  for (const match of text.matchAll(DURATION)) {
    const [, amount = '', unit = '', extraMinutes] = match;
    const value = numberWordValue(amount) ?? Number(amount.replace(',', '.'));
    const perUnit = UNIT_MINUTES.find(([pattern]) => pattern.test(unit.toLowerCase()))?.[1] ?? 0;
    const hours = perUnit === 60 && extraMinutes ? Number(extraMinutes) : 0;
    durations.push(value * perUnit + hours);
  }
  // « 20 à 25 minutes » states its unit once: the bare lower bound counts as the same unit.
  for (const match of text.matchAll(/\b(\d+)\s*à\s*\d+\s*(minutes?|heures?)\b/giu)) {
    durations.push(Number(match[1]) * (match[2]!.startsWith('h') ? 60 : 1));
  }
  return durations;
}

// Word boundaries that know accented letters (\b does not: « Prélever » would hold « lever »).
const words = (pattern: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu');

// Waiting the cook must plan for, which must say how long: marinating, resting, rising,
// soaking, infusing, cooling, chilling. Keeping a dish cool (« réserver au frais ») counts only
// when it says for how long; storing it (« conserver au réfrigérateur ») is no wait.
const MUST_STATE = [
  words(
    '(laisser|faire)\\s+(?:\\p{L}+\\s+)?(mariner|macérer|reposer|lever|gonfler|infuser|tremper|refroidir|raffermir)',
  ),
  words('infuser|macérer|mariner'),
  words('réfrigérer|au (réfrigérateur|congélateur)|du réfrigérateur'),
];
const MAY_STATE = words('au frais');
const UNTIL_SERVING = words(
  "jusqu[’']au (service|moment de servir)|dans l[’']heure|au moment de servir",
);
const STORAGE = words('conserver|se conserve|se garde');

const clausesOf = (step: string) => step.split(/[,;:.]/u).map((clause) => clause.trim());
const holds = (pattern: RegExp, text: string) => text.search(pattern) >= 0;
const isWait = (clause: string) =>
  !holds(STORAGE, clause) &&
  (MUST_STATE.some((pattern) => holds(pattern, clause)) || holds(MAY_STATE, clause));

/** The clauses of a step that make the cook wait and so must say how long. */
export function waitingClauses(step: string): string[] {
  return clausesOf(step).filter(
    (clause) =>
      isWait(clause) &&
      MUST_STATE.some((pattern) => holds(pattern, clause)) &&
      !holds(UNTIL_SERVING, clause),
  );
}

/** Minutes a recipe makes the cook wait: for each waiting clause, the longest time it states. */
export function waitingMinutes(instructions: readonly string[]): number {
  return instructions
    .flatMap(clausesOf)
    .filter(isWait)
    .reduce((total, clause) => total + Math.max(0, ...statedDurations(clause)), 0);
}

// Words instructions use for tools, colours and shapes that the knowledge base also knows as
// foods: « un moule à tarte », « beurre noisette », « la taille d’une noix », « la pâte ».
// After an article, « moule » is taken as a baking mould, not a mussel.
const NOT_FOODS: readonly RegExp[] = [
  words('(?<=(un|le|du|des|les|au|aux|de) )moules?( à \\p{L}+| de \\d+ cm)?'),
  words('beurre noisette|(couleur|en|une|des|devienne) noisettes?'),
  words("(une )?noix de beurre|la taille d[’']une noix"),
  words('à la girolle'),
  words('(à petits|à gros) bouillons'),
  words("l[’']assaisonnement"),
  words('mais (encore|pas|sans|aussi)'),
  words('presse à vermicelles'),
  words("crème (anglaise|pâtissière|d[’']avocat|au citron|au mascarpone)"),
  // « La pâte », alone, is a dough; « les pâtes » are pasta.
  words("pâte(?! (à|de|d[’']|feuilletée|brisée|sablée|filo|phyllo)(?!\\p{L}))"),
];

/** The knowledge-base foods a step names, once each. */
export function mentionedIngredients(step: string): Ingredient[] {
  const text = NOT_FOODS.reduce((t, pattern) => t.replace(pattern, ' · '), step);
  return findIngredientsIn(text);
}

const headWord = (name: string) => foldAccents(name).split(/[ -]/)[0]!.replace(/[sx]$/, '');

/**
 * True when two foods share the first word of one of their names: a step says « la levure »
 * for « levure chimique », « les vermicelles » for « vermicelles de riz », « les noix » for
 * « noix de Saint-Jacques ».
 */
export function shareAHeadWord(a: Ingredient, b: Ingredient): boolean {
  const heads = (i: Ingredient) => new Set([i.name, i.plural, ...i.synonyms].map(headWord));
  const ofB = heads(b);
  return [...heads(a)].some((head) => ofB.has(head));
}
