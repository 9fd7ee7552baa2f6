/** Hono environment of the reference server: what every handler can read with `c.get(...)`. */
import type { Db } from './db/client.ts';
import type { sessions, users } from './db/schema/commerce.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface AppVariables {
  db: Db;
  /** Clock (injectable in tests). */
  now: () => Date;
  /** The session row, or null for a visitor with no session yet (created lazily on first write). */
  session: SessionRow | null;
  /** The signed-in user, or null. */
  user: UserRow | null;
  /**
   * The user the request acts as: for a salesperson, the user chosen with
   * `giftshop/salesperson/users/change/{id}` (else the salesperson); otherwise the signed-in user.
   */
  actor: UserRow | null;
  /** The `{context}` path segment of /contextapi/{context}/v1 (shop context / profile id). */
  context: string;
  /** The XSRF token of this browser's session (or visitor), as set in the XSRF-TOKEN cookie. */
  xsrfToken: string;
  /** The request carried the right X-XSRF-TOKEN header (requireXsrf checks it for state-changing GETs). */
  xsrfValid: boolean;
  /** This response's Content-Security-Policy nonce (middleware/security-headers.ts; pages put it on their tags). */
  cspNonce: string;
  /** Nudges the outbox worker after work was queued (undefined when no worker runs, e.g. in tests). */
  wakeWorker: (() => void) | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
