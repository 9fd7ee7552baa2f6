/**
 * Shared by the benches that drive the demo server: start it (demo/server/main.ts as a child process with a fresh
 * in-memory database), sum timings up as table rows, and run a bench file on its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');

export async function startDemo(port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BUTIK_DATA_DIR: 'memory://', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo server exited (${child.exitCode}): ${output.slice(-800)}`);
    try {
      const res = await fetch(`${url}/giftshop`);
      if (res.ok) {
        await res.text();
        return { url, child };
      }
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`demo server did not answer on ${url} within 120 s: ${output.slice(-800)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

export function stats(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { median: round(median), min: round(sorted[0] ?? 0), max: round(sorted[sorted.length - 1] ?? 0) };
}

export type Row = Record<string, unknown>;

/** A timing row: the median of `values` (ms) with the count and range; nothing when there are no values. */
export function timingRow(metric: string, values: number[], of = ''): Row[] {
  if (!values.length) return [];
  const s = stats(values);
  return [
    {
      metric: `${metric}, median of ${values.length}${of ? ` ${of}` : ''} (min ${s.min}, max ${s.max})`,
      value: s.median,
      unit: 'ms',
      budget: '',
      ok: '',
    },
  ];
}

/** A failure row (over budget) listing what failed; nothing when nothing failed. */
export function failureRow(label: string, failures: string[]): Row[] {
  return failures.length
    ? [{ metric: `${label}: ${failures.join('; ')}`, value: failures.length, unit: '', budget: 0, ok: false }]
    : [];
}

/** Runs `run()` and prints its rows when `moduleUrl` is the script Node was started with (`npx tsx test/bench/x.ts`). */
export function runWhenMain(moduleUrl: string, run: () => Promise<Row[]>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  run()
    .then((rows) => console.table(rows))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
