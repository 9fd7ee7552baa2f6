/**
 * The server's HMAC key (XSRF tokens, middleware/xsrf.ts).
 *
 * - `BUTIK_SECRET` in the environment (at least 32 characters) when set: give every instance the same value.
 * - Otherwise a key generated once per database and stored in `server_secrets` (name 'xsrf'): the first instance
 *   inserts 32 random bytes (INSERT ... ON CONFLICT DO NOTHING), every instance then reads the stored row, so all
 *   instances on one database agree without configuration, and tokens survive a restart.
 *
 * The key is read once per process and database (cached; main.ts reads it before serving); a failed read is retried
 * on the next request. While the database cannot be read, {@link serverKey} answers a random per-process key
 * instead: the request still gets a definite answer (a sign-in its 'critical failure', spec §8), tokens made with it
 * are as unguessable as any, and once the stored key is back they no longer match and the next answer replaces them.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/commerce.ts';

export const SECRET_ENV = 'BUTIK_SECRET';
export const MIN_SECRET_LENGTH = 32;
const NAME = 'xsrf';

/** The configured secret (option, else env), checked; undefined when none is configured. */
export function configuredSecret(explicit?: string): Buffer | undefined {
  const value = explicit ?? process.env[SECRET_ENV];
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`${SECRET_ENV} must be at least ${MIN_SECRET_LENGTH} characters (got ${value.length})`);
  }
  return Buffer.from(value, 'utf8');
}

const stored = new WeakMap<Db, Promise<Buffer>>();

/** The per-database secret: created by the first instance, read by all. */
export function databaseSecret(db: Db): Promise<Buffer> {
  let pending = stored.get(db);
  if (!pending) {
    pending = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, NAME));
      if (!row) throw new Error('server secret missing after insert');
      return Buffer.from(row.value, 'base64url');
    })();
    stored.set(db, pending);
    pending.catch(() => stored.delete(db));
  }
  return pending;
}

const ephemeral = randomBytes(32);

/** The HMAC key: the configured one, else the database's, else (database unreadable) a per-process key. */
export async function serverKey(db: Db, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return configured;
  try {
    return await databaseSecret(db);
  } catch (err) {
    console.error('[butik] server secret unavailable, using a per-process key for now:', err);
    return ephemeral;
  }
}
