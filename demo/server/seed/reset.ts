// `npm run demo:reset`: wipes the configured database (DATABASE_URL, else BUTIK_DATA_DIR, else
// demo/data/pglite), re-runs the migrations and seeds it again.
import { sql } from 'drizzle-orm';
import { openDb, type OpenDbOptions } from '../db/client.ts';
import { seed } from './index.ts';

export async function resetDatabase(opts: OpenDbOptions = {}): Promise<void> {
  const first = await openDb(opts);
  try {
    await first.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await first.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await first.db.execute(sql`CREATE SCHEMA public`);
  } finally {
    await first.close();
  }
  const second = await openDb(opts); // runs the migrations on the empty schema
  try {
    await seed(second.db);
  } finally {
    await second.close();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const started = Date.now();
  resetDatabase()
    .then(() => {
      const where = process.env.DATABASE_URL ? 'DATABASE_URL' : (process.env.BUTIK_DATA_DIR ?? 'demo/data/pglite');
      console.log(`Database reset and seeded (${where}) in ${Date.now() - started} ms`);
    })
    .catch((err: unknown) => {
      const e = err as { message?: string; cause?: unknown };
      console.error('demo:reset failed:', e.cause ?? e.message ?? err);
      process.exit(1);
    });
}
