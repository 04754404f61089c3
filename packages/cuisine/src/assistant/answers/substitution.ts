import { checkCompliance } from '../../compliance';
import type { HouseholdRules } from '../../household';
import { type Ingredient, ingredientAncestors, matchIngredient } from '../../ingredients';
import { joinFrench } from '../french';
import { describeRules } from '../household';
import {
  SUBSTITUTIONS,
  type Substitution,
  type SubstitutionOption,
} from '../knowledge/substitutions';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import { reply } from './reply';

/** The substitution entry of a food or of the nearest kind it belongs to (lardon → lard). */
export function substitutionFor(ingredient: Ingredient): Substitution | undefined {
  for (const id of [ingredient.id, ...ingredientAncestors(ingredient.id)]) {
    const entry = SUBSTITUTIONS.find((s) => s.ingredientId === id);
    if (entry) return entry;
  }
  return undefined;
}

/** The option's own ingredients pass the household's rules (and the question's). */
function isAllowed(option: SubstitutionOption, rules: HouseholdRules): boolean {
  const ingredients = option.uses.map((ingredientId) => ({ ingredientId }));
  return checkCompliance({ ingredients }, rules).ok;
}

const SWEET =
  /\b(?:gateaux?|desserts?|patisseries?|cakes?|muffins?|crepes?|biscuits?|cookies?|brownies?|tartes? sucrees?|sucre)\b/;
const SAVOURY = /\b(?:quiches?|sauces?|gratins?|sale|plats?|soupes?|bechamel|risotto|puree)\b/;

/** The options that suit the dish named first (sweet or savoury), in table order otherwise. */
function orderForDish(options: readonly SubstitutionOption[], text: string): SubstitutionOption[] {
  const wanted = SWEET.test(text) ? 'sucré' : SAVOURY.test(text) ? 'salé' : undefined;
  if (!wanted) return [...options];
  const rank = (o: SubstitutionOption) => (o.suits === wanted ? 0 : o.suits === undefined ? 1 : 2);
  return [...options].sort((a, b) => rank(a) - rank(b));
}

const KNOWN_FOODS = () => joinFrench(SUBSTITUTIONS.map((s) => s.name));

export function answerSubstitution(
  question: Question,
  facts: QuestionFacts,
  rules: HouseholdRules,
) {
  // « sans œufs, comment je fais des crêpes ? »: the food to do without is the excluded one.
  const excluded = facts.excludedFoods.flatMap((text) => matchIngredient(text)?.ingredient ?? []);
  const food = excluded[0] ?? facts.ingredients[0];
  if (!food) {
    return reply(
      'substitution',
      'Quel ingrédient voulez-vous remplacer ? Par exemple : « par quoi remplacer les œufs ».',
    );
  }
  const entry = substitutionFor(food);
  if (!entry) {
    return reply(
      'substitution',
      `Je n’ai pas de remplacement sûr pour « ${food.name} » dans mes fiches. Je connais ceux de : ${KNOWN_FOODS()}.`,
    );
  }
  const allowed = entry.options.filter((option) => isAllowed(option, rules));
  const removed = entry.options.length - allowed.length;
  const ruleText = describeRules(rules);
  if (allowed.length === 0) {
    return reply(
      'substitution',
      `Je n’ai pas de remplacement pour « ${food.name} » qui respecte vos règles (${ruleText}). Mieux vaut choisir une recette qui s’en passe : demandez-moi par exemple « un dessert sans ${food.name} ».`,
    );
  }
  const lines = orderForDish(allowed, question.text).map(
    (option) => `- **${option.replacement}** : ${option.works}.`,
  );
  const footer =
    removed > 0
      ? `J’ai écarté ${removed === 1 ? 'une solution qui ne respecte' : `${removed} solutions qui ne respectent`} pas vos règles (${ruleText}).`
      : '';
  return reply(
    'substitution',
    [`## Remplacer ${entry.for}`, '', ...lines, '', footer]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n')
      .trim(),
  );
}
