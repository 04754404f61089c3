import { describe, expect, it } from 'vitest';
import { aPlannedMeal } from '@/test/household-fixtures';
import { groupMealsByDate, mealsOnDates } from './group-meals-by-date';

const meal = (date: string, time: string, recipeTitle: string) =>
  aPlannedMeal({ date, time, recipeTitle });

describe('groupMealsByDate', () => {
  it('groups by day, days in order and meals of a day by time, whatever the input order', () => {
    const days = groupMealsByDate([
      meal('2026-11-23', '12:00', 'C'),
      meal('2026-11-21', '19:30', 'B'),
      meal('2026-12-01', '08:00', 'D'),
      meal('2026-11-21', '09:05', 'A'),
    ]);
    expect(days.map((day) => [day.date, day.meals.map((m) => m.recipeTitle)])).toEqual([
      ['2026-11-21', ['A', 'B']],
      ['2026-11-23', ['C']],
      ['2026-12-01', ['D']],
    ]);
  });

  it('gives nothing for no meal', () => {
    expect(groupMealsByDate([])).toEqual([]);
  });
});

describe('mealsOnDates', () => {
  it('gives every day of the week, empty ones included, ignoring meals of other days', () => {
    const week = ['2026-11-16', '2026-11-17', '2026-11-18'];
    const days = mealsOnDates(
      [meal('2026-11-17', '19:00', 'Soupe'), meal('2026-11-25', '19:00', 'Autre')],
      week,
    );
    expect(days.map((day) => [day.date, day.meals.length])).toEqual([
      ['2026-11-16', 0],
      ['2026-11-17', 1],
      ['2026-11-18', 0],
    ]);
  });
});
