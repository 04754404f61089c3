import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askChat, doneReply } from './helpers/chat';
import { type Member, saveOwnRecipe, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// « Assistant Chef » knows the household's own recipes (decision 040): it lists them, opens one
// by its title in the household's words, plans it, and never reaches another household's.
// Léa's household is vegetarian and avoids coriandre (signUpSubscriber).

const NOW = new Date('2026-11-30T08:00:00Z');

describe('the offline assistant and the household’s own recipes', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  const save = (member: Member, fields: Record<string, unknown>) =>
    saveOwnRecipe(t, member, fields);
  let gratin: string;
  let tart: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea-carnet@example.ch');
    marc = await signUpSubscriber(t, 'marc-carnet@example.ch');
    gratin = await save(lea, {
      title: 'Gratin de poireaux de mamie',
      type: 'plat',
      servings: 4,
      preparationTime: 20,
      cookingTime: 40,
      ingredients: ['4 poireaux', '20 cl de crème', '125 g de mozzarella'],
      instructions: ['Faire fondre les poireaux.', 'Gratiner au four.'],
    });
    tart = await save(lea, {
      title: 'Tarte de mamie',
      type: 'dessert',
      servings: 6,
      ingredients: ['1 pâte brisée', '6 pommes', '60 g de sucre'],
      instructions: ['Garnir la pâte de pommes.', 'Cuire 35 minutes.'],
    });
    await save(lea, {
      title: 'Quiche au lard',
      type: 'plat',
      ingredients: ['1 pâte brisée', '200 g de lardons', '3 œufs'],
      keptDespiteRules: true,
    });
    await save(marc, { title: 'Tarte de tatie Rose', type: 'dessert' });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = async (member: Member, question: string) =>
    doneReply((await askChat(t, member, question)).events);

  it('says what the household can make with its recipes, never another household’s', async () => {
    const reply = await ask(lea, 'Qu’est-ce que je peux faire avec mes recettes ?');
    expect(reply.content).toContain('**Gratin de poireaux de mamie**');
    expect(reply.content).toContain('**Tarte de mamie**');
    expect(reply.content).toContain('Je laisse de côté «\u00a0Quiche au lard\u00a0»');
    expect(reply.content).not.toContain('tatie Rose');
    const theirs = await ask(marc, 'Qu’est-ce que je peux faire avec mes recettes ?');
    expect(theirs.content).toContain('**Tarte de tatie Rose**');
    expect(theirs.content).not.toContain('mamie');
  });

  it('gives « ma recette de tarte de mamie » as written, adds it to the list and plans it on a tap', async () => {
    const reply = await ask(lea, 'Donne-moi ma recette de tarte de mamie');
    expect(reply.content).toContain('# Tarte de mamie');
    expect(reply.content).toContain('*Recette de la maison.*');
    // 2 adults and a child: 3 portions, from 6.
    expect(reply.content).toContain('- 1 pâte brisée\n- 3 pommes\n- 30 g de sucre');
    const [list] = reply.actions;
    expect(list).toMatchObject({ kind: 'add-to-shopping-list', recipeTitle: 'Tarte de mamie' });
    const added = await callApi(t, lea).post(`/api/chat/actions/${list?.id}/confirm`);
    expect(added.statusCode, added.body).toBe(200);
    const items = (await callApi(t, lea).get('/api/shopping/items')).json().items;
    expect(items.map((item: { ingredientId: string | null }) => item.ingredientId)).toEqual(
      expect.arrayContaining(['pate-brisee', 'pomme']),
    );

    const plan = await ask(lea, 'planifie ce plat dimanche midi');
    const [action] = plan.actions;
    if (action?.kind !== 'plan-meals') throw new Error(`no plan: ${plan.content}`);
    expect(action.meals[0]).toMatchObject({ recipeId: tart, recipeTitle: 'Tarte de mamie' });
    const confirmed = await callApi(t, lea).post(`/api/chat/actions/${action.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const meals = (await callApi(t, lea).get('/api/planning/meals')).json().meals;
    const meal = meals.find((m: { id: string }) => confirmed.json().plannedMealIds.includes(m.id));
    expect(meal).toMatchObject({
      recipeId: tart,
      recipe: {
        id: tart,
        servings: 3,
        ingredients: ['1 pâte brisée', '3 pommes', '30 g de sucre'],
      },
    });
  });

  it('plans the household’s main dishes with the week’s dinners', async () => {
    const reply = await ask(lea, 'planifie mes dîners de la semaine');
    const action = reply.actions.find((a) => a.kind === 'plan-meals');
    if (action?.kind !== 'plan-meals') throw new Error(`no plan: ${reply.content}`);
    expect(action.meals.map((meal) => meal.recipeId)).toContain(gratin);
    expect(reply.content).toContain('Gratin de poireaux de mamie (1\u00a0h, votre recette)');
    expect(reply.content).not.toContain('Quiche au lard');
    const confirmed = await callApi(t, lea).post(`/api/chat/actions/${action.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const meals = (await callApi(t, lea).get('/api/planning/meals')).json().meals;
    const planned = meals.find((m: { recipeId: string }) => m.recipeId === gratin);
    // Its own lines, for the household's 3 portions (from 4).
    expect(planned?.recipe).toMatchObject({ id: gratin, title: 'Gratin de poireaux de mamie' });
    expect(planned?.recipe.servings).toBe(3);
    expect(planned?.recipe.ingredients.slice(0, 2)).toEqual(['3 poireaux', '15 cl de crème']);
  });
});
