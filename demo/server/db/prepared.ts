/**
 * Prepared statements for the server's hottest fixed-shape queries (issue 16).
 *
 * `prepared(name, build)` returns a function that gives, per database, the query `build` made once with Drizzle's
 * `.prepare(name)` and `sql.placeholder(...)` values. On node-postgres (PostgreSQL) the name makes it a named
 * statement: each pooled connection parses it once and then only binds and executes it, and PostgreSQL may keep
 * a generic plan for it instead of planning every call. PGlite's driver ignores the name and runs the same SQL text
 * as before. On both, Drizzle builds the SQL text once instead of on every request.
 *
 * Only the query objects are kept (per `Db`, in a WeakMap: each test's database gets its own); no result is cached,
 * so every call reads the database and instances stay stateless. A name must not be used for two different SQL
 * texts (node-postgres refuses that on a connection), so `prepared` refuses a name given twice.
 */
import type { Db } from './client.ts';

const names = new Set<string>();

export function prepared<Q>(name: string, build: (db: Db, name: string) => Q): (db: Db) => Q {
  if (names.has(name)) throw new Error(`prepared statement name used twice: ${name}`);
  names.add(name);
  const perDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = perDb.get(db);
    if (query === undefined) {
      query = build(db, name);
      perDb.set(db, query);
    }
    return query;
  };
}
