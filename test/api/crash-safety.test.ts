/**
 * Crash safety (docs/crash-safety.md): the real demo server (demo/server/main.ts, a child process) is killed with
 * SIGKILL in the middle of cart changes, racing gift-code redemptions and invitations, several rounds on the same
 * database, and restarted each time. After every kill the database as the dead process left it, and after every
 * restart the database the restarted server left, must be consistent (crash-safety-invariants.ts): no line without
 * its cart, no half-written cart change, redemption or invitation batch, no code redeemed twice, no acknowledged
 * write lost, and every invitation that was SENDING at the kill sent exactly once by the restarted worker.
 *
 * PGlite (a data directory, the default) always; PostgreSQL (DATABASE_URL) where a server can be had
 * (postgres-server.ts). CRASH_TEST_PORT pins the server's port (default: any free port).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  API,
  HttpClient,
  killAllServers,
  pgliteBackend,
  postgresBackend,
  sleep,
  startServer,
  type Backend,
  type DemoProcess,
} from './crash-safety-harness.ts';
import { checkInvariants, invitationStates } from './crash-safety-invariants.ts';
import {
  QUEUED_AT_START,
  SHOP_ID,
  inviteCode,
  newLedger,
  runLoad,
  seedCrashData,
  type KillAfter,
  type Ledger,
} from './crash-safety-load.ts';
import { describePostgres, type PostgresServer } from './postgres-server.ts';
import { describe } from 'vitest';

const PORT = Number(process.env.CRASH_TEST_PORT ?? 0);
const debug = (...a: unknown[]) => {
  if (process.env.CRASH_DEBUG) console.log(new Date().toISOString(), ...a);
};

interface RoundReport {
  round: number;
  killAfter: string;
  acked: Ledger['acked'];
  sendingAtKill: number;
  resumeMs: number;
}

async function signedInOwner(base: string): Promise<HttpClient> {
  const owner = new HttpClient(base);
  const res = await owner.signIn('ejer@butik.test');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((res.body as { signincompleted?: boolean }).signincompleted).toBe(true);
  return owner;
}

/** Waits until the restarted server's worker has sent every SENDING invitation (asked over HTTP). */
async function waitForResume(server: DemoProcess, owner: HttpClient): Promise<number> {
  const started = Date.now();
  owner.base = server.url;
  for (;;) {
    const res = await owner.request('GET', `${API}/giftshop/${SHOP_ID}/codes/sent-status`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const states = res.body as Array<{ invitationstate: string }>;
    if (!states.some((s) => s.invitationstate === 'SENDING')) return Date.now() - started;
    if (Date.now() - started > 60_000) throw new Error('invitations still SENDING 60 s after the restart');
    await sleep(100);
  }
}

/**
 * Kill rounds on one database: start the server, load it, SIGKILL it, check the database as it was left, restart it
 * on the same database (the restarted server takes the next round's load) and wait for its worker to send what was
 * SENDING; after the last round the server is stopped cleanly and the database checked once more.
 */
async function crashRounds(backend: Backend, rounds: number): Promise<RoundReport[]> {
  let products: Ledger['products'] | undefined;
  await backend.prepare(async (sql) => {
    products = await seedCrashData(sql, rounds);
  });
  const ledger = newLedger(products!);
  ledger.batches.push({ codes: Array.from({ length: QUEUED_AT_START }, (_, i) => inviteCode(0, i)), acked: true });
  const reports: RoundReport[] = [];
  let server = await startServer(backend, PORT);
  // The invitations left SENDING before the first start are sent by its worker.
  reports.push({
    round: 0,
    killAfter: '(SENDING rows seeded)',
    acked: { cart: 0, redeemed: 0, refused: 0, invites: QUEUED_AT_START },
    sendingAtKill: QUEUED_AT_START,
    resumeMs: await waitForResume(server, await signedInOwner(server.url)),
  });
  for (let round = 1; round <= rounds; round++) {
    const owner = await signedInOwner(server.url);
    const before = { ...ledger.acked };
    // The last round kills while the worker is half-way through the large invitation batch, so the restart has
    // SENDING invitations to resume whatever the random rounds hit.
    const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
    const killWhen: KillAfter | 'mid-drain' =
      round === rounds ? 'mid-drain' : { cartChanges: random(3, 30), codes: random(1, 8), delayMs: random(0, 150) };
    const killed = server;
    await runLoad(killed.url, owner, round, ledger, killWhen, () => killed.kill());
    debug('killed', round, JSON.stringify(ledger.acked));
    expect(killed.child.signalCode, killed.output().slice(-2000)).toBe('SIGKILL');
    expect(ledger.problems).toEqual([]);

    // The database exactly as the killed process left it, then the restart on the same database.
    const crashed = backend.crashedState();
    const checkAtKill = crashed.run(async (sql) => ({
      problems: await checkInvariants(sql, ledger, round),
      states: await invitationStates(sql),
    }));
    const restart = crashed.concurrent
      ? startServer(backend, PORT)
      : checkAtKill.then(() => startServer(backend, PORT));
    const [atKill, restarted] = await Promise.all([checkAtKill, restart]);
    debug('at kill', JSON.stringify(atKill));
    expect(atKill.problems, `round ${round}, the database at the kill`).toEqual([]);
    server = restarted;
    const resumeMs = await waitForResume(server, owner);
    reports.push({
      round,
      killAfter:
        typeof killWhen === 'object'
          ? `${killWhen.cartChanges} cart changes, ${killWhen.codes} codes, +${killWhen.delayMs} ms`
          : killWhen,
      acked: {
        cart: ledger.acked.cart - before.cart,
        redeemed: ledger.acked.redeemed - before.redeemed,
        refused: ledger.acked.refused - before.refused,
        invites: ledger.acked.invites - before.invites,
      },
      sendingAtKill: atKill.states.SENDING ?? 0,
      resumeMs,
    });
  }
  // A clean stop of the last restarted server, and the database it left.
  expect(await server.stop(), server.output().slice(-2000)).toBe(0);
  const after = await backend.withSql((sql) => checkInvariants(sql, ledger, rounds + 1));
  expect(after, 'after the last restart').toEqual([]);
  console.table(reports.map((r) => ({ ...r, acked: JSON.stringify(r.acked) })));
  return reports;
}

function expectRealWork(reports: RoundReport[]): void {
  // The rounds did real work before each kill. Invitations SENDING at a kill are resumed whenever there are some (the
  // checks above), but whether a kill finds some depends on timing (the worker sends a batch within milliseconds of
  // the invite), so they are counted, not required; the 20 SENDING before the first start always are.
  for (const r of reports.filter((r) => r.round > 0))
    expect(r.acked.cart, `round ${r.round} cart changes`).toBeGreaterThan(0);
  expect(reports.reduce((n, r) => n + r.acked.redeemed, 0)).toBeGreaterThan(0);
}

describe('crash safety on PGlite (SIGKILL, restart on the same data directory)', () => {
  const backend = pgliteBackend();
  afterAll(async () => {
    killAllServers();
    await backend.dispose();
  });

  // Two rounds (a random kill, then one mid-drain of a large batch): each PGlite start costs seconds, and CI time counts.
  it('keeps the database consistent over 2 kills mid-load', { timeout: 300_000 }, async () => {
    expectRealWork(await crashRounds(backend, 2));
  });
});

describePostgres('crash safety on PostgreSQL (SIGKILL of the server process)', (start) => {
  let pgServer: PostgresServer;
  beforeAll(async () => {
    pgServer = await start();
  }, 120_000);
  afterAll(async () => {
    killAllServers();
    await pgServer?.stop();
  });

  it('keeps the database consistent over 2 kills mid-load', { timeout: 240_000 }, async () => {
    expectRealWork(await crashRounds(postgresBackend(pgServer.url), 2));
  });
});
