/**
 * Scale-out run (issue 16; part of `npm run bench`; alone: `npx tsx test/bench/scale.ts`).
 *
 * Starts a throwaway PostgreSQL server (test/api/postgres-server.ts: DATABASE_URL's server, else Debian's
 * binaries in a temp dir with fsync off) and two server processes on it at the same moment, as an operator
 * would (`node --import tsx demo/server/main.ts`, PORT 18721 and 18722, DATABASE_URL): one migrates and
 * seeds, the other waits on the advisory lock. Then drives the load bench's API mix (load.ts) with 200
 * connections for 10 s (BUTIK_LOAD_SECONDS overrides): first all on one instance, then split 100 + 100 over
 * both (what a round-robin load balancer does). The PGlite figure is load.ts's, printed beside it.
 * Percentiles of the split run are the worse of the two halves. Budget (issue 16): two instances, 0 errors,
 * p99 <= 500 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { findPostgres } from '../api/postgres-server.ts';
import { runWhenMain, type Row } from './demo-server.ts';
import { apiMix, cannon, CONNECTIONS } from './load.ts';

const root = resolve(import.meta.dirname, '../..');
const PORTS = [18721, 18722];

interface Instance {
  url: string;
  stop(): Promise<void>;
}

function startInstance(port: number, databaseUrl: string): Promise<Instance> {
  return new Promise((resolveStart, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance on ${port} did not start in 120 s: ${out}`));
    }, 120_000);
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Butik Elements demo on')) {
        clearTimeout(timer);
        resolveStart({ url: `http://127.0.0.1:${port}`, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance on ${port} exited (${code}): ${out}`));
    });
  });
}

export async function run(): Promise<Row[]> {
  const seconds = Number(process.env.BUTIK_LOAD_SECONDS ?? 10);
  const found = findPostgres();
  if (!found.ok) return [{ metric: 'skipped', value: found.reason, unit: '', budget: '', ok: '' }];
  const server = await found.start();
  const instances: Instance[] = [];
  try {
    const started = Date.now();
    // Both at the same moment on the empty database.
    const settled = await Promise.allSettled(PORTS.map((p) => startInstance(p, server.url)));
    for (const s of settled) if (s.status === 'fulfilled') instances.push(s.value);
    for (const s of settled) if (s.status === 'rejected') throw s.reason;
    const startMs = Date.now() - started;
    const bases = instances.map((i) => i.url);
    const requests = await apiMix(bases[0]!);
    for (const base of bases.slice(1)) await apiMix(base); // warm the second instance too
    const one = await cannon(bases.slice(0, 1), CONNECTIONS, seconds, requests);
    const two = await cannon(bases, CONNECTIONS, seconds, requests);
    const metric = (name: string, value: number, unit: string, budget = '', ok: boolean | '' = '') => ({
      metric: name,
      value,
      unit,
      budget,
      ok,
    });
    const rows: Row[] = [metric('2 instances started at once on an empty PostgreSQL: both up after', startMs, 'ms')];
    for (const [label, r, budgeted] of [
      ['PostgreSQL, 1 instance', one, false],
      ['PostgreSQL, 2 instances', two, true],
    ] as const) {
      const errors = r.errors + r.timeouts;
      rows.push(
        metric(
          `${label}, API mix, ${CONNECTIONS} connections, ${seconds} s: throughput`,
          Math.round(r.requests.average),
          'req/s',
        ),
        metric(`${label}: latency p50`, r.latency.p50, 'ms'),
        metric(
          `${label}: latency p99`,
          r.latency.p99,
          'ms',
          budgeted ? '500' : '',
          budgeted ? r.latency.p99 <= 500 : '',
        ),
        metric(`${label}: errors + non-2xx`, errors + r.non2xx, 'count', '0', errors + r.non2xx === 0),
      );
    }
    return rows;
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await server.stop();
  }
}

runWhenMain(import.meta.url, run);
