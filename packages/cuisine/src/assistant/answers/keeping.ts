import { isKeptInFridge } from '../../fridge/fridge-storage';
import type { Ingredient } from '../../ingredients';
import { isIngredientOrDescendant } from '../../ingredients';
import { capitalize } from '../../text/normalize';
import {
  COOKED_KEEPING,
  FREEZER_BY_FOOD,
  FREEZER_MONTHS,
  KEEPING_RULES,
} from '../knowledge/keeping';
import type { AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import { reply } from './reply';

// « Combien de temps se garde un gratin ? », « le poulet, ça se congèle ? »: how long food keeps
// in the fridge, the cupboard or the freezer, from the knowledge base and the agencies' rules.

const COOKED =
  /\boeufs? durs?\b|\bcuit\w*|\brestes?\b|\bplats? cuisines?\b|\bsoupes?\b|\bgratin\w*|\bquiches?\b|\bpuree\b|\bbolognaise\b|\bmijote\w*/;

function duration(days: number): string {
  if (days < 14) return `${days} jour${days > 1 ? 's' : ''}`;
  if (days < 60) return `${Math.round(days / 7)} semaines`;
  if (days < 365) return `${Math.round(days / 30)} mois`;
  const years = Math.round(days / 365);
  return `${years} an${years > 1 ? 's' : ''}`;
}

function freezerOf(food: Ingredient): string | undefined {
  const own = Object.entries(FREEZER_BY_FOOD).find(([id]) => isIngredientOrDescendant(food.id, id));
  return own ? own[1] : FREEZER_MONTHS[food.aisle];
}

function rawLine(food: Ingredient, wantsFreezer: boolean): string {
  const name = capitalize(food.name);
  const place = isKeptInFridge(food.aisle) ? 'au frigo' : 'au placard, fermé';
  const freezer = freezerOf(food);
  const freezerText = freezer ? ` Au congélateur : ${freezer}.` : '';
  if (wantsFreezer && !freezer) {
    return `- **${name}** : inutile de le congeler ; il se garde ${duration(food.shelfLifeDays)} ${place}.`;
  }
  return `- **${name}** : environ ${duration(food.shelfLifeDays)} ${place}, à partir de l’achat (ou jusqu’à la date sur l’emballage).${freezerText}`;
}

export function answerKeeping(question: Question, facts: QuestionFacts): AssistantReply {
  const { text } = question;
  const wantsFreezer = /congel\w*/.test(text);
  const isRaw = /\bcrus?\b|\bcrues?\b|\bfrais\b|\bfraiches?\b/.test(text);
  const isCooked =
    !isRaw && (COOKED.test(text) || facts.namedRecipe !== undefined || facts.dishWords.length > 0);
  const lines: string[] = [];
  if (isCooked) {
    const dish = COOKED_KEEPING.find((entry) => entry.pattern.test(text))!;
    lines.push(
      `## ${dish.label} : combien de temps ?`,
      '',
      `- **Au frigo** (à 5 °C au plus) : ${dish.fridgeDays}${dish.note ? `, ${dish.note}` : '.'}`,
      '- **Au congélateur** : 3 mois.',
    );
  } else if (facts.ingredients.length > 0) {
    lines.push(
      '## Combien de temps ça se garde',
      '',
      ...facts.ingredients.map((f) => rawLine(f, wantsFreezer)),
    );
  } else {
    lines.push('## Combien de temps ça se garde', '');
  }
  if (isCooked || facts.ingredients.length === 0) {
    lines.push('', ...KEEPING_RULES.map((rule) => `- ${rule}`));
  }
  lines.push(
    '',
    '*Source : les conseils de conservation de l’OSAV et de l’ANSES ; la date « à consommer jusqu’au » de l’emballage prime.*',
  );
  return reply('keeping', lines.join('\n'));
}
