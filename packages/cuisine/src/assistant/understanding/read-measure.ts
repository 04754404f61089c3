import { type MeasureUnit, UNIT_WORDS } from '../knowledge/measures';
import { numberBefore } from './read-numbers';

export type Measure = { quantity: number; unit: MeasureUnit };

export type MeasureRequest = {
  /** What is measured: '1 càs', '20 cl'. */
  source: Measure | undefined;
  /** The unit asked for: « combien de grammes », « en ml ». */
  target: MeasureUnit | undefined;
};

// 'l' and 'g' are letters too (« l eau » after an elided article): read as units only after a
// number or « combien de » / « en ».
const AMBIGUOUS = new Set(['l', 'g']);
const TARGET_BEFORE = new Set(['combien', 'en', 'quel', 'quelle', 'quels', 'quelles']);

function unitAt(words: readonly string[], index: number): MeasureUnit | undefined {
  return UNIT_WORDS[words[index]!];
}

function isTargetPosition(words: readonly string[], index: number): boolean {
  const previous = words[index - 1];
  if (previous === undefined) return false;
  if (TARGET_BEFORE.has(previous)) return true;
  return (previous === 'de' || previous === 'd') && words[index - 2] === 'combien';
}

/** The measure a conversion question starts from and the unit it asks for. */
export function readMeasureRequest(words: readonly string[]): MeasureRequest {
  let source: Measure | undefined;
  let target: MeasureUnit | undefined;
  for (let i = 0; i < words.length; i++) {
    const unit = unitAt(words, i);
    if (unit === undefined) continue;
    const quantity = numberBefore(words, i);
    const isTarget = quantity === undefined && isTargetPosition(words, i);
    if (AMBIGUOUS.has(words[i]!) && quantity === undefined && !isTarget) continue;
    if (isTarget) target ??= unit;
    else if (source === undefined) source = { quantity: quantity?.value ?? 1, unit };
    else target ??= unit;
  }
  return { source, target };
}

/** True when the question holds a unit the conversion tables know. */
export function hasMeasureWord(words: readonly string[]): boolean {
  const request = readMeasureRequest(words);
  return request.source !== undefined || request.target !== undefined;
}
