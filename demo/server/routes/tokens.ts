/**
 * Single-use, expiring tokens for password reset (1 hour) and opt-in (7 days). Only the sha256 of a
 * token is stored; the raw token travels in the e-mail link, written to the outbox. Consuming a token
 * is one conditional UPDATE (used_at IS NULL AND not expired) so it works exactly once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { outbox, tokens, type TokenKind } from '../db/schema/commerce.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { LOGIN_PATH } from './login-path.ts';

const TTL_MS: Record<TokenKind, number> = { reset: 3600 * 1000, optin: 7 * 24 * 3600 * 1000 };
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type Writer = Pick<Db, 'insert'>;

/**
 * Creates a token for `user` and queues the e-mail with its link. Returns the raw token. Give it a transaction
 * (`db.transaction((tx) => issueToken(tx, …))`) so that the token and its e-mail are written together or not at all.
 */
export async function issueToken(db: Writer, c: Context<AppEnv>, user: UserRow, kind: TokenKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = c.get('now')();
  await db
    .insert(tokens)
    .values({ id: hashToken(token), userId: user.id, kind, expiresAt: new Date(now.getTime() + TTL_MS[kind]) });
  const origin = new URL(c.req.url).origin;
  const link = kind === 'reset' ? `${origin}${LOGIN_PATH}?key=${token}` : `${origin}${LOGIN_PATH}?token=${token}`;
  const subject = kind === 'reset' ? 'Nulstil din adgangskode' : 'Bekræft din e-mailadresse';
  const body =
    kind === 'reset'
      ? `Hej ${user.name}\n\nVi har modtaget en anmodning om at nulstille din adgangskode. Brug linket herunder inden for en time:\n\n${link}\n\nHar du ikke bedt om det, kan du se bort fra denne e-mail.`
      : `Hej ${user.name}\n\nTak for din tilmelding. Bekræft din e-mailadresse og vælg en adgangskode via linket herunder (gyldigt i 7 dage):\n\n${link}`;
  await db.insert(outbox).values({ to: user.email, subject, body, status: 'queued', created: now });
  c.get('wakeWorker')?.();
  return token;
}

/** Uses the token once: returns its user id, or null when unknown, used, expired or of another kind. */
export async function consumeToken(db: Db, token: string, kind: TokenKind, now: Date): Promise<number | null> {
  const [row] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(eq(tokens.id, hashToken(token)), eq(tokens.kind, kind), isNull(tokens.usedAt), gt(tokens.expiresAt, now)),
    )
    .returning({ userId: tokens.userId });
  return row?.userId ?? null;
}
