import type { HouseholdRecipeFacts } from '../household-recipe';

/** A household's own main dish as saved (decision 040): a potato gratin, the rest as given. */
export function aHouseholdRecipe(
  fields: Partial<HouseholdRecipeFacts> & { id: string },
): HouseholdRecipeFacts {
  return {
    title: 'Gratin de mamie',
    description: '',
    servings: 4,
    preparationTime: 20,
    cookingTime: 40,
    type: 'plat',
    difficulty: 'facile',
    ingredients: ['1 kg de pommes de terre', '20 cl de crème', '125 g de mozzarella'],
    instructions: ['Trancher les pommes de terre.', 'Cuire au four.'],
    keptDespiteRules: false,
    ...fields,
  };
}
