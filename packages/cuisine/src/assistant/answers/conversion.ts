import type { Ingredient } from '../../ingredients';
import { ingredientAncestors } from '../../ingredients';
import { formatQuantity } from '../../parser';
import { formatNumber } from '../french';
import {
  DENSITIES,
  type Density,
  type MeasureUnit,
  PIECE_WEIGHTS,
  UNITS,
} from '../knowledge/measures';
import type { QuestionFacts } from '../understanding/read-facts';
import { type Measure, readMeasureRequest } from '../understanding/read-measure';
import { numbersIn } from '../understanding/read-numbers';
import type { Question } from '../understanding/read-question';
import { reply } from './reply';
import { answerTemperature, isTemperatureQuestion } from './temperature';

function densityOf(ingredient: Ingredient | undefined): Density | undefined {
  if (!ingredient) return undefined;
  for (const id of [ingredient.id, ...ingredientAncestors(ingredient.id)]) {
    const density = DENSITIES[id];
    if (density) return density;
  }
  return undefined;
}

/** Rounded the way a cook reads it: 9.6 g → '9,5', 137 g → '135', 6.7 càs → '6,5'. */
function formatAmount(value: number, unit: MeasureUnit): string {
  if (unit === 'cas' || unit === 'cac' || unit === 'cad') {
    return formatNumber(Math.max(0.5, Math.round(value * 2) / 2));
  }
  if (unit === 'g' || unit === 'ml' || unit === 'mg') {
    if (value < 10) return formatNumber(value, 1);
    if (value < 100) return formatNumber(Math.round(value), 0);
    return formatNumber(Math.round(value / 5) * 5, 0);
  }
  if (unit === 'tasse' || unit === 'verre' || unit === 'bol') {
    return formatQuantity(Math.max(0.25, Math.round(value * 4) / 4), { fractions: true });
  }
  return formatNumber(value, value < 10 ? 2 : 1);
}

function unitName(unit: MeasureUnit, quantity: number): string {
  const info = UNITS[unit];
  return quantity >= 2 ? info.plural : info.singular;
}

function describe(measure: Measure, ingredient: Ingredient | undefined): string {
  const amount = `${formatNumber(measure.quantity, 2)} ${unitName(measure.unit, measure.quantity)}`;
  if (!ingredient) return amount;
  const name = measure.quantity >= 2 ? ingredient.plural : ingredient.name;
  return /^[aeiouyhéèêœ]/i.test(name) ? `${amount} d’${name}` : `${amount} de ${name}`;
}

/** Grams in the measure, through the spoon weights or the density. */
function toGrams(measure: Measure, density: Density): number {
  const spoon =
    measure.unit === 'cas' ? density.cas : measure.unit === 'cac' ? density.cac : undefined;
  if (spoon !== undefined) return measure.quantity * spoon;
  return measure.quantity * UNITS[measure.unit].base * density.gramsPerMl;
}

function fromGrams(grams: number, unit: MeasureUnit, density: Density): number {
  const spoon = unit === 'cas' ? density.cas : unit === 'cac' ? density.cac : undefined;
  if (spoon !== undefined) return grams / spoon;
  return grams / density.gramsPerMl / UNITS[unit].base;
}

function defaultTarget(source: Measure, density: Density | undefined): MeasureUnit | undefined {
  const kind = UNITS[source.unit].kind;
  if (kind === 'volume') return density ? 'g' : source.unit === 'ml' ? 'cl' : 'ml';
  if (!density) return source.unit === 'g' ? undefined : 'g';
  const grams = source.quantity * UNITS[source.unit].base;
  return grams < 60 ? 'cas' : 'tasse';
}

const SPOONS_NOTE = 'Repères : 1 càc = 5 ml, 1 càs = 15 ml, 1 tasse = 25 cl, 1 verre = 20 cl.';

function convert(
  source: Measure,
  target: MeasureUnit,
  ingredient: Ingredient | undefined,
): { text: string; note: string } | { missing: string } {
  const from = UNITS[source.unit];
  const to = UNITS[target];
  if (from.kind === to.kind) {
    const value = (source.quantity * from.base) / to.base;
    // Spoons are defined volumes (1 càs = 15 ml); cups, glasses and bowls vary.
    const exact = !['tasse', 'verre', 'bol'].some((u) => u === source.unit || u === target);
    const sign = exact ? '=' : '≈';
    return {
      text: `${describe(source, ingredient)} ${sign} ${formatAmount(value, target)} ${unitName(target, value)}`,
      note: exact ? '' : SPOONS_NOTE,
    };
  }
  const density = densityOf(ingredient) ?? (ingredient ? undefined : DENSITIES.eau);
  if (!density) return { missing: ingredient?.name ?? '' };
  const grams = from.kind === 'mass' ? source.quantity * from.base : toGrams(source, density);
  const value = to.kind === 'mass' ? grams / to.base : fromGrams(grams, target, density);
  const usesSpoonWeight =
    (['cas', 'cac'].includes(source.unit) || ['cas', 'cac'].includes(target)) &&
    (density.cas !== undefined || density.cac !== undefined);
  const notes = [
    ingredient
      ? usesSpoonWeight
        ? 'Pour une cuillère rase ; bombée, comptez environ moitié plus.'
        : `Sur la base de ${formatNumber(density.gramsPerMl, 2)} g par ml pour ce produit, tassé sans excès.`
      : 'Pour de l’eau (1 ml pèse 1 g) ; dites-moi l’ingrédient pour une valeur plus juste.',
    SPOONS_NOTE,
  ];
  return {
    text: `${describe(source, ingredient)} ≈ ${formatAmount(value, target)} ${unitName(target, value)}`,
    note: notes.join(' '),
  };
}

function answerPieceWeight(text: string) {
  const piece = PIECE_WEIGHTS.find((entry) => entry.phrase.test(text));
  if (!piece) return undefined;
  const count = numbersIn(text.split(' '))[0] ?? 1;
  const grams = piece.grams * count;
  const head =
    count === 1
      ? `**${piece.label.replace(/^./, (c) => c.toUpperCase())} pèse environ ${formatNumber(grams, 1)} g**`
      : `**${formatNumber(count, 1)} × ${piece.label.replace(/^une? /, '')} ≈ ${formatNumber(grams, 1)} g**`;
  return reply('conversion', `${head} (${piece.note}).`);
}

const HOW_TO_ASK =
  'Dites-moi la quantité, l’unité et l’ingrédient, par exemple « combien de grammes dans une càs de farine », « 1 tasse de riz en grammes » ou « 20 cl c’est combien de ml ».';

export function answerConversion(question: Question, facts: QuestionFacts) {
  if (isTemperatureQuestion(question.text)) return answerTemperature(question);
  const ingredient = facts.ingredients[0];
  const { source, target } = readMeasureRequest(question.words);
  const asksWeightOfPiece =
    /\bpes\w*|\bpoids\b/.test(question.text) ||
    (source === undefined && target !== undefined && UNITS[target].kind === 'mass');
  if (asksWeightOfPiece) {
    const piece = answerPieceWeight(question.text);
    if (piece) return piece;
  }
  if (!source) {
    const density = densityOf(ingredient);
    if (ingredient && density) {
      const rows = (['cac', 'cas', 'tasse'] as const).map((unit) => {
        const measure = { quantity: 1, unit };
        return `- ${describe(measure, ingredient)} ≈ ${formatAmount(toGrams(measure, density), 'g')} g`;
      });
      return reply(
        'conversion',
        [`Repères pour **${ingredient.name}** :`, ...rows, '', SPOONS_NOTE].join('\n'),
      );
    }
    return reply('conversion', `Je n’ai pas compris la quantité à convertir. ${HOW_TO_ASK}`);
  }
  const to = target ?? defaultTarget(source, densityOf(ingredient));
  if (!to) {
    return reply(
      'conversion',
      `Je n’ai pas de densité pour ${ingredient ? `« ${ingredient.name} »` : 'cet ingrédient'}, je ne peux donc pas passer du poids au volume sans risquer de vous tromper. ${HOW_TO_ASK}`,
    );
  }
  const result = convert(source, to, ingredient);
  if ('missing' in result) {
    return reply(
      'conversion',
      `Je n’ai pas de densité fiable pour « ${result.missing} » : je ne peux pas convertir un volume en poids pour cet ingrédient sans risquer de vous tromper. Pour de l’eau, du lait ou de la crème, 1 ml pèse environ 1 g.`,
    );
  }
  return reply('conversion', [`**${result.text}**`, result.note].filter(Boolean).join('\n\n'));
}
