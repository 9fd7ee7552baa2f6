/**
 * The steps the hostile-input journeys (test/e2e/hostile-input*.spec.ts) share: API calls with the page's cookies,
 * signing in, and the two checks after every render — no harm done (harness.ts) and the vectors' tokens shown.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Vector } from './corpus.ts';
import { deepText, probeHits, styleEscapes, tokensIn, type HostileServer, type Watch } from './harness.ts';

export const API = '/contextapi/butik/v1';

/** JSON call with the page's cookies and XSRF header; returns status and body. */
export async function call<T = unknown>(
  server: HostileServer,
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const cookie = (await page.context().cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.fetch(`${server.url}${path.startsWith('/api/') ? '' : API}${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), accept: 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

export async function signIn(server: HostileServer, page: Page, username: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  const cookie = (await page.context().cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.post(`${server.url}/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' },
    multipart: { action: 'signin', username, password: 'demo1234', output: 'json' },
  });
  expect(res.status()).toBe(200);
}

/** Fails with the details when the page executed a vector, asked another origin or let a style escape. */
export async function expectNoHarm(page: Page, watch: Watch, where: string): Promise<void> {
  // Give lazy handlers (onerror of images from this server, onfocus after autofocus, toggle events, animation
  // starts: all within a frame or a local round trip) time to fire.
  await page.waitForTimeout(100);
  expect(await probeHits(page), `${where}: vectors executed`).toEqual([]);
  expect(watch.foreign, `${where}: requests to other origins`).toEqual([]);
  expect(await styleEscapes(page), `${where}: style escapes`).toEqual([]);
}

/**
 * Every vector's token in the text of `root` (a page or an element: shadow roots and field values included, harness.ts
 * `deepText`): proof that the data was rendered. Sanitised HTML fields go through `showEvery` (every.ts).
 */
export async function expectShown(root: Page | Locator, vectors: Vector[], where: string): Promise<number> {
  const shown = tokensIn(await deepText(root));
  const missing = vectors.filter((v) => !shown.has(v.id)).map((v) => v.id);
  expect(missing, `${where}: vectors whose token is not shown`).toEqual([]);
  return vectors.length;
}

/** Waits until the token of `vector` is in the text of `root` (a page or an element). */
export async function waitForToken(root: Page | Locator, vector: Vector, timeout = 15_000): Promise<void> {
  await expect.poll(async () => tokensIn(await deepText(root)).has(vector.id), { timeout }).toBe(true);
}

export const utcDay = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
