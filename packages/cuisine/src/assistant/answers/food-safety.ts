import { getRecipe, type Recipe } from '../../catalogue';
import { checkCompliance } from '../../compliance';
import { withExtraRules } from '../../household';
import {
  getIngredient,
  type Ingredient,
  ingredientComposition,
  ingredientFlagSource,
  isIngredientOrDescendant,
} from '../../ingredients';
import { capitalize, foldAccents } from '../../text/normalize';
import { describeRules, whyNotAllowed } from '../household';
import { concernsIn, type FoodConcern } from '../knowledge/food-concerns';
import {
  PREGNANCY_ALCOHOL,
  PREGNANCY_GENERAL,
  PREGNANCY_RISKS,
  type PregnancyRisk,
} from '../knowledge/pregnancy';
import { CHILD_GENERAL, type ChildRisk, YOUNG_CHILD_RISKS } from '../knowledge/young-children';
import type { AssistantReply } from '../types';
import { PREGNANCY_WORDS, YOUNG_CHILD_WORDS } from '../understanding/intent-rules';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import type { AnswerContext } from './answer-context';
import { recentRecipeIds } from './answer-context';
import { reply } from './reply';

// Safety questions (decision 028): « le pesto convient-il à un enfant allergique aux noix ? »,
// « la sauce soja contient-elle du gluten ? », « enceinte, je peux manger du camembert ? ». The
// answer comes from what the knowledge base says the food holds — the composition graph that
// decides compliance — and names the ingredient at risk. It never says a food is safe: at best
// that its usual composition holds none of it, with what to check on the label. Without a food
// it knows, it says what to look for; it never answers « je ne sais pas ».

/** What the question asks about: a food, or a recipe's foods. */
type Subject = { name: string; ingredientIds: readonly string[]; recipe?: Recipe };

type Verdict = { certainty: 'certain' | 'possible'; detail: string } | undefined;

const LABEL_ADVICE =
  '**Vérifiez l’étiquette** : la composition varie d’une marque à l’autre. Les allergènes y sont écrits en gras dans la liste des ingrédients, et « peut contenir des traces de … » compte aussi pour une allergie.';

function nameOf(id: string): string {
  return getIngredient(id)?.name ?? id;
}

/** Whether the food is the one an allergy phrase names (« noix » in « allergique aux noix »). */
function isConcernFood(food: Ingredient, concerns: readonly FoodConcern[]): boolean {
  const names = [food.name, food.plural].map((name) => foldAccents(name).toLowerCase());
  return concerns.some(
    (concern) => !concern.isAlwaysConcern && names.some((name) => concern.word.test(name)),
  );
}

function subjectsOf(
  facts: QuestionFacts,
  concerns: readonly FoodConcern[],
  answer: AnswerContext,
): Subject[] {
  const recipe =
    facts.namedRecipe ??
    (facts.refersToRecent ? getRecipe(recentRecipeIds(answer.context)[0] ?? '') : undefined);
  const subjects: Subject[] = recipe
    ? [{ name: recipe.title, ingredientIds: recipe.ingredients.map((l) => l.ingredientId), recipe }]
    : [];
  const recipeIds = subjects.flatMap((s) => s.ingredientIds);
  // « mousse au chocolat »: the chocolate is the recipe's, not a second subject.
  const inRecipe = (id: string) =>
    recipeIds.some((r) => isIngredientOrDescendant(r, id) || isIngredientOrDescendant(id, r));
  for (const food of facts.ingredients) {
    if (isConcernFood(food, concerns) || inRecipe(food.id)) continue;
    subjects.push({ name: capitalize(food.name), ingredientIds: [food.id] });
  }
  return subjects;
}

/** What one ingredient holds of a concern, and from which of its contents. */
function verdictOf(ingredientId: string, concern: FoodConcern): Verdict {
  const { test } = concern;
  if ('restriction' in test) {
    const report = checkCompliance(
      { ingredients: [{ ingredientId }] },
      { restrictions: [test.restriction], avoidedFoods: [] },
    );
    const violation = report.ok ? undefined : report.violations[0];
    if (!violation) return undefined;
    return { certainty: violation.certainty, detail: violation.explanation };
  }
  const composition = ingredientComposition(ingredientId);
  if (!composition) return undefined;
  if ('flag' in test) {
    const certainty = composition.flags.get(test.flag);
    if (!certainty) return undefined;
    const source = ingredientFlagSource(ingredientId, test.flag);
    // The food itself rather than its kind: « pignon de pin », not « fruit à coque ».
    const named = source
      ? composition.entries.find(
          (e) => e.id !== ingredientId && isIngredientOrDescendant(e.id, source.id),
        )
      : undefined;
    const detail = named && !named.isKind ? nameOf(named.id) : '';
    return { certainty, detail };
  }
  const entry = composition.byId.get(test.food);
  if (!entry) return undefined;
  return { certainty: entry.certainty, detail: entry.id === ingredientId ? '' : nameOf(entry.id) };
}

function concernLine(subject: Subject, concern: FoodConcern): string {
  const isDiet = 'restriction' in concern.test;
  if (subject.recipe) {
    const found = subject.ingredientIds.flatMap((id) => {
      const verdict = verdictOf(id, concern);
      if (!verdict) return [];
      const why = verdict.detail ? ` : ${verdict.detail}` : '';
      const maybe = verdict.certainty === 'possible' ? ', selon le produit' : '';
      return [
        `${nameOf(id)}${isDiet ? why : verdict.detail ? ` (${verdict.detail})` : ''}${maybe}`,
      ];
    });
    const unique = [...new Set(found)];
    if (unique.length > 0) {
      return isDiet
        ? `- **${subject.name}** ne convient pas au régime « ${wishOf(concern)} » : ${unique.join(' ; ')}.`
        : `- **${subject.name}** contient ${concern.content} : ${unique.join(', ')}.`;
    }
    return isDiet
      ? `- **${subject.name}** : aucun de ses ingrédients n’est contraire au régime « ${wishOf(concern)} » d’après leur composition habituelle ; vérifiez les produits du commerce (bouillon, sauces, fromage).`
      : `- **${subject.name}** : aucun de ses ingrédients ne contient ${concern.none} d’après leur composition habituelle ; vérifiez les produits du commerce (bouillon, sauces, biscuits).`;
  }
  const verdict = verdictOf(subject.ingredientIds[0]!, concern);
  if (!verdict) {
    return isDiet
      ? `- **${subject.name}** : rien dans sa composition habituelle n’est contraire au régime « ${wishOf(concern)} ».`
      : `- **${subject.name}** : ne contient pas ${concern.none} d’après sa composition habituelle.`;
  }
  const detail = verdict.detail ? ` (${verdict.detail})` : '';
  if (isDiet) {
    const maybe = verdict.certainty === 'possible' ? 'peut ne pas convenir' : 'ne convient pas';
    return `- **${subject.name}** ${maybe} au régime « ${wishOf(concern)} » : ${verdict.detail}.`;
  }
  return verdict.certainty === 'possible'
    ? `- **${subject.name}** peut contenir ${concern.content}${detail}, selon la marque ou la recette.`
    : `- **${subject.name}** contient ${concern.content}${detail}.`;
}

function wishOf(concern: FoodConcern): string {
  return (
    { vegan: 'végan', vegetarian: 'végétarien', halal: 'halal', kosher: 'casher' }[concern.key] ??
    concern.key
  );
}

function allergyPart(subjects: readonly Subject[], concerns: readonly FoodConcern[]): string[] {
  if (concerns.length === 0) return [];
  if (subjects.length === 0) {
    return [
      'Je ne connais pas la composition de ce produit : je ne peux pas vous dire qu’il en est exempt. Sur l’étiquette, cherchez :',
      '',
      ...concerns.map(
        (c) => `- pour ${c.content.replace(/^(?:du|de la|de l’|des|un) ?/, '')} : ${c.lookFor} ;`,
      ),
      '',
      LABEL_ADVICE,
    ];
  }
  const lines = subjects.flatMap((subject) => concerns.map((c) => concernLine(subject, c)));
  const isAllergy = concerns.some((c) => !('restriction' in c.test));
  return [
    ...lines,
    '',
    isAllergy
      ? LABEL_ADVICE
      : '**Vérifiez l’étiquette** : pour un produit du commerce, la certification (label V, halal ou casher) est la seule garantie.',
  ];
}

function coversIt(ingredientId: string, ids: readonly string[]): boolean {
  return ids.some((id) => isIngredientOrDescendant(ingredientId, id));
}

function riskLines<T extends { ids: readonly string[]; risk: string; advice: string }>(
  subject: Subject,
  table: readonly T[],
  withAlcohol: boolean,
): string[] {
  const lines: string[] = [];
  for (const id of new Set(subject.ingredientIds)) {
    const rule = table.find((r) => coversIt(id, r.ids));
    const name = subject.recipe ? capitalize(nameOf(id)) : subject.name;
    if (rule) lines.push(`- **${name}** — risque : ${rule.risk}. ${rule.advice}`);
    else if (withAlcohol && ingredientComposition(id)?.flags.has('alcohol')) {
      lines.push(`- **${name}** — risque : ${PREGNANCY_ALCOHOL.risk}. ${PREGNANCY_ALCOHOL.advice}`);
    }
  }
  return lines;
}

const RAW_EGG_IDS = PREGNANCY_RISKS.find((r) => r.key === 'raw-egg')?.ids ?? [];

function pregnancyPart(subjects: readonly Subject[]): string[] {
  const general = PREGNANCY_GENERAL.map((line) => `- ${line}`);
  if (subjects.length === 0) {
    return [
      '## Pendant la grossesse',
      '',
      ...PREGNANCY_RISKS.map((r: PregnancyRisk) => `- **${r.label}** — ${r.risk}. ${r.advice}`),
      `- **Alcool** : ${PREGNANCY_ALCOHOL.advice}`,
      ...general,
    ];
  }
  const parts = subjects.flatMap((subject) => {
    const lines = riskLines(subject, PREGNANCY_RISKS, true);
    if (lines.length === 0) {
      return [
        `- **${subject.name}** : rien dans ${subject.recipe ? 'ses ingrédients' : 'sa composition'} n’est sur la liste des aliments à éviter pendant la grossesse ; lavez bien ce qui se mange cru.`,
      ];
    }
    // An egg may stay raw in a cooked dish (a mousse melts its chocolate): only the egg's own
    // advice speaks for it.
    const hasEgg = subject.ingredientIds.some((id) => coversIt(id, RAW_EGG_IDS));
    const cooked =
      subject.recipe && subject.recipe.cookingMinutes > 0 && !hasEgg
        ? [
            `- Dans « ${subject.recipe.title} », ce qui cuit avec le plat servi brûlant ne présente plus ce risque ; ce qui est ajouté cru à la fin (fromage, jambon cru, herbes) le garde.`,
          ]
        : [];
    return [...lines, ...cooked];
  });
  return ['## Pendant la grossesse', '', ...parts, ...general];
}

function childPart(subjects: readonly Subject[]): string[] {
  const general = CHILD_GENERAL.map((line) => `- ${line}`);
  const lines =
    subjects.length === 0
      ? YOUNG_CHILD_RISKS.map(
          (r: ChildRisk) => `- **${capitalize(r.until)}** — risque : ${r.risk}. ${r.advice}`,
        )
      : subjects.flatMap((subject) => {
          const found = riskLines(
            subject,
            YOUNG_CHILD_RISKS.map((r) => ({ ...r, risk: `${r.risk}, ${r.until}` })),
            false,
          );
          return found.length > 0
            ? found
            : [
                `- **${subject.name}** : rien dans ${subject.recipe ? 'ses ingrédients' : 'sa composition'} n’est sur la liste des aliments à éviter chez le jeune enfant ; adaptez la texture à son âge.`,
              ];
        });
  return ['## Pour un jeune enfant', '', ...lines, ...general];
}

/** The household's own rules the subject breaks, said first: they were set for a reason. */
function householdPart(subjects: readonly Subject[], answer: AnswerContext): string[] {
  // The household's own rules, not those the question names: « est-ce halal ? » is a question.
  const own = withExtraRules(answer.context.household);
  const rules = describeRules(own);
  if (rules === '') return [];
  return subjects.flatMap((subject) => {
    const why = whyNotAllowed(
      { ingredients: subject.ingredientIds.map((ingredientId) => ({ ingredientId })) },
      own,
    );
    return why ? [`**Attention, votre foyer suit « ${rules} »** : ${why}.`, ''] : [];
  });
}

export function answerFoodSafety(
  question: Question,
  facts: QuestionFacts,
  answer: AnswerContext,
): AssistantReply {
  const concerns = concernsIn(question.text);
  const subjects = subjectsOf(facts, concerns, answer);
  const isPregnancy = PREGNANCY_WORDS.test(question.text);
  const isYoungChild = YOUNG_CHILD_WORDS.test(question.text);
  const parts = [
    ...householdPart(subjects, answer),
    ...allergyPart(subjects, concerns),
    ...(isPregnancy ? ['', ...pregnancyPart(subjects)] : []),
    ...(isYoungChild ? ['', ...childPart(subjects)] : []),
  ];
  if (concerns.length === 0 && !isPregnancy && !isYoungChild) {
    parts.push(
      subjects.length > 0
        ? 'Dites-moi ce qui vous inquiète — une allergie (gluten, lait, œuf, arachide, fruits à coque, soja, sésame, poisson, crustacés…), un régime (végétarien, végan, halal, casher), une grossesse ou un jeune enfant — et je vous dis ce que ce plat contient.'
        : 'Je peux vérifier ce que contient un aliment ou une recette : nommez-le avec l’allergie, le régime, la grossesse ou l’âge de l’enfant qui vous inquiète (« le pesto contient-il des fruits à coque ? »).',
    );
  }
  const markdown = parts
    .join('\n')
    .replace(/^\n+/, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return reply('food-safety', markdown);
}
