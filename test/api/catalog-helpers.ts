// Shared setup for the catalogue API tests: in-memory PGlite, migrated and seeded once per test file,
// with the catalogue sub-apps mounted the way demo/server/app.ts mounts them.
import { Hono } from 'hono';
import { openDb, type Db } from '../../demo/server/db/client.ts';
import type { AppEnv } from '../../demo/server/env.ts';
import { handleError } from '../../demo/server/middleware/errors.ts';
import { addressRoutes, catalogRoutes, eventRoutes, imageRoutes } from '../../demo/server/routes/catalog.ts';
import { seedCatalog } from '../../demo/server/seed/catalog.ts';

export const BASE = '/contextapi/demo/v1';

export interface CatalogTestContext {
  db: Db;
  app: Hono<AppEnv>;
  close(): Promise<void>;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
}

export async function setupCatalog(): Promise<CatalogTestContext> {
  const { db, close } = await openDb({ dataDir: 'memory://' });
  await seedCatalog(db);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', db);
    await next();
  });
  app.route('/contextapi/:context/v1', catalogRoutes());
  app.route('/contextapi/:context/v1', eventRoutes());
  app.route('/api/thirdparty/:provider/address', addressRoutes());
  app.route('/images', imageRoutes());
  app.onError(handleError);
  return {
    db,
    app,
    close,
    get: async (path) => app.request(path),
    post: async (path, body) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/** Asserts a 400 with the `{ error, field }` body and returns it. */
export async function expect400(res: Response): Promise<{ error: string; field?: string }> {
  if (res.status !== 400) throw new Error(`expected 400, got ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { error: string; field?: string };
  if (typeof body.error !== 'string' || body.error.length === 0)
    throw new Error(`400 without error text: ${JSON.stringify(body)}`);
  return body;
}
