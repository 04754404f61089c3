import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path';

const TOKEN = 'a'.repeat(32);

describe('returnPathOf', () => {
  it.each([
    [`/invitation/${TOKEN}`, `/invitation/${TOKEN}`],
    [`/invitation/${'A1_-'.repeat(5)}`, `/invitation/${'A1_-'.repeat(5)}`],
    [null, null],
    ['', null],
    ['/dashboard', null],
    ['https://evil.example/invitation/x', null],
    [`//evil.example/invitation/${TOKEN}`, null],
    [`/invitation/${'a'.repeat(19)}`, null],
    [`/invitation/${TOKEN}/../../dashboard`, null],
  ])('%s → %s', (next, expected) => {
    expect(returnPathOf(next)).toBe(expected);
  });
});
