import type { BacklogMeal } from '@mijote/contracts';
import type { DragEvent } from 'react';

// A dish of « À planifier » dragged onto a day of the week view (a mouse's shortcut for
// « Choisir un jour », which stays the way on a phone and with the keyboard). The drag carries
// the meal's id and the time its day starts with, under a type of our own so that a dragged
// link or text is not taken for a meal.

const MEAL_DRAG_TYPE = 'application/x-mijote-backlog-meal';

export type DraggedMeal = Pick<BacklogMeal, 'id' | 'time' | 'recipeTitle'>;

export function startMealDrag(event: DragEvent, meal: DraggedMeal): void {
  event.dataTransfer.setData(MEAL_DRAG_TYPE, JSON.stringify(meal));
  event.dataTransfer.effectAllowed = 'move';
}

/** Whether the drag over a day carries a meal (its data is readable only on drop). */
export function isMealDrag(event: DragEvent): boolean {
  return event.dataTransfer.types.includes(MEAL_DRAG_TYPE);
}

export function droppedMeal(event: DragEvent): DraggedMeal | null {
  try {
    const meal = JSON.parse(event.dataTransfer.getData(MEAL_DRAG_TYPE)) as Partial<DraggedMeal>;
    if (typeof meal.id !== 'string' || typeof meal.time !== 'string') return null;
    return { id: meal.id, time: meal.time, recipeTitle: String(meal.recipeTitle ?? '') };
  } catch {
    return null;
  }
}
