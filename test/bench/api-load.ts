/**
 * The load bench's parts (test/bench/load.ts): a server instance as its own process, the API mix, and an
 * autocannon run that keeps every answer's time so that percentiles (p95 too, which autocannon does not give) and
 * per-call figures are exact, also over several instances driven at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface AutocannonClient {
  requestIterator?: { currentRequest?: { method?: string; path?: string } };
}
interface AutocannonInstance {
  stop(): void;
  on(
    event: 'response',
    listener: (client: AutocannonClient, status: number, bytes: number, responseTime: number) => void,
  ): void;
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
) => AutocannonInstance;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

export const CONNECTIONS = 200;
/**
 * Per-request timeout. PGlite executes one query at a time, so with 200 connections each request queues
 * behind ~199 others (seconds on this shared 2-core machine); 30 s bounds a stuck request without counting
 * queueing on a busy machine as an error.
 */
const REQUEST_TIMEOUT_S = 30;
const API = '/contextapi/demo/v1';

/** One server process: `node --import tsx demo/server/main.ts`, as an operator starts it. */
export interface Instance {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts demo/server/main.ts on 127.0.0.1:`port`: on PostgreSQL with `databaseUrl`, else on a fresh in-memory
 * PGlite database, with `nodeArgs` before the script (a profile: `--cpu-prof`). Resolves when it logs that it
 * listens (after its migrations and seed).
 */
export function startInstance(port: number, databaseUrl: string | null, nodeArgs: string[] = []): Promise<Instance> {
  return new Promise((resolveStart, reject) => {
    const env = databaseUrl
      ? { ...process.env, DATABASE_URL: databaseUrl }
      : { ...process.env, DATABASE_URL: '', BUTIK_DATA_DIR: 'memory://' };
    const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'demo/server/main.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance on ${port} did not start in 120 s: ${out.slice(-800)}`));
    }, 120_000);
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Butik Elements demo on')) {
        clearTimeout(timer);
        resolveStart({ url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance on ${port} exited (${code}): ${out.slice(-800)}`));
    });
  });
}

/**
 * The bench's API mix against `base`, warmed up (every call answered 2xx once): what a shop page's elements ask
 * for. The cookies the server sets on the first call (the XSRF token; a session if it gives one) go with every
 * call, as a browser sends them, and the POST carries the XSRF header too.
 */
export async function apiMix(base: string): Promise<AutocannonRequest[]> {
  const first = await fetch(`${base}${API}/cart/getcart`);
  const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('no XSRF-TOKEN cookie from the server');
  await first.text();
  const cookie = { cookie: cookies.join('; ') };
  const requests: AutocannonRequest[] = [
    { path: `${API}/cart/getcart` },
    { path: `${API}/search?query=kuglepen&limit=10` },
    { path: `${API}/giftshop/code/JUL26-0001` },
    {
      method: 'POST',
      path: `${API}/product/ids`,
      headers: { ...cookie, 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
      body: JSON.stringify(['10001', '10002', '10003', '10004', '10005']),
    },
    { path: `${API}/giftshop/jul-2026` },
    { path: `${API}/cart/getcurrentdelivery` },
    { path: `${API}/suggestions?query=kop` },
  ].map((r) => ({ ...r, headers: { accept: 'application/json', ...cookie, ...r.headers } }));
  await warm(base, requests);
  return requests;
}

/** Every call of the mix once against `base` (JIT, query plans, prepared statements): all must answer 2xx. */
export async function warm(base: string, requests: AutocannonRequest[]): Promise<void> {
  for (const r of requests) {
    const res = await fetch(`${base}${r.path}`, {
      method: r.method ?? 'GET',
      ...(r.headers ? { headers: r.headers } : {}),
      ...(r.body ? { body: r.body } : {}),
    });
    if (res.status >= 300) throw new Error(`${r.method ?? 'GET'} ${r.path} answered ${res.status} before the run`);
    await res.text();
  }
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export interface LoadResult extends Percentiles {
  connections: number;
  /** Measured seconds, after `warmup` seconds. */
  seconds: number;
  warmup: number;
  /** Answers received in the measured seconds (any status; sent after the warm-up). */
  answered: number;
  /** Answers per second over the measured seconds. */
  throughput: number;
  /** Connection errors and timeouts (no answer), warm-up included. */
  errors: number;
  /** Answers other than 2xx, warm-up included. */
  non2xx: number;
  /** All answers, the warm-up's too. */
  withWarmup: { answered: number } & Percentiles;
  /** Per call of the mix ("GET /search?…"): answers and percentiles. */
  calls: Array<{ call: string; answered: number } & Percentiles>;
  /** The 10 slowest answers, warm-up included: call, when sent (ms after the start, warm-up included), time. */
  slowest: Array<{ call: string; sentAt: number; ms: number }>;
}

/** Nearest-rank percentiles of `times` (ms), rounded to 0.1 ms. */
export function percentiles(times: Float64Array | number[]): Percentiles {
  const sorted = Float64Array.from(times).sort();
  const at = (p: number) => {
    if (!sorted.length) return 0;
    const v = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
    return Math.round(v * 10) / 10;
  };
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

/**
 * Drives `bases` at the same time with `connections` in all, split evenly (a round-robin load balancer's share):
 * `warmup` seconds, then `seconds` measured. Every answer's time is kept, so the percentiles are those of all
 * measured answers together. The warm-up opens the connections (200 at once) and lets the first answers on them
 * pass; its answers are left out of the measured figures but not out of `withWarmup`, and its errors count.
 */
export async function cannon(
  bases: string[],
  connections: number,
  seconds: number,
  requests: AutocannonRequest[],
  warmup = 0,
): Promise<LoadResult> {
  const times: number[] = [];
  const all: number[] = [];
  const byCall = new Map<string, number[]>();
  let non2xx = 0;
  const slow: LoadResult['slowest'] = [];
  let slowFloor = 0;
  const label = (client: AutocannonClient) => {
    const r = client.requestIterator?.currentRequest;
    return `${r?.method ?? 'GET'} ${(r?.path ?? '?').replace(API, '')}`;
  };
  const started = Date.now();
  const measuredFrom = started + warmup * 1000;
  const parts = await Promise.all(
    bases.map(
      (url) =>
        new Promise<AutocannonResult>((resolveRun, reject) => {
          const total = warmup + seconds;
          const hardStop = setTimeout(() => instance.stop(), (total + REQUEST_TIMEOUT_S + 10) * 1000);
          const instance = autocannon(
            {
              url,
              connections: Math.round(connections / bases.length),
              duration: total,
              timeout: REQUEST_TIMEOUT_S,
              requests,
            },
            (err, res) => {
              clearTimeout(hardStop);
              if (err) reject(err);
              else resolveRun(res);
            },
          );
          instance.on('response', (client, status, _bytes, ms) => {
            if (status < 200 || status >= 300) non2xx += 1;
            all.push(ms);
            const now = Date.now();
            const sentAt = now - ms;
            if (ms > slowFloor) {
              slow.push({ call: label(client), sentAt: Math.round(sentAt - started), ms: Math.round(ms) });
              if (slow.length > 50) {
                slow.sort((a, b) => b.ms - a.ms).length = 10;
                slowFloor = slow[9]!.ms;
              }
            }
            if (sentAt < measuredFrom) return;
            times.push(ms);
            const key = label(client);
            let list = byCall.get(key);
            if (!list) byCall.set(key, (list = []));
            list.push(ms);
          });
        }),
    ),
  );
  const elapsed = Math.max(0.001, (Date.now() - measuredFrom) / 1000);
  return {
    connections,
    seconds,
    warmup,
    answered: times.length,
    throughput: Math.round(times.length / elapsed),
    errors: parts.reduce((n, p) => n + p.errors, 0), // autocannon counts its timeouts among the errors
    non2xx,
    ...percentiles(times),
    withWarmup: { answered: all.length, ...percentiles(all) },
    calls: [...byCall].map(([call, list]) => ({ call, answered: list.length, ...percentiles(list) })),
    slowest: slow.sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (0 where there is none). */
export function cpuTimeMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms (USER_HZ 100)
  } catch {
    return 0;
  }
}

function cpuTotals(): { idle: number; all: number } | null {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const n = f.slice(0, 8).map(Number);
    return { idle: (n[3] ?? 0) + (n[4] ?? 0), all: n.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Share of the machine's CPU time that was idle over the next `ms` (0..100; null without /proc). */
export async function idlePercent(ms = 1000): Promise<number | null> {
  const a = cpuTotals();
  await new Promise((r) => setTimeout(r, ms));
  const b = cpuTotals();
  if (!a || !b || b.all === a.all) return null;
  return Math.round((100 * (b.idle - a.idle)) / (b.all - a.all));
}

/**
 * Waits (at most `maxMs`) until the machine is at least `minIdle` % idle over one second, so that a run measures
 * the server rather than other work sharing the cores. Gives the last idle share seen: it runs anyway after `maxMs`,
 * and the figure says how busy the machine was.
 */
export async function waitForQuiet(maxMs: number, minIdle = 60): Promise<number | null> {
  const until = Date.now() + maxMs;
  for (;;) {
    const idle = await idlePercent();
    if (idle === null || idle >= minIdle || Date.now() >= until) return idle;
  }
}
