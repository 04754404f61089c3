/**
 * Portions for the household: a child eats about half an adult's portion, so two children count
 * as one portion (rounded up: 2 adults and 1 child cook for 3, not 2.5). The web explains the
 * count with the same function (« 3 portions (2 adultes, 2 enfants) »).
 */
export function householdServings(size: { adults: number; children: number }): number {
  const adults = Number.isFinite(size.adults) ? Math.max(0, Math.floor(size.adults)) : 0;
  const children = Number.isFinite(size.children) ? Math.max(0, Math.floor(size.children)) : 0;
  return Math.max(1, adults + Math.ceil(children / 2));
}
