import { capitalize } from '../../text/normalize';
import { formatMinutes, formatNumber, plural } from '../french';
import { findCookingTimes } from '../knowledge/cooking-times';
import { findPortionSizes, type PortionSize } from '../knowledge/portion-sizes';
import type { Question } from '../understanding/read-question';
import { reply } from './reply';

function range([low, high]: readonly [number, number]): string {
  if (low === high) return formatMinutes(low);
  if (high < 60) return `${low} à ${formatMinutes(high)}`;
  return `${formatMinutes(low)} à ${formatMinutes(high)}`;
}

const KNOWN =
  'pâtes, riz, œufs (coque, mollets, durs, pochés…), pommes de terre, légumes vapeur, quinoa, lentilles, semoule, boulgour, polenta, pois chiches, steak, poulet rôti ou saumon';

export function answerCookingTime(question: Question) {
  const entries = findCookingTimes(question.text);
  if (entries.length === 0) {
    return reply(
      'cooking-time',
      `Je n’ai pas ce temps de cuisson dans mes fiches. Je connais ceux des ${KNOWN}.`,
    );
  }
  const lines = entries.map(
    (entry) => `- **${entry.label} : ${range(entry.minutes)}**, ${entry.how}.`,
  );
  const intro = entries.length === 1 ? 'Temps de cuisson :' : 'Temps de cuisson, selon la façon :';
  return reply('cooking-time', [intro, '', ...lines].join('\n'));
}

function total(size: PortionSize, people: number): string {
  const { low, high, unit, of } = size.main;
  const amount = (value: number) =>
    unit === 'g' && value * people >= 1000
      ? `${formatNumber((value * people) / 1000, 2)} kg`
      : `${value * people} ${unit}`;
  const range =
    low === high ? amount(low) : `${amount(low).replace(/ (?:g|kg|cl)$/, '')} à ${amount(high)}`;
  return `${range} ${of}`;
}

/**
 * « Combien de pâtes par personne » with the adult amount, and the total for the people asked
 * (« pour 6 ») or, without a number, for the household's portions.
 */
export function answerPortion(question: Question, people: number, isAsked: boolean) {
  const sizes = findPortionSizes(question.text);
  if (sizes.length === 0) {
    return reply(
      'portion',
      'Je n’ai pas de repère de quantité pour cet aliment. J’en ai pour les pâtes, le riz, la semoule, le quinoa, les lentilles, les pommes de terre, la viande, la volaille, le poisson, les légumes, la soupe, la fondue, la raclette et la salade.',
    );
  }
  const lines = sizes.map((size) => `- **${capitalize(size.group)}** : ${size.perPerson}.`);
  const who = isAsked
    ? `Pour ${plural(people, 'personne')}`
    : `Pour votre foyer (${plural(people, 'portion')})`;
  const totals = sizes.map((size) => `- **${capitalize(size.group)}** : ${total(size, people)}.`);
  return reply(
    'portion',
    [
      'Par personne (adulte), comptez :',
      '',
      ...lines,
      '',
      `${who}, en plat :`,
      '',
      ...totals,
      '',
      'Pour un enfant, environ la moitié.',
    ].join('\n'),
  );
}
