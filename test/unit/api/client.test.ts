import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { object, string } from 'superstruct';
import { backoffDelay, createApiClient, type ApiClientOptions, type ApiLogger } from '../../../src/api/client.ts';
import { createApi } from '../../../src/api/index.ts';
import { deadOrigin, json, startServer, type TestServer } from './http-server.ts';
import { cart, giftCode } from './fixtures.ts';

const Pong = object({ pong: string() });

function quietLogger() {
  return { debug: vi.fn(), warn: vi.fn() } satisfies ApiLogger;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer((_req, res) => json(res, 200, { pong: 'ok' }));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.setHandler((_req, res) => json(res, 200, { pong: 'ok' }));
});

function client(extra: Partial<ApiClientOptions> = {}) {
  const logger = quietLogger();
  const c = createApiClient({
    apiBase: `${server.origin}/contextapi`,
    context: 'shop',
    origin: server.origin,
    cookies: () => 'a=1; XSRF-TOKEN=tok%2F123; b=2',
    retry: { retries: 2, baseDelay: 5, maxDelay: 10 },
    logger,
    ...extra,
  });
  return { c, logger };
}

describe('base URL', () => {
  it('sends calls to {apiBase}/{context}/v1/', async () => {
    const { c } = client({ context: 'my shop' });
    const r = await c.send({ call: 't', method: 'GET', path: 'cart/getcart', response: Pong });
    expect(r.ok).toBe(true);
    expect(server.requests[0]?.path).toBe('/contextapi/my%20shop/v1/cart/getcart');
  });

  it('defaults apiBase to /contextapi resolved against the page origin', async () => {
    const { c } = client({ apiBase: undefined });
    expect(c.base).toBe(`${server.origin}/contextapi/shop/v1/`);
    await c.send({
      call: 't',
      method: 'GET',
      path: 'search',
      query: { query: 'pen', limit: 5, skip: undefined },
      response: Pong,
    });
    expect(server.requests[0]?.url).toBe('/contextapi/shop/v1/search?query=pen&limit=5');
  });
});

describe('XSRF header', () => {
  it('is sent on same-origin POST and DELETE with the cookie value', async () => {
    const { c } = client();
    await c.send({ call: 't', method: 'POST', path: 'x', body: { a: 1 }, response: Pong });
    await c.send({ call: 't', method: 'DELETE', path: 'x', response: Pong });
    expect(server.requests.map((r) => r.headers['x-xsrf-token'])).toEqual(['tok/123', 'tok/123']);
  });

  it('is not sent on GET', async () => {
    const { c } = client();
    await c.send({ call: 't', method: 'GET', path: 'x', response: Pong });
    expect(server.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('is sent on a state-changing GET (freegift/add, cart/emptycart…), which is never retried', async () => {
    const { c } = client();
    await c.send({ call: 't', method: 'GET', path: 'x', stateChanging: true, response: Pong });
    expect(server.requests[0]?.headers['x-xsrf-token']).toBe('tok/123');
    const api = createApi({
      apiBase: `${server.origin}/contextapi`,
      context: 'shop',
      origin: server.origin,
      logger: quietLogger(),
      cookies: () => 'XSRF-TOKEN=t1',
    });
    server.requests.length = 0;
    await api.freegift.add('10597');
    await api.freegift.remove();
    await api.cart.empty();
    await api.cart.change({ merge: true });
    await api.freegift.getCurrent();
    expect(server.requests.map((r) => r.headers['x-xsrf-token'] ?? null)).toEqual(['t1', 't1', 't1', 't1', null]);
  });

  it('is never sent to another origin', async () => {
    // The page lives on shop.example; the API base points elsewhere (the test server).
    const { c } = client({ origin: 'http://shop.example' });
    await c.send({ call: 't', method: 'POST', path: 'x', body: { a: 1 }, response: Pong });
    await c.send({ call: 't', method: 'POST', path: `${server.origin}/login`, body: { a: 1 }, response: Pong });
    expect(server.requests).toHaveLength(2);
    for (const r of server.requests) expect(r.headers['x-xsrf-token']).toBeUndefined();
  });

  it('is not sent when there is no page origin or no cookie', async () => {
    const a = client({ origin: undefined, cookies: () => 'XSRF-TOKEN=abc' }).c;
    const b = client({ cookies: () => 'other=1' }).c;
    await a.send({ call: 't', method: 'POST', path: 'x', body: {}, response: Pong });
    await b.send({ call: 't', method: 'POST', path: 'x', body: {}, response: Pong });
    expect(server.requests).toHaveLength(2);
    for (const r of server.requests) expect(r.headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('no-cache headers', () => {
  it('are sent on gift-shop calls (GET and POST) and not on others', async () => {
    const logger = quietLogger();
    const api = createApi({
      apiBase: `${server.origin}/contextapi`,
      context: 'shop',
      origin: server.origin,
      logger,
      cookies: () => '',
    });
    await api.giftshop.getSettings();
    await api.giftshop.create({ name: 'Jul' });
    await api.cart.get();
    const [settings, create, cartReq] = server.requests;
    expect(settings?.path).toBe('/contextapi/shop/v1/giftshop/settings');
    expect(settings?.headers['cache-control']).toBe('no-cache');
    expect(settings?.headers.pragma).toBe('no-cache');
    expect(create?.headers['cache-control']).toBe('no-cache');
    expect(create?.headers.pragma).toBe('no-cache');
    expect(cartReq?.headers['cache-control']).not.toBe('no-cache');
    expect(cartReq?.headers.pragma).toBeUndefined();
  });
});

describe('abort', () => {
  it('aborts an in-flight request: "Request aborted", an aborted result, debug log only', async () => {
    server.setHandler((_req, res) => {
      setTimeout(() => json(res, 200, giftCode), 2000);
    });
    const logger = quietLogger();
    const api = createApi({ apiBase: `${server.origin}/contextapi`, context: 'shop', origin: server.origin, logger });
    const controller = new AbortController();
    const started = Date.now();
    const pending = api.giftshop.getCode('JUL26-0001', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toEqual({ ok: false, kind: 'aborted', reason: 'Request aborted' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledWith('[butik-api] giftshop.getCode: Request aborted');
  });

  it('sends nothing for an already aborted signal', async () => {
    const { c } = client();
    const controller = new AbortController();
    controller.abort();
    const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong, signal: controller.signal });
    expect(r).toMatchObject({ ok: false, kind: 'aborted', reason: 'Request aborted' });
    expect(server.requests).toHaveLength(0);
  });

  it('stops waiting during a retry backoff', async () => {
    const controller = new AbortController();
    // Answer 503 (retryable), then abort while the client waits 5 s before its retry.
    server.setHandler((_req, res) => {
      json(res, 503, { error: 'busy' });
      setTimeout(() => controller.abort(), 50);
    });
    const { c } = client({ retry: { retries: 2, baseDelay: 5000, maxDelay: 5000 } });
    const started = Date.now();
    const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong, signal: controller.signal });
    expect(r).toMatchObject({ ok: false, kind: 'aborted', reason: 'Request aborted' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(server.requests).toHaveLength(1);
  });
});

describe('GET retries', () => {
  it('backoff grows 4x from 300 ms and is capped at 1.2 s by default', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n))).toEqual([300, 1200, 1200, 1200]);
    expect(backoffDelay(1, 50, 100)).toBe(100);
  });

  it('retries 5xx twice with capped exponential backoff, then succeeds', async () => {
    // The waits are read from what the client asks the timer for, not measured: exactly 100 ms, then 120 ms
    // (capped, not 100 * 4), on any machine. The server's clock only shows they were not cut short.
    const backoffs: unknown[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const timers = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      // Only the client's own timers: fetch (undici) keeps its connection timers with setTimeout too.
      if (new Error().stack?.includes('/src/api/client.ts')) backoffs.push(ms);
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout);
    try {
      let n = 0;
      server.setHandler((_req, res) => (++n <= 2 ? json(res, 503, { error: 'busy' }) : json(res, 200, { pong: 'ok' })));
      const { c } = client({ retry: { retries: 2, baseDelay: 100, maxDelay: 120 } });
      const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong });
      expect(r).toMatchObject({ ok: true, value: { pong: 'ok' } });
      expect(server.requests).toHaveLength(3);
      expect(backoffs).toEqual([100, 120]);
      const [a, b, d] = server.requests.map((x) => x.at) as [number, number, number];
      expect(b - a).toBeGreaterThanOrEqual(100);
      expect(d - b).toBeGreaterThanOrEqual(120);
    } finally {
      timers.mockRestore();
    }
  });

  it('gives up after the retries with the last reason', async () => {
    server.setHandler((_req, res) => json(res, 500, { error: 'boom' }));
    const { c } = client();
    const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong });
    expect(r).toMatchObject({
      ok: false,
      kind: 'http',
      status: 500,
      reason: 'Request failed with status code 500',
      body: { error: 'boom' },
      error: { error: 'boom' },
    });
    expect(server.requests).toHaveLength(3);
  });

  it('retries network errors (connection dropped), then succeeds', async () => {
    let n = 0;
    server.setHandler((_req, res) => {
      if (++n <= 2) res.socket?.destroy();
      else json(res, 200, { pong: 'ok' });
    });
    const { c } = client();
    const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong });
    expect(r.ok).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('reports "Network Error" when nothing listens', async () => {
    const logger = quietLogger();
    const dead = await deadOrigin();
    const c = createApiClient({
      apiBase: `${dead}/contextapi`,
      context: 'shop',
      origin: dead,
      logger,
      retry: { baseDelay: 1, maxDelay: 1 },
    });
    const r = await c.send({ call: 'cart.get', method: 'GET', path: 'cart/getcart', response: Pong });
    expect(r).toEqual({ ok: false, kind: 'network', reason: 'Network Error' });
    expect(logger.warn).toHaveBeenCalledWith('[butik-api] cart.get failed: Network Error');
  });

  it('does not retry 4xx', async () => {
    server.setHandler((_req, res) => json(res, 404, { error: 'Ukendt kode' }));
    const { c, logger } = client();
    const r = await c.send({ call: 'giftshop.getCode', method: 'GET', path: 'giftshop/code/X', response: Pong });
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 404, body: { error: 'Ukendt kode' } });
    expect(server.requests).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(
      '[butik-api] giftshop.getCode failed: Request failed with status code 404',
    );
  });
});

describe('no retry of state-changing calls', () => {
  for (const method of ['POST', 'DELETE'] as const) {
    it(`${method} is sent once on 5xx`, async () => {
      server.setHandler((_req, res) => json(res, 503, { error: 'busy' }));
      const { c } = client();
      const r = await c.send({
        call: 't',
        method,
        path: 'x',
        body: method === 'POST' ? { a: 1 } : undefined,
        response: Pong,
      });
      expect(r).toMatchObject({ ok: false, status: 503 });
      expect(server.requests).toHaveLength(1);
    });

    it(`${method} is sent once on a network error`, async () => {
      server.setHandler((_req, res) => {
        res.socket?.destroy();
      });
      const { c } = client();
      const r = await c.send({ call: 't', method, path: 'x', response: Pong });
      expect(r).toMatchObject({ ok: false, kind: 'network', reason: 'Network Error' });
      expect(server.requests).toHaveLength(1);
    });
  }
});

describe('response validation', () => {
  it('treats a body that does not match the schema as a failure (and does not retry it)', async () => {
    server.setHandler((_req, res) => json(res, 200, { pong: 42 }));
    const { c, logger } = client();
    const r = await c.send({ call: 'cart.get', method: 'GET', path: 'x', response: Pong });
    expect(r).toMatchObject({ ok: false, kind: 'invalid-response', status: 200 });
    expect(server.requests).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[butik-api\] cart\.get failed: Invalid response: "pong": Expected a string/),
    );
  });

  it('treats a non-JSON body as a failure', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>login</html>');
    });
    const { c } = client();
    const r = await c.send({ call: 't', method: 'GET', path: 'x', response: Pong });
    expect(r).toMatchObject({ ok: false, kind: 'invalid-response', reason: 'Invalid response: not JSON' });
  });

  it('validates a real cart and fills schema defaults', async () => {
    server.setHandler((_req, res) => json(res, 200, cart));
    const api = createApi({
      apiBase: `${server.origin}/contextapi`,
      context: 'shop',
      origin: server.origin,
      logger: quietLogger(),
    });
    await expect(api.cart.get()).resolves.toEqual({ ok: true, value: cart, status: 200 });
  });
});

describe('timeout', () => {
  it('has none by default (a slow answer still arrives)', async () => {
    server.setHandler((_req, res) => {
      setTimeout(() => json(res, 200, { pong: 'late' }), 300);
    });
    const { c } = client();
    await expect(c.send({ call: 't', method: 'GET', path: 'x', response: Pong })).resolves.toMatchObject({
      ok: true,
      value: { pong: 'late' },
    });
  });

  it('reports "timeout of N ms exceeded" when one is set', async () => {
    server.setHandler((_req, res) => {
      setTimeout(() => json(res, 200, { pong: 'late' }), 1000);
    });
    const { c, logger } = client({ timeout: 50 });
    const r = await c.send({ call: 'cart.get', method: 'GET', path: 'x', response: Pong });
    expect(r).toEqual({ ok: false, kind: 'timeout', reason: 'timeout of 50 ms exceeded' });
    expect(logger.warn).toHaveBeenCalledWith('[butik-api] cart.get failed: timeout of 50 ms exceeded');
  });
});
