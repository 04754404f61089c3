import type { HouseholdRecipeFacts } from '../own-recipes/household-recipe-facts';
import type { DietaryRestriction, MealType } from '../vocabulary';

/** What the assistant understood the question to be; the chat UI may show or log it. */
export const ASSISTANT_INTENTS = [
  'food-safety',
  'keeping',
  'season',
  'technique',
  'recipe-request',
  'cook-with-ingredients',
  'cook-from-fridge',
  'plan-week',
  'plan-recipe',
  'add-to-shopping-list',
  'substitution',
  'conversion',
  'cooking-time',
  'portion',
  'small-talk',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

export type HouseholdSize = { adults: number; children: number };

export type AssistantHousehold = {
  /** The union of the members' restrictions (decision 026). */
  restrictions: readonly DietaryRestriction[];
  avoidedFoods: readonly string[];
  preferredFoods: readonly string[];
  size: HouseholdSize;
};

export type AssistantFridgeItem = {
  name: string;
  quantity: number;
  unit: string;
  /** 'YYYY-MM-DD' or null when the item has none. */
  expirationDate: string | null;
};

export type AssistantPlannedMeal = {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  recipeId: string;
  recipeTitle: string;
  type: MealType;
};

export type AssistantShoppingItem = {
  name: string;
  quantity: string;
  unit: string;
  checked: boolean;
};

/**
 * Everything the offline assistant may read. The server loads it with the caller's scope; the
 * assistant itself does no I/O, so the same question on the same context gets the same answer.
 */
export type AssistantContext = {
  /** 'YYYY-MM-DD', injected so that answers about « mardi » or « cette semaine » are testable. */
  today: string;
  household: AssistantHousehold;
  fridge: readonly AssistantFridgeItem[];
  planning: readonly AssistantPlannedMeal[];
  shoppingList: readonly AssistantShoppingItem[];
  /**
   * The household's « Toujours à la maison » (decision 012): what a recipe from the fridge assumes
   * at hand. The default list when absent.
   */
  pantry?: readonly string[];
  /**
   * The household's own recipes (« Mes recettes », decision 040), as saved: the assistant checks
   * them against the rules itself. None when absent.
   */
  ownRecipes?: readonly HouseholdRecipeFacts[];
  /**
   * Recipes the conversation proposed, most recent first (« ce plat »): catalogue ids, and the
   * household's own (`maison_…`).
   */
  recentRecipeIds: readonly string[];
  /** Variety among equally good recipes; defaults to a generator seeded by the day and question. */
  random?: () => number;
};

export type PlannedMealProposal = {
  recipeId: string;
  recipeTitle: string;
  date: string;
  time: string;
  servings: number;
  type: MealType;
};

/**
 * An action the reply PROPOSES: the server writes nothing until the user taps the button whose
 * French text is `label`. `lines` are ingredient lines the cuisine parser reads back
 * ('200 g de farine'). A list addition that comes from no recipe has recipe fields set to null.
 */
export type AssistantAction =
  | {
      kind: 'add-to-shopping-list';
      label: string;
      recipeId: string | null;
      recipeTitle: string | null;
      servings: number | null;
      lines: string[];
    }
  | { kind: 'plan-meals'; label: string; meals: PlannedMealProposal[] };

export type AssistantReply = {
  intent: AssistantIntent;
  /** French Markdown (headings, lists, bold): never HTML. */
  markdown: string;
  /** Catalogue recipes the reply proposes, the main one first. */
  recipeIds: string[];
  actions: AssistantAction[];
};
