import { describe, expect, it } from 'vitest';
import { createRecentChanges } from './recent-changes';

const H = 'household-a';

describe('recent changes (Last-Event-ID catch-up)', () => {
  it('replays what came after the id, marks included but not sent', () => {
    const recent = createRecentChanges({ now: () => 0 });
    const mark = recent.currentId(H);
    recent.record(H, '7', 'shopping');
    recent.record('household-b', '8', 'fridge');
    recent.record(H, '9', 'planning');
    expect(recent.since(H, mark)).toEqual({
      kind: 'changes',
      changes: [
        { id: '7', resource: 'shopping' },
        { id: '9', resource: 'planning' },
      ],
    });
    expect(recent.since(H, '9')).toEqual({ kind: 'changes', changes: [] });
    expect(recent.currentId(H)).toBe('9');
  });

  it('answers resync for an unknown, evicted or cleared id', () => {
    const recent = createRecentChanges({ perHousehold: 2, now: () => 0 });
    recent.record(H, '1', 'shopping');
    recent.record(H, '2', 'shopping');
    recent.record(H, '3', 'fridge');
    expect(recent.since(H, '1')).toEqual({ kind: 'resync' });
    expect(recent.since(H, 'm0.1')).toEqual({ kind: 'resync' });
    recent.clear();
    expect(recent.since(H, '3')).toEqual({ kind: 'resync' });
  });

  it('lists the changes of the last moments, marks left out', () => {
    let clock = 0;
    const recent = createRecentChanges({ now: () => clock });
    recent.record(H, '1', 'shopping');
    clock = 4_000;
    recent.currentId('household-b');
    recent.record(H, '2', 'fridge');
    clock = 6_000;
    recent.record(H, '3', 'planning');
    expect(recent.within(H, 5_000)).toEqual([
      { id: '2', resource: 'fridge' },
      { id: '3', resource: 'planning' },
    ]);
    expect(recent.within(H, 0)).toEqual([]);
    expect(recent.within('household-b', 5_000)).toEqual([]);
  });

  it('forgets quiet households unless a stream still uses them', () => {
    let clock = 0;
    const recent = createRecentChanges({ ttlMs: 1_000, now: () => clock });
    recent.record(H, '1', 'shopping');
    recent.record('household-b', '2', 'shopping');
    clock = 5_000;
    recent.prune((householdId) => householdId === H);
    expect(recent.since(H, '1')).toEqual({ kind: 'changes', changes: [] });
    expect(recent.since('household-b', '2')).toEqual({ kind: 'resync' });
  });
});
