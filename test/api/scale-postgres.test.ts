/**
 * Issue 16: the reference server as several stateless instances on one PostgreSQL database.
 *
 * Two real server processes' worth of state (two `startServer` instances, each with its own pool, worker and
 * HTTP port) are started at the same moment on one empty database; the clients talk HTTP to them. Proves:
 * both start (one migrates and seeds under the advisory lock, the other waits), a restart never re-seeds, a
 * session moves between instances, failed gift-code look-ups are counted across instances (429), one code
 * redeemed on both at once has one winner, 500 invitations drained by two workers are each written once, and rows
 * claimed by a worker that dies are sent by another once the dead worker's session ends.
 */
import { and, count, countDistinct, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb, type OpenedDb } from '../../demo/server/db/client.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { giftCodes, outbox } from '../../demo/server/db/schema/commerce.ts';
import { startServer, type RunningServer } from '../../demo/server/main.ts';
import { createOutboxWorker } from '../../demo/server/worker/outbox.ts';
import { API, Client, type Harness } from './helpers.ts';
import { describePostgres, type PostgresServer } from './postgres-server.ts';

/** A Client that speaks HTTP to a running instance instead of calling the app in-process. */
function httpClient(base: string): Client {
  const app = {
    request: (path: string, init: RequestInit) => fetch(`${base}${path}`, init),
  } as unknown as Harness['app'];
  return new Client(app);
}

describePostgres('many instances on one PostgreSQL', (start) => {
  let server: PostgresServer | null = null;
  let a: RunningServer;
  let b: RunningServer;
  const extra: OpenedDb[] = [];

  beforeAll(async () => {
    server = await start();
    const url = server.url;
    // Started at the same moment on an empty database (before issue 16 one died on CREATE EXTENSION).
    [a, b] = await Promise.all([
      startServer({ url, port: 18711, quiet: true }),
      startServer({ url, port: 18712, quiet: true }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(extra.map((o) => o.close()));
    await Promise.all([a?.close(), b?.close()]);
    await server?.stop();
  }, 60_000);

  it('both instances serve, from one seed; a restarted instance does not seed again', async () => {
    for (const s of [a, b]) {
      const res = await fetch(`${s.url}${API}/giftshop/jubilaeum`, { headers: { accept: 'application/json' } });
      expect(res.status).toBe(200);
      expect((await res.json()).id).toBe('jubilaeum');
    }
    const opened = await openDb({ url: server!.url });
    extra.push(opened);
    const [before] = await opened.db.select({ n: count() }).from(products);
    const [codesBefore] = await opened.db.select({ n: count() }).from(giftCodes);
    const again = await startServer({ url: server!.url, port: 18713, quiet: true });
    await again.close();
    const [after] = await opened.db.select({ n: count() }).from(products);
    const [codesAfter] = await opened.db.select({ n: count() }).from(giftCodes);
    expect(before!.n).toBeGreaterThan(0);
    expect(after!.n).toBe(before!.n);
    expect(codesAfter!.n).toBe(codesBefore!.n);
  });

  it('a session signed in on one instance works on the other', async () => {
    const onA = httpClient(a.url);
    expect((await onA.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    const onB = httpClient(b.url);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    const shops = await onB.get(`${API}/giftshop/by-user`);
    expect(shops.status).toBe(200);
    expect(shops.body).toHaveLength(7);
  });

  it('one code redeemed on both instances at the same moment has one winner', async () => {
    const shop = (await httpClient(a.url).get(`${API}/giftshop/jubilaeum`)).body;
    const clients = [httpClient(a.url), httpClient(b.url), httpClient(a.url), httpClient(b.url)];
    await Promise.all(clients.map((c) => c.prime()));
    const results = await Promise.all(
      clients.map((c, i) =>
        c.post(`${API}/giftshop/code/JUB-0011/redeem`, {
          name: `Person Nummer${i}`,
          products: shop.products.slice(i, i + 3),
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('500 invitations with two workers on two instances are each written once', async () => {
    const [dbA, dbB] = await Promise.all([openDb({ url: server!.url }), openDb({ url: server!.url })]);
    extra.push(dbA!, dbB!);
    const rows = Array.from({ length: 500 }, (_, i) => {
      const id = `SCALE-${String(i + 1).padStart(4, '0')}`;
      return {
        id,
        lookupKey: `SCALETEST${i + 1}`,
        shopId: 'jubilaeum',
        name: `Modtager ${i + 1}`,
        email: i % 50 === 0 ? `m${i}@nowhere.invalid` : `m${i}@example.test`,
        invitationstate: 'SENDING' as const,
      };
    });
    await dbA!.db.insert(giftCodes).values(rows);
    const workers = [dbA!, dbB!].map((o) => createOutboxWorker(o.db, { intervalMs: 5, batchSize: 20 }));
    const sent = { invitations: 0, failed: 0 };
    const pending = async () =>
      (
        await dbA!.db
          .select({ n: count() })
          .from(giftCodes)
          .where(and(like(giftCodes.id, 'SCALE-%'), eq(giftCodes.invitationstate, 'SENDING')))
      )[0]!.n;
    for (let round = 0; round < 50 && (await pending()) > 0; round++) {
      const results = await Promise.all(workers.map((w) => w.drain()));
      for (const r of results) {
        sent.invitations += r.invitations;
        sent.failed += r.failed;
      }
    }
    expect(await pending()).toBe(0);
    const [mails] = await dbA!.db
      .select({ n: count(), codes: countDistinct(outbox.codeId) })
      .from(outbox)
      .where(like(outbox.codeId, 'SCALE-%'));
    expect(mails).toEqual({ n: 500, codes: 500 });
    // The instances' own background workers may have taken some; the rest went through these two.
    expect(sent.invitations + sent.failed).toBeLessThanOrEqual(500);
    const states = await dbA!.db
      .select({ state: giftCodes.invitationstate, n: count() })
      .from(giftCodes)
      .where(like(giftCodes.id, 'SCALE-%'))
      .groupBy(giftCodes.invitationstate)
      .orderBy(giftCodes.invitationstate);
    expect(states).toEqual([
      { state: 'FAILED', n: 10 },
      { state: 'SENT', n: 490 },
    ]);
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('rows claimed by a worker that dies are skipped meanwhile and sent by another worker after its session ends', async () => {
    const opened = await openDb({ url: server!.url });
    extra.push(opened);
    await opened.db.insert(giftCodes).values(
      Array.from({ length: 3 }, (_, i) => ({
        id: `CRASH-000${i + 1}`,
        lookupKey: `CRASHTEST${i + 1}`,
        shopId: 'jubilaeum',
        email: `c${i}@example.test`,
        invitationstate: 'SENDING' as const,
      })),
    );
    // A worker mid-batch: its transaction holds the rows' locks and then its process dies (the connection drops).
    const dying = new pg.Client({ connectionString: server!.url });
    await dying.connect();
    dying.on('error', () => undefined);
    await dying.query('BEGIN');
    const claimed = await dying.query(
      "SELECT id FROM gift_codes WHERE invitationstate = 'SENDING' AND id LIKE 'CRASH-%' FOR UPDATE SKIP LOCKED",
    );
    expect(claimed.rowCount).toBe(3);
    const other = createOutboxWorker(opened.db, { batchSize: 10 });
    const crashMail = async () =>
      (await opened.db.select({ n: count() }).from(outbox).where(like(outbox.codeId, 'CRASH-%')))[0]!.n;
    await other.drain(); // does not wait for the locked rows, and does not send them
    expect(await crashMail()).toBe(0);
    await dying.end(); // the session ends without COMMIT: PostgreSQL rolls back and releases the rows
    await other.drain();
    expect(await crashMail()).toBe(3);
    await other.stop();
  });

  it('30 failed gift-code look-ups spread over both instances give 429 on both', async () => {
    const onA = httpClient(a.url);
    const onB = httpClient(b.url);
    for (let i = 0; i < 30; i++) {
      const res = await (i % 2 ? onB : onA).get(`${API}/giftshop/code/NOPE-${1000 + i}`);
      expect(res.status).toBe(404);
    }
    for (const c of [onA, onB]) {
      const res = await c.get(`${API}/giftshop/code/NOPE-9999`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    // A known code is refused too while the address is over the limit.
    expect((await onB.get(`${API}/giftshop/code/JUB-0012`)).status).toBe(429);
    await (
      await openDb({ url: server!.url }).then((o) => (extra.push(o), o))
    ).db.execute(sql`DELETE FROM failure_limits`);
    expect((await onA.get(`${API}/giftshop/code/JUB-0012`)).status).toBe(200);
  });
});
