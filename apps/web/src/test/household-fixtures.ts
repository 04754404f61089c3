import type {
  ChatHistory,
  DashboardStats,
  DashboardUpcoming,
  FridgeItem,
  PlannedMeal,
  Recipe,
} from '@mijote/contracts';

// Answers of the household API for component tests, shaped by the contracts' types.

let nextMeal = 1;

export function aPlannedMeal(overrides: Partial<PlannedMeal> = {}): PlannedMeal {
  const n = nextMeal++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    recipeId: `recipe-${n}`,
    recipeTitle: `Repas ${n}`,
    date: '2026-11-21',
    time: '19:00',
    servings: 2,
    type: 'plat',
    recipe: null,
    cookedAt: null,
    authorId: 'u1',
    createdAt: '2026-11-20T10:00:00.000Z',
    seriesId: null,
    ...overrides,
  };
}

export function aFridgeItem(overrides: Partial<FridgeItem> = {}): FridgeItem {
  return {
    id: '00000000-0000-4000-9000-000000000001',
    name: 'Yaourt nature',
    quantity: 2,
    unit: 'unité',
    expirationDate: '2026-11-22',
    category: 'Produits Laitiers',
    look: 'milk',
    authorId: 'u1',
    createdAt: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

/** A catalogue recipe as the home's « À consommer en priorité » offers it. */
export function aPriorityRecipe(
  recipe: Partial<Recipe> = {},
  usedItems: string[] = ['Courgettes'],
): DashboardUpcoming['priorityRecipes'][number] {
  return {
    recipe: {
      id: 'gratin-de-courgettes',
      title: 'Gratin de courgettes',
      description: 'Fondant et doré.',
      imageUrl: null,
      preparationTime: 45,
      servings: 4,
      difficulty: 'facile',
      ingredients: ['600 g de courgettes', '20 cl de crème'],
      instructions: ['Couper les courgettes.', 'Gratiner 25 minutes.'],
      type: 'plat',
      ...recipe,
    },
    usedItems,
  };
}

export const someStats: DashboardStats = {
  plannedMeals: 0,
  shoppingItems: 0,
  favorites: 0,
  suggestions: 0,
};

export function anUpcoming(overrides: Partial<DashboardUpcoming> = {}): DashboardUpcoming {
  return {
    today: '2026-11-21',
    tomorrow: '2026-11-22',
    meals: [],
    expiringItems: [],
    priorityRecipes: [],
    ...overrides,
  };
}

/** The assistant offline, no conversation yet: what the navigation asks to label the chat. */
const noChat: ChatHistory = { mode: 'offline', messages: [] };

/**
 * The dashboard's own calls, answered empty: the home's two, and the navigation's chat mode. For
 * tests that only pass through /dashboard.
 */
export function dashboardReply(url: string): { status: number; body: unknown } | null {
  if (url.startsWith('/api/dashboard/stats')) return { status: 200, body: someStats };
  if (url.startsWith('/api/dashboard/upcoming')) return { status: 200, body: anUpcoming() };
  if (url === '/api/chat/messages') return { status: 200, body: noChat };
  return null;
}

/** A recipe as a suggestion, a favourite or a planned meal holds it. */
export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'plat-gratin-de-courgettes',
    title: 'Gratin de courgettes',
    description: 'Un gratin fondant pour les soirs d’été.',
    imageUrl: null,
    preparationTime: 45,
    servings: 4,
    difficulty: 'moyen',
    ingredients: [
      '3 courgettes',
      '200 g de gruyère râpé',
      '20 cl de crème',
      '2 œufs',
      '1 gousse d’ail',
      'sel et poivre',
    ],
    instructions: ['Préchauffer le four à 200 °C.', 'Trancher les courgettes.', 'Gratiner 30 min.'],
    type: 'plat',
    ...overrides,
  };
}
