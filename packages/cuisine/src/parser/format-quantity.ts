// French display of a quantity. shopping_items.quantity is text that the spec's parser reads
// back (a number with a dot or comma decimal), so the default output is a plain decimal with a
// comma: 1.5 → '1,5', 0.333… → '0,33', 1000 → '1000' (no thousands separator, which the spec's
// parser would not read). Vulgar fractions ('1 ½') are opt-in, for recipe cards.

export type FormatQuantityOptions = {
  /** Show ¼ ⅓ ½ ⅔ ¾ for values within 0.01 of them: 1.5 → '1 ½', 0.25 → '¼'. */
  fractions?: boolean;
  /** Decimals kept at most (default 2). */
  maxDecimals?: number;
};

const FRACTION_GLYPHS: ReadonlyArray<[number, string]> = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
const FRACTION_TOLERANCE = 0.01;

function asFraction(value: number): string | undefined {
  const whole = Math.floor(value);
  const part = value - whole;
  for (const [fraction, glyph] of FRACTION_GLYPHS) {
    if (Math.abs(part - fraction) < FRACTION_TOLERANCE) {
      return whole === 0 ? glyph : `${whole} ${glyph}`;
    }
  }
  return undefined;
}

/** French text for a quantity; a non-finite value shows as the spec's default quantity, '1'. */
export function formatQuantity(value: number, options: FormatQuantityOptions = {}): string {
  if (!Number.isFinite(value)) return '1';
  const negative = value < 0;
  const magnitude = Math.abs(value);
  if (options.fractions) {
    const fraction = asFraction(magnitude);
    if (fraction !== undefined) return negative ? `-${fraction}` : fraction;
  }
  const decimals = options.maxDecimals ?? 2;
  const factor = 10 ** decimals;
  const rounded = Math.round(magnitude * factor) / factor;
  const text = rounded
    .toFixed(decimals)
    .replace(/\.?0+$/u, '')
    .replace('.', ',');
  return negative && rounded !== 0 ? `-${text}` : text;
}
