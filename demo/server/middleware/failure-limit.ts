/**
 * Brakes on guessing: counts failed gift-code look-ups / redemptions (unknown code) and failed
 * sign-ins per client address in a fixed window; past the limit the address gets 429 until the window
 * ends. Successful calls are never counted, so normal use and load runs are unaffected.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ApiError } from './errors.ts';

export interface FailureLimiter {
  /** Throws 429 when `c`'s address is over the limit. */
  check(c: Context): void;
  /** Records one failure for `c`'s address. */
  fail(c: Context): void;
}

function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local'; // in-process requests (tests) have no socket
  }
}

export function failureLimiter(opts: {
  max: number;
  windowMs: number;
  now?: () => number;
  what: string;
}): FailureLimiter {
  const now = opts.now ?? Date.now;
  const hits = new Map<string, { count: number; resetAt: number }>();
  const entry = (key: string) => {
    const t = now();
    let e = hits.get(key);
    if (!e || e.resetAt <= t) {
      e = { count: 0, resetAt: t + opts.windowMs };
      hits.set(key, e);
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= t) hits.delete(k);
    }
    return e;
  };
  return {
    check(c) {
      const e = entry(clientKey(c));
      if (e.count >= opts.max) {
        const seconds = Math.max(1, Math.ceil((e.resetAt - now()) / 1000));
        c.header('Retry-After', String(seconds));
        throw new ApiError(429, `Too many failed ${opts.what}; try again in ${seconds} s`);
      }
    },
    fail(c) {
      entry(clientKey(c)).count++;
    },
  };
}
