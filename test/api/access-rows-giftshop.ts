/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * Access matrix rows (access-matrix.test.ts) of the gift-shop calls that take a gift shop, code, address or user
 * id: every call for shop A (managed by its owner, the salesperson acting for that owner, the supervisor) and for
 * shop B (its owner, the supervisor — the salesperson is not assigned to B's owner), the recipient's code calls,
 * calls that mix one shop's id with another's records, the lists, and the salesperson's user switch.
 */
import { expect } from 'vitest';
import {
  type AccessRow,
  type Actor,
  type Outcome,
  type Person,
  type Side,
  type World,
  SECRET,
  codeRow,
  codesOf,
  everyone,
  freshCode,
  freshShop,
  ok,
  only,
  refused,
  shopRow,
  text,
} from './access-world.ts';

const G = 'giftshop';
const MANAGERS: Record<Side, Person[]> = { A: ['owner', 'sales', 'supervisor'], B: ['other', 'supervisor'] };
const ownerOf = (side: Side): Person => (side === 'A' ? 'owner' : 'other');
const otherSide = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** `allowed` for the managers of `side`, 403 for the other signed-in actors, 401 for the visitor. */
const manage = (side: Side, allowed: Outcome, refusal: Outcome = refused(403)) =>
  only(Object.fromEntries(MANAGERS[side].map((p) => [p, allowed])), refusal);

const fullView = (side: Side) =>
  ok((res, w) => {
    expect(res.body.userid).toBe(String(w.id[ownerOf(side)]));
    expect(res.body.emailmessage).toBe(SECRET[side]);
    expect(typeof res.body.codecount).toBe('number');
  });
const publicView = (side: Side) =>
  ok((res, w) => {
    expect(res.body.id).toBe(w.shop[side]);
    expect(res.body.userid).toBe('');
    expect(res.body.customerid).toBe('');
    expect(res.body.emailmessage).toBe('');
    expect(res.body).not.toHaveProperty('codecount');
    expect(res.body.delivery).toEqual({ date: null, address: null });
    expect(text(res.body)).not.toContain(SECRET[side]);
  });

function shopRows(side: Side): AccessRow[] {
  const secrets = (w: World) => [SECRET[side], w.code[side]];
  const shopOnly = (): Array<'gift_shops'> => ['gift_shops'];
  const freshOne = async (w: World) => ({ shop: await freshShop(w, side) });
  const freshCodeOf = async (w: World) => ({ code: await freshCode(w, w.shop[side]) });
  return [
    {
      name: `GET giftshop/{id} (shop ${side})`,
      call: (w) => ({ method: 'GET', path: `${G}/${w.shop[side]}` }),
      outcomes: everyone((a) => (MANAGERS[side].includes(a as Person) ? fullView(side) : publicView(side))),
      secrets,
    },
    {
      name: `POST giftshop/persist (shop ${side})`,
      call: (w, _t, actor) => ({
        method: 'POST',
        path: `${G}/persist`,
        json: { id: w.shop[side], message: `Ny ${actor}` },
      }),
      outcomes: manage(
        side,
        ok(async (res, w, _t, actor) => {
          expect(res.body.message).toBe(`Ny ${actor}`);
          expect((await shopRow(w, w.shop[side]))?.message).toBe(`Ny ${actor}`);
        }),
      ),
      writes: shopOnly,
      secrets,
    },
    {
      name: `POST giftshop/remove (shop ${side})`,
      prepare: freshOne,
      call: (_w, t) => ({ method: 'POST', path: `${G}/remove`, json: { id: t.shop } }),
      outcomes: manage(
        side,
        ok(async (res, w, t) => {
          expect(res.body).toEqual({ success: true });
          expect(await shopRow(w, String(t.shop))).toBeUndefined();
        }),
      ),
      writes: shopOnly,
      secrets,
    },
    {
      name: `POST giftshop/close (shop ${side})`,
      prepare: freshOne,
      call: (_w, t) => ({ method: 'POST', path: `${G}/close`, json: { id: t.shop } }),
      outcomes: manage(
        side,
        ok(async (res, w, t) => {
          expect(res.body.status).toBe(1);
          expect((await shopRow(w, String(t.shop)))?.status).toBe(1);
        }),
      ),
      writes: shopOnly,
      secrets,
    },
    {
      name: `POST giftshop/{id}/default-assortment (shop ${side})`,
      prepare: freshOne,
      call: (w, t) => ({
        method: 'POST',
        path: `${G}/${t.shop}/default-assortment`,
        json: { defaultproducts: [w.products[0]] },
      }),
      outcomes: manage(
        side,
        ok(async (res, w, t) => {
          expect(res.body.defaultproducts).toEqual([w.products[0]]);
          expect((await shopRow(w, String(t.shop)))?.defaultproducts).toEqual([w.products[0]]);
        }),
      ),
      writes: shopOnly,
      secrets,
    },
    {
      name: `GET giftshop/{id}/request-cards (shop ${side})`,
      prepare: freshOne,
      call: (_w, t) => ({ method: 'GET', path: `${G}/${t.shop}/request-cards` }),
      outcomes: manage(
        side,
        ok(async (res, w, t) => {
          expect(res.body).toEqual({ success: true });
          expect((await shopRow(w, String(t.shop)))?.cardsrequested).toBe(true);
        }),
      ),
      writes: shopOnly,
      secrets,
    },
    {
      name: `GET giftshop/{id}/codes (shop ${side})`,
      call: (w) => ({ method: 'GET', path: `${G}/${w.shop[side]}/codes` }),
      outcomes: manage(
        side,
        ok((res, w) => {
          expect(res.body.map((c: any) => c.id)).toContain(w.code[side]);
          expect(res.body.every((c: any) => c.shopid === w.shop[side])).toBe(true);
        }),
      ),
      secrets,
    },
    {
      name: `GET giftshop/{id}/codes/sent-status (shop ${side})`,
      call: (w) => ({ method: 'GET', path: `${G}/${w.shop[side]}/codes/sent-status` }),
      outcomes: manage(
        side,
        ok((res, w) => {
          expect(res.body.map((c: any) => c.id)).toContain(w.code[side]);
          expect(text(res.body)).not.toContain(w.code[otherSide(side)]);
        }),
      ),
      secrets,
    },
    {
      name: `POST giftshop/{id}/codes/create (shop ${side})`,
      prepare: freshOne,
      call: (_w, t) => ({ method: 'POST', path: `${G}/${t.shop}/codes/create`, json: { count: 1 } }),
      outcomes: manage(
        side,
        ok(async (res, w, t) => {
          expect(res.body).toHaveLength(1);
          expect((await codesOf(w, String(t.shop))).map((c) => c.id)).toEqual([res.body[0].id]);
        }),
      ),
      writes: () => ['gift_codes'],
      secrets,
    },
    {
      name: `POST giftshop/{id}/codes/remove (shop ${side})`,
      prepare: freshCodeOf,
      call: (w, t) => ({ method: 'POST', path: `${G}/${w.shop[side]}/codes/remove`, json: { codeids: [t.code] } }),
      outcomes: manage(
        side,
        ok(async (res, w, t) => {
          expect(await codeRow(w, String(t.code))).toBeUndefined();
          expect(res.body.map((c: any) => c.id)).not.toContain(t.code);
        }),
      ),
      writes: () => ['gift_codes'],
      secrets,
    },
    {
      name: `POST giftshop/{id}/codes/invite (shop ${side})`,
      prepare: freshCodeOf,
      call: (w, t) => ({
        method: 'POST',
        path: `${G}/${w.shop[side]}/codes/invite`,
        json: { codeids: [t.code], emails: ['gaest@adgang.test'] },
      }),
      outcomes: manage(
        side,
        ok(async (_res, w, t) => {
          const row = await codeRow(w, String(t.code));
          expect([row?.invitationstate, row?.email]).toEqual(['SENDING', 'gaest@adgang.test']);
        }),
      ),
      writes: () => ['gift_codes'],
      secrets,
    },
    {
      name: `POST giftshop/code/persist (a code of shop ${side})`,
      prepare: freshCodeOf,
      call: (_w, t, actor) => ({
        method: 'POST',
        path: `${G}/code/persist`,
        json: { id: t.code, name: `Navn ${actor}` },
      }),
      outcomes: manage(
        side,
        ok(async (res, w, t, actor) => {
          expect(res.body.name).toBe(`Navn ${actor}`);
          expect((await codeRow(w, String(t.code)))?.name).toBe(`Navn ${actor}`);
        }),
      ),
      writes: () => ['gift_codes'],
      secrets: (w, t) => [...secrets(w), `${t.code}@x.test`],
    },
  ];
}

/** Shop lists: who sees which of A and B. */
function lists(w: World, res: any, sees: Side[]) {
  const ids = res.body.map((s: any) => s.id);
  for (const side of ['A', 'B'] as const) {
    if (sees.includes(side)) expect(ids).toContain(w.shop[side]);
    else {
      expect(ids).not.toContain(w.shop[side]);
      expect(text(res.body)).not.toContain(SECRET[side]);
    }
  }
}
const seesShops = (sees: Side[]) => ok((res, w) => lists(w, res, sees));

export const GIFTSHOP_ACCESS_ROWS: AccessRow[] = [
  ...shopRows('A'),
  ...shopRows('B'),
  // ---- the recipient's calls: the code is the credential, no sign-in, any actor
  {
    name: 'GET giftshop/code/{id} (recipient)',
    call: (w) => ({ method: 'GET', path: `${G}/code/${w.code.A}` }),
    outcomes: everyone(() =>
      ok((res, w) => {
        expect([res.body.id, res.body.shopid]).toEqual([w.code.A, w.shop.A]);
      }),
    ),
    secrets: () => [],
  },
  {
    name: 'POST giftshop/code/{id}/redeem (recipient)',
    prepare: async (w) => ({ code: await freshCode(w, w.shop.A) }),
    call: (w, t) => ({
      method: 'POST',
      path: `${G}/code/${t.code}/redeem`,
      json: { name: 'Gitte Gæst', products: [w.products[0]] },
    }),
    outcomes: everyone(() =>
      ok(async (_res, w, t) => {
        expect((await codeRow(w, String(t.code)))?.products).toEqual([w.products[0]]);
      }),
    ),
    writes: () => ['gift_codes'],
    secrets: () => [],
  },
  // ---- one shop's id with another shop's records
  {
    name: "POST giftshop/{A}/codes/remove with shop B's code",
    prepare: async (w) => ({ code: await freshCode(w, w.shop.B) }),
    call: (w, t) => ({ method: 'POST', path: `${G}/${w.shop.A}/codes/remove`, json: { codeids: [t.code] } }),
    outcomes: manage('A', refused(400)),
    secrets: (w) => [SECRET.B, w.code.B],
  },
  {
    name: "POST giftshop/{B}/codes/invite with shop A's code",
    prepare: async (w) => ({ code: await freshCode(w, w.shop.A) }),
    call: (w, t) => ({
      method: 'POST',
      path: `${G}/${w.shop.B}/codes/invite`,
      json: { codeids: [t.code], emails: ['gaest@adgang.test'] },
    }),
    outcomes: manage('B', refused(400)),
    secrets: (w) => [SECRET.A, w.code.A],
  },
  {
    name: "POST giftshop/persist (shop A) with shop B's delivery address",
    call: (w) => ({
      method: 'POST',
      path: `${G}/persist`,
      json: {
        id: w.shop.A,
        delivery: {
          date: null,
          address: { id: w.address.B, name: 'x', address1: 'x', zip: '8000', city: 'x' },
        },
      },
    }),
    outcomes: manage('A', refused(400)),
    secrets: () => ['Adgangsvej B', 'Lager B', SECRET.A],
  },
  {
    name: "POST giftshop/persist (shop A) naming shop B's owner and company (ownership does not move)",
    call: (w) => ({
      method: 'POST',
      path: `${G}/persist`,
      json: { id: w.shop.A, userid: String(w.id.other), customerid: 'ACC-B' },
    }),
    outcomes: manage(
      'A',
      ok(async (res, w) => {
        const row = await shopRow(w, w.shop.A);
        expect([row?.userId, row?.customerId]).toEqual([w.id.owner, 'ACC-A']);
        expect(res.body.userid).toBe(String(w.id.owner));
      }),
    ),
    writes: () => ['gift_shops'],
    secrets: () => [SECRET.A],
  },
  // ---- lists
  {
    name: 'GET giftshop/by-user',
    call: () => ({ method: 'GET', path: `${G}/by-user` }),
    outcomes: only(
      {
        owner: seesShops(['A']),
        other: seesShops(['B']),
        customer: seesShops([]),
        sales: seesShops(['A']),
        supervisor: seesShops([]),
      },
      refused(403),
    ),
    secrets: () => [],
  },
  {
    name: 'GET giftshop/supervisor/giftshops',
    call: () => ({ method: 'GET', path: `${G}/supervisor/giftshops` }),
    outcomes: only({ sales: seesShops(['A']), supervisor: seesShops(['A', 'B']) }),
    secrets: (w) => [SECRET.A, SECRET.B, w.shop.A, w.shop.B],
  },
  {
    name: 'GET giftshop/addresses',
    call: () => ({ method: 'GET', path: `${G}/addresses` }),
    outcomes: only(
      Object.fromEntries(
        (['owner', 'other', 'customer', 'sales', 'supervisor'] as const).map((p) => {
          const sees: Side[] = p === 'owner' || p === 'sales' ? ['A'] : p === 'other' ? ['B'] : [];
          return [
            p,
            ok((res: any, w: World) => {
              const ids = res.body.map((a: any) => a.id);
              for (const side of ['A', 'B'] as const)
                expect(ids.includes(w.address[side]), `address ${side}`).toBe(sees.includes(side));
            }),
          ];
        }),
      ),
    ),
    secrets: () => [],
  },
  // ---- the salesperson's users (acting for a user)
  {
    name: 'GET giftshop/salesperson/users',
    call: () => ({ method: 'GET', path: `${G}/salesperson/users` }),
    outcomes: only({
      sales: ok((res, w) => {
        const ids = res.body.map((u: any) => u.id);
        expect(ids).toEqual([String(w.id.owner)]);
      }),
    }),
    secrets: (w) => [w.email.owner],
  },
  ...(['owner', 'other', 'customer'] as const).map((target): AccessRow => ({
    name: `GET giftshop/salesperson/users/change/{id} (the ${target === 'owner' ? 'assigned' : 'unassigned'} user ${target})`,
    call: (w) => ({ method: 'GET', path: `${G}/salesperson/users/change/${w.id[target]}` }),
    outcomes: only(target === 'owner' ? { sales: ok((res) => expect(res.body).toEqual({ success: true })) } : {}),
    // Acting for the owner again (the salesperson already does) leaves the session as it was.
    writes: () => [],
    secrets: (w) => [w.email[target]],
  })),
];

/** Helper for the test's own checks. */
export const isManager = (side: Side, actor: Actor): boolean => MANAGERS[side].includes(actor as Person);
