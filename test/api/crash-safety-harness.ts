/**
 * Harness of the crash-safety test (crash-safety.test.ts): the real demo server as a child process on a database
 * that outlives it (a PGlite data directory, or a PostgreSQL database), an HTTP client with a cookie jar, and SQL
 * access to the same database while the server is down (PGlite: one process owns a data directory at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDb } from '../../demo/server/db/client.ts';
import { seedIfEmpty } from '../../demo/server/main.ts';

const root = resolve(import.meta.dirname, '../..');
export const API = '/contextapi/demo/v1';

/** Runs SQL on the database of the test (only while no server has it open, for PGlite). */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Environment that points the server at the database. */
  env: Record<string, string>;
  /** Migrates and seeds the database once (openDb + the server's own seed), then runs `more`. */
  prepare(more: (sql: Sql) => Promise<void>): Promise<void>;
  /** Runs `fn` with SQL access to the database. */
  withSql<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * The database as a killed server left it, to run `fn` on without touching the server's own copy: PGlite copies
   * the data directory at once (call it before restarting the server) and opens the copy, so the restarted server,
   * not the test, recovers the original; on PostgreSQL the database lives on (the killed process's open transactions
   * end with its connections), so `run` must finish before the restart.
   */
  crashedState(): { concurrent: boolean; run<T>(fn: (sql: Sql) => Promise<T>): Promise<T> };
  dispose(): Promise<void>;
}

async function withPglite<T>(dataDir: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    return await fn(async (text, params) => (await client.query(text, params)).rows as never);
  } finally {
    await client.close();
  }
}

export function pgliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'butik-crash-'));
  const dataDir = join(dir, 'pglite');
  return {
    name: 'pglite',
    env: { BUTIK_DATA_DIR: dataDir, DATABASE_URL: '' },
    async prepare(more) {
      const opened = await openDb({ dataDir, prepare: (db) => seedIfEmpty(db, () => undefined) });
      await opened.close();
      await withPglite(dataDir, more);
    },
    withSql: (fn) => withPglite(dataDir, fn),
    crashedState() {
      const copy = join(dir, `crashed-${Date.now()}`);
      cpSync(dataDir, copy, { recursive: true });
      return {
        concurrent: true,
        async run(fn) {
          try {
            return await withPglite(copy, fn);
          } finally {
            rmSync(copy, { recursive: true, force: true });
          }
        },
      };
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postgresBackend(url: string): Backend {
  const withPg = async <T>(fn: (sql: Sql) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows as never);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    env: { DATABASE_URL: url },
    async prepare(more) {
      const opened = await openDb({ url, prepare: (db) => seedIfEmpty(db, () => undefined) });
      await opened.close();
      await withPg(more);
    },
    withSql: withPg,
    // The database server lives on: the killed process's open transactions end with its connections.
    crashedState: () => ({ concurrent: false, run: withPg }),
    async dispose() {},
  };
}

export interface DemoProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (clean shutdown: the server closes the database), resolved with the exit code. */
  stop(): Promise<number | null>;
}

const children = new Set<ChildProcess>();

/** SIGKILLs every server this harness started that is still running (afterAll: a failed test leaves none behind). */
export function killAllServers(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}

/** Starts demo/server/main.ts on `backend`; PORT 0 (any free port) unless given. */
export async function startServer(backend: Backend, port = 0): Promise<DemoProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...backend.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start within 60 s: ${output.slice(-1500)}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /Butik Elements demo on (http:\/\/[^\s]+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        done(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}) before it started: ${output.slice(-1500)}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Res {
  status: number;
  body: unknown;
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A browser over real HTTP: cookie jar, XSRF cookie echoed in X-XSRF-TOKEN. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(public base: string) {}

  async request(method: string, path: string, opts: { json?: unknown; form?: FormData } = {}): Promise<Res> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.send('GET', `${API}/cart/getcart`, {});
    return this.send(method, path, opts);
  }

  /** The session id the database stores for this browser (sha256 of the cookie), if it has a session. */
  sessionId(): string | null {
    const raw = this.cookies.get('butik_session');
    return raw ? sha256(raw) : null;
  }

  async signIn(username: string, password = 'demo1234'): Promise<Res> {
    const form = new FormData();
    form.set('action', 'signin');
    form.set('username', username);
    form.set('password', encodeURIComponent(password));
    form.set('output', 'json');
    return this.request('POST', '/login', { form });
  }

  private async send(method: string, path: string, opts: { json?: unknown; form?: FormData }): Promise<Res> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    } else if (opts.form) body = opts.form;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
