// sendProductView (src/features/shop-context/view-event.ts): spec §7 event tracking, §8 "event tracking returns false".
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { sendProductView } from '../../../src/features/shop-context/view-event.ts';

function client(context: string, answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return answer();
  });
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const c = createApiClient({
    apiBase: 'https://shop.test/contextapi',
    context,
    origin: 'https://shop.test',
    cookies: () => 'XSRF-TOKEN=t',
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger,
  });
  return { c, calls, logger };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sendProductView', () => {
  it('POSTs { type: product, id } to {apiBase}/{context}/v1/event/view once per page view and resolves true', async () => {
    const { c, calls } = client('butik-a', () => json(200, { success: true }));
    expect(await sendProductView(c, '10001')).toBe(true);
    expect(await sendProductView(c, '10001')).toBe(true);
    expect(calls).toEqual([
      { url: 'https://shop.test/contextapi/butik-a/v1/event/view', body: { type: 'product', id: '10001' } },
    ]);
    await sendProductView(c, '10006');
    expect(calls).toHaveLength(2);
  });

  it('resolves false on a failure (logged as a warning, never thrown)', async () => {
    const { c, calls, logger } = client('butik-b', () => json(500, { error: 'down' }));
    await expect(sendProductView(c, '10001')).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const offline = client('butik-c', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendProductView(offline.c, '10001')).resolves.toBe(false);
  });
});
