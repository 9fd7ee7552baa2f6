/**
 * Sessions: a random id in an HttpOnly SameSite=Lax cookie (Secure on https); the database keeps only its sha256.
 * Visitors get a session lazily (first cart write); sign-in rotates the id (no fixation: a new id, the old row
 * deleted) and carries the guest cart over; sign-out deletes the row, so the old id is worth nothing. The XSRF token
 * is derived from the session (middleware/xsrf.ts), so it changes with the id.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { prepared } from '../db/prepared.ts';
import { cartLines, carts, salespersonUsers, sessions, users } from '../db/schema/commerce.ts';
import type { AppEnv, SessionRow, UserRow } from '../env.ts';

export const SESSION_COOKIE = 'butik_session';
const GUEST_TTL_MS = 7 * 24 * 3600 * 1000;
const USER_TTL_MS = 24 * 3600 * 1000;
const REMEMBER_TTL_MS = 30 * 24 * 3600 * 1000;

/** Paths of static files: no session is read for a GET or HEAD of them (middleware/xsrf.ts skips them too). */
export const STATIC_PREFIXES = ['/js/dist/', '/images/', '/assets/'];

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * True when the browser talks https to us: the request URL, or `X-Forwarded-Proto: https` from a TLS-terminating
 * proxy or load balancer (trusting it can only add the Secure flag, never remove it).
 */
export function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function cookieOptions(c: Context<AppEnv>, maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    path: '/',
    secure: isHttps(c),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

/** A live session and its user (prepared: read on every request that carries the cookie). */
const sessionById = prepared('session_by_id', (db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)),
    )
    .limit(1)
    .prepare(name),
);

/** Loads session, signed-in user and the acting-as user into the context. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    c.set('user', null);
    c.set('actor', null);
    const raw = getCookie(c, SESSION_COOKIE);
    // Reading static assets never needs the session: no database round trip for them.
    const staticRead =
      (c.req.method === 'GET' || c.req.method === 'HEAD') && STATIC_PREFIXES.some((p) => c.req.path.startsWith(p));
    if (raw && raw.length <= 128 && !staticRead) {
      const db = c.get('db');
      const rows = await sessionById(db).execute({ id: sha256(raw), now: c.get('now')().toISOString() });
      const row = rows[0];
      if (row) {
        c.set('session', row.session);
        const user = row.user && row.user.active ? row.user : null;
        c.set('user', user);
        c.set('actor', user);
        if (user && user.role === 'salesperson' && row.session.actingAsUserId) {
          const acting = await db
            .select({ user: users })
            .from(salespersonUsers)
            .innerJoin(users, eq(users.id, salespersonUsers.userId))
            .where(
              and(eq(salespersonUsers.salespersonId, user.id), eq(salespersonUsers.userId, row.session.actingAsUserId)),
            )
            .limit(1);
          if (acting[0]?.user.active) c.set('actor', acting[0].user);
        }
      }
    }
    await next();
  };
}

async function createSessionRow(
  c: Context<AppEnv>,
  values: { userId: number | null; remember: boolean },
): Promise<SessionRow> {
  const raw = randomBytes(32).toString('base64url');
  const now = c.get('now')();
  const ttl = values.userId === null ? GUEST_TTL_MS : values.remember ? REMEMBER_TTL_MS : USER_TTL_MS;
  const [row] = await c
    .get('db')
    .insert(sessions)
    .values({
      id: sha256(raw),
      userId: values.userId,
      remember: values.remember,
      expiresAt: new Date(now.getTime() + ttl),
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  // A session cookie (no Max-Age) unless the user asked to be remembered or it is a guest cart.
  const maxAge = values.userId === null ? GUEST_TTL_MS / 1000 : values.remember ? REMEMBER_TTL_MS / 1000 : undefined;
  setCookie(c, SESSION_COOKIE, raw, cookieOptions(c, maxAge));
  c.set('session', row);
  return row;
}

/** The request's session, created (as a guest session) when there is none. */
export async function ensureSession(c: Context<AppEnv>): Promise<SessionRow> {
  return c.get('session') ?? createSessionRow(c, { userId: null, remember: false });
}

/** Signs `user` in: new session id, guest cart moved to it and attached to the user. */
export async function signIn(c: Context<AppEnv>, user: UserRow, remember: boolean): Promise<SessionRow> {
  const db = c.get('db');
  const old = c.get('session');
  const session = await createSessionRow(c, { userId: user.id, remember });
  if (old) {
    await db.transaction(async (tx) => {
      if (old.userId === null || old.userId === user.id) {
        // The guest (or own) cart survives the sign-in.
        await tx.update(carts).set({ sessionId: session.id, userId: user.id }).where(eq(carts.sessionId, old.id));
      } else {
        // Another user's session: their cart stays theirs (as their saved cart), never moves to this user.
        await tx.update(carts).set({ sessionId: null }).where(eq(carts.sessionId, old.id));
      }
      await tx.delete(sessions).where(eq(sessions.id, old.id));
    });
  }
  c.set('user', user);
  c.set('actor', user);
  return session;
}

/** Signs out: the session's cart stays with the user as their saved cart; the session is deleted. */
export async function signOut(c: Context<AppEnv>): Promise<void> {
  const session = c.get('session');
  const db = c.get('db');
  if (session) {
    await db.transaction(async (tx) => {
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, session.id)).limit(1);
      if (cart && session.userId !== null) {
        const [line] = await tx
          .select({ id: cartLines.cartId })
          .from(cartLines)
          .where(eq(cartLines.cartId, cart.id))
          .limit(1);
        if (line) {
          // The cart being left becomes the user's one saved cart, replacing an older one.
          await tx.delete(carts).where(and(eq(carts.userId, session.userId), isNull(carts.sessionId)));
          await tx.update(carts).set({ sessionId: null }).where(eq(carts.id, cart.id));
        } else {
          await tx.delete(carts).where(eq(carts.id, cart.id));
        }
      }
      await tx.delete(sessions).where(eq(sessions.id, session.id));
    });
  }
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
  c.set('session', null);
  c.set('user', null);
  c.set('actor', null);
}
