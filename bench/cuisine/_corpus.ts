import { type FormattableIngredient, formatIngredientLine } from '../../packages/cuisine/src/index';

// Ingredient lines to parse: the catalogue's structured ingredients written out as a cook
// would write them, and a generated corpus of the shapes real French lines take (bullets,
// fractions, ranges, written units, notes, lines without quantity). Deterministic: a fixed
// seed, so two runs parse the same text.

function withDe(name: string): string {
  return /^[aeiouyàâéèêîïôœh]/iu.test(name) ? `d’${name}` : `de ${name}`;
}

/** A catalogue ingredient as a recipe prints it: '- 200 g de farine (tamisée)'. */
export function writeIngredientLine(line: FormattableIngredient): string {
  return `- ${formatIngredientLine(line)}`;
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NAMES = [
  'farine',
  'sucre',
  'beurre',
  'oignons',
  'carottes',
  'pommes de terre',
  'huile d’olive',
  'lait',
  'crème fraîche',
  'œufs',
  'ail',
  'persil',
  'sel',
  'poivre',
  'tomates concassées',
  'lardons fumés',
  'parmesan râpé',
  'chocolat noir',
  'levure chimique',
  'thym',
  'vin blanc sec',
  'riz arborio',
  'poulet fermier',
  'saumon',
  'courgettes',
  'champignons de Paris',
  'noix',
  'miel',
  'citron',
];
const QUANTITIES = [
  '200',
  '1,5',
  '0.5',
  '½',
  '1/2',
  '1 1/2',
  '2 à 3',
  '2-3',
  'une',
  'deux',
  'quelques',
  '250',
  '12',
  '1',
];
const UNITS = [
  'g',
  'kg',
  'ml',
  'cl',
  'dl',
  'l',
  'càs',
  'c. à s.',
  'cuillères à soupe',
  'càc',
  'cc',
  'pincée',
  'tasse',
  'gousses',
  'tranches',
  'sachet',
  'boîte',
  'brins',
  '',
];
const NOTES = [
  '',
  '',
  '',
  ' (mou)',
  ', émincés',
  ' (facultatif)',
  ' pour la décoration',
  ', coupés en dés',
];
const BULLETS = ['- ', '• ', '* ', '', '1. '];
const WITHOUT_QUANTITY = [
  'Sel et poivre',
  'sel, poivre',
  'Huile pour la friture',
  'Persil frais',
  'Farine : 200 g',
];

export function generatedLines(count: number, seed = 42): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.08) {
      lines.push(pick(WITHOUT_QUANTITY));
      continue;
    }
    const unit = pick(UNITS);
    const name = pick(NAMES);
    const de =
      unit === ''
        ? ''
        : random() < 0.8
          ? `${withDe(name).split(' ')[0]!.replace(/’.*/u, '’')}`
          : '';
    const joined = de.endsWith('’') ? `${de}${name}` : `${de} ${name}`.trim();
    lines.push(
      `${pick(BULLETS)}${pick(QUANTITIES)} ${unit} ${joined}${pick(NOTES)}`.replace(/\s+/g, ' '),
    );
  }
  return lines;
}
