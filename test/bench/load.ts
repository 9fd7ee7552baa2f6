/**
 * The API under load on PGlite and on PostgreSQL, side by side (issues 15 and 16). Part of `npm run bench`;
 * alone: `npm run bench:load` (`npx tsx test/bench/load.ts`), which prints the same table and exits 1 over budget.
 *
 * Starts, each as its own process as an operator would (`node --import tsx demo/server/main.ts`):
 * - one instance on a fresh in-memory PGlite database (the default without DATABASE_URL);
 * - a PostgreSQL server (test/api/postgres-server.ts: a fresh database on DATABASE_URL's server, else Debian's
 *   server binaries started in a temp dir, fsync off, as `.ci/run` has them) and two instances on it, started
 *   at the same moment on the empty database (one migrates and seeds under the advisory lock, the other waits).
 * Then drives the API mix (api-load.ts: cart, search, gift-code look-up, product ids POST with XSRF, gift shop,
 * delivery, suggestions) with autocannon, 200 connections each: PGlite, PostgreSQL on one instance, PostgreSQL
 * on two (100 + 100, a round-robin load balancer's share). Each run opens its 200 connections at once, runs 2 s of
 * warm-up (the connections' first answers; reported as "with the warm-up", not measured) and then 10 s measured
 * (steady state, as behind a load balancer that keeps its connections). Reports throughput, p50, p95, p99, max,
 * errors and non-2xx of each side by side, p99 per call, and the slowest answers with when they were sent.
 *
 * Budget (the bench fails over it; these rows carry `gate: true`): 0 errors and 0 non-2xx on every backend, and
 * p99 <= 500 ms on PostgreSQL (one instance and two). PGlite's p99 is reported, not budgeted: it executes one
 * query at a time, so 200 connections queue.
 *
 * Before each run it waits up to BUTIK_LOAD_QUIET_MS (default 30 s) for the machine to be 60 % idle over a
 * second (others' tests and builds on the same two cores are not the server's latency), then runs anyway; the
 * idle share, the load average and the server processes' CPU time per answer are reported with each run.
 *
 * Environment: BUTIK_LOAD_PORT (first of three ports, default 18300), BUTIK_LOAD_SECONDS (default 10),
 * BUTIK_LOAD_WARMUP_SECONDS (default 2),
 * BUTIK_LOAD_RUNS (rounds of all three runs, default 1; every round must hold the budget),
 * BUTIK_LOAD_QUIET_MS, DATABASE_URL.
 * Bounded: each run stops after its seconds (plus a hard stop), servers are stopped at the end.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { findPostgres, type PostgresServer } from '../api/postgres-server.ts';
import {
  apiMix,
  cannon,
  CONNECTIONS,
  cpuTimeMs,
  startInstance,
  waitForQuiet,
  type Instance,
  type LoadResult,
} from './api-load.ts';
import type { Row } from './demo-server.ts';

export const P99_BUDGET_MS = 500;

export type Backend = 'PGlite' | 'PostgreSQL, 1 instance' | 'PostgreSQL, 2 instances';

export interface Measured {
  round: number;
  backend: Backend;
  /** 1-minute load average at the start. */
  load: number;
  /** The machine's idle CPU share in the second before the run (%), null without /proc. */
  idle: number | null;
  /** CPU time of the server process(es) per answer (ms), from /proc. */
  serverCpu: number;
  result: LoadResult;
}

const log = (message: string) => process.stderr.write(`[load] ${message}\n`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let lastSummary = '';

/** The side-by-side table of the last run() (printed by `npm run bench` after its own table). */
export function summary(): string {
  return lastSummary;
}

export function rowsOf(m: Measured, rounds: number): Row[] {
  const r = m.result;
  const name = rounds > 1 ? `run ${m.round}, ${m.backend}` : m.backend;
  const postgres = m.backend !== 'PGlite';
  const row = (metric: string, value: number, unit: string, budget: number | '' = '', ok: boolean | '' = '') => ({
    metric: `${name}: ${metric}`,
    value,
    unit,
    budget,
    ok,
    ...(ok === '' ? {} : { gate: true }),
  });
  return [
    row(`API mix, ${r.connections} connections, ${r.seconds} s: throughput`, r.throughput, 'req/s'),
    row('latency p50', r.p50, 'ms'),
    row('latency p95', r.p95, 'ms'),
    postgres ? row('latency p99', r.p99, 'ms', P99_BUDGET_MS, r.p99 <= P99_BUDGET_MS) : row('latency p99', r.p99, 'ms'),
    row('latency max', r.max, 'ms'),
    row(`latency p99 of all answers, the ${r.warmup} s warm-up's too`, r.withWarmup.p99, 'ms'),
    row('errors (no answer: connection errors, timeouts)', r.errors, 'count', 0, r.errors === 0),
    row('non-2xx answers', r.non2xx, 'count', 0, r.non2xx === 0),
    row('server process CPU per answer', m.serverCpu, 'ms'),
    row('machine CPU idle in the second before the run', m.idle ?? -1, '%'),
    {
      ...row('1-minute load average at the start', Math.round(m.load * 10) / 10, ''),
      calls: r.calls,
      slowest: r.slowest,
    },
  ];
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function sideBySide(measured: Measured[], startMs: number | null): string {
  const out: string[] = [];
  const rounds = Math.max(...measured.map((m) => m.round));
  for (let round = 1; round <= rounds; round += 1) {
    const ms = measured.filter((m) => m.round === round);
    const first = ms[0]?.result;
    if (!first) continue;
    const cell = (f: (r: LoadResult) => number) => ms.map((m) => String(f(m.result)));
    out.push(
      `API mix, ${first.connections} connections, ${first.warmup} s warm-up + ${first.seconds} s measured each${rounds > 1 ? ` (run ${round} of ${rounds})` : ''}:`,
      table(
        ['', ...ms.map((m) => m.backend)],
        [
          ['throughput (req/s)', ...cell((r) => r.throughput)],
          ['p50 (ms)', ...cell((r) => r.p50)],
          ['p95 (ms)', ...cell((r) => r.p95)],
          [`p99 (ms; PostgreSQL budget ${P99_BUDGET_MS})`, ...cell((r) => r.p99)],
          ['max (ms)', ...cell((r) => r.max)],
          [`p99 with the ${first.warmup} s warm-up (ms)`, ...cell((r) => r.withWarmup.p99)],
          ['errors (budget 0)', ...cell((r) => r.errors)],
          ['non-2xx (budget 0)', ...cell((r) => r.non2xx)],
          ['server CPU per answer (ms)', ...ms.map((m) => m.serverCpu.toFixed(2))],
          ['machine idle before (%)', ...ms.map((m) => String(m.idle ?? '?'))],
          ['load average at start', ...ms.map((m) => m.load.toFixed(1))],
        ],
      ),
      '',
      'p99 per call (ms):',
      table(
        ['', ...ms.map((m) => m.backend)],
        [...new Set(ms.flatMap((m) => m.result.calls.map((c) => c.call)))].map((call) => [
          call.length > 48 ? `${call.slice(0, 45)}...` : call,
          ...ms.map((m) => String(m.result.calls.find((c) => c.call === call)?.p99 ?? '')),
        ]),
      ),
      '',
      'slowest answers, warm-up included (call, sent at ms after the start: ms):',
      ...ms.map(
        (m) =>
          `  ${m.backend}: ${m.result.slowest
            .slice(0, 4)
            .map((x) => `${x.call.split('?')[0]} @${x.sentAt}: ${x.ms}`)
            .join('; ')}`,
      ),
      '',
    );
  }
  if (startMs !== null)
    out.push(`2 PostgreSQL instances started at once on an empty database: both up after ${startMs} ms`);
  return out.join('\n');
}

export async function run(): Promise<Row[]> {
  const port = Number(process.env.BUTIK_LOAD_PORT ?? 18300);
  const seconds = Number(process.env.BUTIK_LOAD_SECONDS ?? 10);
  const rounds = Math.max(1, Number(process.env.BUTIK_LOAD_RUNS ?? 1));
  const quietMs = Number(process.env.BUTIK_LOAD_QUIET_MS ?? 30_000);
  const warmup = Number(process.env.BUTIK_LOAD_WARMUP_SECONDS ?? 2);
  const rows: Row[] = [];
  const instances: Instance[] = [];
  let postgres: PostgresServer | null = null;
  let startMs: number | null = null;
  try {
    const found = findPostgres();
    const pgInstances: Instance[] = [];
    if (found.ok) {
      log(`PostgreSQL: ${found.how}`);
      postgres = await found.start();
      const started = Date.now();
      const settled = await Promise.allSettled([port + 1, port + 2].map((p) => startInstance(p, postgres!.url)));
      for (const s of settled) if (s.status === 'fulfilled') pgInstances.push(s.value);
      instances.push(...pgInstances);
      for (const s of settled) if (s.status === 'rejected') throw s.reason;
      startMs = Date.now() - started;
      rows.push({
        metric: '2 PostgreSQL instances started at once on an empty database: both up after',
        value: startMs,
        unit: 'ms',
        budget: '',
        ok: '',
      });
    } else {
      rows.push({ metric: `PostgreSQL: ${found.reason}`, value: '', unit: '', budget: '', ok: false, gate: true });
    }
    const pglite = await startInstance(port, null);
    instances.push(pglite);
    const mix = await apiMix(pglite.url);
    for (const i of pgInstances) await apiMix(i.url); // warms each instance
    const targets: Array<[Backend, Instance[]]> = [['PGlite', [pglite]]];
    if (pgInstances.length === 2) {
      targets.push(['PostgreSQL, 1 instance', [pgInstances[0]!]]);
      targets.push(['PostgreSQL, 2 instances', pgInstances]);
    }
    const measured: Measured[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      for (const [backend, servers] of targets) {
        await pause(2000); // let the previous run's sockets close and its work finish
        // Other work on the machine (tests, builds) is not the server's latency: wait a while for it to pass.
        const idle = await waitForQuiet(quietMs);
        const load = loadavg()[0] ?? 0;
        log(
          `run ${round}/${rounds}: ${backend}, ${CONNECTIONS} connections, ${seconds} s (machine ${idle ?? '?'} % idle)`,
        );
        const bases = servers.map((i) => i.url);
        // The PostgreSQL runs get a mix from their first instance: an XSRF cookie it set (any instance accepts it).
        const requests = backend === 'PGlite' ? mix : await apiMix(bases[0]!);
        const cpuBefore = servers.reduce((n, i) => n + cpuTimeMs(i.pid), 0);
        const result = await cannon(bases, CONNECTIONS, seconds, requests, warmup);
        const cpu = servers.reduce((n, i) => n + cpuTimeMs(i.pid), 0) - cpuBefore;
        const serverCpu = Math.round((100 * cpu) / Math.max(1, result.answered)) / 100;
        const m: Measured = { round, backend, load, idle, serverCpu, result };
        measured.push(m);
        rows.push(...rowsOf(m, rounds));
      }
    }
    lastSummary = sideBySide(measured, startMs);
    return rows;
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await postgres?.stop();
  }
}

/** Rows over budget that fail the bench. */
export function failedGates(rows: Row[]): Row[] {
  return rows.filter((r) => r.gate === true && r.ok === false);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (rows) => {
      console.log(summary());
      const failed = failedGates(rows);
      for (const r of failed)
        console.log(`OVER BUDGET: ${String(r.metric)} = ${String(r.value)} (budget ${String(r.budget)})`);
      console.log(failed.length ? `load budget: ${failed.length} over` : 'load budget: held');
      process.exit(failed.length ? 1 : 0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
