import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy of the test's own in front of PostgreSQL, to cut the link while the server runs:
 * - `cut()`: every open connection is reset and new ones are refused at once (a restart, a
 *   dropped route): the driver sees ECONNRESET / ECONNREFUSED-like failures immediately;
 * - `stall()`: nothing answers any more, neither open connections nor new ones (a dead network):
 *   only the driver's own timeouts can notice;
 * - `restore()`: new connections go through again (stalled ones resume).
 */
export type TcpProxy = {
  port: number;
  url(databaseUrl: string): string;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
};

type Link = { client: Socket; upstream: Socket | undefined };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open';
  const links = new Set<Link>();

  const forward = (link: Link) => {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    link.client.pipe(upstream);
    upstream.pipe(link.client);
    const drop = () => {
      link.client.destroy();
      upstream.destroy();
      links.delete(link);
    };
    upstream.on('error', drop);
    upstream.on('close', drop);
    link.client.on('close', drop);
  };

  const server = createServer((client) => {
    client.on('error', () => client.destroy());
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, upstream: undefined };
    links.add(link);
    if (mode === 'open') forward(link);
    else client.pause(); // stalled: accepted, never answered, until restore()
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      mode = 'cut';
      for (const link of links) {
        link.client.resetAndDestroy();
        link.upstream?.destroy();
      }
      links.clear();
    },
    stall() {
      mode = 'stall';
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
    },
    restore() {
      mode = 'open';
      for (const link of links) {
        if (!link.upstream) forward(link);
        link.client.resume();
        link.upstream?.resume();
      }
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
