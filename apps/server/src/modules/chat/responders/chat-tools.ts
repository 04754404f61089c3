import {
  addDays,
  daysBetween,
  frenchExpiry,
  generatedRecipeId,
  isValidIsoDate,
  readExpiry,
} from '@mijote/contracts';
import { type AssistantAction, type HouseholdRules, MEAL_TYPES } from '@mijote/cuisine';
import { reviewRecipe } from '@mijote/cuisine/own-recipes';
import { z } from 'zod';
import type { LlmTool } from '../../../providers/llm';
import type { HouseholdReader } from '../household-reader';

// The model's tools. Reading tools run with the caller's rights only: the
// reader is bound to the caller's household when the reply starts, and no argument names a
// household, a user or an id, so nothing the model writes can reach another household's data.
// Proposing tools write nothing: they become buttons under the reply, and only the user's tap
// (POST /api/chat/actions/:id/confirm) writes.

/** A week ahead by default; at most a month read at once. */
const PLANNING_MAX_DAYS = 31;
const MAX_LINES = 40;
const MAX_MEALS = 14;

export const CHAT_TOOLS: readonly LlmTool[] = [
  {
    name: 'read_fridge',
    description:
      'Lit le frigo du foyer : chaque article avec sa quantité, son unité, sa date d’expiration et ce qu’elle veut dire aujourd’hui (un article qui expire aujourd’hui est encore bon aujourd’hui ; un article périmé ne se cuisine pas).',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'read_planning',
    description:
      'Lit les repas planifiés du foyer entre deux dates incluses (par défaut les 7 prochains jours).',
    parameters: {
      type: 'object',
      properties: {
        from: { type: 'string', description: 'Première date, AAAA-MM-JJ' },
        to: { type: 'string', description: 'Dernière date, AAAA-MM-JJ (31 jours au plus)' },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'read_shopping_list',
    description:
      'Lit la liste de courses du foyer : chaque article, sa quantité, et s’il est coché.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'read_household_recipes',
    description:
      'Lit les recettes de la maison (« Mes recettes ») : titre, type, portions, temps, ingrédients, étapes, et si chacune respecte aujourd’hui les règles du foyer (sinon ce qu’elle enfreint). À lire pour « mes recettes », « ma recette de… » ou pour planifier la semaine.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'propose_shopping_list_addition',
    description:
      'Propose d’ajouter des ingrédients à la liste de courses. Rien n’est ajouté avant que l’utilisateur confirme.',
    parameters: {
      type: 'object',
      properties: {
        recipeTitle: {
          type: 'string',
          description: 'La recette dont ils viennent, s’il y en a une',
        },
        ingredients: {
          type: 'array',
          items: { type: 'string' },
          description:
            'Une ligne par ingrédient, quantité et unité comprises : « 200 g de farine »',
        },
      },
      required: ['ingredients'],
      additionalProperties: false,
    },
  },
  {
    name: 'propose_meal_plan',
    description:
      'Propose de planifier des repas. Rien n’est planifié avant que l’utilisateur confirme.',
    parameters: {
      type: 'object',
      properties: {
        meals: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              recipeTitle: { type: 'string' },
              date: { type: 'string', description: 'AAAA-MM-JJ' },
              time: { type: 'string', description: 'HH:MM, 19:00 par défaut' },
              servings: { type: 'integer', minimum: 1 },
              type: { type: 'string', enum: [...MEAL_TYPES] },
            },
            required: ['recipeTitle', 'date'],
            additionalProperties: false,
          },
        },
      },
      required: ['meals'],
      additionalProperties: false,
    },
  },
];

const text = (max: number) => z.string().trim().min(1).max(max);

const planningArgs = z.object({
  from: z.string().refine(isValidIsoDate).optional(),
  to: z.string().refine(isValidIsoDate).optional(),
});
const listArgs = z.object({
  recipeTitle: text(120).optional(),
  ingredients: z.array(text(200)).min(1).max(MAX_LINES),
});
const mealArgs = z.object({
  recipeTitle: text(120),
  date: z.string().refine(isValidIsoDate),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default('19:00'),
  servings: z.number().int().min(1).max(100).optional(),
  type: z.enum(MEAL_TYPES).default('plat'),
});
const planArgs = z.object({ meals: z.array(mealArgs).min(1).max(MAX_MEALS) });

export type ToolContext = {
  reader: HouseholdReader;
  /** The household's rules (decision 026), which its own recipes are checked against. */
  rules: HouseholdRules;
  today: string;
  /** Portions of the household, when the model gives none. */
  servings: number;
  now: () => Date;
};

/** What a call gives back: the text the model reads, and a proposal to show under the reply. */
export type ToolOutcome = { result: string; proposal?: AssistantAction };

function parseArguments(raw: string): unknown {
  try {
    return raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const invalid = (error: unknown) =>
  `Arguments invalides${error instanceof z.ZodError ? ` : ${error.issues.map((i) => i.path.join('.') || i.message).join(', ')}` : ''}. Corrige-les et réessaie.`;

/**
 * The fridge with each date read for the model as the household reads it (decision 029): the
 * model is not left to decide, from a bare date, whether today's yoghurt is expired.
 */
async function readFridgeFor(context: ToolContext) {
  return (await context.reader.fridge()).map((item) => {
    const reading = readExpiry(item.expirationDate, context.today);
    return { ...item, expiry: reading ? frenchExpiry(reading, context.today) : 'sans date' };
  });
}

/**
 * The household's recipes, each checked against its rules of today (decision 040), so the model
 * is not left to judge a line of lardons for a vegetarian household.
 */
async function readOwnRecipesFor(context: ToolContext) {
  return (await context.reader.ownRecipes()).map((recipe) => {
    const flags = reviewRecipe(recipe, context.rules).flags.map((flag) => flag.text);
    return {
      title: recipe.title,
      type: recipe.type,
      servings: recipe.servings,
      preparationTime: recipe.preparationTime,
      cookingTime: recipe.cookingTime,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      keepsRules: flags.length === 0 && !recipe.keptDespiteRules,
      breaks: flags,
    };
  });
}

export async function runTool(
  name: string,
  rawArguments: string,
  context: ToolContext,
): Promise<ToolOutcome> {
  const args = parseArguments(rawArguments);
  if (args === undefined) return { result: 'Arguments illisibles : attendu un objet JSON.' };
  try {
    switch (name) {
      case 'read_fridge':
        return { result: JSON.stringify({ fridge: await readFridgeFor(context) }) };
      case 'read_household_recipes':
        return { result: JSON.stringify({ recipes: await readOwnRecipesFor(context) }) };
      case 'read_shopping_list':
        return { result: JSON.stringify({ shoppingList: await context.reader.shoppingList() }) };
      case 'read_planning': {
        const { from = context.today, to } = planningArgs.parse(args);
        const last = to ?? addDays(from, 6);
        if (last < from || daysBetween(from, last) > PLANNING_MAX_DAYS) {
          return { result: `Période invalide : ${PLANNING_MAX_DAYS} jours au plus, dans l’ordre.` };
        }
        return {
          result: JSON.stringify({
            from,
            to: last,
            meals: await context.reader.planning({ from, to: last }),
          }),
        };
      }
      case 'propose_shopping_list_addition': {
        const { recipeTitle, ingredients } = listArgs.parse(args);
        const proposal: AssistantAction = {
          kind: 'add-to-shopping-list',
          label: 'Ajouter ces ingrédients à la liste',
          recipeId: recipeTitle ? generatedRecipeId(context.now()) : null,
          recipeTitle: recipeTitle ?? null,
          servings: null,
          lines: ingredients,
        };
        return { result: proposed(proposal.label), proposal };
      }
      case 'propose_meal_plan': {
        const { meals } = planArgs.parse(args);
        const proposal: AssistantAction = {
          kind: 'plan-meals',
          label: meals.length === 1 ? 'Planifier ce repas' : 'Planifier ces repas',
          meals: meals.map((meal) => ({
            recipeId: generatedRecipeId(context.now()),
            recipeTitle: meal.recipeTitle,
            date: meal.date,
            time: meal.time,
            servings: meal.servings ?? context.servings,
            type: meal.type,
          })),
        };
        return { result: proposed(proposal.label), proposal };
      }
      default:
        return { result: `Outil inconnu : ${name}.` };
    }
  } catch (error) {
    if (error instanceof z.ZodError) return { result: invalid(error) };
    throw error;
  }
}

function proposed(label: string): string {
  return `Proposé : un bouton « ${label} » s’affiche sous ta réponse ; rien n’est enregistré avant que l’utilisateur le touche.`;
}
