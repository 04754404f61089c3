import '@/test/cleanup';
import type { ChatHistory, ChatMessage, ChatStreamEvent } from '@mijote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { ChatScreen } from './chat-screen';

// The chat screen against a scripted server: the history, a reply streamed as SSE events that
// the test pushes one by one, the action confirmed with one tap, the reset.

const AT = '2026-11-21T10:00:00.000Z';

function aMessage(fields: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role'>): ChatMessage {
  return {
    content: '',
    status: 'complete',
    mode: fields.role === 'assistant' ? 'offline' : null,
    actions: [],
    warnings: [],
    createdAt: AT,
    ...fields,
  };
}

const QUESTION = aMessage({
  id: '11111111-1111-4111-8111-111111111111',
  role: 'user',
  content: 'une recette de quiche',
});
const REPLY_ID = '22222222-2222-4222-8222-222222222222';
const ACTION_ID = '33333333-3333-4333-8333-333333333333';
const RECIPE =
  '# Quiche aux poireaux\n\nUne quiche fondante.\n\n## Ingrédients\n- 3 **poireaux**\n- 20 cl de crème';

/** A text/event-stream the test writes to, event by event. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push(event: ChatStreamEvent) {
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    end: () => controller.close(),
  };
}

type Call = { url: string; method: string; body: unknown };

function startServer(history: ChatHistory, onPost?: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  let current = history;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { url, method, body };
    calls.push(call);
    if (url === '/api/chat/messages' && method === 'GET') return jsonResponse(200, current);
    if (url === '/api/chat/messages' && method === 'DELETE') {
      current = { ...current, messages: [] };
      return new Response(null, { status: 204 });
    }
    if (onPost) return onPost(call);
    return jsonResponse(500, { code: 'INTERNAL', message: 'x' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes([{ path: '/dashboard/chat', element: <ChatScreen /> }], '/dashboard/chat');
  return { calls, posts: () => calls.filter((c) => c.method === 'POST') };
}

afterEach(() => vi.unstubAllGlobals());

describe('chat screen', () => {
  it('shows the empty state, the mode, and sends an example question when tapped', async () => {
    const stream = eventStream();
    const server = startServer({ mode: 'offline', messages: [] }, () => stream.response);
    const user = userEvent.setup();
    expect(await screen.findByText('Comment puis-je vous aider aujourd’hui ?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant Chef' })).toBeTruthy();
    expect(screen.getByText('Assistant hors ligne')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Une recette de quiche' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Votre message'));
    expect(server.posts()[0]).toMatchObject({
      url: '/api/chat/messages',
      body: { content: 'Une recette de quiche' },
    });
    // The question shows at once, with the typing indicator until the first words.
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Une recette de quiche')).toBeTruthy();
    expect(within(log).getByRole('status').textContent).toContain('L’Assistant Chef écrit…');

    stream.push({ type: 'start', question: QUESTION, replyId: REPLY_ID, mode: 'offline' });
    stream.push({ type: 'token', text: '# Quiche aux poireaux\n\nUne ' });
    expect(await within(log).findByRole('heading', { name: 'Quiche aux poireaux' })).toBeTruthy();
    expect(within(log).queryByText('L’Assistant Chef écrit…')).toBeNull();
    expect(log.querySelector('[aria-busy="true"]')).not.toBeNull();

    stream.push({ type: 'token', text: RECIPE.slice('# Quiche aux poireaux\n\nUne '.length) });
    stream.push({
      type: 'done',
      reply: aMessage({ id: REPLY_ID, role: 'assistant', content: RECIPE }),
    });
    stream.end();
    await waitFor(() => expect(log.querySelector('[aria-busy="true"]')).toBeNull());
    // Safe Markdown: headings, lists, bold.
    expect(within(log).getByRole('heading', { name: 'Ingrédients' })).toBeTruthy();
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(within(log).getByText('poireaux').tagName).toBe('STRONG');
  });

  it('never sends a blank message, nor a second one while a reply is pending', async () => {
    const stream = eventStream();
    const server = startServer({ mode: 'offline', messages: [] }, () => stream.response);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Votre message');
    const send = screen.getByRole('button', { name: 'Envoyer' });

    await user.type(input, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, '{Enter}');
    expect(server.posts()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Par quoi remplacer les œufs ?{Enter}');
    expect(server.posts()).toHaveLength(1);
    expect((input as HTMLTextAreaElement).value).toBe('');
    // Typing ahead is allowed; sending is not until the reply is done.
    await user.type(input, 'Et le beurre ?{Enter}');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(server.posts()).toHaveLength(1);

    stream.push({ type: 'start', question: QUESTION, replyId: REPLY_ID, mode: 'offline' });
    stream.push({
      type: 'done',
      reply: aMessage({ id: REPLY_ID, role: 'assistant', content: 'De la compote.' }),
    });
    stream.end();
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.type(input, '{Enter}');
    expect(server.posts()).toHaveLength(2);
    expect(server.posts()[1]?.body).toEqual({ content: 'Et le beurre ?' });
  });

  it('renders raw HTML and links of a reply as text, never as elements', async () => {
    const reply = aMessage({
      id: REPLY_ID,
      role: 'assistant',
      content:
        'Voici **du gras**.\n\n<img src="x" onerror="alert(1)"><script>alert(2)</script>\n\n[cliquez](javascript:alert(3)) <b>html</b>',
    });
    startServer({ mode: 'model', messages: [QUESTION, reply] });
    const log = await screen.findByRole('log');
    expect(within(log).getByText('du gras').tagName).toBe('STRONG');
    expect(log.querySelector('img, script, a, b')).toBeNull();
    expect(log.textContent).toContain('cliquez');
    expect(log.textContent).not.toContain('alert(1)');
    expect(screen.getByText('Modèle d’IA')).toBeTruthy();
  });

  it('confirms an action with one tap and shows it done', async () => {
    const reply = aMessage({
      id: REPLY_ID,
      role: 'assistant',
      content: RECIPE,
      actions: [
        {
          id: ACTION_ID,
          kind: 'add-to-shopping-list',
          label: 'Ajouter ces ingrédients à la liste',
          status: 'proposed',
          doneAt: null,
          recipeId: 'plat-quiche',
          recipeTitle: 'Quiche aux poireaux',
          servings: 3,
          lines: ['3 poireaux', '20 cl de crème'],
        },
      ],
    });
    const server = startServer({ mode: 'offline', messages: [QUESTION, reply] }, ({ url }) => {
      expect(url).toBe(`/api/chat/actions/${ACTION_ID}/confirm`);
      const done = { ...reply.actions[0], status: 'done', doneAt: AT };
      return jsonResponse(200, {
        action: done,
        wrote: true,
        shoppingItemIds: [],
        plannedMealIds: [],
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByText('2 ingrédients')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter ces ingrédients à la liste' }));
    expect(await screen.findByText('Ajouté à la liste')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter ces ingrédients à la liste' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Voir la liste de courses' }).getAttribute('href'),
    ).toBe('/dashboard/shopping');
    expect(server.posts()).toHaveLength(1);
  });

  it('shows a warning beside a recipe that breaks the household’s rules, and a cut reply', async () => {
    const reply = aMessage({
      id: REPLY_ID,
      role: 'assistant',
      content: '# Quiche lorraine\n\n## Ingrédients\n- 200 g de lardons',
      mode: 'model',
      status: 'incomplete',
      warnings: [
        {
          recipeTitle: 'Quiche lorraine',
          reasons: ['« Lardons » contient du porc.'],
          unverified: [],
        },
      ],
    });
    startServer({ mode: 'offline', messages: [QUESTION, reply] });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(
      '« Quiche lorraine » ne respecte pas les règles de votre foyer',
    );
    expect(note.textContent).toContain('« Lardons » contient du porc.');
    expect(screen.getByText('Réponse interrompue')).toBeTruthy();
    // Written by the model although the screen answers offline now: it says so.
    expect(screen.getByText('Répondu par : Modèle d’IA')).toBeTruthy();
  });

  it('gives a refused message back to the input, with the French reason', async () => {
    startServer({ mode: 'offline', messages: [] }, () =>
      jsonResponse(409, {
        code: 'CHAT_REPLY_PENDING',
        message: 'L’assistant est encore en train de répondre.',
      }),
    );
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Votre message');
    await user.type(input, 'Un dessert ?{Enter}');
    expect(
      await screen.findByText(
        'L’assistant est encore en train de répondre. Attendez la fin de sa réponse avant d’envoyer un nouveau message.',
      ),
    ).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('Un dessert ?');
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('resets the conversation after a confirmation', async () => {
    const server = startServer({
      mode: 'offline',
      messages: [QUESTION, aMessage({ id: REPLY_ID, role: 'assistant', content: 'Bonjour !' })],
    });
    const user = userEvent.setup();
    await screen.findByRole('log');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser la conversation ?' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Comment puis-je vous aider aujourd’hui ?')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has a close button back to the dashboard (shown on phones)', async () => {
    startServer({ mode: 'offline', messages: [] });
    const close = await screen.findByRole('link', { name: 'Fermer l’assistant' });
    expect(close.getAttribute('href')).toBe('/dashboard');
    expect(close.className).toContain('lg:hidden');
  });
});
