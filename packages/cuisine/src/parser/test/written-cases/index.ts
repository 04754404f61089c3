import type { ParserCase } from '../parse-ingredient-line.cases';
import { COUNT_WORD_CASES, REMARK_CASES, SIZE_AND_DECIMAL_CASES, VAGUE_CASES } from './amounts';
import { MEASURE_AND_CONTAINER_CASES, SPOON_CASES } from './measures';
import { RECIPE_SITE_CASES, SWISS_AND_FAMILY_CASES } from './recipe-sites';

// Lines written the way recipe sites (Marmiton, 750g, Betty Bossi, Swissmilk) and families write
// them (item 3). Same shape as parse-ingredient-line.cases.ts: [line, quantity, unit,
// name, extras]; a case expects no note, no range, no precision flag and matched: true unless
// its extras say otherwise. ingredientId is asserted where the case gives it.
export const WRITTEN_LINE_CASES: ParserCase[] = [
  ...MEASURE_AND_CONTAINER_CASES,
  ...SPOON_CASES,
  ...SIZE_AND_DECIMAL_CASES,
  ...COUNT_WORD_CASES,
  ...VAGUE_CASES,
  ...REMARK_CASES,
  ...RECIPE_SITE_CASES,
  ...SWISS_AND_FAMILY_CASES,
];
