/**
 * src/api/README.md claims that no other test proved (docs/testing/readme-claims.md).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { object, string } from 'superstruct';
import { createApiClient } from '../../../src/api/client.ts';
import { json, startServer, type TestServer } from './http-server.ts';

const Pong = object({ pong: string() });

let server: TestServer;
beforeAll(async () => {
  server = await startServer((_req, res) => {
    setTimeout(() => json(res, 200, { pong: 'late' }), 400);
  });
});
afterAll(() => server.close());

describe('Retries: "4xx, invalid responses and timeouts are not retried"', () => {
  it('a GET that times out is sent once, although retries are on', async () => {
    const logger = { debug: vi.fn(), warn: vi.fn() };
    const c = createApiClient({
      apiBase: `${server.origin}/contextapi`,
      context: 'shop',
      origin: server.origin,
      cookies: () => '',
      retry: { retries: 2, baseDelay: 5, maxDelay: 10 },
      timeout: 50,
      logger,
    });
    const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong });
    expect(r).toMatchObject({ ok: false, kind: 'timeout', reason: 'timeout of 50 ms exceeded' });
    // Wait past when retries would have been sent (5 ms + 10 ms backoff, each 50 ms long).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests).toHaveLength(1);
  });
});
