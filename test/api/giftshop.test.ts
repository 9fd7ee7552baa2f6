import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { giftCodes, outbox } from '../../demo/server/db/schema/commerce.ts';
import { API, Client, EJER_SHOP_IDS, setup, type Harness } from './helpers.ts';

const G = `${API}/giftshop`;
let h: Harness;
let anon: Client;
let ejer: Client;
let kunde: Client;
let saelger: Client;
let supervisor: Client;

beforeAll(async () => {
  h = await setup();
  anon = new Client(h.app);
  ejer = new Client(h.app);
  kunde = new Client(h.app);
  saelger = new Client(h.app);
  supervisor = new Client(h.app);
  expect((await ejer.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
  expect((await kunde.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
  expect((await saelger.signIn('saelger@butik.test')).body.signincompleted).toBe(true);
  expect((await supervisor.signIn('supervisor@butik.test')).body.signincompleted).toBe(true);
});
afterAll(() => h.close());

describe('recipient (no sign-in)', () => {
  it('fetches a code forgivingly: case, spaces, dashes and look-alikes', async () => {
    for (const typed of ['JUL26-0001', 'jul26 0001', 'JUL26-OOO1', 'jul-26-0001']) {
      const res = await anon.get(`${G}/code/${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      expect(res.body.id).toBe('JUL26-0001');
      expect(res.body.shopid).toBe('jul-2026');
      expect(res.body.products).toEqual([]);
    }
  });

  it('matches a code by the one rule of src/domain/gift-code.ts: "_", ".", any dash, full-width forms, l for 1', async () => {
    // The server refused "–" and full-width input (400) before; the client's normaliser kept "_" and ".".
    for (const typed of ['JUL26_0001', 'jul26.ooo1', 'JUL26–000l', 'ＪＵＬ２６－０００１', 'jul26 — 0001']) {
      const res = await anon.get(`${G}/code/${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      expect(res.body.id).toBe('JUL26-0001');
    }
    expect(
      (await anon.get(`${G}/code/${encodeURIComponent('JUL26-0001;')}`)).status,
      'other punctuation is refused',
    ).toBe(400);
  });

  it('shows the used code JUL26-0002 with its earlier choice (productsinfo)', async () => {
    const res = await anon.get(`${G}/code/JUL26-0002`);
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(1);
    expect(res.body.productsinfo[0]).toMatchObject({ id: res.body.products[0] });
    expect(res.body.productsinfo[0].name).toBeTruthy();
  });

  it('answers an unknown code with 404 Ukendt kode and a malformed one with 400', async () => {
    const unknown = await anon.get(`${G}/code/NOPE-9999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Ukendt kode');
    const bad = await anon.get(`${G}/code/${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('id');
  });

  it("gets only the shop's public data, and no listing", async () => {
    const pub = await anon.get(`${G}/jul-2026`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      id: 'jul-2026',
      state: 'OPEN',
      requireddefaultproducts: 1,
      customerid: '',
      userid: '',
      emailmessage: '',
    });
    expect(pub.body.products.length).toBeGreaterThanOrEqual(40);
    expect(pub.body.theme.backgroundcolor).toMatch(/^#/);
    expect(pub.body.theme.logoimage).toMatch(/\.svg$/);
    expect(pub.body.message).not.toBe('');
    expect((await anon.get(`${G}/jul-2025`)).body.state).toBe('CLOSED');
    expect((await anon.get(`${G}/paaske-2027`)).body.state).toBe('AWAITING');
    expect((await anon.get(`${G}/jubilaeum`)).body.requireddefaultproducts).toBe(3);
    expect((await anon.get(`${G}/nope`)).body.error).toBe('Ukendt gaveshop');
    for (const path of [
      'by-user',
      'supervisor/giftshops',
      'jul-2026/codes',
      'jul-2026/codes/sent-status',
      'settings',
      'addresses',
      'salesperson/users',
    ]) {
      expect((await anon.get(`${G}/${path}`)).status, path).toBe(401);
    }
  });

  it('redeems a code once, with exactly the required number of products from the assortment', async () => {
    const shop = (await anon.get(`${G}/jul-2026`)).body;
    const pick = shop.products[3];
    const noXsrf = await anon.post(
      `${G}/code/JUL26-0003/redeem`,
      { name: 'Anne Jensen', products: [pick] },
      { xsrf: false },
    );
    expect(noXsrf.status).toBe(403);
    const tooMany = await anon.post(`${G}/code/JUL26-0003/redeem`, {
      name: 'Anne Jensen',
      products: [shop.products[0], shop.products[1]],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('products');
    const outside = await anon.post(`${G}/code/JUL26-0003/redeem`, { name: 'Anne Jensen', products: ['10599'] });
    expect(outside.status).toBe(400);
    expect(outside.body.field).toBe('products.0');
    const badName = await anon.post(`${G}/code/JUL26-0003/redeem`, { name: 'Anne', products: [pick] });
    expect(badName.status).toBe(400);
    expect(badName.body.field).toBe('name');
    const badEmail = await anon.post(`${G}/code/JUL26-0003/redeem`, {
      name: 'Anne Jensen',
      email: 'nope',
      products: [pick],
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.field).toBe('email');
    const notJson = await anon.request('POST', `${G}/code/JUL26-0003/redeem`, {
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    // Nothing was written by the refused attempts.
    expect((await anon.get(`${G}/code/JUL26-0003`)).body.products).toEqual([]);

    const ok = await anon.post(`${G}/code/jul26-0003/redeem`, {
      name: 'Anne Jensen',
      email: 'anne@example.test',
      products: [pick],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.products).toEqual([pick]);
    expect(ok.body.productsinfo[0].id).toBe(pick);
    const again = await anon.post(`${G}/code/JUL26-0003/redeem`, { name: 'Anne Jensen', products: [shop.products[5]] });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Kode allerede brugt');
    const used = await anon.post(`${G}/code/JUL26-0002/redeem`, { name: 'Jens Hansen', products: [pick] });
    expect(used.status).toBe(409);
    expect(used.body.error).toBe('Kode allerede brugt');
  });

  it('refuses redemption when the shop is closed or not open yet', async () => {
    const closed = await anon.post(`${G}/code/JUL25-0001/redeem`, { name: 'Ole Olsen', products: ['10201'] });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('Gaveshoppen er afsluttet');
    const early = await anon.post(`${G}/code/PAA27-0001/redeem`, { name: 'Ole Olsen', products: ['10301'] });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Gaveshoppen er ikke åben endnu');
  });

  it('compares dates by day in UTC (open through the whole end day)', async () => {
    const shop = (await anon.get(`${G}/jul-2026`)).body;
    const lastMinute = new Date(`${shop.enddate}T23:59:59.000Z`);
    const nextDay = new Date(lastMinute.getTime() + 2000);
    const late = new Client(createApp({ db: h.db, now: () => lastMinute }));
    expect((await late.get(`${G}/jul-2026`)).body.state).toBe('OPEN');
    const after = new Client(createApp({ db: h.db, now: () => nextDay }));
    expect((await after.get(`${G}/jul-2026`)).body.state).toBe('CLOSED');
    const refused = await after.post(`${G}/code/JUL26-0040/redeem`, {
      name: 'Sen Modtager',
      products: [shop.products[0]],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Gaveshoppen er afsluttet');
    const ok = await late.post(`${G}/code/JUL26-0040/redeem`, { name: 'Sen Modtager', products: [shop.products[0]] });
    expect(ok.status).toBe(200);
  });

  it('leaves exactly one winner when two redemptions race', async () => {
    const shop = (await anon.get(`${G}/jubilaeum`)).body;
    const a = new Client(h.app);
    const b = new Client(h.app);
    await Promise.all([a.prime(), b.prime()]);
    const [ra, rb] = await Promise.all([
      a.post(`${G}/code/JUB-0005/redeem`, { name: 'Første Person', products: shop.products.slice(0, 3) }),
      b.post(`${G}/code/JUB-0005/redeem`, { name: 'Anden Person', products: shop.products.slice(3, 6) }),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = ra.status === 200 ? ra.body : rb.body;
    const [row] = await h.db.select().from(giftCodes).where(eq(giftCodes.id, 'JUB-0005'));
    expect(row?.products).toEqual(winner.products);
    expect(row?.name).toBe(winner.name);
  });
});

describe('roles', () => {
  it('owner lists and manages only their own shops', async () => {
    const mine = await ejer.get(`${G}/by-user`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((s: { id: string }) => s.id).sort()).toEqual(EJER_SHOP_IDS);
    const full = await ejer.get(`${G}/jul-2026`);
    expect(full.body.customerid).toBe('C1001');
    expect(full.body.emailmessage).not.toBe('');
    const codes = await ejer.get(`${G}/jul-2026/codes`);
    expect(codes.status).toBe(200);
    expect(codes.body.length).toBeGreaterThanOrEqual(50);
    expect(codes.body.find((c: { id: string }) => c.id === 'JUL26-0002').products.length).toBe(1);
    // kunde is signed in but does not own jul-2026
    expect((await kunde.get(`${G}/jul-2026/codes`)).status).toBe(403);
    expect((await kunde.post(`${G}/persist`, { id: 'jul-2026', message: 'hacked' })).status).toBe(403);
    expect((await kunde.post(`${G}/close`, { id: 'jul-2026' })).status).toBe(403);
    expect((await kunde.post(`${G}/jul-2026/codes/create`, { count: 1 })).status).toBe(403);
    expect((await kunde.get(`${G}/jul-2026/request-cards`)).status).toBe(403);
    expect((await kunde.get(`${G}/jul-2026/codes/sent-status`)).status).toBe(403);
    expect((await kunde.post(`${G}/jul-2026/codes/remove`, { codeids: ['JUL26-0001'] })).status).toBe(403);
    expect((await kunde.post(`${G}/jul-2026/default-assortment`, { defaultproducts: [] })).status).toBe(403);
    expect((await kunde.post(`${G}/remove`, { id: 'jul-2026' })).status).toBe(403);
    expect((await kunde.get(`${G}/jul-2026`)).body.emailmessage).toBe(''); // public view only
    // kunde's own new shop is out of ejer's reach
    const created = await kunde.post(`${G}/create`, { name: 'Kundens Gaveshop' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 'kundens-gaveshop', name: 'Kundens Gaveshop', status: 0, products: [] });
    expect((await ejer.get(`${G}/kundens-gaveshop/codes`)).status).toBe(403);
    expect((await ejer.post(`${G}/persist`, { id: 'kundens-gaveshop', name: 'X' })).status).toBe(403);
    expect((await kunde.get(`${G}/by-user`)).body.map((s: { id: string }) => s.id)).toEqual(['kundens-gaveshop']);
  });

  it('supervisor sees all shops; others may not', async () => {
    const all = await supervisor.get(`${G}/supervisor/giftshops`);
    expect(all.status).toBe(200);
    const ids = all.body.map((s: { id: string }) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining(['jul-2026', 'jubilaeum', 'jul-2025', 'paaske-2027', 'kundens-gaveshop']),
    );
    expect((await supervisor.get(`${G}/jul-2026/codes`)).status).toBe(200);
    expect((await ejer.get(`${G}/supervisor/giftshops`)).status).toBe(403);
    expect((await kunde.get(`${G}/supervisor/giftshops`)).status).toBe(403);
  });

  it('salesperson acts for a chosen user only among those they may act for', async () => {
    const list = await saelger.get(`${G}/salesperson/users`);
    expect(list.status).toBe(200);
    const ejerEntry = list.body.find((u: { email: string }) => u.email === 'ejer@butik.test');
    expect(ejerEntry).toMatchObject({ name: 'Erik Ejer', active: true });
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    expect(list.body.some((u: { email: string }) => u.email === 'kunde@butik.test')).toBe(false);
    expect((await ejer.get(`${G}/salesperson/users`)).status).toBe(403);

    expect((await saelger.get(`${G}/salesperson/users/change/${ejerEntry.id}`, { xsrf: false })).status).toBe(403);
    const kundeShop = (await supervisor.get(`${G}/kundens-gaveshop`)).body;
    expect((await saelger.get(`${G}/salesperson/users/change/${kundeShop.userid}`)).status).toBe(403);
    expect((await saelger.get(`${G}/salesperson/users/change/abc`)).status).toBe(400);

    expect((await saelger.get(`${G}/by-user`)).body).toEqual([]);
    const changed = await saelger.get(`${G}/salesperson/users/change/${ejerEntry.id}`);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true });
    const acting = await saelger.get(`${G}/by-user`);
    expect(acting.body.map((s: { id: string }) => s.id)).toContain('jul-2026');
    expect((await saelger.get(`${G}/jul-2026/codes`)).status).toBe(200);
    expect((await saelger.get(`${G}/kundens-gaveshop/codes`)).status).toBe(403);
    const overview = await saelger.get(`${G}/supervisor/giftshops`);
    expect(overview.status).toBe(200);
    expect(overview.body.map((s: { id: string }) => s.id)).not.toContain('kundens-gaveshop');
  });
});

describe('management calls', () => {
  it('settings and addresses', async () => {
    const settings = await ejer.get(`${G}/settings`);
    expect(settings.status).toBe(200);
    expect(settings.body.defaultconfiguration.overviewhelptext).toMatch(/gaveshop/i);
    expect(settings.body.defaultconfiguration.assortmenthelptext).toMatch(/standardgaver/);
    expect(settings.body.defaultconfiguration.codeshelptext).toMatch(/gavebevis/i);
    const addresses = await ejer.get(`${G}/addresses`);
    expect(addresses.status).toBe(200);
    expect(addresses.body.length).toBeGreaterThanOrEqual(2);
    expect(addresses.body[0]).toMatchObject({
      name: expect.any(String),
      address1: expect.any(String),
      zip: expect.any(String),
      city: expect.any(String),
    });
  });

  it('creates, persists, sets default gifts, closes and removes a shop', async () => {
    expect((await ejer.post(`${G}/create`, { name: '   ' })).body.field).toBe('name');
    expect((await ejer.post(`${G}/create`, { name: 'X' }, { xsrf: false })).status).toBe(403);
    const created = await ejer.post(`${G}/create`, { name: 'Sommerfest 2027' });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(id).toBe('sommerfest-2027');
    expect((await ejer.post(`${G}/create`, { name: 'Sommerfest 2027' })).body.id).toBe('sommerfest-2027-2');
    const reserved = await ejer.post(`${G}/create`, { name: 'Settings' });
    expect(reserved.body.id).toBe('settings-gaveshop');
    expect((await ejer.get(`${G}/settings-gaveshop/codes`)).status).toBe(200);

    const addresses = (await ejer.get(`${G}/addresses`)).body;
    const persisted = await ejer.post(`${G}/persist`, {
      id,
      startdate: '2027-06-01',
      enddate: '2027-06-30',
      products: ['10001', '10002', '10003', '10004'],
      requireddefaultproducts: 1,
      theme: { backgroundcolor: '#123456', textcolor: '#fff', logoimage: null },
      message: 'God sommer!',
      delivery: { date: '2027-07-05', address: addresses[0] },
    });
    expect(persisted.status).toBe(200);
    expect(persisted.body).toMatchObject({
      startdate: '2027-06-01',
      enddate: '2027-06-30',
      products: ['10001', '10002', '10003', '10004'],
      theme: { backgroundcolor: '#123456', textcolor: '#fff', logoimage: null },
      message: 'God sommer!',
      state: 'AWAITING',
      delivery: { date: '2027-07-05', address: { id: addresses[0].id } },
    });

    const bad = [
      [{ id, enddate: '2027-05-01' }, 'enddate'],
      [{ id, startdate: '2027-02-30' }, 'startdate'],
      [{ id, products: ['10001', '99999'] }, 'products.1'],
      [{ id, theme: { backgroundcolor: 'red', textcolor: null, logoimage: null } }, 'theme.backgroundcolor'],
      [{ id, defaultproducts: ['10500'] }, 'defaultproducts.0'],
      [{ id, requireddefaultproducts: 0 }, 'requireddefaultproducts'],
      [
        { id, delivery: { date: null, address: { id: '999999', name: 'x', address1: 'x', zip: '1', city: 'x' } } },
        'delivery.address.id',
      ],
      [{ id, unknownfield: 1 }, 'unknownfield'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await ejer.post(`${G}/persist`, body);
      expect(res.status, field).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await ejer.get(`${G}/${id}`)).body.message).toBe('God sommer!');

    const defaults = await ejer.post(`${G}/${id}/default-assortment`, { defaultproducts: ['10002'] });
    expect(defaults.status).toBe(200);
    expect(defaults.body.defaultproducts).toEqual(['10002']);
    expect(defaults.body.defaultproductsinfo[0].id).toBe('10002');
    expect((await ejer.post(`${G}/${id}/default-assortment`, { defaultproducts: ['10002', '10003'] })).body.field).toBe(
      'defaultproducts',
    );
    expect((await ejer.post(`${G}/${id}/default-assortment`, { defaultproducts: ['10500'] })).body.field).toBe(
      'defaultproducts.0',
    );

    expect((await ejer.get(`${G}/${id}/request-cards`, { xsrf: false })).status).toBe(403);
    expect((await ejer.get(`${G}/${id}/request-cards`)).body).toEqual({ success: true });
    expect((await ejer.get(`${G}/${id}`)).body.cardsrequested).toBe(true);

    expect((await ejer.post(`${G}/close`, {})).body.field).toBe('id');
    expect((await ejer.post(`${G}/close`, { id }, { xsrf: false })).status).toBe(403);
    const closed = await ejer.post(`${G}/close`, { id });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 1, state: 'CLOSED' });
    const refused = await ejer.post(`${G}/persist`, { id, message: 'Too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Gaveshoppen er afsluttet');

    expect((await ejer.post(`${G}/remove`, { id: 'jul-2026' })).body).toEqual({ success: false }); // has used codes
    expect((await ejer.post(`${G}/remove`, { id })).body).toEqual({ success: true });
    expect((await ejer.get(`${G}/${id}`)).status).toBe(404);
    expect((await ejer.post(`${G}/remove`, { id: 'jul 2026' })).status).toBe(400);
  });

  it('creates and removes codes', async () => {
    const created = await ejer.post(`${G}/jul-2026/codes/create`, { count: 3 });
    expect(created.status).toBe(200);
    const ids: string[] = created.body.map((c: { id: string }) => c.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^JUL26-[0134679ACDEFGHJKMNPRTVWXY]{10}$/);
    expect(new Set(ids).size).toBe(3);
    const [c51, c52, c53] = ids as [string, string, string];
    expect(created.body[0]).toMatchObject({ invitationstate: 'MANUAL', products: [], name: null });
    expect((await ejer.post(`${G}/jul-2026/codes/create`, { count: 0 })).body.field).toBe('count');
    expect((await ejer.post(`${G}/jul-2026/codes/create`, { count: 'many' })).body.field).toBe('count');
    expect((await ejer.post(`${G}/jul-2025/codes/create`, { count: 1 })).status).toBe(409);

    const usedRemove = await ejer.post(`${G}/jul-2026/codes/remove`, { codeids: [c51, 'JUL26-0002'] });
    expect(usedRemove.status).toBe(409);
    const unknownRemove = await ejer.post(`${G}/jul-2026/codes/remove`, { codeids: [c51, 'JUB-0001'] });
    expect(unknownRemove.status).toBe(400);
    expect(unknownRemove.body.field).toBe('codeids.1');
    // all-or-nothing: JUL26-0051 survived both refusals
    expect((await anon.get(`${G}/code/${c51}`)).status).toBe(200);
    const removed = await ejer.post(`${G}/jul-2026/codes/remove`, { codeids: [c51, c52] });
    expect(removed.status).toBe(200);
    expect(removed.body.some((c: { id: string }) => c.id === c51)).toBe(false);
    expect(removed.body.some((c: { id: string }) => c.id === c53)).toBe(true);
  });

  it('persists a code (management)', async () => {
    const code = (await ejer.get(`${G}/jul-2026/codes`)).body.find((c: { id: string }) => !/^JUL26-\d{4}$/.test(c.id))
      .id as string;
    const res = await ejer.post(`${G}/code/persist`, {
      id: code,
      name: 'Ny Modtager',
      email: 'ny@gaveglad.test',
      cardrequested: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: code, name: 'Ny Modtager', email: 'ny@gaveglad.test', cardrequested: true });
    expect((await ejer.post(`${G}/code/persist`, { id: code, email: 'not-an-email' })).body.field).toBe('email');
    expect((await kunde.post(`${G}/code/persist`, { id: code, name: 'X Y' })).status).toBe(403);
    expect((await anon.post(`${G}/code/persist`, { id: code, name: 'X Y' })).status).toBe(401);
    expect((await ejer.post(`${G}/code/persist`, { id: 'JUL26-9999', name: 'X Y' })).status).toBe(404);
  });

  it('sends invitations: SENDING, then SENT or FAILED (.invalid) via the worker', async () => {
    const mismatch = await ejer.post(`${G}/jul-2026/codes/invite`, {
      codeids: ['JUL26-0001', 'JUL26-0010'],
      emails: ['a@b.dk'],
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('emails');
    expect((await ejer.post(`${G}/jul-2026/codes/invite`, { codeids: ['JUL26-0001'] }, { xsrf: false })).status).toBe(
      403,
    );
    expect((await kunde.post(`${G}/jul-2026/codes/invite`, { codeids: ['JUL26-0001'] })).status).toBe(403);

    const invited = await ejer.post(`${G}/jul-2026/codes/invite`, {
      codeids: ['JUL26-0001', 'JUL26-0010', 'JUL26-0020'],
      emails: ['anne.jensen@gaveglad.test', 'niels@forkert.invalid', 'lars@gaveglad.test'],
    });
    expect(invited.status).toBe(200);
    expect(invited.body.map((c: { invitationstate: string }) => c.invitationstate)).toEqual([
      'SENDING',
      'SENDING',
      'SENDING',
    ]);
    const before = await ejer.get(`${G}/jul-2026/codes/sent-status`);
    const state = (list: Array<{ id: string; invitationstate: string }>, id: string) =>
      list.find((c) => c.id === id)?.invitationstate;
    expect(state(before.body, 'JUL26-0001')).toBe('SENDING');

    const result = await h.worker.drain();
    expect(result.invitations).toBeGreaterThanOrEqual(2);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const after = await ejer.get(`${G}/jul-2026/codes/sent-status`);
    expect(state(after.body, 'JUL26-0001')).toBe('SENT');
    expect(state(after.body, 'JUL26-0020')).toBe('SENT');
    expect(state(after.body, 'JUL26-0010')).toBe('FAILED');
    const mails = await h.db.select().from(outbox).where(eq(outbox.codeId, 'JUL26-0001'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe('sent');
    expect(mails[0]?.to).toBe('anne.jensen@gaveglad.test');
    expect(mails[0]?.body).toContain('/giftshop#/g/jul-2026/JUL26-0001');
    const failedMail = await h.db.select().from(outbox).where(eq(outbox.codeId, 'JUL26-0010'));
    expect(failedMail[0]?.status).toBe('failed');
    // a second drain sends nothing twice
    const second = await h.worker.drain();
    expect(second.invitations + second.failed).toBe(0);
  });

  it('productinfo returns full products in order; bad input is 400', async () => {
    const res = await anon.post(`${G}/productinfo`, ['10002', '10001', '99999']);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual(['10002', '10001']);
    expect(res.body[0]).toMatchObject({
      name: expect.any(String),
      image: expect.any(String),
      images: expect.any(Array),
      longdescription: expect.any(String),
    });
    expect((await anon.post(`${G}/productinfo`, [])).status).toBe(400);
    expect((await anon.post(`${G}/productinfo`, { ids: ['1'] })).status).toBe(400);
    expect((await anon.post(`${G}/productinfo`, ['10001'], { xsrf: false })).status).toBe(403);
  });
});
