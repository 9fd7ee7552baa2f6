// DATABASE_URL path: a throwaway PostgreSQL server from Debian's package (initdb into a temp dir, unix
// socket only, port in CATALOG's range), then openDb({ url }) -> migrations -> seed -> a search, then stop.
// Skipped, with the reason in the test name, when no PostgreSQL server binaries are installed.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { users } from '../../demo/server/db/schema/commerce.ts';
import { openDb, type OpenedDb } from '../../demo/server/db/client.ts';
import type { AppEnv } from '../../demo/server/env.ts';
import { handleError } from '../../demo/server/middleware/errors.ts';
import { catalogRoutes } from '../../demo/server/routes/catalog.ts';
import { seed } from '../../demo/server/seed/index.ts';

interface PgSetup {
  bin: string | null;
  /** OS user to run the server as (root cannot run postgres); null = the current user */
  user: { name: string; uid: number; gid: number } | null;
  reason: string;
}

function findPostgres(): PgSetup {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) return { bin: null, user: null, reason: 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)' };
  const bin = join(root, versions[0]!, 'bin');
  if (process.getuid?.() !== 0) return { bin, user: null, reason: `PostgreSQL ${versions[0]} as the current user` };
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) return { bin: null, user: null, reason: 'running as root and there is no "postgres" OS user to run the server' };
  return { bin, user: { name: 'postgres', uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) }, reason: `PostgreSQL ${versions[0]} as OS user postgres` };
}

const setup = findPostgres();
const PORT = 18200 + Math.floor(Math.random() * 100); // CATALOG's port range

function asUser(cmd: string, args: string[]): [string, string[]] {
  return setup.user ? ['runuser', ['-u', setup.user.name, '--', cmd, ...args]] : [cmd, args];
}

describe.skipIf(!setup.bin)(`PostgreSQL via DATABASE_URL (${setup.reason})`, () => {
  let dir = '';
  let dataDir = '';
  let opened: OpenedDb | null = null;
  let url = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'butik-pg-'));
    const data = join(dir, 'data');
    if (setup.user) {
      chownSync(dir, setup.user.uid, setup.user.gid);
      chmodSync(dir, 0o700);
    }
    const [initCmd, initArgs] = asUser(join(setup.bin!, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    // pg_ctl -w waits until the server accepts connections; stopped again with pg_ctl stop in afterAll
    const [cmd, args] = asUser(join(setup.bin!, 'pg_ctl'), [
      'start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log'),
      '-o', `-p ${PORT} -k ${dir} -c listen_addresses= -c fsync=off`,
    ]);
    dataDir = data; // from here on afterAll stops the server, whatever happens
    const started = spawnSync(cmd, args, { encoding: 'utf8', timeout: 70_000 });
    if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr || started.stdout}`);
    url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${PORT}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
    if (dataDir) {
      const [cmd, args] = asUser(join(setup.bin!, 'pg_ctl'), ['stop', '-w', '-m', 'fast', '-D', dataDir]);
      spawnSync(cmd, args, { encoding: 'utf8' });
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('migrates, seeds and searches (typo included) with node-postgres', async () => {
    opened = await openDb({ url });
    expect(opened.driver).toBe('postgres');
    await seed(opened.db);
    // both halves of the seed ran: catalogue and commerce records
    const [productCount] = await opened.db.select({ n: count() }).from(products);
    const [userCount] = await opened.db.select({ n: count() }).from(users);
    expect(productCount!.n).toBe(600);
    expect(userCount!.n).toBeGreaterThan(0);
    const app = new Hono<AppEnv>();
    const db = opened.db;
    app.use('*', async (c, next) => {
      c.set('db', db);
      await next();
    });
    app.route('/contextapi/:context/v1', catalogRoutes());
    app.onError(handleError);
    const res = await app.request('/contextapi/demo/v1/search?query=kuglepn&limit=5');
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ name: string; price: { priceincvat: number } }>;
    expect(list.length).toBe(5);
    expect(list.every((p) => p.name.toLowerCase().includes('kuglepen'))).toBe(true);
    const facets = await app.request('/contextapi/demo/v1/facetsearch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 5, preselections: [{ path: 'category', values: ['kontorartikler'] }] }),
    });
    const body = (await facets.json()) as { total: number; facets: Array<{ name: string }> };
    expect(body.total).toBeGreaterThan(100);
    expect(body.facets.map((f) => f.name)).toEqual(['brand', 'category']);
    // a second open of the same database re-runs no migration and keeps the data
    const again = await openDb({ url });
    try {
      const res2 = await app.request('/contextapi/demo/v1/product/ids', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '["10001"]',
      });
      expect(((await res2.json()) as unknown[]).length).toBe(1);
    } finally {
      await again.close();
    }
  }, 120_000);
});

if (!setup.bin) {
  describe('PostgreSQL via DATABASE_URL', () => {
    it.skip(`skipped: ${setup.reason}`, () => undefined);
  });
}
