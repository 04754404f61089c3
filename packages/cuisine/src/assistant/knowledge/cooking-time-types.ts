// The shape of a cooking-time entry, apart so that the tables and their index import it alike.

export type CookingTime = {
  /** Food group, e.g. 'oeufs': entries of a group are listed together when no way is named. */
  group: string;
  label: string;
  food: RegExp;
  /** The variant or method; an entry without one is the group's default. */
  way?: RegExp;
  minutes: readonly [number, number];
  how: string;
};
