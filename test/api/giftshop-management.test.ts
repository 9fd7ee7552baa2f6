/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * The organiser's area on the server (issue 11): the demo seed behind 'Gaveshop oversigt' (30+ shops of several
 * owners and states), stale edits refused with 409 (`lastupdate`), and who may manage which shop.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { giftCodes, giftShops, users } from '../../demo/server/db/schema/commerce.ts';
import * as S from '../../src/api/schemas/index.ts';
import { contrastReport } from '../../src/ui/contrast.ts';
import { API, Client, EJER_SHOP_IDS, setup, type Harness } from './helpers.ts';

const G = `${API}/giftshop`;
const FIXED = ['jul-2026', 'jubilaeum', 'jul-2025', 'paaske-2027'];
const NO_ACCESS = 'Du har ikke adgang til denne gaveshop';
let h: Harness;
let anon: Client;
let ejer: Client;
let lone: Client;
let anne: Client;
let supervisor: Client;

const signedIn = async (email: string): Promise<Client> => {
  const c = new Client(h.app);
  expect((await c.signIn(email)).body.signincompleted, email).toBe(true);
  return c;
};
const ids = (list: Array<{ id: string }>): string[] => list.map((s) => s.id);
const shopRow = async (id: string) => (await h.db.select().from(giftShops).where(eq(giftShops.id, id)))[0];

beforeAll(async () => {
  h = await setup();
  anon = new Client(h.app);
  ejer = await signedIn('ejer@butik.test');
  lone = await signedIn('lone@kontorhuset.test');
  anne = await signedIn('anne@nordlys.test');
  supervisor = await signedIn('supervisor@butik.test');
});
afterAll(() => h.close());

describe("the demo seed behind 'Gaveshop oversigt'", () => {
  it('gives the supervisor 30+ valid shops of several owners in every state, the fixed four among them', async () => {
    const res = await supervisor.get(`${G}/supervisor/giftshops`);
    expect(res.status).toBe(200);
    const valid = S.validate(S.SupervisorGiftShopsResponse, res.body);
    expect(valid.ok ? 'ok' : `${valid.field}: ${valid.message}`).toBe('ok');
    const all: any[] = res.body;
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(ids(all)).toEqual(expect.arrayContaining(FIXED));
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.userid)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((s) => s.customerid)).size).toBeGreaterThanOrEqual(5);
    const count = (pred: (s: any) => boolean) => all.filter(pred).length;
    expect(count((s) => s.state === 'OPEN')).toBeGreaterThanOrEqual(5);
    expect(count((s) => s.state === 'AWAITING')).toBeGreaterThanOrEqual(3);
    expect(
      count((s) => s.state === 'CLOSED' && s.status === 1),
      'closed by status',
    ).toBeGreaterThanOrEqual(3);
    expect(
      count((s) => s.state === 'CLOSED' && s.status === 0),
      'closed by end date',
    ).toBeGreaterThanOrEqual(3);
    // Every shop carries its lastupdate for the supervisor (they may manage it).
    for (const s of all) expect(Date.parse(s.lastupdate), s.id).not.toBeNaN();
    // Realistic Danish names, some of them shared by several companies' shops.
    expect(all.filter((s) => s.name === 'Medarbejdergave Q3').length).toBeGreaterThanOrEqual(3);
    expect(all.map((s) => s.name)).toEqual(expect.arrayContaining(['Sommerfest 2026', 'Jubilæum 25 år']));
  });

  it("every seeded theme's text is readable on its background (WCAG AA, 4.5:1)", async () => {
    const all: any[] = (await supervisor.get(`${G}/supervisor/giftshops`)).body;
    const themed = all.filter((s) => s.theme.backgroundcolor && s.theme.textcolor);
    expect(themed.length).toBeGreaterThan(10);
    const poor = themed
      .map((s) => ({ id: s.id, ratio: contrastReport(s.theme.textcolor, s.theme.backgroundcolor)?.ratio ?? 0 }))
      .filter((r) => r.ratio < 4.5);
    expect(poor).toEqual([]);
  });

  it('gives most shops a few codes, some redeemed (only in shops that have opened)', async () => {
    const all: any[] = (await supervisor.get(`${G}/supervisor/giftshops`)).body;
    let withCodes = 0;
    let withUsed = 0;
    for (const shop of all) {
      const codes: any[] = (await supervisor.get(`${G}/${shop.id}/codes`)).body;
      if (codes.length > 0) withCodes++;
      const used = codes.filter((c) => c.products.length > 0);
      if (used.length === 0) continue;
      withUsed++;
      expect(shop.state, shop.id).not.toBe('AWAITING');
      for (const c of used) {
        expect(c.products, c.id).toHaveLength(shop.requireddefaultproducts);
        for (const p of c.products) expect(shop.products, c.id).toContain(p);
      }
    }
    expect(withCodes).toBeGreaterThanOrEqual(30);
    expect(withUsed).toBeGreaterThanOrEqual(15);
  });

  it("adds only three shops to ejer@'s own list; the fixed shops keep their owner and codes", async () => {
    const mine: any[] = (await ejer.get(`${G}/by-user`)).body;
    expect(ids(mine).sort()).toEqual(EJER_SHOP_IDS);
    expect(ids(mine)).toEqual(expect.arrayContaining(FIXED));
    expect((await ejer.get(`${G}/jul-2025/codes`)).body.map((c: any) => c.id)).toEqual(['JUL25-0001']);
    expect((await ejer.get(`${G}/paaske-2027/codes`)).body.map((c: any) => c.id)).toEqual(['PAA27-0001']);
    expect((await ejer.get(`${G}/jubilaeum/codes`)).body).toHaveLength(20);
  });

  it("a salesperson's by-user follows the user chosen with salesperson/users/change/{id}", async () => {
    const s = await signedIn('saelger@butik.test');
    const users: any[] = (await s.get(`${G}/salesperson/users`)).body;
    const idOf = (email: string) => users.find((u) => u.email === email)?.id as string;
    // Acting for nobody yet: their own shops (none).
    expect((await s.get(`${G}/by-user`)).body).toEqual([]);
    const expected: Record<string, number> = {
      'ejer@butik.test': 7,
      'lone@kontorhuset.test': 9,
      'mads@byggefirma.test': 3,
    };
    for (const [email, n] of Object.entries(expected)) {
      expect((await s.get(`${G}/salesperson/users/change/${idOf(email)}`)).body).toEqual({ success: true });
      const list: any[] = (await s.get(`${G}/by-user`)).body;
      expect(list, email).toHaveLength(n);
      expect(new Set(list.map((x) => x.userid)), email).toEqual(new Set([idOf(email)]));
    }
    // The shop list of a salesperson: the shops of all their users (7 + 9 + 3), no other company's.
    const overview: any[] = (await s.get(`${G}/supervisor/giftshops`)).body;
    expect(overview).toHaveLength(19);
    expect(overview.some((x) => /-(nordlys|tryghed|bageriet)$/.test(x.id))).toBe(false);
  });
});

describe('owner names and codes used of total in the management calls', () => {
  const nameOf = async (): Promise<Map<string, string>> =>
    new Map((await h.db.select().from(users)).map((u) => [String(u.id), u.name]));
  const counts = async (id: string) => {
    const codes: any[] = (await supervisor.get(`${G}/${id}/codes`)).body;
    return { codecount: codes.length, usedcodecount: codes.filter((c) => c.products.length > 0).length };
  };

  it("supervisor/giftshops gives every shop its owner's name and how many of its codes are used", async () => {
    const all: any[] = (await supervisor.get(`${G}/supervisor/giftshops`)).body;
    const names = await nameOf();
    for (const shop of all) {
      expect(shop.ownername, shop.id).toBe(names.get(shop.userid));
      expect({ codecount: shop.codecount, usedcodecount: shop.usedcodecount }, shop.id).toEqual(await counts(shop.id));
    }
    expect(all.find((s) => s.id === 'jul-2026')).toMatchObject({
      ownername: 'Erik Ejer',
      codecount: 50,
      usedcodecount: 1,
    });
    // Several owners, and some shops with used codes, some without codes.
    expect(new Set(all.map((s) => s.ownername)).size).toBeGreaterThanOrEqual(5);
    expect(all.some((s) => s.usedcodecount > 0)).toBe(true);
    // The salesperson's shop list carries them too.
    const saelger = await signedIn('saelger@butik.test');
    const theirs: any[] = (await saelger.get(`${G}/supervisor/giftshops`)).body;
    expect(theirs.length).toBeGreaterThan(0);
    for (const shop of theirs) expect(shop.ownername, shop.id).toBe(names.get(shop.userid));
  });

  it('by-user and GET {id} carry the same; the public view carries none; a new shop has 0 of 0', async () => {
    const mine: any[] = (await lone.get(`${G}/by-user`)).body;
    expect(mine.length).toBeGreaterThan(0);
    const names = await nameOf();
    for (const shop of mine) {
      expect(shop.ownername, shop.id).toBe(names.get(shop.userid));
      expect({ codecount: shop.codecount, usedcodecount: shop.usedcodecount }, shop.id).toEqual(await counts(shop.id));
      const one = (await lone.get(`${G}/${shop.id}`)).body;
      expect(one, shop.id).toMatchObject({
        ownername: shop.ownername,
        codecount: shop.codecount,
        usedcodecount: shop.usedcodecount,
      });
      expect(S.validate(S.GetGiftShopResponse, one).ok, shop.id).toBe(true);
    }
    expect((await ejer.get(`${G}/jul-2026`)).body).toMatchObject({ codecount: 50, usedcodecount: 1 });
    const publicView = (await anon.get(`${G}/jul-2026`)).body;
    for (const field of ['ownername', 'codecount', 'usedcodecount']) expect(publicView).not.toHaveProperty(field);
    const created = (await anne.post(`${G}/create`, { name: 'Tælle-test' })).body;
    expect(created).toMatchObject({ ownername: names.get(created.userid), codecount: 0, usedcodecount: 0 });
    // The record as received may be persisted back (its read-only fields are ignored).
    expect((await anne.post(`${G}/persist`, { ...created, message: 'Hej' })).status).toBe(200);
  });
});

describe('stale edits are refused (lastupdate)', () => {
  it('a persist with the lastupdate it read succeeds with a newer one; the old one then gets 409 and changes nothing', async () => {
    const read = (await lone.get(`${G}/julegaven-2026-kontorhuset`)).body;
    expect(read.lastupdate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const saved = await lone.post(`${G}/persist`, { ...read, message: 'Første fane' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Første fane');
    expect(Date.parse(saved.body.lastupdate)).toBeGreaterThan(Date.parse(read.lastupdate));
    expect((await lone.get(`${G}/julegaven-2026-kontorhuset`)).body.lastupdate).toBe(saved.body.lastupdate);

    const before = await shopRow('julegaven-2026-kontorhuset');
    const stale = await lone.post(`${G}/persist`, { ...read, message: 'Anden fane', name: 'Overskrevet' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: expect.stringMatching(/ændret/), field: 'lastupdate' });
    expect(await shopRow('julegaven-2026-kontorhuset')).toEqual(before);

    // Reloaded, the same edit goes through.
    const again = await lone.post(`${G}/persist`, { ...saved.body, message: 'Anden fane' });
    expect(again.status).toBe(200);
    expect(Date.parse(again.body.lastupdate)).toBeGreaterThan(Date.parse(saved.body.lastupdate));
  });

  it('without lastupdate a persist behaves as before (last save wins) and still moves lastupdate', async () => {
    const read = (await lone.get(`${G}/medarbejdergave-q3-kontorhuset`)).body;
    const res = await lone.post(`${G}/persist`, { id: read.id, message: 'Uden lastupdate' });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.lastupdate)).toBeGreaterThan(Date.parse(read.lastupdate));
    expect((await lone.post(`${G}/persist`, { ...read, message: 'For gammel' })).status).toBe(409);
  });

  it('close, default-assortment and request-cards move lastupdate; code calls do not', async () => {
    const id = 'velkomstgave-kontorhuset';
    let last = (await lone.get(`${G}/${id}`)).body;
    const moved = async (label: string) => {
      const now = (await lone.get(`${G}/${id}`)).body;
      expect(Date.parse(now.lastupdate), label).toBeGreaterThan(Date.parse(last.lastupdate));
      expect((await lone.post(`${G}/persist`, { id, lastupdate: last.lastupdate, message: 'x' })).status, label).toBe(
        409,
      );
      last = now;
    };
    expect((await lone.post(`${G}/${id}/codes/create`, { count: 1 })).status).toBe(200);
    expect((await lone.get(`${G}/${id}`)).body.lastupdate, 'codes/create').toBe(last.lastupdate);
    expect((await lone.post(`${G}/${id}/default-assortment`, { defaultproducts: [last.products[1]] })).status).toBe(
      200,
    );
    await moved('default-assortment');
    expect((await lone.get(`${G}/${id}/request-cards`)).body).toEqual({ success: true });
    await moved('request-cards');
    expect((await lone.post(`${G}/close`, { id })).status).toBe(200);
    await moved('close');
  });

  it('of two saves from the same read exactly one wins, also at the same moment', async () => {
    const read = (await anne.get(`${G}/medarbejdergave-q3-nordlys`)).body;
    const results = await Promise.all(
      ['A', 'B', 'C'].map((tab) => anne.post(`${G}/persist`, { ...read, message: `Fane ${tab}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.body;
    expect((await anne.get(`${G}/medarbejdergave-q3-nordlys`)).body).toMatchObject({
      message: winner.message,
      lastupdate: winner.lastupdate,
    });
  });

  it('every save moves lastupdate on a stopped clock too', async () => {
    const stopped = new Date('2026-06-01T12:00:00.000Z');
    const c = new Client(createApp({ db: h.db, now: () => stopped }));
    expect((await c.signIn('anne@nordlys.test')).body.signincompleted).toBe(true);
    let last = (await c.get(`${G}/foedselsdagsgaver-2026-nordlys`)).body.lastupdate as string;
    for (const message of ['en', 'to', 'tre']) {
      const res = await c.post(`${G}/persist`, { id: 'foedselsdagsgaver-2026-nordlys', message, lastupdate: last });
      expect(res.status, message).toBe(200);
      expect(Date.parse(res.body.lastupdate), message).toBeGreaterThan(Date.parse(last));
      last = res.body.lastupdate;
    }
  });

  it('a malformed lastupdate is 400; the public view carries none', async () => {
    const bad = await anne.post(`${G}/persist`, { id: 'jubilaeum-25-aar-nordlys', lastupdate: 'i går' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('lastupdate');
    const pub = (await anon.get(`${G}/jubilaeum-25-aar-nordlys`)).body;
    expect(pub.userid).toBe('');
    expect(pub).not.toHaveProperty('lastupdate');
  });
});

describe('who may manage which shop', () => {
  it("an owner gets 403 with the error body on another owner's shop, for reading codes, persist, close and remove", async () => {
    const theirs = 'medarbejdergave-q3-gaveglad';
    const before = await shopRow(theirs);
    for (const [label, res] of [
      ['codes', await anne.get(`${G}/${theirs}/codes`)],
      ['persist', await anne.post(`${G}/persist`, { id: theirs, message: 'fremmed' })],
      ['close', await anne.post(`${G}/close`, { id: theirs })],
      ['remove', await anne.post(`${G}/remove`, { id: theirs })],
      ['default-assortment', await anne.post(`${G}/${theirs}/default-assortment`, { defaultproducts: [] })],
      ['request-cards', await anne.get(`${G}/${theirs}/request-cards`)],
    ] as const) {
      expect(res.status, label).toBe(403);
      expect(res.body, label).toEqual({ error: NO_ACCESS });
    }
    expect(await shopRow(theirs)).toEqual(before);
    // Reading the shop itself gives only the public view.
    const pub = (await anne.get(`${G}/${theirs}`)).body;
    expect(pub).toMatchObject({ id: theirs, userid: '', customerid: '', emailmessage: '' });
    // Their own seeded shops are theirs to manage.
    expect((await anne.get(`${G}/jubilaeum-25-aar-nordlys/codes`)).status).toBe(200);
    expect((await ejer.get(`${G}/medarbejdergave-q3-gaveglad/codes`)).status).toBe(200);
  });

  it('a supervisor manages any owner’s shop: persist, close and remove', async () => {
    const shop = (await supervisor.get(`${G}/takkegave-projekt-havnefront-tryghed`)).body;
    expect(shop.userid).not.toBe('');
    const saved = await supervisor.post(`${G}/persist`, { ...shop, message: 'Rettet af supervisor' });
    expect(saved.status).toBe(200);
    expect(saved.body.userid).toBe(shop.userid); // the owner stays the owner
    expect((await supervisor.post(`${G}/close`, { id: shop.id })).body).toMatchObject({ status: 1, state: 'CLOSED' });
    // An awaiting shop without used codes can be removed, codes and all.
    expect((await supervisor.post(`${G}/remove`, { id: 'kundegave-efteraar-2026-nordlys' })).body).toEqual({
      success: true,
    });
    expect((await supervisor.get(`${G}/kundegave-efteraar-2026-nordlys`)).status).toBe(404);
    expect(await h.db.select().from(giftCodes).where(eq(giftCodes.shopId, 'kundegave-efteraar-2026-nordlys'))).toEqual(
      [],
    );
  });

  it('a salesperson manages the shops of the users they act for, whichever is chosen, and no others', async () => {
    const s = await signedIn('saelger@butik.test');
    const users: any[] = (await s.get(`${G}/salesperson/users`)).body;
    const ejerId = users.find((u) => u.email === 'ejer@butik.test').id;
    expect((await s.get(`${G}/salesperson/users/change/${ejerId}`)).status).toBe(200);
    // Acting for ejer@: ejer's shops, and (from the shop list) lone's and mads's, since they are theirs too.
    expect((await s.get(`${G}/medarbejdergave-q3-gaveglad/codes`)).status).toBe(200);
    expect((await s.get(`${G}/sikkerhedsprisen-2026-byggefirma/codes`)).status).toBe(200);
    const lones = (await s.get(`${G}/paaskegave-2027-kontorhuset`)).body;
    expect(lones.lastupdate).toBeTruthy(); // the full record
    expect((await s.post(`${G}/persist`, { ...lones, message: 'Fra sælgeren' })).status).toBe(200);
    // A company that is not theirs: 403 with the error body, and only the public view.
    for (const res of [
      await s.get(`${G}/bedste-bager-2026-bageriet/codes`),
      await s.post(`${G}/persist`, { id: 'bedste-bager-2026-bageriet', message: 'x' }),
      await s.post(`${G}/close`, { id: 'bedste-bager-2026-bageriet' }),
      await s.post(`${G}/remove`, { id: 'bedste-bager-2026-bageriet' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: NO_ACCESS });
    }
    expect((await s.get(`${G}/bedste-bager-2026-bageriet`)).body.userid).toBe('');
  });

  it("an unknown shop id is 404 'Ukendt gaveshop' for every call, whoever asks", async () => {
    for (const c of [ejer, supervisor]) {
      for (const res of [
        await c.get(`${G}/findes-ikke`),
        await c.get(`${G}/findes-ikke/codes`),
        await c.post(`${G}/persist`, { id: 'findes-ikke', message: 'x' }),
        await c.post(`${G}/close`, { id: 'findes-ikke' }),
        await c.post(`${G}/remove`, { id: 'findes-ikke' }),
        await c.post(`${G}/findes-ikke/default-assortment`, { defaultproducts: [] }),
        await c.get(`${G}/findes-ikke/request-cards`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Ukendt gaveshop' });
      }
    }
  });

  it('a closed shop (by status or by end date) refuses persist, default gifts and card requests', async () => {
    for (const id of ['julegaven-2025-kontorhuset', 'sommerfest-2026-kontorhuset']) {
      const shop = (await lone.get(`${G}/${id}`)).body;
      expect(shop.state, id).toBe('CLOSED');
      const before = await shopRow(id);
      for (const res of [
        await lone.post(`${G}/persist`, { ...shop, message: 'For sent' }),
        await lone.post(`${G}/${id}/default-assortment`, { defaultproducts: [] }),
        await lone.get(`${G}/${id}/request-cards`),
        await supervisor.post(`${G}/persist`, { id, message: 'For sent' }),
      ]) {
        expect(res.status, id).toBe(409);
        expect(res.body, id).toEqual({ error: 'Gaveshoppen er afsluttet' });
      }
      expect(await shopRow(id)).toEqual(before);
    }
  });

  it('remove is refused while any code is used, also for a supervisor', async () => {
    for (const [c, id] of [
      [lone, 'sommerfest-2026-kontorhuset'],
      [supervisor, 'julegaven-2025-nordlys'],
      [supervisor, 'jul-2026'],
    ] as const) {
      expect((await c.post(`${G}/remove`, { id })).body, id).toEqual({ success: false });
      expect((await c.get(`${G}/${id}`)).status, id).toBe(200);
    }
  });
});
