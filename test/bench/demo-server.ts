/** Starts the demo server (demo/server/main.ts) as a child process with a fresh in-memory database, for benches. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

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
