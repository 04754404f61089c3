import * as contracts from '@mijote/contracts';
import type { Endpoint } from '@mijote/contracts/api/endpoint';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIRST_READS, SESSION_READ } from './first-reads';

/** Every endpoint the contracts declare (`fridgeApi.list`…). */
function endpoints(): Endpoint[] {
  return Object.entries(contracts)
    .filter(([name]) => /Api$/.test(name))
    .flatMap(([, area]) => Object.values(area as Record<string, unknown>))
    .filter((each): each is Endpoint => typeof (each as Endpoint | null)?.path === 'string');
}

describe('the reads a dashboard page preloads', () => {
  it('are each a read (GET) of the contracts, without a parameter in its path', () => {
    const reads = new Set<string>(
      endpoints()
        .filter((endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':'))
        .map((endpoint) => endpoint.path),
    );
    expect(reads.size).toBeGreaterThan(20);
    for (const path of [SESSION_READ, ...Object.values(DASHBOARD_FIRST_READS).flat()]) {
      expect(reads.has(path), path).toBe(true);
    }
  });

  it('are named for pages of the app', () => {
    const pages = new Set<string>(contracts.APP_PAGES);
    for (const page of Object.keys(DASHBOARD_FIRST_READS)) expect(pages.has(page), page).toBe(true);
  });
});
