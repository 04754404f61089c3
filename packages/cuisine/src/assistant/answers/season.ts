import { getIngredient, type Ingredient } from '../../ingredients';
import { FRUITS } from '../../ingredients/data/fruits';
import { isMonth, type Month, marketAvailability, produceInSeason } from '../../seasons';
import { produceSeasonality } from '../../seasons/market-seasons';
import { capitalize, foldAccents } from '../../text/normalize';
import { MONTHS, monthOf } from '../dates';
import { joinFrench } from '../french';
import type { AssistantContext, AssistantReply } from '../types';
import type { QuestionFacts } from '../understanding/read-facts';
import type { Question } from '../understanding/read-question';
import { reply } from './reply';

// « Qu’est-ce qui est de saison en décembre ? », « les tomates sont-elles de saison ? »: the
// market calendar the suggestions rank by (seasons/market-calendar.ts), month by month, so that
// a winter question never gets a summer vegetable.

const MONTH_LABELS = MONTHS;
/** The names as the folded question writes them (« fevrier », « aout »). */
const MONTH_NAMES = MONTHS.map(foldAccents);

/** « en hiver » reads as its middle month; a named month as itself; otherwise this month. */
function askedMonth(text: string, today: string): Month {
  const index = MONTH_NAMES.findIndex((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (index >= 0) return (index + 1) as Month;
  if (/\bhiver\b/.test(text)) return 1;
  if (/\bprintemps\b/.test(text)) return 4;
  if (/\bete\b/.test(text)) return 7;
  if (/\bautomne\b/.test(text)) return 10;
  const month = monthOf(today);
  return isMonth(month) ? month : 1;
}

function monthLabel(month: Month): string {
  return MONTH_LABELS[month - 1]!;
}

function peakMonths(id: string): string {
  const seasonality = produceSeasonality(id);
  if (typeof seasonality !== 'object') return '';
  const months = seasonality.flatMap((state, i) => (state === 'peak' ? [MONTH_LABELS[i]!] : []));
  return joinFrench(months);
}

function foodVerdict(food: Ingredient, month: Month): string {
  const seasonality = produceSeasonality(food.id);
  const name = capitalize(food.plural);
  if (seasonality === undefined) {
    return `- **${name}** : ce n’est pas un produit frais de saison (il se trouve toute l’année).`;
  }
  if (seasonality === 'all-year') return `- **${name}** : se trouvent toute l’année chez nous.`;
  if (seasonality === 'imported') {
    return `- **${name}** : ne poussent pas en Suisse ni dans le nord de la France ; ils sont importés toute l’année.`;
  }
  const state = marketAvailability(food.id, month);
  const peak = peakMonths(food.id);
  if (state === 'peak') return `- **${name}** : oui, en pleine saison en ${monthLabel(month)}.`;
  if (state === 'available') {
    return `- **${name}** : on en trouve encore ou déjà en ${monthLabel(month)}, mais leur pleine saison est ${peak}.`;
  }
  return `- **${name}** : non, pas en ${monthLabel(month)} (serre ou importation) ; leur saison est ${peak}.`;
}

export function answerSeason(
  question: Question,
  facts: QuestionFacts,
  context: AssistantContext,
): AssistantReply {
  const month = askedMonth(question.text, context.today);
  const fresh = facts.ingredients.filter((food) => food.aisle === 'fruits et légumes');
  if (fresh.length > 0) {
    return reply(
      'season',
      [
        `## De saison en ${monthLabel(month)} ?`,
        '',
        ...fresh.map((food) => foodVerdict(food, month)),
        '',
        '*Source : le calendrier des marchés de Mijote (Suisse romande et France).*',
      ].join('\n'),
    );
  }
  const inSeason = produceInSeason(month)
    .map((id) => getIngredient(id))
    .filter((food): food is Ingredient => food !== undefined);
  const fruitIds = new Set(FRUITS.map((fruit) => fruit.id));
  const byKind = (isFruit: boolean) =>
    inSeason
      .filter((food) => fruitIds.has(food.id) === isFruit)
      .map((food) => food.plural)
      .slice(0, 14);
  const vegetables = byKind(false);
  const fruits = byKind(true);
  return reply(
    'season',
    [
      `## De saison en ${monthLabel(month)}`,
      '',
      `- **Légumes** : ${vegetables.length > 0 ? joinFrench(vegetables) : 'surtout les légumes de garde (pommes de terre, carottes, choux, courges)'}.`,
      `- **Fruits** : ${fruits.length > 0 ? joinFrench(fruits) : 'surtout les fruits de garde (pommes, poires)'}.`,
      '',
      'Demandez-moi « une recette de saison » et je vous en propose une avec ces produits.',
      '',
      '*Source : le calendrier des marchés de Mijote (Suisse romande et France).*',
    ].join('\n'),
  );
}
