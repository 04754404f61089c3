import { describe, expect, it } from 'vitest';
import { readFridge } from './fridge-coverage';
import { fridgeUseOfLines } from './fridge-use-of-lines';

const fridge = readFridge(
  [
    { name: 'Poivrons', expirationDate: '2026-07-25' },
    { name: 'Courgettes', expirationDate: '2026-07-17' },
    { name: 'Yaourt', expirationDate: '2026-07-01' },
  ],
  '2026-07-15',
).usable;

describe('fridgeUseOfLines', () => {
  it('names the fridge items used, soonest-expiring first, and the lines still to buy', () => {
    expect(
      fridgeUseOfLines(
        [
          '2 courgettes',
          '1 poivron rouge',
          '150 g de feta',
          '1 pincée de sel',
          '2 càs d’huile d’olive',
        ],
        fridge,
      ),
    ).toMatchObject({
      used: [
        { name: 'Courgettes', expirationDate: '2026-07-17' },
        { name: 'Poivrons', expirationDate: '2026-07-25' },
      ],
      missingLines: ['150 g de feta'],
      coverage: { missingIds: ['feta'], fits: true },
    });
  });

  it('is undefined for lines that use nothing of the fridge (an expired item does not count)', () => {
    expect(fridgeUseOfLines(['200 g de yaourt', '1 citron'], fridge)).toBeUndefined();
  });
});
