/**
 * Brakes on guessing: counts failed gift-code look-ups / redemptions (unknown code) and failed
 * sign-ins per client address in a fixed window; past the limit the address gets 429 until the window
 * ends. Successful calls are never counted, so normal use and load runs are unaffected.
 *
 * The counts live in the database (table failure_limits), not in the process: every server instance on
 * one database sees the same count, so N instances behind a load balancer allow no more guesses than one.
 * Each failure is one atomic upsert (INSERT ... ON CONFLICT DO UPDATE), correct under concurrency on
 * PostgreSQL and on PGlite. Expired rows are purged by the outbox worker.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { failureLimits } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from './errors.ts';

export interface FailureLimiter {
  /** Throws 429 when `c`'s address is over the limit. */
  check(c: Context<AppEnv>): Promise<void>;
  /** Records one failure for `c`'s address. */
  fail(c: Context<AppEnv>): Promise<void>;
}

function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local'; // in-process requests (tests) have no socket
  }
}

/** The address's running window in a scope, if any (prepared: checked on every gift-code look-up). */
const currentWindow = prepared('failure_limit_window', (db, name) =>
  db
    .select({ count: failureLimits.count, resetAt: failureLimits.resetAt })
    .from(failureLimits)
    .where(
      and(
        eq(failureLimits.scope, sql.placeholder('scope')),
        eq(failureLimits.key, sql.placeholder('key')),
        gt(failureLimits.resetAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare(name),
);

export function failureLimiter(opts: {
  max: number;
  windowMs: number;
  now?: () => number;
  what: string;
  /** Row scope in failure_limits (default: `what`). */
  scope?: string;
}): FailureLimiter {
  const now = opts.now ?? Date.now;
  const scope = opts.scope ?? opts.what;
  const dbOf = (c: Context<AppEnv>): Db => c.get('db');
  return {
    async check(c) {
      const t = new Date(now());
      const [row] = await currentWindow(dbOf(c)).execute({ scope, key: clientKey(c), now: t.toISOString() });
      if (row && row.count >= opts.max) {
        const seconds = Math.max(1, Math.ceil((row.resetAt.getTime() - t.getTime()) / 1000));
        c.header('Retry-After', String(seconds));
        throw new ApiError(429, `Too many failed ${opts.what}; try again in ${seconds} s`);
      }
    },
    async fail(c) {
      const t = new Date(now());
      const resetAt = new Date(t.getTime() + opts.windowMs);
      const expired = sql`${failureLimits.resetAt} <= ${t.toISOString()}::timestamptz`;
      await dbOf(c)
        .insert(failureLimits)
        .values({ scope, key: clientKey(c), count: 1, resetAt })
        .onConflictDoUpdate({
          target: [failureLimits.scope, failureLimits.key],
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${failureLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${failureLimits.resetAt} END`,
          },
        });
    },
  };
}
