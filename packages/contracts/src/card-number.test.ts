import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigitsOf, isWellFormedCardNumber } from './card-number';
import { DEMO_TEST_CARDS } from './subscription';

describe('isWellFormedCardNumber', () => {
  it.each([
    [DEMO_TEST_CARDS.success, true],
    [DEMO_TEST_CARDS.declined, true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    [' 4242 4242 4242 4242 ', true],
    ['5555 5555 5555 4444', true],
    ['378282246310005', true], // 15 digits
    ['4242424242424241', false], // wrong check digit
    ['4242 abcd 4242 4242', false],
    ['4242.4242.4242.4242', false],
    ['4242', false],
    ['000000000000', true], // 12 digits, Luhn sum 0
    ['00000000000', false], // 11 digits
    ['0'.repeat(19), true],
    ['0'.repeat(20), false],
    ['', false],
  ])('%j → %s', (cardNumber, expected) => {
    expect(isWellFormedCardNumber(cardNumber)).toBe(expected);
  });

  it('changes no verdict for spaces or dashes between the digits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'0123456789'), { minLength: 10, maxLength: 21 }),
        fc.array(fc.constantFrom('', ' ', '-'), { minLength: 21, maxLength: 21 }),
        (digits, separators) => {
          const typed = digits.map((digit, i) => `${digit}${separators[i]}`).join('');
          expect(isWellFormedCardNumber(typed)).toBe(isWellFormedCardNumber(digits.join('')));
          expect(cardDigitsOf(typed)).toBe(digits.join(''));
        },
      ),
    );
  });

  it('refuses any single wrong digit of the test card', () => {
    for (let i = 0; i < DEMO_TEST_CARDS.success.length; i++) {
      for (const digit of '0123456789') {
        if (digit === DEMO_TEST_CARDS.success[i]) continue;
        const typo = `${DEMO_TEST_CARDS.success.slice(0, i)}${digit}${DEMO_TEST_CARDS.success.slice(i + 1)}`;
        expect(isWellFormedCardNumber(typo)).toBe(false);
      }
    }
  });
});
