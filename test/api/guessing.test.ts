/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * Issue 15 "Codes and sign-in against guessing": ≥ 8 random code characters without modulo bias; failed code
 * look-ups and sign-ins limited per address and per account with Retry-After; the limits (and the XSRF key) survive
 * a restart (demo/server/routes/gift-code-random.ts, middleware/failure-limit.ts, middleware/secret.ts;
 * docs/security-sessions.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { openDb } from '../../demo/server/db/client.ts';
import { sessions } from '../../demo/server/db/schema/commerce.ts';
import { drawSymbols, type ByteSource } from '../../demo/server/routes/gift-code-random.ts';
import { TRUST_PROXY_ENV } from '../../demo/server/middleware/failure-limit.ts';
import { CODE_FAILURE_LIMIT } from '../../demo/server/routes/giftshop.ts';
import { SIGNIN_ACCOUNT_FAILURE_LIMIT, SIGNIN_FAILURE_LIMIT } from '../../demo/server/routes/login.ts';
import { GIFT_CODE_ALPHABET, GIFT_CODE_RANDOM_LENGTH } from '../../src/domain/index.ts';
import { API, Client, setup, type Harness } from './helpers.ts';

const G = `${API}/giftshop`;
let h: Harness;
beforeAll(async () => {
  h = await setup();
}, 180_000); // migrate + seed: ~10 s idle, past the 60 s default on a machine shared by many runs
afterAll(() => h.close());

type App = Harness['app'];
/** The app as seen from one client address (the socket peer the limits count by). */
const from = (app: App, address: string): App =>
  ({
    request: (input: string, init?: RequestInit) =>
      app.request(input, init, { incoming: { socket: { remoteAddress: address } } }),
  }) as unknown as App;
let addresses = 0;
/** A fresh client address per call (TEST-NET-2), so tests do not share counts. */
const nextAddress = () => `198.51.${100 + Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const browserAt = (address = nextAddress(), app: App = h.app) => new Client(from(app, address));

// ---- codes ---------------------------------------------------------------------------------------------------

/**
 * Pearson's χ² statistic of symbol counts against the uniform distribution over `alphabet`.
 * With 25 symbols (24 degrees of freedom) χ² > 72.2 has probability 10⁻⁶ for a uniform source.
 */
function chiSquare(symbols: string, alphabet = GIFT_CODE_ALPHABET): number {
  const counts = new Map<string, number>([...alphabet].map((ch) => [ch, 0]));
  for (const ch of symbols) counts.set(ch, (counts.get(ch) ?? Number.NaN) + 1);
  const expected = symbols.length / alphabet.length;
  let chi = 0;
  for (const n of counts.values()) chi += (n - expected) ** 2 / expected;
  return chi;
}
const CHI2_24_P1E6 = 72.2;

describe('new gift codes', () => {
  it('carry ≥ 8 random symbols (here 10 of 25: > 46 bits); codes made through the API match', async () => {
    expect(GIFT_CODE_RANDOM_LENGTH).toBeGreaterThanOrEqual(8);
    expect(GIFT_CODE_RANDOM_LENGTH * Math.log2(GIFT_CODE_ALPHABET.length)).toBeGreaterThan(46);
    const ejer = new Client(h.app);
    expect((await ejer.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    const shop = (await ejer.post(`${G}/create`, { name: 'Gættetest' })).body.id as string;
    const made = await ejer.post(`${G}/${shop}/codes/create`, { count: 300 });
    expect(made.status).toBe(200);
    const ids: string[] = made.body.map((c: any) => c.id);
    expect(new Set(ids).size).toBe(300);
    const shape = new RegExp(`^[A-Z0-9]+-([${GIFT_CODE_ALPHABET}]{${GIFT_CODE_RANDOM_LENGTH}})$`);
    for (const id of ids) expect(id, id).toMatch(shape);
    // 3,000 symbols through the API: no symbol of the alphabet is favoured (or missing).
    const randomParts = ids.map((id) => shape.exec(id)![1]!).join('');
    expect(chiSquare(randomParts)).toBeLessThan(CHI2_24_P1E6);
    // Each of the 300 codes is found again, the fixed seeded codes are unchanged.
    expect((await new Client(h.app).get(`${G}/code/${ids[0]}`)).status).toBe(200);
    const fixed = await new Client(h.app).get(`${G}/code/JUL26-0001`);
    expect(fixed.status).toBe(200);
    expect(fixed.body.id).toBe('JUL26-0001');
  });

  it('are drawn without modulo bias: χ² over 250,000 symbols; a modulo draw from the same bytes fails the test', () => {
    const n = 250_000;
    expect(chiSquare(drawSymbols(n))).toBeLessThan(CHI2_24_P1E6);
    // The test has the power to see the bias it guards against: `byte % 25` favours 6 symbols by 11/10.
    const modulo = (bytes: ByteSource) => {
      let out = '';
      for (const b of bytes(n)) out += GIFT_CODE_ALPHABET[b % GIFT_CODE_ALPHABET.length];
      return out;
    };
    expect(chiSquare(modulo(randomBytes))).toBeGreaterThan(CHI2_24_P1E6 * 3);
  });
});

// ---- limits --------------------------------------------------------------------------------------------------

const wrongSignIn = (c: Client, username: string, i: number) => c.signIn(username, `forkert-${i}`);

describe('failed sign-ins are limited per address and per account', () => {
  it('per address: after the limit the address gets 429 with Retry-After (whatever account), others do not', async () => {
    const attacker = browserAt();
    for (let i = 0; i < SIGNIN_FAILURE_LIMIT.max; i++) {
      // Password spraying: one try per account, so only the address limit can stop it.
      const res = await wrongSignIn(attacker, `spray-${i}@firma.test`, i);
      expect(res.status, `try ${i}`).toBe(200);
      expect(res.body.errortype).toBe(0);
    }
    const blocked = await attacker.signIn('kunde@butik.test'); // even the right password
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGNIN_FAILURE_LIMIT.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGNIN_FAILURE_LIMIT.windowMs / 1000);
    expect((blocked.body as any).error).toMatch(/Too many failed sign-ins/);
    // Another address signs in as usual.
    expect((await browserAt().signIn('kunde@butik.test')).body.signincompleted).toBe(true);
  });

  it('per account: failures spread over many addresses stop that account (429 + Retry-After) from every address', async () => {
    const target = 'supervisor@butik.test';
    for (let i = 0; i < SIGNIN_ACCOUNT_FAILURE_LIMIT.max; i++) {
      // One try per address: the address limit never trips.
      expect((await wrongSignIn(browserAt(), target, i)).body.errortype, `try ${i}`).toBe(0);
    }
    const fresh = browserAt();
    const blocked = await fresh.signIn(target);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(SIGNIN_ACCOUNT_FAILURE_LIMIT.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGNIN_ACCOUNT_FAILURE_LIMIT.windowMs / 1000);
    // The username is matched as typed by the user (case, spaces).
    expect((await browserAt().signIn('  SUPERVISOR@butik.test ')).status).toBe(429);
    // The same fresh address may still sign in to another account.
    expect((await fresh.signIn('saelger@butik.test')).body.signincompleted).toBe(true);
  });
});

describe('failed code look-ups are limited per address and per signed-in account', () => {
  it('per address: 429 with Retry-After on look-up and redemption', async () => {
    const c = browserAt();
    for (let i = 0; i < CODE_FAILURE_LIMIT.max; i++) expect((await c.get(`${G}/code/GUESS-A${i}`)).status).toBe(404);
    const blocked = await c.get(`${G}/code/JUL26-0002`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(CODE_FAILURE_LIMIT.windowMs / 1000 - 60);
    const redeem = await c.post(`${G}/code/GUESS-R/redeem`, { name: 'A B', products: ['10001'] });
    expect(redeem.status).toBe(429);
    expect(redeem.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await browserAt().get(`${G}/code/JUL26-0002`)).status).toBe(200);
  });

  it('per account: a signed-in user guessing from many addresses is stopped at the limit', async () => {
    const kunde = new Client(h.app);
    expect((await kunde.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
    const session = kunde.cookies.get('butik_session')!;
    const xsrf = kunde.cookies.get('XSRF-TOKEN')!;
    /** The signed-in browser, moved to a new address (e.g. a phone changing networks). */
    const moved = () => {
      const c = browserAt();
      c.cookies.set('butik_session', session);
      c.cookies.set('XSRF-TOKEN', xsrf);
      return c;
    };
    for (let i = 0; i < CODE_FAILURE_LIMIT.max; i++)
      expect((await moved().get(`${G}/code/GUESS-U${i}`)).status).toBe(404);
    const blocked = await moved().get(`${G}/code/JUL26-0003`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A visitor at a fresh address is not affected.
    expect((await browserAt().get(`${G}/code/JUL26-0003`)).status).toBe(200);
  });
});

describe('the client address behind a proxy', () => {
  const guessAll = async (c: Client, headers: (i: number) => Record<string, string>) => {
    for (let i = 0; i < CODE_FAILURE_LIMIT.max; i++) {
      expect((await c.get(`${G}/code/GUESS-P${i}`, { headers: headers(i) })).status).toBe(404);
    }
  };

  it('ignores X-Forwarded-For unless BUTIK_TRUST_PROXY=1: a client cannot pick a new address per guess', async () => {
    expect(process.env[TRUST_PROXY_ENV]).toBeUndefined();
    const c = browserAt();
    await guessAll(c, (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` }));
    expect((await c.get(`${G}/code/JUL26-0004`, { headers: { 'x-forwarded-for': '192.0.2.200' } })).status).toBe(429);
  });

  it('with BUTIK_TRUST_PROXY=1 counts the right-most X-Forwarded-For entry (what the proxy saw)', async () => {
    process.env[TRUST_PROXY_ENV] = '1';
    try {
      const proxy = browserAt(); // every request comes from the load balancer's address
      // The client-written left part changes; the address the proxy appended stays: one client, counted once.
      await guessAll(proxy, (i) => ({ 'x-forwarded-for': `10.9.9.${i}, 192.0.2.77` }));
      const blocked = await proxy.get(`${G}/code/JUL26-0004`, {
        headers: { 'x-forwarded-for': '1.1.1.1, 192.0.2.77' },
      });
      expect(blocked.status).toBe(429);
      // Another client behind the same proxy is not blocked.
      expect((await proxy.get(`${G}/code/JUL26-0004`, { headers: { 'x-forwarded-for': '192.0.2.78' } })).status).toBe(
        200,
      );
    } finally {
      delete process.env[TRUST_PROXY_ENV];
    }
  });
});

describe('limits and the XSRF key survive a restart (PGlite data directory reopened)', () => {
  it('429 with Retry-After after the restart; a session and its XSRF token from before still work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'butik-restart-'));
    try {
      // Instance 1 (no seed needed: unknown accounts and codes fail all the same).
      let opened = await openDb({ dataDir: dir });
      let app = createApp({ db: opened.db });
      const address = '203.0.113.9';
      const c = new Client(from(app, address));
      for (let i = 0; i < SIGNIN_FAILURE_LIMIT.max; i++) {
        expect((await wrongSignIn(new Client(from(app, `203.0.113.${100 + i}`)), 'ingen@firma.test', i)).status).toBe(
          200,
        );
      }
      for (let i = 0; i < CODE_FAILURE_LIMIT.max; i++) expect((await c.get(`${G}/code/NOPE-${i}`)).status).toBe(404);
      expect((await c.get(`${G}/code/NOPE-X`)).status).toBe(429);
      // A session (as a guest's) and the token the server gave it.
      const raw = 'restart-session-raw-value-0123456789';
      await opened.db.insert(sessions).values({
        id: createHash('sha256').update(raw).digest('hex'),
        userId: null,
        expiresAt: new Date(Date.now() + 3600_000),
      });
      c.cookies.set('butik_session', raw);
      await c.get(`${API}/cart/getcart`);
      const token = c.cookies.get('XSRF-TOKEN')!;
      await opened.close();

      // Instance 2 on the same data directory, a new process state (a new Db object, nothing cached).
      opened = await openDb({ dataDir: dir });
      app = createApp({ db: opened.db });
      const again = new Client(from(app, address));
      again.cookies.set('butik_session', raw);
      again.cookies.set('XSRF-TOKEN', token);
      const code = await again.get(`${G}/code/NOPE-Y`);
      expect(code.status).toBe(429);
      expect(Number(code.headers.get('retry-after'))).toBeGreaterThan(CODE_FAILURE_LIMIT.windowMs / 1000 - 120);
      const signIn = await new Client(from(app, '203.0.113.250')).signIn('ingen@firma.test');
      expect(signIn.status).toBe(429);
      expect(Number(signIn.headers.get('retry-after'))).toBeGreaterThan(0);
      // The stored key derives the same token: the session's state-changing call is accepted, no new cookie.
      const res = await again.get(`${API}/cart/emptycart`);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((l) => l.startsWith('XSRF-TOKEN='))).toBe(false);
      await opened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000); // a fresh PGlite directory is migrated: seconds on an idle machine, more on a busy one
});
