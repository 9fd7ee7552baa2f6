/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * Access matrix rows (access-matrix.test.ts) of the customer, wish-list and cart calls: customer ids (a salesperson
 * reaches only the companies assigned to them, A and C, never B), wish list and item ids (only one's own, or those
 * of the user a salesperson acts for), and the carts (each caller only ever reads and changes their own).
 */
import { expect } from 'vitest';
import {
  type AccessRow,
  type Actor,
  type Key,
  type Person,
  COMPANY,
  CUSTOMER,
  cartLinesOf,
  everyone,
  fresh,
  freshList,
  itemsOf,
  listRow,
  ok,
  only,
  refused,
  text,
} from './access-world.ts';

type Company = keyof typeof CUSTOMER;
const isCompany = (id: Company) => ok((res) => expect(res.body.id).toBe(CUSTOMER[id]));

/** Search results: exactly which of the world's companies are in the answer. */
const finds = (companies: Company[]) =>
  ok((res) => {
    const ids = res.body.map((c: any) => c.id).filter((id: string) => id.startsWith('ACC-'));
    expect(ids.sort()).toEqual(companies.map((c) => CUSTOMER[c]).sort());
  });

const changeCustomer = (company: Company, allowed: Partial<Record<Person, boolean>>): AccessRow => ({
  name: `POST customer/change?selectedcustomer={${company}} (${company === 'B' ? 'not assigned to the salesperson' : 'assigned to the salesperson'})`,
  call: () => ({ method: 'POST', path: `customer/change?selectedcustomer=${CUSTOMER[company]}` }),
  outcomes: only(
    Object.fromEntries(
      Object.entries(allowed)
        .filter(([, yes]) => yes)
        .map(([p]) => [p, isCompany(company)]),
    ),
  ),
  writes: () => ['sessions'],
  secrets: () => [COMPANY[company]],
});

/** Who reaches whose wish lists: the customer their own; the owner and the salesperson acting for the owner the owner's. */
const LIST_READERS: Record<'customer' | 'owner', Person[]> = { customer: ['customer'], owner: ['owner', 'sales'] };
const listKey = (of: 'customer' | 'owner'): Key => (of === 'customer' ? 'customer_lists' : 'owner_lists');
const listWrites = (of: 'customer' | 'owner') => (): Key[] => ['wish_lists', 'wish_list_items', listKey(of)];
const readers = (of: 'customer' | 'owner', outcome = ok(() => undefined)) =>
  only(Object.fromEntries(LIST_READERS[of].map((p) => [p, outcome])), refused(404));
/** The list the actor reaches (the owner's for the salesperson acting for them) and the other person's item. */
const ownListOtherItem = (actor: Actor, w: any) =>
  actor === 'customer' ? { list: w.list.customer, item: w.item.owner } : { list: w.list.owner, item: w.item.customer };

const cartWrites =
  (extra: Key[] = []) =>
  (actor: Actor): Key[] => [
    'carts',
    'cart_lines',
    'sessions',
    ...(actor === 'customer' ? ['customer_carts' as Key] : []),
    ...extra,
  ];

export const ACCOUNT_ACCESS_ROWS: AccessRow[] = [
  // ---- customers (companies)
  changeCustomer('A', { sales: true, supervisor: true }),
  changeCustomer('C', { sales: true, supervisor: true }),
  changeCustomer('B', { supervisor: true }),
  {
    name: "GET customer/search?query={B's id} (B not assigned to the salesperson)",
    call: () => ({ method: 'GET', path: `customer/search?query=${CUSTOMER.B}` }),
    outcomes: only({ sales: finds([]), supervisor: finds(['B']) }),
    secrets: () => [COMPANY.B],
  },
  {
    name: 'GET customer/search?query=Adgang (all three companies match)',
    call: () => ({ method: 'GET', path: 'customer/search?query=Adgang' }),
    outcomes: only({ sales: finds(['A', 'C']), supervisor: finds(['A', 'B', 'C']) }),
    secrets: () => [COMPANY.A, COMPANY.B, COMPANY.C],
  },
  {
    name: 'GET customer (whom the caller buys for)',
    call: () => ({ method: 'GET', path: 'customer' }),
    outcomes: {
      owner: isCompany('A'),
      other: isCompany('B'),
      customer: isCompany('C'),
      // The last companies chosen above: C for the salesperson, B for the supervisor.
      sales: isCompany('C'),
      supervisor: isCompany('B'),
      visitor: ok((res) => expect(res.body).toBeNull()),
    },
    secrets: () => [],
  },
  {
    name: "GET customer/changeprofile?customerprofile={B's profile}",
    call: () => ({ method: 'GET', path: 'customer/changeprofile?customerprofile=beta-profil' }),
    outcomes: only(
      {
        other: ok((res) => expect([res.body.id, res.body.currentprofile]).toEqual([CUSTOMER.B, 'beta-profil'])),
        supervisor: ok((res) => expect([res.body.id, res.body.currentprofile]).toEqual([CUSTOMER.B, 'beta-profil'])),
      },
      refused(400),
    ),
    writes: () => ['sessions'],
    secrets: () => [COMPANY.B],
  },
  // ---- wish lists
  {
    name: 'GET wishlist/list',
    call: () => ({ method: 'GET', path: 'wishlist/list' }),
    outcomes: only(
      Object.fromEntries(
        (['owner', 'other', 'customer', 'sales', 'supervisor'] as const).map((p) => [
          p,
          ok((res, w) => {
            const ids = res.body.wishlists.map((l: any) => Number(l.id));
            for (const whose of ['customer', 'owner'] as const)
              expect(ids.includes(w.list[whose]), `${whose}'s list`).toBe(LIST_READERS[whose].includes(p));
          }),
        ]),
      ),
    ),
    secrets: () => [],
  },
  ...(['customer', 'owner'] as const).flatMap((of): AccessRow[] => [
    {
      name: `DELETE wishlist/{id} (the ${of}'s list)`,
      prepare: async (w) => {
        const [list] = await freshList(w, of);
        return { list };
      },
      call: (_w, t) => ({ method: 'DELETE', path: `wishlist/${t.list}` }),
      outcomes: readers(
        of,
        ok(async (res, w, t) => {
          expect(await listRow(w, Number(t.list))).toBeUndefined();
          expect(res.body.wishlists.map((l: any) => Number(l.id))).toContain(w.list[of]);
        }),
      ),
      writes: listWrites(of),
      secrets: () => ['Liste '],
    },
    {
      name: `DELETE wishlist/{listid}/{itemid} (the ${of}'s list)`,
      prepare: async (w) => {
        const [list, item] = await freshList(w, of);
        return { list, item };
      },
      call: (_w, t) => ({ method: 'DELETE', path: `wishlist/${t.list}/${t.item}` }),
      outcomes: readers(
        of,
        ok(async (_res, w, t) => {
          expect(await itemsOf(w, Number(t.list))).toEqual([]);
        }),
      ),
      writes: listWrites(of),
      secrets: () => ['Liste '],
    },
    {
      name: `POST wishlist/updatelist (the ${of}'s list)`,
      prepare: async (w) => {
        const [list] = await freshList(w, of);
        return { list, label: `Omdøbt ${fresh()}` };
      },
      call: (_w, t) => ({ method: 'POST', path: 'wishlist/updatelist', json: { id: String(t.list), label: t.label } }),
      outcomes: readers(
        of,
        ok(async (_res, w, t) => {
          expect((await listRow(w, Number(t.list)))?.label).toBe(t.label);
        }),
      ),
      writes: listWrites(of),
      secrets: () => ['Liste '],
    },
  ]),
  {
    name: "DELETE wishlist/{own list}/{another user's item}",
    call: (w, _t, actor) => {
      const { list, item } = ownListOtherItem(actor, w);
      return { method: 'DELETE', path: `wishlist/${list}/${item}` };
    },
    outcomes: only({}, refused(404)),
    secrets: () => ['Kundens ønsker', 'Ejerens ønsker'],
  },
  {
    name: "POST wishlist/updatelist {own list, another user's item}",
    call: (w, _t, actor) => {
      const { list, item } = ownListOtherItem(actor, w);
      return {
        method: 'POST',
        path: 'wishlist/updatelist',
        json: { id: String(list), items: [{ id: String(item), quantity: 0 }] },
      };
    },
    // The list is theirs (400: the item is not in it); for the others the list itself is unknown (404).
    outcomes: only({ customer: refused(400), owner: refused(400), sales: refused(400) }, refused(404)),
    secrets: () => ['Kundens ønsker', 'Ejerens ønsker'],
  },
  {
    name: "POST wishlist/add {the customer's list's label} (adds to the caller's own list)",
    call: (w) => ({
      method: 'POST',
      path: 'wishlist/add',
      json: { label: 'Kundens ønsker', productid: w.products[2], quantity: 1 },
    }),
    outcomes: only(
      Object.fromEntries(
        (['owner', 'other', 'customer', 'sales', 'supervisor'] as const).map((p) => [
          p,
          ok((res, w) => {
            const list = res.body.wishlists.find((l: any) => l.label === 'Kundens ønsker');
            expect(list.items.map((i: any) => i.product)).toContain(w.products[2]);
            expect(Number(list.id) === w.list.customer).toBe(p === 'customer');
          }),
        ]),
      ),
    ),
    writes: (actor) => [
      'wish_lists',
      'wish_list_items',
      ...(actor === 'customer' ? ['customer_lists' as Key] : []),
      ...(actor === 'owner' || actor === 'sales' ? ['owner_lists' as Key] : []),
    ],
    secrets: () => [],
  },
  // ---- carts (no ids: the session's cart; each caller reads and changes only their own)
  {
    name: 'GET cart/getcart',
    call: () => ({ method: 'GET', path: 'cart/getcart' }),
    outcomes: everyone((actor) =>
      ok((res, w) => {
        const ids = (res.body.items ?? []).map((i: any) => i.productid);
        expect(ids).toEqual(actor === 'customer' ? [w.products[0]] : []);
      }),
    ),
    secrets: () => [],
  },
  {
    name: 'GET cart/getretentioncart',
    call: () => ({ method: 'GET', path: 'cart/getretentioncart' }),
    outcomes: everyone((actor) =>
      ok((res, w) => {
        expect(res.body.items.map((i: any) => i.productid)).toEqual(actor === 'customer' ? [w.products[1]] : []);
      }),
    ),
    secrets: () => [],
  },
  {
    name: 'POST cart/addorupdatecart',
    call: (w) => ({ method: 'POST', path: 'cart/addorupdatecart', json: { productid: w.products[2], quantity: 1 } }),
    outcomes: everyone((actor) =>
      ok(async (res, w) => {
        const ids = res.body.items.map((i: any) => i.productid);
        expect(ids.sort()).toEqual((actor === 'customer' ? [w.products[0], w.products[2]] : [w.products[2]]).sort());
        if (actor !== 'visitor') expect((await cartLinesOf(w, actor)).map((l) => l.productId)).toContain(w.products[2]);
      }),
    ),
    writes: cartWrites(),
    secrets: () => [],
  },
  {
    name: 'GET cart/emptycart',
    call: () => ({ method: 'GET', path: 'cart/emptycart' }),
    outcomes: everyone((actor) =>
      ok(async (res, w) => {
        expect(res.body.items).toEqual([]);
        if (actor === 'customer') expect(await cartLinesOf(w, 'customer')).toEqual([]);
      }),
    ),
    writes: cartWrites(),
    secrets: () => [],
  },
  {
    name: 'GET cart/change (takes over the saved cart)',
    call: () => ({ method: 'GET', path: 'cart/change' }),
    outcomes: only(
      Object.fromEntries(
        (['owner', 'other', 'customer', 'sales', 'supervisor'] as const).map((p) => [
          p,
          ok(async (res, w) => {
            expect(res.body.items.map((i: any) => i.productid)).toEqual(p === 'customer' ? [w.products[1]] : []);
            if (p !== 'customer') expect(await cartLinesOf(w, 'customer', true)).toHaveLength(1);
          }),
        ]),
      ),
    ),
    writes: cartWrites(),
    secrets: () => [],
  },
];

/** Used by the test's own text checks. */
export const bodyText = text;
