/* eslint-disable @typescript-eslint/no-explicit-any -- responses are asserted field by field */
/**
 * README claims that no other test proved (docs/testing/readme-claims.md): the demo's fixed records, the
 * VAT switch cookie, forgiving gift codes (I/L -> 1), random new codes, the guessing brake lifting after
 * its window, and opt-in / password-reset tokens expiring.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { outbox } from '../../demo/server/db/schema/commerce.ts';
import { CODE_FAILURE_LIMIT } from '../../demo/server/routes/giftshop.ts';
import { GIFT_CODE_ALPHABET } from '../../src/domain/index.ts';
import { API, Client, EJER_SHOP_IDS, loginForm, setup, type Harness } from './helpers.ts';

const G = `${API}/giftshop`;
let h: Harness;
beforeAll(async () => {
  h = await setup();
});
afterAll(() => h.close());

const signedIn = async (email: string): Promise<Client> => {
  const c = new Client(h.app);
  expect((await c.signIn(email)).body.signincompleted, email).toBe(true); // README: password demo1234 for every user
  return c;
};
const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(4, '0')}`);

describe('README "Fixed records"', () => {
  it('kunde@butik.test: customer of Butik Demo ApS (VAT and EAN numbers) with a saved cart and a wish list', async () => {
    const kunde = await signedIn('kunde@butik.test');
    const customer = (await kunde.get(`${API}/customer`)).body;
    expect(customer.name).toBe('Butik Demo ApS');
    expect(customer.vatno).toBeTruthy();
    expect(customer.eanno).toBeTruthy();
    expect((await kunde.get(`${API}/cart/getretentioncart`)).body.items.length).toBeGreaterThan(0);
    expect((await kunde.get(`${API}/wishlist/list`)).body.wishlists.length).toBeGreaterThan(0);
  });

  it('ejer@ owns the four shops and three extra; saelger@ acts for ejer@, lone@ and mads@; supervisor@ sees all', async () => {
    const ejer = await signedIn('ejer@butik.test');
    const own = (await ejer.get(`${G}/by-user`)).body.map((s: any) => s.id).sort();
    expect(own).toEqual(EJER_SHOP_IDS);
    const saelger = await signedIn('saelger@butik.test');
    const users = (await saelger.get(`${G}/salesperson/users`)).body.map((u: any) => u.email).sort();
    expect(users).toEqual(['ejer@butik.test', 'lone@kontorhuset.test', 'mads@byggefirma.test']);
    const supervisor = await signedIn('supervisor@butik.test');
    const all = (await supervisor.get(`${G}/supervisor/giftshops`)).body.map((s: any) => s.id);
    expect(all).toEqual(expect.arrayContaining(own));
  });

  it('the gift shops: states, gifts per recipient, assortment sizes, theme, message and code ranges', async () => {
    const ejer = await signedIn('ejer@butik.test');
    const shops = new Map<string, any>((await ejer.get(`${G}/by-user`)).body.map((s: any) => [s.id, s]));
    const jul = shops.get('jul-2026');
    expect(jul).toMatchObject({ state: 'OPEN', requireddefaultproducts: 1 });
    expect(jul.products.length).toBeGreaterThanOrEqual(40);
    expect(jul.theme.backgroundcolor).toMatch(/^#/);
    expect(jul.theme.textcolor).toMatch(/^#/);
    expect(jul.theme.logoimage).toBeTruthy();
    expect(jul.message.trim()).not.toBe('');
    const jub = shops.get('jubilaeum');
    expect(jub).toMatchObject({ state: 'OPEN', requireddefaultproducts: 3 });
    expect(jub.products.length).toBeGreaterThanOrEqual(30);
    expect(shops.get('jul-2025').state).toBe('CLOSED');
    expect(shops.get('paaske-2027').state).toBe('AWAITING');

    const codes = async (shop: string) => (await ejer.get(`${G}/${shop}/codes`)).body as any[];
    const julCodes = await codes('jul-2026');
    expect(julCodes.map((c) => c.id).sort()).toEqual(range('JUL26', 50));
    expect(julCodes.find((c) => c.id === 'JUL26-0002').products.length).toBeGreaterThan(0); // already used
    expect(julCodes.filter((c) => c.products.length > 0).map((c) => c.id)).toEqual(['JUL26-0002']);
    expect(julCodes.find((c) => c.id === 'JUL26-0010').email).toMatch(/\.invalid$/);
    expect((await codes('jubilaeum')).map((c) => c.id).sort()).toEqual(range('JUB', 20));
    expect((await codes('jul-2025')).map((c) => c.id)).toEqual(['JUL25-0001']);
    expect((await codes('paaske-2027')).map((c) => c.id)).toEqual(['PAA27-0001']);
  });

  it('the extra owners and shops: companies, ids, example states, codes; what each user sees at /giftshop#/m', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [email, customer] of [
      ['anne@nordlys.test', 'C1004'],
      ['jonas@tryghed.test', 'C1005'],
      ['camilla@bageriet-midt.test', 'C1006'],
    ] as const) {
      const c = await signedIn(email);
      const own: any[] = (await c.get(`${G}/by-user`)).body;
      expect(own.length, email).toBeGreaterThan(0);
      for (const s of own) expect(s.customerid, s.id).toBe(customer);
      expect((await c.get(`${G}/addresses`)).body, email).toHaveLength(1);
    }
    const supervisor = await signedIn('supervisor@butik.test');
    const all = new Map<string, any>(
      (await supervisor.get(`${G}/supervisor/giftshops`)).body.map((s: any) => [s.id, s]),
    );
    expect(all.size).toBe(36);
    expect(new Set([...all.values()].map((s) => s.userid)).size).toBe(6);
    for (const id of all.keys()) {
      if (['jul-2026', 'jubilaeum', 'jul-2025', 'paaske-2027'].includes(id)) continue;
      expect(id).toMatch(/^[a-z0-9-]+-(gaveglad|kontorhuset|byggefirma|nordlys|tryghed|bageriet)$/);
    }
    expect(all.get('medarbejdergave-q3-kontorhuset')).toMatchObject({ state: 'OPEN', enddate: today });
    expect(all.get('paaskegave-2027-kontorhuset').state).toBe('AWAITING');
    expect(Date.parse(all.get('paaskegave-2027-kontorhuset').startdate) - Date.parse(today)).toBe(24 * 3600 * 1000);
    expect(all.get('nytaarsgave-2026-nordlys')).toMatchObject({ state: 'CLOSED', status: 1 });
    expect(all.get('nytaarsgave-2026-nordlys').enddate > today).toBe(true);
    expect(all.get('sommerfest-2026-gaveglad')).toMatchObject({ state: 'CLOSED', status: 0 });
    expect(all.get('personalefest-2027-gaveglad')).toMatchObject({ startdate: null, enddate: null });
    const som = (await supervisor.get(`${G}/sommerfest-2026-gaveglad/codes`)).body as any[];
    expect(som[0].id).toBe('SOM26-0001');
    expect(som.some((c) => c.products.length > 0)).toBe(true);
    // ejer@: 7 own shops; saelger@: 7 / 9 / 3 by chosen user, 19 in the shop list; supervisor@: 36.
    const ejer = await signedIn('ejer@butik.test');
    expect((await ejer.get(`${G}/by-user`)).body).toHaveLength(7);
    const saelger = await signedIn('saelger@butik.test');
    const users: any[] = (await saelger.get(`${G}/salesperson/users`)).body;
    for (const [email, n] of [
      ['ejer@butik.test', 7],
      ['lone@kontorhuset.test', 9],
      ['mads@byggefirma.test', 3],
    ] as const) {
      const id = users.find((u) => u.email === email).id;
      expect((await saelger.get(`${G}/salesperson/users/change/${id}`)).status).toBe(200);
      expect((await saelger.get(`${G}/by-user`)).body, email).toHaveLength(n);
    }
    expect((await saelger.get(`${G}/supervisor/giftshops`)).body).toHaveLength(19);
  });

  it('products 10019 (OPV10019, packs of 6 at 70,95 kr. excl. VAT, no bulk prices), 10001 (packs of 24), 10016 (not buyable)', async () => {
    const c = new Client(h.app);
    const byId = new Map<string, any>(
      (await c.post(`${API}/product/ids`, ['10019', '10001', '10016'])).body.map((p: any) => [p.id, p]),
    );
    expect(byId.get('10019')).toMatchObject({ sku: 'OPV10019', colli: 6, allowpurchase: true, bulkdiscounts: [] });
    expect(byId.get('10019').price.priceexvat).toBe(70.95);
    expect(byId.get('10001')).toMatchObject({ colli: 24, allowpurchase: true });
    expect(byId.get('10016').allowpurchase).toBe(false);
    // and the server refuses to sell it
    expect(
      (await c.post(`${API}/cart/addorupdatecart`, { productid: '10016', quantity: 1 })).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it('10597–10599 are the free gifts, offered from 1.000 kr. excl. VAT', async () => {
    const c = new Client(h.app);
    // 10019: 70,95 kr. excl. VAT per piece; 15 packs of 6 = 90 pieces = 6.385,50 kr.
    expect((await c.post(`${API}/cart/addorupdatecart`, { productid: '10019', quantity: 90 })).status).toBe(200);
    const gift = (await c.get(`${API}/freegift/getcurrent`)).body;
    expect(gift.products.map((p: any) => p.id).sort()).toEqual(['10597', '10598', '10599']);
  });
});

describe('README "Buying on the demo": the VAT switch', () => {
  it('POST /settings/vat sets butik_vat for one year, HttpOnly, answers 303 to a local return path; the layout follows it', async () => {
    const c = new Client(h.app);
    const before = await c.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(before.body).toMatch(/<shop-context[^>]*prices-inc-vat="false"/); // ex VAT by default (B2B)
    const form = new URLSearchParams({ vat: 'inc', return: '/cart' });
    const res = await c.request('POST', '/settings/vat', {
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('butik_vat=')) ?? '';
    expect(cookie).toMatch(/^butik_vat=inc;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/HttpOnly/i);
    const after = await c.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(after.body).toMatch(/<shop-context[^>]*prices-inc-vat[\s>]/);
    expect(after.body).not.toMatch(/<shop-context[^>]*prices-inc-vat="false"/);
  });
});

describe('README "Decisions": the demo language picker', () => {
  it('POST /settings/language sets butik_culture for a year; pages carry its lang, dir and culture; anything else is ignored', async () => {
    const c = new Client(h.app);
    const page = async () => (await c.request('GET', '/', { headers: { accept: 'text/html' } })).body as string;
    expect(await page()).toMatch(/<html lang="da" dir="ltr">/);
    expect(await page()).toMatch(/<shop-context[^>]*culture="da-DK"/);
    const post = (culture: string, back = '/cart') =>
      c.request('POST', '/settings/language', {
        body: new URLSearchParams({ culture, return: back }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const res = await post('ar-EG');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('butik_culture=')) ?? '';
    expect(cookie).toMatch(/^butik_culture=ar-EG;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await page()).toMatch(/<html lang="ar" dir="rtl">/);
    expect(await page()).toMatch(/<shop-context[^>]*culture="ar-EG"/);
    // The picker offers the 45 languages, each named in itself, the chosen one selected.
    const options = [...(await page()).matchAll(/<option value="([^"]+)" lang="[^"]+"( selected)?>/g)];
    expect(options).toHaveLength(45);
    expect(options.find((m) => m[2])?.[1]).toBe('ar-EG');
    expect(await page()).toContain('>Deutsch</option>');
    // Not a culture of the picker, or a return path to another site: no cookie, back to '/'.
    const bad = await post('xx-YY', '//evil.test/');
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/');
    expect(bad.headers.getSetCookie().some((l) => l.startsWith('butik_culture='))).toBe(false);
    expect(await page()).toMatch(/<html lang="ar" dir="rtl">/);
  });
});

describe('README "Decisions": gift codes', () => {
  it('typed codes are matched forgivingly, also I and L for 1', async () => {
    const anon = new Client(h.app);
    for (const typed of ['JUL26-000I', 'jul26-000l', 'JUI26 0001', 'ju126-oool']) {
      const res = await anon.get(`${G}/code/${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      expect(res.body.id, typed).toBe('JUL26-0001');
    }
  });

  it('new codes are random, not sequential', async () => {
    const ejer = await signedIn('ejer@butik.test');
    const alphabet = GIFT_CODE_ALPHABET;
    const value = (id: string) =>
      [...id.slice(id.lastIndexOf('-') + 1)].reduce((n, ch) => n * alphabet.length + alphabet.indexOf(ch), 0);
    const created: string[] = (await ejer.post(`${G}/jubilaeum/codes/create`, { count: 12 })).body.map(
      (c: any) => c.id,
    );
    expect(created).toHaveLength(12);
    const values = created.map(value).sort((a, b) => a - b);
    const steps = values.slice(1).map((v, i) => v - values[i]!);
    // A counter (in any base) would give steps of 1; 12 random draws out of 25^10 practically never do.
    expect(steps.filter((s) => s === 1).length).toBeLessThan(2);
    expect(Math.max(...steps)).toBeGreaterThan(1000);
  });
});

describe('README "Decisions": repeated unknown codes get 429 for a while', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the brake lifts when its window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-01T10:00:00Z');
    vi.setSystemTime(start);
    const c = new Client(createApp({ db: h.db }));
    for (let i = 0; i < CODE_FAILURE_LIMIT.max; i++) expect((await c.get(`${G}/code/GUESS-${i}`)).status).toBe(404);
    expect((await c.get(`${G}/code/GUESS-X`)).status).toBe(429);
    vi.setSystemTime(new Date(start.getTime() + CODE_FAILURE_LIMIT.windowMs - 1000));
    expect((await c.get(`${G}/code/GUESS-Y`)).status).toBe(429);
    vi.setSystemTime(new Date(start.getTime() + CODE_FAILURE_LIMIT.windowMs + 1000));
    expect((await c.get(`${G}/code/GUESS-Z`)).status).toBe(404);
    expect((await c.get(`${G}/code/JUL26-0001`)).status).toBe(200);
  });
});

describe('README "Accounts": password reset and opt-in tokens expire', () => {
  const HOUR = 3600 * 1000;
  const issuedAt = new Date('2026-11-02T09:00:00Z');
  /** A browser on an app whose clock reads `at` (the token's issue time plus `offsetMs`). */
  const clientAt = (offsetMs: number) =>
    new Client(createApp({ db: h.db, now: () => new Date(issuedAt.getTime() + offsetMs) }));
  const tokenMailedTo = async (to: string): Promise<string> => {
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://x/');
    return link.searchParams.get('token') ?? link.searchParams.get('key') ?? '';
  };

  // The e-mails promise 7 days ("gyldigt i 7 dage"); the token is refused from that moment, accepted until it.
  it('an opt-in token is refused once its 7 days have passed and accepted just before', async () => {
    const email = 'udloeb@firma.test';
    const signup = await clientAt(0).post(`${API}/customer/signup`, {
      companyname: 'Udløb ApS',
      address: 'Algade 2',
      zipcode: '4000',
      city: 'Roskilde',
      vatno: 'DK24681357',
      eanno: '',
      name: 'Ulla Udløb',
      phone: '+4522334455',
      email,
    });
    expect(signup.body).toEqual({ signupcompleted: true, error: 'None' });
    const token = await tokenMailedTo(email);
    expect(token).not.toBe('');
    const optin = (c: Client) =>
      c.request('POST', `/login?token=${token}`, {
        form: loginForm({
          action: 'optin',
          newpassword: 'udloeb-kode',
          confirmnewpassword: 'udloeb-kode',
          output: 'json',
        }),
      });
    expect((await optin(clientAt(7 * 24 * HOUR))).body).toEqual({
      signincompleted: false,
      errortype: 1,
      optinerror: true,
    });
    expect((await optin(clientAt(30 * 24 * HOUR))).body).toMatchObject({ signincompleted: false, optinerror: true });
    // the refusals did not use the token up: a moment before the expiry it still works
    expect((await optin(clientAt(7 * 24 * HOUR - 1000))).body).toEqual({ signincompleted: true, errortype: null });
    expect((await clientAt(7 * 24 * HOUR - 500).signIn(email, 'udloeb-kode')).body.signincompleted).toBe(true);
  });

  // "inden for en time": refused from one hour after the request, accepted until it.
  it('a password-reset key is refused once its hour has passed and accepted just before', async () => {
    const email = 'lone@kontorhuset.test';
    const requested = await clientAt(0).request('POST', '/login', {
      form: loginForm({ action: 'resetpasswordrequest', email, output: 'json' }),
    });
    expect(requested.body).toEqual({ emailsent: true, emailmissing: false });
    const key = await tokenMailedTo(email);
    expect(key).not.toBe('');
    const reset = (c: Client) =>
      c.request('POST', `/login?key=${key}`, {
        form: loginForm({
          action: 'resetpassword',
          newpassword: 'lone-ny-kode',
          confirmnewpassword: 'lone-ny-kode',
          output: 'json',
        }),
      });
    expect((await reset(clientAt(HOUR))).body).toEqual({ resetcompleted: false, redirecturl: '/' });
    expect((await reset(clientAt(HOUR - 1000))).body).toEqual({ resetcompleted: true, redirecturl: '/login' });
    expect((await new Client(h.app).signIn(email, 'lone-ny-kode')).body.signincompleted).toBe(true);
  });
});
