import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { object, string } from 'superstruct';
import { createApiClient } from '../../../src/api/client.ts';
import { MAX_RETRY_AFTER_SECONDS, parseRetryAfter } from '../../../src/api/retry-after.ts';
import { startServer, type TestServer } from './http-server.ts';

const Pong = object({ pong: string() });

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');
  it.each([
    ['delay-seconds', '120', 120],
    ['zero', '0', 0],
    ['spaces around', ' 7 ', 7],
    ['an HTTP date 90.4 s ahead (rounded up)', 'Sat, 28 Nov 2026 10:01:30 GMT', 90],
    ['an HTTP date in the past', 'Sat, 28 Nov 2026 09:00:00 GMT', 0],
    ['more than a day', '999999', MAX_RETRY_AFTER_SECONDS],
  ])('%s: %j → %d', (_label, value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });

  it.each([null, undefined, '', 'soon', '-5', '1.5', '12abc', 'Sat, 99 Foo 2026'])('%j is no wait', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });

  it('counts an HTTP date from the clock', () => {
    expect(parseRetryAfter('Sat, 28 Nov 2026 10:01:30 GMT', now + 400)).toBe(90);
    expect(parseRetryAfter('Sat, 28 Nov 2026 10:01:30 GMT', now + 1000)).toBe(89);
  });
});

describe('the client keeps Retry-After with an HTTP failure', () => {
  let server: TestServer;
  let header: string | null = '30';
  beforeAll(async () => {
    server = await startServer((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', ...(header === null ? {} : { 'retry-after': header }) });
      res.end(JSON.stringify({ error: 'Too many failed gift code look-ups; try again in 30 s' }));
    });
  });
  afterAll(() => server.close());

  const send = () =>
    createApiClient({
      apiBase: `${server.origin}/contextapi`,
      context: 'shop',
      origin: server.origin,
      logger: { debug: vi.fn(), warn: vi.fn() },
    }).send({ call: 'giftshop.getCode', method: 'GET', path: 'giftshop/code/X', response: Pong });

  it('as retryAfter (the header as sent) on the 429, without retrying it', async () => {
    header = '30';
    expect(await send()).toMatchObject({ ok: false, kind: 'http', status: 429, retryAfter: '30' });
    expect(server.requests).toHaveLength(1);
  });

  it('is undefined when the header is missing; an unreadable one is kept and reads as no wait', async () => {
    header = null;
    expect(await send()).toMatchObject({ ok: false, status: 429, retryAfter: undefined });
    header = 'later';
    const result = await send();
    expect(result).toMatchObject({ retryAfter: 'later' });
    expect(parseRetryAfter(!result.ok && result.kind === 'http' ? result.retryAfter : undefined)).toBeUndefined();
  });
});
