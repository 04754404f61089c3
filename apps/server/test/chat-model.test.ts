import { ERROR_MESSAGES } from '@mijote/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shoppingItems } from '../src/db/schema';
import { askChat, doneReply } from './helpers/chat';
import { type FakeOpenAi, startFakeOpenAi } from './helpers/fake-openai';
import { countRows, type Member, signUpSubscriber } from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi } from './helpers/users';

// « Assistant Chef » with a model: a fake OpenAI-compatible server on 127.0.0.1
// streaming Server-Sent Events to the real `openai` SDK. The prompt and sampling, the reply
// streamed and saved, a stream cut halfway, a timeout and a 429 (the offline assistant steps
// in), tool calls run with the caller's rights only, actions proposed and written on a tap, the
// compliance warning, the 5-minute cache.

describe('chat with a model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  let clock = new Date('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ ...fake.env(), LLM_TIMEOUT_MS: '1000' }, { now: () => clock });
    // Léa's household is vegetarian and avoids coriandre, 2 adults and a child (VALID_PREFERENCES).
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.script = [];
    fake.requests.length = 0;
    fake.fallback = { status: 500, message: 'no scripted answer' };
    await callApi(t, lea).delete('/api/chat/messages');
    await callApi(t, marc).delete('/api/chat/messages');
  });

  it('says the model answers', async () => {
    expect((await callApi(t, lea).get('/api/chat/messages')).json().mode).toBe('model');
  });

  it('sends the prompt with the household’s rules, the history and the question, streams and saves the reply', async () => {
    fake.script = [
      { reply: 'Bonjour Léa ! Que puis-je cuisiner pour vous ?' },
      { reply: 'Un **risotto** aux courges.' },
    ];
    const first = await askChat(t, lea, 'Bonjour');
    expect(doneReply(first.events)).toMatchObject({
      content: 'Bonjour Léa ! Que puis-je cuisiner pour vous ?',
      mode: 'model',
      status: 'complete',
    });
    expect(first.events.filter((e) => e.type === 'token').length).toBeGreaterThan(2);

    const second = await askChat(t, lea, 'Une idée pour ce soir ?');
    expect(doneReply(second.events).content).toBe('Un **risotto** aux courges.');
    const { body } = fake.requests[1] ?? { body: undefined };
    expect(body).toMatchObject({ temperature: 0.7, max_tokens: 1000, top_p: 0.95, stream: true });
    expect(body?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body?.messages.slice(1).map((m) => m.content)).toEqual([
      'Bonjour',
      'Bonjour Léa ! Que puis-je cuisiner pour vous ?',
      'Une idée pour ce soir ?',
    ]);
    const system = String(body?.messages[0]?.content);
    expect(system).toContain('## Ingrédients');
    expect(system).toContain('## Instructions');
    expect(system).toContain('végétarien');
    expect(system).toContain('coriandre');
    expect(system).toContain('2 adultes et 1 enfant');
    expect(body?.tools?.map((tool) => tool.function.name).sort()).toEqual([
      'propose_meal_plan',
      'propose_shopping_list_addition',
      'read_fridge',
      'read_household_recipes',
      'read_planning',
      'read_shopping_list',
    ]);
    // The key never reaches the browser: it is the server's, sent to the provider only.
    expect(fake.requests[1]?.authorization).toBe('Bearer sk-fake-llm-key');
    expect(JSON.stringify(second.events)).not.toContain('sk-fake-llm-key');
  });

  it.each([
    ['the connection is reset', 'reset'],
    ['the response ends without the model’s finish', 'end'],
  ] as const)('keeps a reply cut halfway (%s), marked incomplete', async (_label, cut) => {
    fake.script = [
      { stream: ['Voici ', 'une recette ', 'de gratin ', 'de courgettes'], cutAfter: 2, cut },
    ];
    const { events } = await askChat(t, lea, 'Un gratin ?');
    const last = events.at(-1);
    expect(last).toMatchObject({
      type: 'error',
      code: 'CHAT_REPLY_INTERRUPTED',
      message: ERROR_MESSAGES.CHAT_REPLY_INTERRUPTED,
      reply: { status: 'incomplete', content: 'Voici une recette ', mode: 'model' },
    });
    const history = (await callApi(t, lea).get('/api/chat/messages')).json().messages;
    expect(history.at(-1)).toMatchObject({ status: 'incomplete', content: 'Voici une recette ' });
  });

  it.each([
    ['answers 429', { status: 429, message: 'Rate limit reached' }],
    ['answers 500', { status: 500 }],
    ['is slower than LLM_TIMEOUT_MS', { reply: 'trop tard', delayMs: 1500 }],
  ])('lets the offline assistant answer when the model %s, and says so', async (_label, answer) => {
    fake.script = [answer];
    const reply = doneReply(
      (await askChat(t, lea, 'combien de grammes dans une càs de farine')).events,
    );
    expect(fake.requests).toHaveLength(1);
    expect(reply).toMatchObject({ mode: 'offline', status: 'complete' });
    expect(reply.content).toMatch(/farine/);
    expect(reply.content).not.toContain('trop tard');
  });

  it('runs a read tool with the caller’s rights: another household’s fridge is never reachable', async () => {
    await callApi(t, lea).post('/api/fridge/items', { name: 'Courgettes', quantity: 3 });
    await callApi(t, marc).post('/api/fridge/items', { name: 'Endives', quantity: 4 });
    fake.script = [
      // The model tries to name Marc's household: the tool takes no such argument.
      { toolCalls: [{ name: 'read_fridge', arguments: { householdId: marc.householdId } }] },
      { toolCalls: [{ name: 'read_fridge', arguments: {} }] },
      { reply: 'Avec vos courgettes, un gratin.' },
    ];
    const reply = doneReply((await askChat(t, lea, 'que faire avec mon frigo ?')).events);
    expect(reply.content).toBe('Avec vos courgettes, un gratin.');
    expect(fake.requests).toHaveLength(3);
    const toolResults = fake.requests
      .flatMap((r) => r.body.messages)
      .filter((m) => m.role === 'tool')
      .map((m) => String(m.content));
    expect(toolResults.length).toBeGreaterThan(0);
    expect(toolResults.join(' ')).not.toContain('Endives');
    expect(toolResults.at(-1)).toContain('Courgettes');
    const call = fake.requests[2]?.body.messages.find(
      (m) => m.role === 'assistant' && m.tool_calls,
    );
    expect(call?.tool_calls?.[0]?.function.name).toBe('read_fridge');
  });

  it('proposes an action through a tool, and writes it only when the user confirms', async () => {
    fake.script = [
      {
        toolCalls: [
          {
            name: 'propose_shopping_list_addition',
            arguments: {
              recipeTitle: 'Gratin de courgettes',
              ingredients: ['3 courgettes', '200 g de gruyère'],
            },
          },
        ],
      },
      { reply: 'Je vous propose d’ajouter les ingrédients du gratin à la liste.' },
    ];
    const before = await countRows(t, shoppingItems);
    const reply = doneReply((await askChat(t, lea, 'ajoute le gratin à ma liste')).events);
    expect(reply.actions).toHaveLength(1);
    expect(reply.actions[0]).toMatchObject({
      kind: 'add-to-shopping-list',
      status: 'proposed',
      recipeTitle: 'Gratin de courgettes',
      lines: ['3 courgettes', '200 g de gruyère'],
    });
    // The model was told it is proposed, not done; nothing written yet.
    const told = fake.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(String(told?.content)).toContain('rien n’est enregistré');
    expect(await countRows(t, shoppingItems)).toBe(before);

    const confirmed = await callApi(t, lea).post(
      `/api/chat/actions/${reply.actions[0]?.id}/confirm`,
    );
    expect(confirmed.json()).toMatchObject({ wrote: true });
    const items = (await callApi(t, lea).get('/api/shopping/items')).json().items;
    expect(items.map((i: { name: string }) => i.name).sort()).toEqual(['Courgettes', 'Gruyère']);
    expect(
      items.every((i: { recipeTitle: string }) => i.recipeTitle === 'Gratin de courgettes'),
    ).toBe(true);
    expect((await callApi(t, marc).get('/api/shopping/items')).json().items).toEqual([]);
  });

  it('answers a tool call with bad arguments with an error the model can read, and writes nothing', async () => {
    fake.script = [
      {
        toolCalls: [
          {
            name: 'propose_meal_plan',
            arguments: { meals: [{ recipeTitle: 'Rösti', date: '2026-02-30' }] },
          },
        ],
      },
      { reply: 'Pardon, quelle date ?' },
    ];
    const reply = doneReply((await askChat(t, lea, 'planifie des röstis')).events);
    expect(reply.actions).toEqual([]);
    const told = fake.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(String(told?.content)).toContain('Arguments invalides');
  });

  it('warns beside a model’s recipe that breaks the household’s rules', async () => {
    fake.script = [
      {
        reply:
          '# Quiche lorraine\nLa classique.\n\n## Ingrédients\n- 200 g de lardons\n- 3 œufs\n- 20 cl de crème\n\n## Instructions\n1. Cuire.\n2. Servir.',
      },
    ];
    const reply = doneReply((await askChat(t, lea, 'une quiche')).events);
    expect(reply.warnings).toHaveLength(1);
    expect(reply.warnings[0]?.recipeTitle).toBe('Quiche lorraine');
    expect(reply.warnings[0]?.reasons.join(' ')).toMatch(/lardons/i);
  });

  it('keeps a reply 5 minutes for an identical message list, but not one that read the household', async () => {
    fake.script = [{ reply: 'Une mousse au chocolat.' }, { reply: 'Un tiramisu.' }];
    const ask = async () => {
      await callApi(t, marc).delete('/api/chat/messages');
      return doneReply((await askChat(t, marc, 'Une idée de dessert ?')).events).content;
    };
    expect(await ask()).toBe('Une mousse au chocolat.');
    clock = new Date(clock.getTime() + 4 * 60 * 1000);
    expect(await ask()).toBe('Une mousse au chocolat.');
    expect(fake.requests).toHaveLength(1);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expect(await ask()).toBe('Un tiramisu.');
    expect(fake.requests).toHaveLength(2);

    fake.script = [
      { toolCalls: [{ name: 'read_shopping_list', arguments: {} }] },
      { reply: 'Votre liste est vide.' },
      { toolCalls: [{ name: 'read_shopping_list', arguments: {} }] },
      { reply: 'Toujours vide.' },
    ];
    const listQuestion = async () => {
      await callApi(t, marc).delete('/api/chat/messages');
      return doneReply((await askChat(t, marc, 'Qu’y a-t-il sur ma liste ?')).events).content;
    };
    expect(await listQuestion()).toBe('Votre liste est vide.');
    expect(await listQuestion()).toBe('Toujours vide.');
  });
});
