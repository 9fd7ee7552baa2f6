/**
 * The load bench's arithmetic and budget (test/bench/load.ts, api-load.ts), without timing assertions: percentiles
 * by nearest rank, answers counted per call and by status, the warm-up's answers left out of the measured figures,
 * and which rows fail `npm run bench` (errors anywhere, p99 over 500 ms on PostgreSQL, never PGlite's p99).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannon, percentiles, type LoadResult } from '../bench/api-load.ts';
import { failedGates, rowsOf, type Backend } from '../bench/load.ts';

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const times = Array.from({ length: 200 }, (_, i) => i + 1); // 1..200 ms
    expect(percentiles(times)).toEqual({ p50: 100, p95: 190, p99: 198, max: 200 });
    expect(percentiles([7])).toEqual({ p50: 7, p95: 7, p99: 7, max: 7 });
    expect(percentiles([])).toEqual({ p50: 0, p95: 0, p99: 0, max: 0 });
  });
});

describe('cannon', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('{}');
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('counts answers per call and by status, and leaves the warm-up out of the measured ones', async () => {
    const r = await cannon([base, base], 4, 1, [{ path: '/ok' }, { path: '/missing' }], 1);
    expect(r.errors).toBe(0);
    expect(r.answered).toBeGreaterThan(0);
    expect(r.withWarmup.answered).toBeGreaterThan(r.answered);
    expect(r.non2xx).toBeGreaterThanOrEqual(Math.floor(r.answered / 2));
    expect(r.calls.map((c) => c.call).sort()).toEqual(['GET /missing', 'GET /ok']);
    expect(r.calls.reduce((n, c) => n + c.answered, 0)).toBe(r.answered);
  }, 20_000);
});

describe('the budget rows', () => {
  const result = (p99: number, errors = 0, non2xx = 0): LoadResult => ({
    connections: 200,
    seconds: 10,
    warmup: 2,
    answered: 1000,
    throughput: 100,
    errors,
    non2xx,
    p50: 10,
    p95: 20,
    p99,
    max: p99,
    withWarmup: { answered: 1100, p50: 10, p95: 20, p99, max: p99 },
    calls: [],
    slowest: [],
  });
  const rows = (backend: Backend, r: LoadResult) =>
    rowsOf({ round: 1, backend, load: 1, idle: 90, serverCpu: 0.5, result: r }, 1);

  it('fails on a PostgreSQL p99 over 500 ms, one instance or two', () => {
    expect(failedGates(rows('PostgreSQL, 1 instance', result(500)))).toEqual([]);
    expect(failedGates(rows('PostgreSQL, 1 instance', result(501))).map((r) => r.metric)).toEqual([
      'PostgreSQL, 1 instance: latency p99',
    ]);
    expect(failedGates(rows('PostgreSQL, 2 instances', result(900)))).toHaveLength(1);
  });

  it("reports PGlite's p99 without a budget, and fails on errors or non-2xx anywhere", () => {
    expect(failedGates(rows('PGlite', result(5000)))).toEqual([]);
    expect(failedGates(rows('PGlite', result(5000, 1))).map((r) => r.metric)).toEqual([
      'PGlite: errors (no answer: connection errors, timeouts)',
    ]);
    expect(failedGates(rows('PostgreSQL, 1 instance', result(100, 0, 3))).map((r) => r.metric)).toEqual([
      'PostgreSQL, 1 instance: non-2xx answers',
    ]);
  });
});
