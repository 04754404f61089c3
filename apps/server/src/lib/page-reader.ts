import type { Config } from '../config';
import { isPublicAddress } from './public-address';
import { createSafeFetch, type FetchedPage, safeFetch } from './safe-fetch';

/** Reads the page at a link a user gave (decision 038); what the recipe import calls. */
export type PageReader = (link: string) => Promise<FetchedPage>;

/**
 * safeFetch, always, except for the end-to-end suite (TEST_LINKS_TO_LOOPBACK, which config.ts
 * refuses in production): its fixture pages are served on 127.0.0.1, the one address it adds.
 * Every other private address is still refused, redirects included.
 */
export function pageReaderFor(config: Pick<Config, 'testLinksToLoopback'>): PageReader {
  if (!config.testLinksToLoopback) return safeFetch;
  return createSafeFetch({
    isAllowedAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
  });
}
