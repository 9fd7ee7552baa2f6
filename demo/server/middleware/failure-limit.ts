/**
 * Brakes on guessing: counts failed gift-code look-ups / redemptions (unknown code) and failed
 * sign-ins per client address in a fixed window, and per account as well (sign-in: the username tried, from any
 * address; code look-ups: the signed-in user, when there is one); past a limit the address or account gets 429
 * with `Retry-After` (seconds until its window ends). Successful calls are never counted, so normal use and load
 * runs are unaffected.
 *
 * The client address is the socket's peer; with BUTIK_TRUST_PROXY=1 (a load balancer or proxy in front that
 * appends to X-Forwarded-For) the right-most X-Forwarded-For entry, the address the proxy saw. Without that
 * setting the header is ignored: a client could otherwise pick a new address for every guess.
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
  /** Throws 429 (with Retry-After) when `c`'s address, or `account` when given, is over its limit. */
  check(c: Context<AppEnv>, account?: string): Promise<void>;
  /** Records one failure for `c`'s address (and `account` when given). */
  fail(c: Context<AppEnv>, account?: string): Promise<void>;
}

export const TRUST_PROXY_ENV = 'BUTIK_TRUST_PROXY';

/** The client's address: the socket peer, or behind a trusted proxy the right-most X-Forwarded-For entry. */
export function clientAddress(c: Context): string {
  if (process.env[TRUST_PROXY_ENV] === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded.slice(0, 100);
  }
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

export interface Limit {
  max: number;
  windowMs: number;
}

/** One failure more for (scope, key): a new window when none runs, else count + 1 (one atomic upsert). */
async function countFailure(db: Db, scope: string, key: string, t: Date, windowMs: number): Promise<void> {
  const resetAt = new Date(t.getTime() + windowMs);
  const expired = sql`${failureLimits.resetAt} <= ${t.toISOString()}::timestamptz`;
  await db
    .insert(failureLimits)
    .values({ scope, key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: [failureLimits.scope, failureLimits.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${failureLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${failureLimits.resetAt} END`,
      },
    });
}

export function failureLimiter(
  opts: Limit & {
    now?: () => number;
    what: string;
    /** Row scope in failure_limits (default: `what`). */
    scope?: string;
    /** The per-account limit (rows of scope `${scope}-account`); without it `account` arguments are ignored. */
    account?: Limit;
  },
): FailureLimiter {
  const now = opts.now ?? Date.now;
  const scope = opts.scope ?? opts.what;
  const accountScope = `${scope}-account`;
  const dbOf = (c: Context<AppEnv>): Db => c.get('db');
  /** Seconds until the window of (scope, key) ends when it is over `max`, else 0. */
  async function blockedFor(db: Db, rowScope: string, key: string, max: number, t: Date): Promise<number> {
    const [row] = await currentWindow(db).execute({ scope: rowScope, key, now: t.toISOString() });
    if (!row || row.count < max) return 0;
    return Math.max(1, Math.ceil((row.resetAt.getTime() - t.getTime()) / 1000));
  }
  return {
    async check(c, account) {
      const t = new Date(now());
      const db = dbOf(c);
      const [byAddress, byAccount] = await Promise.all([
        blockedFor(db, scope, clientAddress(c), opts.max, t),
        opts.account && account ? blockedFor(db, accountScope, account, opts.account.max, t) : 0,
      ]);
      const seconds = Math.max(byAddress, byAccount);
      if (seconds > 0) {
        c.header('Retry-After', String(seconds));
        throw new ApiError(429, `Too many failed ${opts.what}; try again in ${seconds} s`);
      }
    },
    async fail(c, account) {
      const t = new Date(now());
      const db = dbOf(c);
      await countFailure(db, scope, clientAddress(c), t, opts.windowMs);
      if (opts.account && account) await countFailure(db, accountScope, account, t, opts.account.windowMs);
    },
  };
}
