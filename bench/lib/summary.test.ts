import { describe, expect, it } from 'vitest';
import { atLeast, atMost, isMet, summaryTable } from './summary';

describe('the summary table of npm run bench', () => {
  it('says met or missed against a ceiling and a floor, nothing without a budget', () => {
    expect(isMet({ name: 'p99', value: 25, unit: 'ms', budget: atMost(25) })).toBe(true);
    expect(isMet({ name: 'p99', value: 25.1, unit: 'ms', budget: atMost(25) })).toBe(false);
    expect(isMet({ name: 'ratio', value: 0.5, unit: '×', budget: atLeast(0.5) })).toBe(true);
    expect(isMet({ name: 'ratio', value: 0.17, unit: '×', budget: atLeast(0.5) })).toBe(false);
    expect(isMet({ name: 'req/s', value: 1278, unit: 'req/s' })).toBeUndefined();
  });

  it('prints each figure beside its budget and verdict, in aligned columns', () => {
    const table = summaryTable([
      { benchmark: 'api/api.ts', name: 'list: p99', value: 86, unit: 'ms', budget: atMost(25) },
      {
        benchmark: 'api/api.ts',
        name: 'list: ÷ pgbench',
        value: 0.5512,
        unit: '×',
        budget: atLeast(0.5),
      },
      { benchmark: 'cuisine/parser.ts', name: 'lines', value: 20_512.4, unit: 'lines/s' },
    ]);
    const [header, , ...rows] = table.split('\n');
    expect(rows).toEqual([
      expect.stringMatching(/^api\/api\.ts +list: p99 +86 ms +≤ 25 +MISSED$/),
      expect.stringMatching(/^api\/api\.ts +list: ÷ pgbench +0\.55 × +≥ 0\.5 +met$/),
      expect.stringMatching(/^cuisine\/parser\.ts +lines +20,512 lines\/s$/),
    ]);
    // Values end in one column, whatever their length.
    const valueEnd = header!.indexOf('value') + 'value'.length;
    for (const row of rows) expect(row.slice(0, valueEnd)).toMatch(/(ms|×|lines\/s)$/);
  });
});
