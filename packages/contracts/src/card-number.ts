// The demo checkout's rule for a card number, one for the page (which says so before sending)
// and the server (which decides): 12 to 19 digits, spaces or dashes between them allowed, the last
// one the Luhn check digit, as on every payment card.

/** '4242 4242-4242 4242' → '4242424242424242': the number without its separators. */
export function cardDigitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Whether a typed number can be a card's at all; which card pays is the server's answer. */
export function isWellFormedCardNumber(cardNumber: string): boolean {
  const digits = cardDigitsOf(cardNumber);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** From the last digit leftwards, every second one doubled (less 9 past 9): the sum ends in 0. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
