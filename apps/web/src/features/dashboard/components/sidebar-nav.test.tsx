import '@/test/cleanup';
import type { ChatHistory } from '@mijote/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoutes } from '@/test/render-app';
import { SidebarNav } from './sidebar-nav';

function openNav(reply: { status: number; body?: ChatHistory | { code: string } }) {
  mockFetch((url) => (url === '/api/chat/messages' ? reply : { status: 404 }));
  return renderRoutes([{ path: '/dashboard', element: <SidebarNav /> }], '/dashboard');
}

const chatLink = () => screen.getByRole('link', { name: /^Assistant Chef/ });

describe('the navigation says « IA » only when a model answers (decision 028)', () => {
  it('shows « IA » when the server says a model answers', async () => {
    openNav({ status: 200, body: { mode: 'model', messages: [] } });
    expect(await screen.findByText('IA')).toBeTruthy();
    expect(chatLink().textContent).toBe('Assistant ChefIA');
  });

  it('says « hors ligne », as the chat page does, without a model', async () => {
    openNav({ status: 200, body: { mode: 'offline', messages: [] } });
    const badge = await screen.findByText('hors ligne');
    expect(badge.getAttribute('title')).toBe(
      'Les réponses viennent des recettes et des connaissances de Mijote, sans modèle de langage.',
    );
    expect(screen.queryByText('IA')).toBeNull();
  });

  it('claims nothing while it does not know, or when the server cannot say', async () => {
    openNav({ status: 500, body: { code: 'CHAT_LOAD_FAILED' } });
    expect(chatLink().textContent).toBe('Assistant Chef');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chatLink().textContent).toBe('Assistant Chef');
  });
});
