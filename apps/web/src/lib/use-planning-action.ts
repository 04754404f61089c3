import type { Recipe } from '@mijote/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PLANNING_PATH, planRecipeState } from './planning-handoff';
import type { ActionState } from './use-shopping-action';

/**
 * « Ajouter au planning » (spec section 4): opens the planning's add-meal form with the recipe
 * in navigation state. Busy while the planning screen loads, done once it is on its way.
 */
export function usePlanningAction(recipe: Recipe) {
  const navigate = useNavigate();
  const [state, setState] = useState<ActionState>('idle');
  const run = async () => {
    if (state !== 'idle') return;
    setState('busy');
    await navigate(PLANNING_PATH, { state: planRecipeState(recipe) });
    setState('done');
  };
  return { state, run: () => void run() };
}
