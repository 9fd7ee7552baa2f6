/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * Issue 15 "XSRF bound to the session; sessions rotate at sign-in and sign-out; cookies HttpOnly, SameSite, Secure on
 * https" (demo/server/middleware/xsrf.ts, session.ts, secret.ts; docs/security-sessions.md).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { sessions } from '../../demo/server/db/schema/commerce.ts';
import { API, Client, setup, type Harness } from './helpers.ts';

let h: Harness;
let product = '';
beforeAll(async () => {
  h = await setup();
  const [row] = await h.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hasVariants, false), eq(products.allowPurchase, true), eq(products.colli, 1)))
    .orderBy(products.id)
    .limit(1);
  product = row!.id;
}, 180_000); // migrate + seed: ~10 s idle, past the 60 s default on a machine shared by many runs
afterAll(() => h.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const addToCart = (c: Client, opts = {}) =>
  c.post(`${API}/cart/addorupdatecart`, { productid: product, quantity: 1 }, opts);
/** The Set-Cookie line of `name` in an answer. */
const setCookie = (res: { headers: Headers }, name: string) =>
  res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));

/** A raw request with exactly these cookies and this X-XSRF-TOKEN header (no jar, no echo). */
async function forged(app: Harness['app'], cookies: Record<string, string>, header: string | null, path?: string) {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  headers.cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  if (header !== null) headers['X-XSRF-TOKEN'] = header;
  return app.request(path ?? `${API}/cart/addorupdatecart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productid: product, quantity: 1 }),
  });
}

describe('the XSRF token is bound to the session', () => {
  it('refuses a planted cookie-and-header pair (403), for a visitor and for a signed-in session', async () => {
    // The old double-submit check accepted any equal pair; now the server only accepts what it derived.
    for (const planted of [
      'a'.repeat(48),
      'AbCdEfGhIjKlMnOpQrStUvWx',
      'x'.repeat(43),
      'Zm9yZ2VkLXRva2VuLXZhbHVlLTEyMzQ1Njc4OTAx',
    ]) {
      const res = await forged(h.app, { 'XSRF-TOKEN': planted }, planted);
      expect(res.status, planted).toBe(403);
    }
    const kunde = new Client(h.app);
    expect((await kunde.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
    const session = kunde.cookies.get('butik_session')!;
    const planted = 'p'.repeat(43);
    expect((await forged(h.app, { butik_session: session, 'XSRF-TOKEN': planted }, planted)).status).toBe(403);
    // The same session with its own token is accepted: the refusal above was the token's.
    const own = kunde.cookies.get('XSRF-TOKEN')!;
    expect((await forged(h.app, { butik_session: session, 'XSRF-TOKEN': own }, own)).status).toBe(200);
    // A visitor's signed token (valid for a visitor) is worth nothing with a session.
    const visitor = new Client(h.app);
    await visitor.prime();
    const visitorToken = visitor.cookies.get('XSRF-TOKEN')!;
    expect((await forged(h.app, { 'XSRF-TOKEN': visitorToken }, visitorToken)).status).toBe(200); // a visitor: fine
    expect((await forged(h.app, { butik_session: session, 'XSRF-TOKEN': visitorToken }, visitorToken)).status).toBe(
      403,
    );
  });

  it("refuses another session's token, also sent with that session's cookie value", async () => {
    const a = new Client(h.app);
    const b = new Client(h.app);
    expect((await a.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
    expect((await b.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    const tokenA = a.cookies.get('XSRF-TOKEN')!;
    const tokenB = b.cookies.get('XSRF-TOKEN')!;
    expect(tokenA).not.toBe(tokenB);
    const sessionA = a.cookies.get('butik_session')!;
    expect((await forged(h.app, { butik_session: sessionA, 'XSRF-TOKEN': tokenB }, tokenB)).status).toBe(403);
    expect((await forged(h.app, { butik_session: sessionA, 'XSRF-TOKEN': tokenA }, tokenB)).status).toBe(403);
    expect((await forged(h.app, { butik_session: sessionA, 'XSRF-TOKEN': tokenB }, tokenA)).status).toBe(200);
    // State-changing GETs (requireXsrf) the same way.
    const emptycart = `${API}/cart/emptycart`;
    const get = (token: string) =>
      h.app.request(emptycart, {
        headers: { accept: 'application/json', cookie: `butik_session=${sessionA}`, 'X-XSRF-TOKEN': token },
      });
    expect((await get(tokenB)).status).toBe(403);
    expect((await get(tokenA)).status).toBe(200);
  });

  it('gives a new token when the session changes: first cart write, sign-in, sign-out', async () => {
    const c = new Client(h.app);
    await c.prime();
    const visitor = c.cookies.get('XSRF-TOKEN')!;
    expect(c.cookies.has('butik_session')).toBe(false);
    // The first write creates the guest session; its answer carries the session's token.
    const first = await addToCart(c);
    expect(first.status).toBe(200);
    expect(setCookie(first, 'butik_session')).toBeTruthy();
    const guest = c.cookies.get('XSRF-TOKEN')!;
    expect(guest).not.toBe(visitor);
    // A token stays the same while the session does (no new cookie on later answers).
    const again = await addToCart(c);
    expect(setCookie(again, 'XSRF-TOKEN')).toBeUndefined();

    const signIn = await c.signIn('kunde@butik.test');
    expect(signIn.body.signincompleted).toBe(true);
    const signedIn = c.cookies.get('XSRF-TOKEN')!;
    expect(setCookie(signIn, 'XSRF-TOKEN')).toBeTruthy(); // the sign-in's answer carries the new token
    expect(signedIn).not.toBe(guest);
    expect(signedIn).not.toBe(visitor);
    // The guest token no longer works with the signed-in session; the new one does (as the library sends it).
    expect((await addToCart(c, { xsrf: false, headers: { 'X-XSRF-TOKEN': guest } })).status).toBe(403);
    expect((await addToCart(c)).status).toBe(200);

    const signOut = await c.get('/login/signout?output=json');
    expect(signOut.body).toEqual({ signoutcompleted: true });
    const after = c.cookies.get('XSRF-TOKEN')!;
    expect(after).not.toBe(signedIn);
    expect(c.cookies.has('butik_session')).toBe(false);
    // The signed-in token is refused now (the visitor's new one works).
    expect((await addToCart(c, { xsrf: false, headers: { 'X-XSRF-TOKEN': signedIn } })).status).toBe(403);
    expect((await addToCart(c)).status).toBe(200);
  });

  it('sets exactly one XSRF-TOKEN cookie per answer, also when the answer creates the session', async () => {
    const lines = (res: Response) => res.headers.getSetCookie().filter((l) => l.startsWith('XSRF-TOKEN='));
    // No token yet: refused, and the visitor's token handed out with the 403.
    const refused = await forged(h.app, {}, null);
    expect(refused.status).toBe(403);
    expect(lines(refused)).toHaveLength(1);
    const token = /XSRF-TOKEN=([^;]+)/.exec(lines(refused)[0]!)![1]!;
    // The first write with it creates the session: one cookie line, the session's token (not the visitor's).
    const created = await forged(h.app, { 'XSRF-TOKEN': token }, token);
    expect(created.status).toBe(200);
    expect(lines(created)).toHaveLength(1);
    expect(lines(created)[0]).not.toContain(token);
  });

  it('agrees between instances with one configured key, and not with another key', async () => {
    const secret = 's'.repeat(40);
    const one = createApp({ db: h.db, secret });
    const two = createApp({ db: h.db, secret });
    const other = createApp({ db: h.db, secret: 'o'.repeat(40) });
    const c = new Client(one);
    expect((await c.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
    const cookies = { butik_session: c.cookies.get('butik_session')!, 'XSRF-TOKEN': c.cookies.get('XSRF-TOKEN')! };
    expect((await forged(two, cookies, cookies['XSRF-TOKEN'])).status).toBe(200);
    expect((await forged(other, cookies, cookies['XSRF-TOKEN'])).status).toBe(403);
    // The default app (the key stored in the database) derives yet another token.
    expect((await forged(h.app, cookies, cookies['XSRF-TOKEN'])).status).toBe(403);
    expect(() => createApp({ db: h.db, secret: 'short' })).toThrow(/at least 32/);
  });
});

describe('sessions rotate at sign-in and sign-out', () => {
  it('sign-in: a new session id; the old (guest) id is deleted and worth nothing', async () => {
    const c = new Client(h.app);
    expect((await addToCart(c)).status).toBe(200);
    const guestId = c.cookies.get('butik_session')!;
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(guestId))),
    ).toHaveLength(1);
    expect((await c.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
    const userId = c.cookies.get('butik_session')!;
    expect(userId).not.toBe(guestId);
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(guestId))),
    ).toEqual([]);
    // A browser still holding the old id is a visitor: no user, not the cart.
    const stale = new Client(h.app);
    stale.cookies.set('butik_session', guestId);
    expect((await stale.get(`${API}/customer`)).body).toBeNull();
    expect((await stale.get(`${API}/cart/getcart`)).body.items).toEqual([]);
    expect((await stale.get(`${API}/giftshop/by-user`)).status).toBe(401);
    // The new id is the signed-in user with the guest cart.
    expect((await c.get(`${API}/cart/getcart`)).body.items.length).toBeGreaterThan(0);
  });

  it('sign-in while signed in rotates too', async () => {
    const c = new Client(h.app);
    expect((await c.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    const first = c.cookies.get('butik_session')!;
    expect((await c.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    expect(c.cookies.get('butik_session')).not.toBe(first);
    const stale = new Client(h.app);
    stale.cookies.set('butik_session', first);
    expect((await stale.get(`${API}/giftshop/by-user`)).status).toBe(401);
    expect((await c.get(`${API}/giftshop/by-user`)).status).toBe(200);
  });

  it('sign-out: the session row is deleted and the id no longer signs anyone in', async () => {
    const c = new Client(h.app);
    expect((await c.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    const id = c.cookies.get('butik_session')!;
    const res = await c.request('POST', '/login/signout?output=json');
    expect(res.body).toEqual({ signoutcompleted: true });
    const cleared = setCookie(res, 'butik_session')!;
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(
      await h.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(id))),
    ).toEqual([]);
    const stale = new Client(h.app);
    stale.cookies.set('butik_session', id);
    expect((await stale.get(`${API}/giftshop/by-user`)).status).toBe(401);
    expect((await stale.get(`${API}/customer`)).body).toBeNull();
  });
});

describe('cookie flags', () => {
  /** Signs in at `base` (http or https URL of the app) and returns the answer's Set-Cookie lines. */
  async function signInAt(base: string, headers: Record<string, string> = {}) {
    const primed = await h.app.request(`${base}${API}/cart/getcart`, {
      headers: { accept: 'application/json', ...headers },
    });
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(setCookie(primed, 'XSRF-TOKEN') ?? '')?.[1] ?? '';
    const form = new FormData();
    for (const [k, v] of Object.entries({
      action: 'signin',
      username: 'kunde@butik.test',
      password: 'demo1234',
      output: 'json',
    }))
      form.set(k, v);
    const res = await h.app.request(`${base}/login`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, ...headers },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).signincompleted).toBe(true);
    return {
      primed: setCookie(primed, 'XSRF-TOKEN')!,
      session: setCookie(res, 'butik_session')!,
      xsrf: setCookie(res, 'XSRF-TOKEN')!,
    };
  }

  it('over http: session HttpOnly + SameSite=Lax, XSRF SameSite=Lax and readable; neither Secure', async () => {
    const { primed, session, xsrf } = await signInAt('http://shop.test');
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    for (const line of [primed, xsrf]) {
      expect(line).toMatch(/; SameSite=Lax/i);
      expect(line).not.toMatch(/HttpOnly/i);
    }
    for (const line of [primed, session, xsrf]) expect(line).not.toMatch(/; Secure/i);
  });

  it('over https (or behind a proxy saying X-Forwarded-Proto: https): every cookie Secure', async () => {
    for (const [base, headers] of [
      ['https://shop.test', {}],
      ['http://10.0.0.5:8080', { 'x-forwarded-proto': 'https' }],
    ] as const) {
      const { primed, session, xsrf } = await signInAt(base, headers);
      for (const line of [primed, session, xsrf]) expect(line, `${base}: ${line}`).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
    }
  });
});
