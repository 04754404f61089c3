import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The recipe pages of test/fixtures/recipe-pages, by file name. */
export function recipePage(name: string): string {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'recipe-pages', name), 'utf8');
}

/**
 * Serves each page of `pages` (path → HTML) on 127.0.0.1, as a recipe site would; any other path
 * answers 404. Reachable only through a page reader that lets 127.0.0.1 through.
 */
export async function serveFixturePages(pages: Readonly<Record<string, string>>) {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? '/'];
    if (page === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
