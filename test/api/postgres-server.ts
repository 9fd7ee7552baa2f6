/**
 * One way for the PostgreSQL tests to get a real server, and one rule for when they cannot.
 *
 * Where the server comes from, first match wins:
 * 1. `DATABASE_URL`: that server; each test file gets its own fresh database on it (CREATE DATABASE, dropped
 *    afterwards), so the files never see each other's seed.
 * 2. Local server binaries, started by the test itself (initdb into a temp dir, unix socket in that dir only,
 *    no TCP port, so parallel runs never collide), found in `BUTIK_PG_BIN` if set (a folder with initdb and
 *    pg_ctl; nothing else is tried then), else the newest Debian /usr/lib/postgresql/<version>/bin, else on
 *    PATH. PostgreSQL refuses to run as root: as root the server runs as the OS user `postgres` (runuser).
 *
 * Without either, `describePostgres` skips with the reason in the test name, unless `CI` is set: then it fails
 * with the reason, because a CI run that silently skips its PostgreSQL tests has not tested PostgreSQL.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';

export interface PostgresServer {
  /** Connection string of a fresh, empty database. */
  url: string;
  stop(): Promise<void>;
}

type Found = { ok: true; how: string; start(): Promise<PostgresServer> } | { ok: false; reason: string };

const DEBIAN_ROOT = '/usr/lib/postgresql';

function hasTools(dir: string): boolean {
  return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
}

/** The folder with initdb and pg_ctl, or why there is none. */
function findBin(): { bin: string } | { reason: string } {
  const override = process.env.BUTIK_PG_BIN;
  if (override !== undefined) {
    return hasTools(override) ? { bin: override } : { reason: `BUTIK_PG_BIN=${override} has no initdb and pg_ctl` };
  }
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT).filter((v) => hasTools(join(DEBIAN_ROOT, v, 'bin')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions[0]) return { bin: join(DEBIAN_ROOT, versions[0], 'bin') };
  const onPath = (process.env.PATH ?? '').split(delimiter).find((dir) => dir && hasTools(dir));
  if (onPath) return { bin: onPath };
  return {
    reason: `no PostgreSQL server binaries (initdb, pg_ctl) in ${DEBIAN_ROOT}/*/bin or on PATH (apt-get install postgresql, or set DATABASE_URL or BUTIK_PG_BIN)`,
  };
}

/** The OS user to run the server as: null for the current one; as root, `postgres`. */
function findUser(): { user: { name: string; uid: number; gid: number } | null } | { reason: string } {
  if (process.getuid?.() !== 0) return { user: null };
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    return {
      reason: 'running as root (PostgreSQL refuses to) and there is no OS user "postgres" to run the server as',
    };
  }
  return { user: { name: 'postgres', uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) } };
}

export function findPostgres(): Found {
  const external = process.env.DATABASE_URL;
  if (external)
    return { ok: true, how: 'the server of DATABASE_URL', start: () => freshDatabase(external, async () => undefined) };
  const bin = findBin();
  if ('reason' in bin) return { ok: false, reason: bin.reason };
  const user = findUser();
  if ('reason' in user) return { ok: false, reason: user.reason };
  const who = user.user ? ` as OS user ${user.user.name}` : '';
  return { ok: true, how: `a server from ${bin.bin}${who}`, start: () => startLocal(bin.bin, user.user) };
}

async function startLocal(
  bin: string,
  user: { name: string; uid: number; gid: number } | null,
): Promise<PostgresServer> {
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = user ? ['runuser', ['-u', user.name, '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    try {
      execFileSync(cmd, argv, { stdio: 'pipe', timeout: 90_000 });
    } catch (error) {
      const e = error as { stderr?: Buffer; stdout?: Buffer; message: string };
      throw new Error(`${tool} failed: ${e.stderr?.toString() || e.stdout?.toString() || e.message}`, { cause: error });
    }
  };
  const dir = mkdtempSync(join(tmpdir(), 'butik-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  let started = false;
  const stop = async () => {
    try {
      if (started) run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    // C.UTF-8: lower() and the search's case folding must know æ, ø and å.
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    started = true; // from here on stop() tries pg_ctl stop, whatever happens
    run('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p 5432 -k ${dir} -c listen_addresses= -c fsync=off`,
    ]);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=5432`;
  return freshDatabase(url, stop);
}

/** A new database on the server of `url` (dropped by stop()), so every test file starts empty. */
async function freshDatabase(url: string, stopServer: () => Promise<void>): Promise<PostgresServer> {
  const name = `butik_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    await stopServer();
    throw error;
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    stop: async () => {
      try {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await stopServer();
      }
    },
  };
}

/**
 * `describe` for tests that need PostgreSQL: runs `body` with a way to start a server, or skips naming
 * what is missing, or (with CI set) fails naming what is missing.
 */
export function describePostgres(name: string, body: (start: () => Promise<PostgresServer>) => void): void {
  const found = findPostgres();
  if (found.ok) {
    describe(`${name} (on ${found.how})`, () => body(found.start));
    return;
  }
  if (process.env.CI) {
    describe(name, () => {
      it('has a PostgreSQL server to run on', () => {
        throw new Error(`CI is set, so the PostgreSQL tests may not skip, but they cannot run: ${found.reason}`);
      });
    });
    return;
  }
  console.warn(`[${name}] skipped: ${found.reason}`);
  describe(name, () => {
    it.skip(`skipped: ${found.reason} (with CI set this fails)`, () => undefined);
  });
}
