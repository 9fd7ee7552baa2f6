import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import type { Db } from '../../demo/server/db/client.ts';
import { outbox, tokens, users } from '../../demo/server/db/schema/commerce.ts';
import { API, Client, loginForm, setup, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await setup();
});
afterAll(() => h.close());

/** The link of the newest e-mail to `to`, and its token/key. */
async function lastLink(to: string): Promise<{ link: string; token: string }> {
  const [mail] = await h.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
  const token = new URL(link).searchParams.get('key') ?? new URL(link).searchParams.get('token') ?? '';
  return { link, token };
}

describe('login page URL actions', () => {
  it('signs in (HttpOnly SameSite=Lax session cookie) and reports wrong credentials as errortype 0', async () => {
    const c = new Client(h.app);
    const wrong = await c.signIn('kunde@butik.test', 'forkert-kode');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ signincompleted: false, errortype: 0, signinerror: true });
    const unknown = await c.signIn('ingen@butik.test', 'demo1234');
    expect(unknown.body).toMatchObject({ signincompleted: false, errortype: 0 });

    const form = loginForm({
      action: 'signin',
      username: 'ejer@butik.test',
      password: encodeURIComponent('demo1234'),
      rememberlogin: 'true',
      output: 'json',
    });
    const res = await c.request('POST', '/login', { form });
    expect(res.body).toEqual({ signincompleted: true, previouscartfound: false, errortype: null });
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('butik_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/i); // remembered
    const xsrf = (await h.app.request(`${API}/cart/getcart`)).headers
      .getSetCookie()
      .find((l) => l.startsWith('XSRF-TOKEN='));
    expect(xsrf).toMatch(/SameSite=Lax/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect((await c.get(`${API}/giftshop/by-user`)).status).toBe(200);
  });

  it('accepts the action in the query string and answers a plain form with a redirect', async () => {
    const c = new Client(h.app);
    const res = await c.request('POST', '/login?action=signin', {
      form: loginForm({ username: 'kunde@butik.test', password: 'forkert' }),
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?signinerror=true&errortype=0');
  });

  it('validates the form: unknown action, missing fields, malformed password encoding, missing XSRF', async () => {
    const c = new Client(h.app);
    const noAction = await c.request('POST', '/login', { form: loginForm({ username: 'x' }) });
    expect(noAction.status).toBe(400);
    expect(noAction.body.field).toBe('action');
    const missing = await c.request('POST', '/login', {
      form: loginForm({ action: 'signin', username: 'kunde@butik.test' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('password');
    const badEnc = await c.request('POST', '/login', {
      form: loginForm({ action: 'signin', username: 'kunde@butik.test', password: '%E0%A4%A' }),
    });
    expect(badEnc.status).toBe(400);
    expect(badEnc.body.field).toBe('password');
    const noXsrf = await c.request('POST', '/login', {
      form: loginForm({ action: 'signin', username: 'kunde@butik.test', password: 'demo1234' }),
      xsrf: false,
    });
    expect(noXsrf.status).toBe(403);
    const json = await c.post('/login', { action: 'signin' });
    expect(json.status).toBe(400);
    expect(json.body.field).toBe('body');
  });

  it('URL-decodes passwords (special characters work)', async () => {
    const c = new Client(h.app);
    await c.signIn('kunde@butik.test');
    const changed = await c.request('POST', '/login', {
      form: loginForm({
        action: 'user/changepassword',
        oldpassword: encodeURIComponent('demo1234'),
        newpassword: encodeURIComponent('Æble&kage+%1'),
        output: 'json',
      }),
    });
    expect(changed.body).toEqual({ passwordchanged: true, errortype: null });
    const again = new Client(h.app);
    expect((await again.signIn('kunde@butik.test', 'Æble&kage+%1')).body.signincompleted).toBe(true);
    // and back via the GET form of change password
    const wrongOld = await again.get(`/login/user/changepassword?oldpassword=nope&newpassword=demo1234&output=json`);
    expect(wrongOld.body).toEqual({ passwordchanged: false, errortype: 0 });
    expect(
      (await again.get(`/login/user/changepassword?oldpassword=x&newpassword=demo1234`, { xsrf: false })).status,
    ).toBe(403);
    const tooShort = await again.get(
      `/login/user/changepassword?oldpassword=${encodeURIComponent(encodeURIComponent('Æble&kage+%1'))}&newpassword=kort`,
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.field).toBe('newpassword');
    const back = await again.get(
      `/login/user/changepassword?oldpassword=${encodeURIComponent(encodeURIComponent('Æble&kage+%1'))}&newpassword=demo1234&output=json`,
    );
    expect(back.body.passwordchanged).toBe(true);
    expect((await new Client(h.app).get('/login/user/changepassword?oldpassword=a&newpassword=bbbbbbbb')).status).toBe(
      401,
    );
  });

  it('signs out (GET with output=json needs XSRF; POST action works too)', async () => {
    const c = new Client(h.app);
    await c.signIn('ejer@butik.test');
    expect((await c.get('/login/signout?output=json', { xsrf: false })).status).toBe(403);
    expect((await c.get('/login/signout?output=json')).body).toEqual({ signoutcompleted: true });
    expect((await c.get(`${API}/giftshop/by-user`)).status).toBe(401);
    await c.signIn('ejer@butik.test');
    expect(
      (await c.request('POST', '/login', { form: loginForm({ action: 'signout', output: 'json' }) })).body,
    ).toEqual({ signoutcompleted: true });
    expect((await c.get(`${API}/giftshop/by-user`)).status).toBe(401);
  });

  it('password reset: e-mail to the outbox, single-use expiring key', async () => {
    const c = new Client(h.app);
    const missing = await c.request('POST', '/login', {
      form: loginForm({ action: 'resetpasswordrequest', email: 'ingen@butik.test', output: 'json' }),
    });
    expect(missing.body).toEqual({ emailsent: false, emailmissing: true });
    const badEmail = await c.request('POST', '/login', {
      form: loginForm({ action: 'resetpasswordrequest', email: 'ikke-en-mail', output: 'json' }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.field).toBe('email');
    const sent = await c.request('POST', '/login', {
      form: loginForm({ action: 'resetpasswordrequest', email: 'supervisor@butik.test', output: 'json' }),
    });
    expect(sent.body).toEqual({ emailsent: true, emailmissing: false });
    const { link, token } = await lastLink('supervisor@butik.test');
    expect(link).toContain('/login?key=');
    const stored = await h.db.select().from(tokens);
    expect(stored.some((t) => t.id === token)).toBe(false); // only the hash is stored

    const mismatch = await c.request('POST', `/login?key=${token}`, {
      form: loginForm({
        action: 'resetpassword',
        newpassword: 'nyt-kodeord',
        confirmnewpassword: 'andet-kodeord',
        output: 'json',
      }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('confirmnewpassword');
    const noKey = await c.request('POST', '/login', {
      form: loginForm({
        action: 'resetpassword',
        newpassword: 'nyt-kodeord',
        confirmnewpassword: 'nyt-kodeord',
        output: 'json',
      }),
    });
    expect(noKey.body.field).toBe('key');

    const reset = await c.request('POST', `/login?key=${token}`, {
      form: loginForm({
        action: 'resetpassword',
        newpassword: 'nyt-kodeord',
        confirmnewpassword: 'nyt-kodeord',
        output: 'json',
      }),
    });
    expect(reset.body).toEqual({ resetcompleted: true, redirecturl: '/login' });
    const reuse = await c.request('POST', `/login?key=${token}`, {
      form: loginForm({
        action: 'resetpassword',
        newpassword: 'tredje-kode',
        confirmnewpassword: 'tredje-kode',
        output: 'json',
      }),
    });
    expect(reuse.body).toEqual({ resetcompleted: false, redirecturl: '/' });
    expect((await new Client(h.app).signIn('supervisor@butik.test', 'nyt-kodeord')).body.signincompleted).toBe(true);
    expect((await new Client(h.app).signIn('supervisor@butik.test', 'tredje-kode')).body.signincompleted).toBe(false);

    // expired: a clock two hours ahead refuses a fresh key
    await c.request('POST', '/login', {
      form: loginForm({ action: 'resetpasswordrequest', email: 'supervisor@butik.test', output: 'json' }),
    });
    const fresh = await lastLink('supervisor@butik.test');
    const later = new Client(createApp({ db: h.db, now: () => new Date(Date.now() + 2 * 3600 * 1000) }));
    const expired = await later.request('POST', `/login?key=${fresh.token}`, {
      form: loginForm({
        action: 'resetpassword',
        newpassword: 'for-sent-1',
        confirmnewpassword: 'for-sent-1',
        output: 'json',
      }),
    });
    expect(expired.body.resetcompleted).toBe(false);
  });
});

describe('company sign-up and opt-in', () => {
  const model = {
    companyname: 'Testfirma ApS',
    address: 'Algade 1',
    zipcode: '4000',
    city: 'Roskilde',
    vatno: 'DK99887766',
    eanno: '',
    name: 'Tina Test',
    phone: '+4511223344',
    email: 'tina@testfirma.test',
  };

  it('reports MissingDetails (400 naming the field), UserExists, CustomerExists and completes', async () => {
    const c = new Client(h.app);
    const missing = await c.post(`${API}/customer/signup`, { ...model, city: '' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ signupcompleted: false, error: 'MissingDetails', field: 'city' });
    const badEan = await c.post(`${API}/customer/signup`, { ...model, eanno: '5790000000001' });
    expect(badEan.body).toMatchObject({ error: 'MissingDetails', field: 'eanno' });
    const spaces = await c.post(`${API}/customer/signup`, { ...model, phone: '+45 11 22 33 44' });
    expect(spaces.body.field).toBe('phone');
    expect((await c.post(`${API}/customer/signup`, model, { xsrf: false })).status).toBe(403);

    const userExists = await c.post(`${API}/customer/signup`, { ...model, email: 'Kunde@butik.test' });
    expect(userExists.body).toEqual({ signupcompleted: false, error: 'UserExists' });
    const customerExists = await c.post(`${API}/customer/signup`, { ...model, vatno: 'dk 12345678' });
    expect(customerExists.body).toEqual({ signupcompleted: false, error: 'CustomerExists' });

    const ok = await c.post(`${API}/customer/signup`, { ...model, eanno: '4006381333931' });
    expect(ok.body).toEqual({ signupcompleted: true, error: 'None' });
    // not active until opt-in
    expect((await new Client(h.app).signIn(model.email, 'whatever1')).body.signincompleted).toBe(false);
    const again = await c.post(`${API}/customer/signup`, { ...model, vatno: 'DK10101010' });
    expect(again.body.error).toBe('UserExists');
  });

  it('returns Critical when the database fails', async () => {
    const failing = new Proxy(h.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') return () => Promise.reject(new Error('disk on fire'));
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    const c = new Client(createApp({ db: failing }));
    const res = await c.post(`${API}/customer/signup`, { ...model, email: 'ny@firma.test', vatno: 'DK13572468' });
    expect(res.body).toEqual({ signupcompleted: false, error: 'Critical' });
  });

  it('opt-in sets the password once and signs in', async () => {
    const { link, token } = await lastLink(model.email);
    expect(link).toContain('/login?token=');
    const c = new Client(h.app);
    const ok = await c.request('POST', `/login?token=${token}`, {
      form: loginForm({
        action: 'optin',
        newpassword: 'mit-kodeord',
        confirmnewpassword: 'mit-kodeord',
        output: 'json',
      }),
    });
    expect(ok.body).toEqual({ signincompleted: true, errortype: null });
    const customer = await c.get(`${API}/customer`);
    expect(customer.body).toMatchObject({
      name: 'Testfirma ApS',
      vatno: 'DK99887766',
      eanno: '4006381333931',
      email: model.email,
    });
    const reuse = await new Client(h.app).request('POST', `/login?token=${token}`, {
      form: loginForm({
        action: 'optin',
        newpassword: 'mit-kodeord',
        confirmnewpassword: 'mit-kodeord',
        output: 'json',
      }),
    });
    expect(reuse.body).toEqual({ signincompleted: false, errortype: 1, optinerror: true });
    const [user] = await h.db.select().from(users).where(eq(users.email, model.email));
    expect(user?.active).toBe(true);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('customer', () => {
  it('GET customer: null for visitors, the company for kunde', async () => {
    expect((await new Client(h.app).get(`${API}/customer`)).body).toBeNull();
    const c = new Client(h.app);
    await c.signIn('kunde@butik.test');
    const res = await c.get(`${API}/customer`);
    expect(res.body).toMatchObject({
      id: 'C1000',
      name: 'Butik Demo ApS',
      vatno: 'DK12345678',
      eanno: '5790000000005',
      email: 'kunde@butik.test',
    });
    expect(res.body.profiles.length).toBeGreaterThanOrEqual(2);
  });

  it('changes customer profile (XSRF, known profile only)', async () => {
    const c = new Client(h.app);
    await c.signIn('kunde@butik.test');
    const profiles = (await c.get(`${API}/customer`)).body.profiles;
    expect(
      (await c.get(`${API}/customer/changeprofile?customerprofile=${profiles[1].id}`, { xsrf: false })).status,
    ).toBe(403);
    expect((await c.get(`${API}/customer/changeprofile?customerprofile=nope`)).body.field).toBe('customerprofile');
    expect((await c.get(`${API}/customer/changeprofile`)).body.field).toBe('customerprofile');
    const ok = await c.get(`${API}/customer/changeprofile?customerprofile=${profiles[1].id}`);
    expect(ok.body.currentprofile).toBe(profiles[1].id);
    expect((await c.get(`${API}/customer`)).body.currentprofile).toBe(profiles[1].id);
    expect((await new Client(h.app).get(`${API}/customer/changeprofile?customerprofile=x`)).status).toBe(401);
  });

  it('search and change customer: salespeople and supervisors only', async () => {
    const s = new Client(h.app);
    await s.signIn('saelger@butik.test');
    const found = await s.get(`${API}/customer/search?query=butik`);
    expect(found.status).toBe(200);
    expect(found.body.map((x: { id: string }) => x.id)).toContain('C1000');
    expect((await s.get(`${API}/customer/search?query=&limit=2`)).body).toHaveLength(2);
    expect((await s.get(`${API}/customer/search?query=a&limit=x`)).body.field).toBe('limit');
    expect((await s.get(`${API}/customer/search?query=a&offset=-1`)).body.field).toBe('offset');
    expect((await s.get(`${API}/customer/search`)).body.field).toBe('query');
    const k = new Client(h.app);
    await k.signIn('kunde@butik.test');
    expect((await k.get(`${API}/customer/search?query=a`)).status).toBe(403);
    expect((await k.post(`${API}/customer/change?selectedcustomer=C1001`)).status).toBe(403);

    expect((await s.post(`${API}/customer/change?selectedcustomer=C1001`, undefined, { xsrf: false })).status).toBe(
      403,
    );
    expect((await s.post(`${API}/customer/change?selectedcustomer=NOPE`)).body.field).toBe('selectedcustomer');
    expect((await s.post(`${API}/customer/change`)).body.field).toBe('selectedcustomer');
    const changed = await s.post(`${API}/customer/change?selectedcustomer=C1001`);
    expect(changed.status).toBe(200);
    expect(changed.body.name).toBe('Gaveglad A/S');
    expect((await s.get(`${API}/customer`)).body.id).toBe('C1001');
  });
});

describe('wish lists', () => {
  it('signed-in users only; add, list, update, delete items and lists', async () => {
    expect((await new Client(h.app).get(`${API}/wishlist/list`)).status).toBe(401);
    const c = new Client(h.app);
    await c.signIn('kunde@butik.test');
    const initial = await c.get(`${API}/wishlist/list`);
    expect(initial.body.wishlists[0]).toMatchObject({ label: 'Favoritter' });
    expect(initial.body.wishlists[0].items.length).toBe(2);

    expect(
      (await c.post(`${API}/wishlist/add`, { label: 'Kontor', productid: '10010', quantity: 1 }, { xsrf: false }))
        .status,
    ).toBe(403);
    expect((await c.post(`${API}/wishlist/add`, { label: ' ', productid: '10010', quantity: 1 })).body.field).toBe(
      'label',
    );
    expect((await c.post(`${API}/wishlist/add`, { label: 'Kontor', productid: '99999', quantity: 1 })).body.field).toBe(
      'productid',
    );
    expect(
      (await c.post(`${API}/wishlist/add`, { label: 'Kontor', productid: '10010', quantity: -1 })).body.field,
    ).toBe('quantity');
    const added = await c.post(`${API}/wishlist/add`, { label: 'Kontor', productid: '10010', quantity: 1 });
    expect(added.status).toBe(200);
    const kontor = added.body.wishlists.find((l: { label: string }) => l.label === 'Kontor');
    expect(kontor.items[0]).toMatchObject({ productid: '10010', name: expect.any(String) });
    expect(kontor.items[0].quantity % 1).toBe(0);

    const renamed = await c.post(`${API}/wishlist/updatelist`, {
      id: kontor.id,
      label: 'Kontoret',
      items: [{ id: kontor.items[0].id, quantity: 3 }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.wishlists.find((l: { id: string }) => l.id === kontor.id).label).toBe('Kontoret');
    expect((await c.post(`${API}/wishlist/updatelist`, { id: kontor.id, label: 'Favoritter' })).body.field).toBe(
      'label',
    );
    expect(
      (await c.post(`${API}/wishlist/updatelist`, { id: kontor.id, items: [{ id: '999999', quantity: 1 }] })).body
        .field,
    ).toBe('items.0.id');

    // another user cannot touch kunde's lists
    const other = new Client(h.app);
    await other.signIn('ejer@butik.test');
    expect((await other.delete(`${API}/wishlist/${kontor.id}`)).status).toBe(404);
    expect((await other.delete(`${API}/wishlist/${kontor.id}/${kontor.items[0].id}`)).status).toBe(404);

    expect((await c.delete(`${API}/wishlist/${kontor.id}/${kontor.items[0].id}`, { xsrf: false })).status).toBe(403);
    const itemGone = await c.delete(`${API}/wishlist/${kontor.id}/${kontor.items[0].id}`);
    expect(itemGone.body.wishlists.find((l: { id: string }) => l.id === kontor.id).items).toEqual([]);
    expect((await c.delete(`${API}/wishlist/abc`)).status).toBe(400);
    const listGone = await c.delete(`${API}/wishlist/${kontor.id}`);
    expect(listGone.body.wishlists.some((l: { id: string }) => l.id === kontor.id)).toBe(false);
  });
});
