import { expect, type Page, test } from '@playwright/test';

/**
 * A call to the API as the page's browser makes it: its cookies (page.request shares the
 * context's) and its Origin, which every state-changing route checks. It must answer `status`;
 * the answer's JSON is returned (null for an empty body).
 */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
  status = 200,
) {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await page.request.fetch(url, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}
