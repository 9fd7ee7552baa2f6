// DATABASE_URL path: a real PostgreSQL server (see postgres-server.ts: DATABASE_URL's, or a throwaway one
// the test starts), then openDb({ url }) -> migrations -> seed -> a search. Skipped, with the reason in the
// test name, when there is none; with CI set that fails instead.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { users } from '../../demo/server/db/schema/commerce.ts';
import { openDb, type OpenedDb } from '../../demo/server/db/client.ts';
import type { AppEnv } from '../../demo/server/env.ts';
import { handleError } from '../../demo/server/middleware/errors.ts';
import { catalogRoutes } from '../../demo/server/routes/catalog.ts';
import { seed } from '../../demo/server/seed/index.ts';
import { describePostgres, type PostgresServer } from './postgres-server.ts';

describePostgres('PostgreSQL via DATABASE_URL', (start) => {
  let server: PostgresServer | null = null;
  let opened: OpenedDb | null = null;
  let url = '';

  beforeAll(async () => {
    server = await start();
    url = server.url;
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
    await server?.stop();
  }, 60_000);

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

  it('answers the prepared search calls as PGlite does, also once PostgreSQL plans them generically', async () => {
    if (!opened) throw new Error('the first test opens the database');
    const lite = await openDb({ dataDir: 'memory://' });
    try {
      await seed(lite.db);
      const appOn = (db: OpenedDb['db']) => {
        const app = new Hono<AppEnv>();
        app.use('*', async (c, next) => {
          c.set('db', db);
          await next();
        });
        app.route('/contextapi/:context/v1', catalogRoutes());
        app.onError(handleError);
        return app;
      };
      const [pg, pglite] = [appOn(opened.db), appOn(lite.db)];
      const api = '/contextapi/demo/v1';
      const facet = (sortoptions: unknown[], query = 'kop') =>
        [
          `${api}/facetsearch`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query, count: 8, sortoptions }),
          },
        ] as const;
      const calls: Array<readonly [string, RequestInit?]> = [
        [`${api}/search?query=kuglepen&limit=10`],
        [`${api}/search?query=kuglepn&limit=5`],
        [`${api}/search?query=${encodeURIComponent('"blå kuglepen"')}&limit=5`],
        [`${api}/suggestions?query=kop`],
        [`${api}/magicsearch?query=papir&limit=4`],
        facet([]),
        facet([{ field: 'price', direction: 'asc' }]),
        facet([{ field: 'popularity', direction: 'desc' }], ''),
      ];
      // node-postgres plans a named statement per call for its first five runs, then may keep a generic plan.
      for (let round = 0; round < 7; round++) {
        for (const [path, init] of calls) {
          const [a, b] = await Promise.all([pg.request(path, init), pglite.request(path, init)]);
          expect(a.status, path).toBe(200);
          const answer = (await a.json()) as unknown[] | { products: unknown[] };
          expect(Array.isArray(answer) ? answer.length : answer.products.length, path).toBeGreaterThan(0);
          expect(answer, `${path} (round ${round})`).toEqual(await b.json());
        }
      }
    } finally {
      await lite.close();
    }
  }, 120_000);
});
