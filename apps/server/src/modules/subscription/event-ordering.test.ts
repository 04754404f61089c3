import { describe, expect, it } from 'vitest';
import { isStaleChange } from './event-ordering';

const t0 = new Date('2026-03-10T10:00:00Z');
const before = new Date(t0.getTime() - 5_000);
const after = new Date(t0.getTime() + 5_000);

describe('isStaleChange (out-of-order provider events)', () => {
  it.each([
    ['a newer update of an active row', 'active', 'past_due', after, false],
    ['an update of the same second', 'active', 'past_due', t0, false],
    ['an older update of an active row', 'past_due', 'active', before, true],
    ['a deletion, even older than the row', 'active', 'canceled', before, false],
    ['an older update after the deletion', 'canceled', 'active', before, true],
    ['a newer update after the deletion: canceled is terminal', 'canceled', 'active', after, true],
    ['a replayed deletion of a canceled row', 'canceled', 'canceled', after, true],
    ['anything after incomplete_expired', 'incomplete_expired', 'active', after, true],
    ['a payment failure (no status) newer than the row', 'active', null, after, false],
    ['a payment failure older than the row', 'active', null, before, true],
  ] as const)('%s', (_name, current, next, asOf, stale) => {
    expect(isStaleChange({ status: current, updatedAt: t0 }, { status: next, asOf })).toBe(stale);
  });
});
