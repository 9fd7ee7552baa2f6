/**
 * Load run of the reference API on loopback (part of `npm run bench`; alone: `npx tsx test/bench/load.ts`).
 *
 * Starts the real server (demo/server/main.ts `startServer`) on 127.0.0.1:18300 (COMMERCE's port range;
 * BUTIK_LOAD_PORT overrides) with a fresh in-memory PGlite database, seeded, then drives it with autocannon:
 * 200 connections for 10 s (BUTIK_LOAD_SECONDS overrides) against a mix of GET endpoints and a POST
 * product/ids carrying the XSRF cookie + header. Reports req/s, latency p50 / p97.5 / p99, connection
 * errors, timeouts and non-2xx answers (budget: 0 errors, 0 non-2xx). Bounded: the run has a hard timeout.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../demo/server/main.ts';

type Row = Record<string, unknown>;

interface Histogram {
  average: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}
export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  duration: number;
  '2xx': number;
}
export interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (
  opts: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    requests: AutocannonRequest[];
    headers?: Record<string, string>;
  },
  cb: (err: Error | null, result: AutocannonResult) => void,
) => { stop(): void };

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

export const CONNECTIONS = 200;
/**
 * Per-request timeout. PGlite executes one query at a time, so with 200 connections each request queues
 * behind ~199 others (about 1 s at ~250 req/s on this shared 2-core machine); 30 s bounds a stuck request
 * without counting queueing on a busy machine as an error.
 */
const REQUEST_TIMEOUT_S = 30;

/** The bench's API mix against `base` (one XSRF token for the POST), warmed up: every call answered 2xx once. */
export async function apiMix(base: string): Promise<AutocannonRequest[]> {
  // One XSRF token for the POST (double-submit: cookie + header).
  const first = await fetch(`${base}/contextapi/demo/v1/cart/getcart`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie from the server');
  await first.text();
  const api = '/contextapi/demo/v1';
  const requests: AutocannonRequest[] = [
    { path: `${api}/cart/getcart` },
    { path: `${api}/search?query=kuglepen&limit=10` },
    { path: `${api}/giftshop/code/JUL26-0001` },
    {
      method: 'POST',
      path: `${api}/product/ids`,
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      body: JSON.stringify(['10001', '10002', '10003', '10004', '10005']),
    },
    { path: `${api}/giftshop/jul-2026` },
    { path: `${api}/cart/getcurrentdelivery` },
    { path: `${api}/suggestions?query=kop` },
  ];
  // Warm-up (JIT, query plans) so the measured window is steady state.
  for (const r of requests) {
    const res = await fetch(`${base}${r.path}`, {
      method: r.method ?? 'GET',
      ...(r.headers ? { headers: r.headers } : {}),
      ...(r.body ? { body: r.body } : {}),
    });
    if (res.status >= 300) throw new Error(`${r.method ?? 'GET'} ${r.path} answered ${res.status} before the run`);
    await res.text();
  }
  return requests;
}

/**
 * Drives `bases` at the same time with `connections` in all, split evenly (a round-robin load balancer's
 * share). Latency percentiles of a split run are the worst of the parts (conservative: autocannon gives no
 * merged histogram); throughput, totals and errors are summed.
 */
export async function cannon(
  bases: string[],
  connections: number,
  seconds: number,
  requests: AutocannonRequest[],
): Promise<AutocannonResult> {
  const parts = await Promise.all(
    bases.map(
      (url) =>
        new Promise<AutocannonResult>((resolve, reject) => {
          const hardStop = setTimeout(() => instance.stop(), (seconds + REQUEST_TIMEOUT_S + 10) * 1000);
          const instance = autocannon(
            {
              url,
              connections: Math.round(connections / bases.length),
              duration: seconds,
              timeout: REQUEST_TIMEOUT_S,
              requests,
              headers: { accept: 'application/json' },
            },
            (err, res) => {
              clearTimeout(hardStop);
              if (err) reject(err);
              else resolve(res);
            },
          );
        }),
    ),
  );
  if (parts.length === 1) return parts[0]!;
  const sum = (f: (r: AutocannonResult) => number) => parts.reduce((n, r) => n + f(r), 0);
  const worst = (f: (r: AutocannonResult) => number) => Math.max(...parts.map(f));
  return {
    requests: { ...parts[0]!.requests, average: sum((r) => r.requests.average), total: sum((r) => r.requests.total) },
    latency: {
      average: worst((r) => r.latency.average),
      p50: worst((r) => r.latency.p50),
      p97_5: worst((r) => r.latency.p97_5),
      p99: worst((r) => r.latency.p99),
      max: worst((r) => r.latency.max),
    },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    mismatches: sum((r) => r.mismatches),
    duration: worst((r) => r.duration),
    '2xx': sum((r) => r['2xx']),
  };
}

export async function run(): Promise<Row[]> {
  const port = Number(process.env.BUTIK_LOAD_PORT ?? 18300);
  const seconds = Number(process.env.BUTIK_LOAD_SECONDS ?? 10);
  const server = await startServer({ port, host: '127.0.0.1', dataDir: 'memory://', quiet: true });
  try {
    const base = server.url;
    const requests = await apiMix(base);
    const result = await cannon([base], CONNECTIONS, seconds, requests);
    const metric = (name: string, value: number, unit: string, budget = '', ok: boolean | '' = '') => ({
      metric: name,
      value,
      unit,
      budget,
      ok,
    });
    return [
      metric(
        `API mix, ${CONNECTIONS} connections, ${seconds} s: throughput`,
        Math.round(result.requests.average),
        'req/s',
      ),
      metric('requests completed', result.requests.total, 'requests'),
      metric('latency p50', result.latency.p50, 'ms'),
      metric('latency p97.5', result.latency.p97_5, 'ms'),
      metric('latency p99', result.latency.p99, 'ms'),
      metric(
        'errors (connection + timeouts)',
        result.errors + result.timeouts,
        'count',
        '0',
        result.errors + result.timeouts === 0,
      ),
      metric('non-2xx responses', result.non2xx, 'count', '0', result.non2xx === 0),
    ];
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (rows) => {
      console.table(rows);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
