// Database access for the reference server: embedded PGlite (default) or a PostgreSQL server
// (DATABASE_URL / `url`), with the same Drizzle schema and migrations on both.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Folder of the drizzle-kit generated SQL migrations. */
export const migrationsFolder = resolve(here, 'migrations');

/** Default PGlite data directory (git-ignored): demo/data/pglite. */
export const defaultDataDir = resolve(here, '../../data/pglite');

export type Schema = typeof schema;

/**
 * Planner settings per session: the catalogue is small enough to live in memory (PGlite always is), so
 * random page reads cost about as much as sequential ones; with the default 4.0 the planner skips the
 * GIN full-text index for searches that match a few percent of the products.
 */
const SESSION_SETTINGS = 'SET random_page_cost = 1.1';
/**
 * The same as a libpq `options` startup parameter (node-postgres pools), plus a limit on transactions left idle:
 * a hung instance cannot hold the outbox worker's claimed rows (or any row lock) for longer than a minute.
 */
const SESSION_OPTIONS = '-c random_page_cost=1.1 -c idle_in_transaction_session_timeout=60000';

/** The Drizzle database, whichever driver is behind it (the common PgDatabase of both). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface OpenDbOptions {
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL connection string; when set (or DATABASE_URL is), node-postgres is used. */
  url?: string;
  /** Pool size on PostgreSQL (default: env DB_POOL_MAX, else 10). */
  poolMax?: number;
  /**
   * Runs after the migrations, still under the start-up lock (main.ts: seeds an empty database). With many
   * instances started at once on one PostgreSQL database exactly one migrates and prepares; the others
   * wait for the lock and then find the work done.
   */
  prepare?: (db: Db) => Promise<void>;
}

/** Key of the PostgreSQL advisory lock that serialises migrations and seeding ("butik" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6275_7469_6b;

function poolSize(opts: OpenDbOptions): number {
  const fromEnv = Number(process.env.DB_POOL_MAX);
  const n = opts.poolMax ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 10);
  return Math.max(1, n);
}

export interface OpenedDb {
  db: Db;
  /** 'pglite' or 'postgres' */
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens the database and runs the migrations.
 * - `url` (or env DATABASE_URL): PostgreSQL through a pg Pool.
 * - otherwise PGlite with pg_trgm, data in `dataDir`; without `dataDir`: env BUTIK_DATA_DIR, else
 *   in-memory under Vitest, else demo/data/pglite.
 */
export async function openDb(opts: OpenDbOptions = {}): Promise<OpenedDb> {
  const url = opts.url ?? process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize(opts), options: SESSION_OPTIONS });
    // An idle pooled connection that the server ends (a restart, an administrator's termination, a dropped test
    // database) makes the pool emit 'error': without a listener node-postgres throws it as an uncaught exception and
    // the process dies. The pool drops that client and opens a new one for the next query, so logging is enough.
    pool.on('error', (error) => console.error(`[db] an idle PostgreSQL connection ended: ${error.message}`));
    try {
      const db = drizzlePg(pool, { schema });
      // A session-level advisory lock on one dedicated connection: migrate and prepare through that connection,
      // then unlock. Concurrent starts queue on the lock instead of colliding on CREATE EXTENSION / the seed.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          const locked = drizzlePg(lockClient, { schema });
          await migratePg(locked, { migrationsFolder });
          await opts.prepare?.(locked as unknown as Db);
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lockClient.release();
      }
      return {
        db: db as unknown as Db,
        driver: 'postgres',
        close: () => pool.end(),
      };
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
  }
  const dataDir = opts.dataDir ?? process.env.BUTIK_DATA_DIR ?? (process.env.VITEST ? 'memory://' : defaultDataDir);
  if (!dataDir.startsWith('memory://') && !dataDir.startsWith('idb://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await client.exec(SESSION_SETTINGS);
    const db = drizzlePglite(client, { schema });
    // One process owns a PGlite data directory, so there is nothing to wait for: no lock needed.
    await migratePglite(db, { migrationsFolder });
    await opts.prepare?.(db as unknown as Db);
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      close: () => client.close(),
    };
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
}

const dialect = new PgDialect();

/**
 * Rows of a raw `db.execute(sql...)` result on either driver (both return `{ rows }`).
 *
 * With `name`, the query runs as a prepared statement named `name` plus a hash of its SQL text: on node-postgres
 * each connection parses it once and then only binds and executes it (PGlite runs it as without a name). One name
 * therefore serves every form the SQL text takes; give one only to queries whose text takes a few forms (no `IN`
 * list whose length changes with the input), or each connection would keep a statement per form.
 */
export async function queryRows<T>(db: Db, query: Parameters<Db['execute']>[0], name?: string): Promise<T[]> {
  if (name === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const built = dialect.sqlToQuery(typeof query === 'string' ? sql.raw(query) : query.getSQL());
  const hash = createHash('sha1').update(built.sql).digest('hex').slice(0, 16);
  const result = (await db._.session.prepareQuery(built, undefined, `${name}_${hash}`, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
