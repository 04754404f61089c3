import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipePage, serveFixturePages } from '../../test/helpers/fixture-pages';
import { AppError } from './app-error';
import { pageReaderFor } from './page-reader';

// The app reads recipe links with safeFetch; only the end-to-end switch lets 127.0.0.1 through.

describe('pageReaderFor', () => {
  let site: Awaited<ReturnType<typeof serveFixturePages>>;
  beforeAll(async () => {
    site = await serveFixturePages({ '/quiche': recipePage('quiche-json-ld.html') });
  });
  afterAll(async () => site.close());

  it('refuses 127.0.0.1 by default, as safeFetch does', async () => {
    const read = pageReaderFor({ testLinksToLoopback: false });
    await expect(read(`${site.base}/quiche`)).rejects.toEqual(new AppError('LINK_NOT_PUBLIC'));
  });

  it('reaches the fixture pages with the test switch, and still refuses private addresses', async () => {
    const read = pageReaderFor({ testLinksToLoopback: true });
    expect((await read(`${site.base}/quiche`)).html).toContain('Quiche lorraine de Mamie');
    await expect(read('http://10.0.0.1/')).rejects.toEqual(new AppError('LINK_NOT_PUBLIC'));
    await expect(read('http://[::1]/')).rejects.toEqual(new AppError('LINK_NOT_PUBLIC'));
  });
});
