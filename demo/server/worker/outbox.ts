/**
 * The outbox worker: "sends" e-mails by writing them to the outbox table.
 *
 * - Gift codes in SENDING (set by `giftshop/{id}/codes/invite`) get their invitation e-mail written
 *   to the outbox and move to SENT, or FAILED for an undeliverable address (a `.invalid` domain).
 * - Other queued outbox e-mails (password reset, opt-in, contact requests) are marked sent/failed.
 *
 * Runs at start and then on an interval (`start()`), can be nudged (`wake()`), and `drain()` processes everything
 * pending right now (tests call it directly). Drains never overlap within a process; workers on many instances
 * share the work through row locks (`FOR UPDATE SKIP LOCKED`), see sendInvitations.
 */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts, failureLimits, giftCodes, giftShops, outbox, sessions } from '../db/schema/commerce.ts';
import { undeliverable } from '../routes/shared.ts';

export interface OutboxWorkerOptions {
  /** Poll interval in ms (default 1000). */
  intervalMs?: number;
  /** Origin used in links inside e-mails (default http://127.0.0.1:8080). */
  baseUrl?: string;
  now?: () => Date;
  /** Rows handled per batch (default 100). */
  batchSize?: number;
}

export interface DrainResult {
  invitations: number;
  failed: number;
  mails: number;
}

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  wake(): void;
  drain(): Promise<DrainResult>;
}

export function createOutboxWorker(db: Db, opts: OutboxWorkerOptions = {}): OutboxWorker {
  const intervalMs = opts.intervalMs ?? 1000;
  const baseUrl = (opts.baseUrl ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? 100;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<DrainResult> | null = null;
  let again = false;

  /**
   * One batch in one transaction: the codes are claimed with `FOR UPDATE SKIP LOCKED`, so workers on other
   * instances take other rows instead of waiting; each claimed code moves to SENT/FAILED and gets its e-mail
   * in the same transaction, so every invitation is written exactly once. A worker that dies mid-batch rolls
   * back: its rows are SENDING again as soon as PostgreSQL ends its session (a dropped connection, or
   * idle_in_transaction_session_timeout for a hung one, db/client.ts) and the next drain anywhere sends them.
   */
  async function sendInvitations(result: DrainResult): Promise<number> {
    return db.transaction(async (tx) => {
      const pending = await tx
        .select({ code: giftCodes, shop: giftShops })
        .from(giftCodes)
        .innerJoin(giftShops, eq(giftShops.id, giftCodes.shopId))
        .where(eq(giftCodes.invitationstate, 'SENDING'))
        .orderBy(asc(giftCodes.lastupdate), asc(giftCodes.id))
        .limit(batchSize)
        .for('update', { of: giftCodes, skipLocked: true });
      for (const { code, shop } of pending) {
        const failed = undeliverable(code.email);
        const at = now();
        // Conditional as well: a code is sent once even where row locks are not taken.
        const [claimed] = await tx
          .update(giftCodes)
          .set({ invitationstate: failed ? 'FAILED' : 'SENT', lastupdate: at })
          .where(and(eq(giftCodes.id, code.id), eq(giftCodes.invitationstate, 'SENDING')))
          .returning({ id: giftCodes.id });
        if (!claimed) continue;
        const link = `${baseUrl}/giftshop#/g/${encodeURIComponent(shop.id)}/${encodeURIComponent(code.id)}`;
        const greeting = code.name ? `Kære ${code.name}` : 'Hej';
        const text = code.invitemessage ?? shop.emailmessage ?? '';
        await tx.insert(outbox).values({
          to: code.email || '(ingen adresse)',
          subject: `Dit gavebevis fra ${shop.name}`,
          body: `${greeting}\n\n${text}\n\nDin gavekode: ${code.id}\nVælg din gave her: ${link}`,
          status: failed ? 'failed' : 'sent',
          codeId: code.id,
          error: failed ? 'Undeliverable address' : null,
          created: at,
          sent: failed ? null : at,
        });
        if (failed) result.failed++;
        else result.invitations++;
      }
      return pending.length;
    });
  }

  /** Queued mails, claimed the same way (one transaction per batch, `FOR UPDATE SKIP LOCKED`). */
  async function sendQueued(result: DrainResult): Promise<number> {
    return db.transaction(async (tx) => {
      const queued = await tx
        .select()
        .from(outbox)
        .where(eq(outbox.status, 'queued'))
        .orderBy(asc(outbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const mail of queued) {
        const failed = undeliverable(mail.to);
        const [done] = await tx
          .update(outbox)
          .set({
            status: failed ? 'failed' : 'sent',
            sent: failed ? null : now(),
            error: failed ? 'Undeliverable address' : null,
          })
          .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'queued')))
          .returning({ id: outbox.id });
        if (done) result.mails++;
      }
      return queued.length;
    });
  }

  let lastPurge = 0;
  /** Once a minute: expired sessions go, and with them guest carts nobody can reach any more. */
  async function purgeExpired(): Promise<void> {
    const at = now();
    if (at.getTime() - lastPurge < 60_000) return;
    lastPurge = at.getTime();
    await db.delete(sessions).where(lt(sessions.expiresAt, at));
    await db.delete(carts).where(and(isNull(carts.sessionId), isNull(carts.userId)));
    await db.delete(failureLimits).where(lt(failureLimits.resetAt, at));
  }

  async function runDrain(): Promise<DrainResult> {
    await purgeExpired();
    const result: DrainResult = { invitations: 0, failed: 0, mails: 0 };
    for (;;) {
      const a = await sendInvitations(result);
      const b = await sendQueued(result);
      if (a < batchSize && b < batchSize) break;
    }
    return result;
  }

  function drain(): Promise<DrainResult> {
    if (running) {
      // One more pass after the current one, for work queued meanwhile.
      again = true;
      return running;
    }
    running = runDrain().finally(() => {
      running = null;
      if (again) {
        again = false;
        void drain().catch(logError);
      }
    });
    return running;
  }

  const logError = (err: unknown): void => {
    console.error('[butik] outbox worker:', err);
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void drain().catch(logError), intervalMs);
      timer.unref?.();
      // At once, not one interval later: invitations a killed process left SENDING, and mails it left queued, are
      // sent as soon as the server is back (test/api/crash-safety.test.ts).
      void drain().catch(logError);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      if (running) await running.catch(() => undefined);
    },
    wake() {
      setTimeout(() => void drain().catch(logError), 0);
    },
    drain,
  };
}
