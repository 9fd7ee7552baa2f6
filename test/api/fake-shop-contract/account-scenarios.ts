/* eslint-disable @typescript-eslint/no-explicit-any -- answers are compared field by field */
/**
 * Account scenarios of the fake-shop contract (sign-in, roles, saved cart, wish lists, customers), run unchanged
 * against the reference server and the fake. Status codes and the fields the elements read are compared.
 */
import { expect } from 'vitest';
import type { Answer } from './backends.ts';
import type { Scenario } from './cart-scenarios.ts';

const refused = (res: { status: number; body: any }, status: number, field?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toEqual(expect.any(String));
  if (field !== undefined) expect(res.body.field).toBe(field);
};
/** Wish lists without their ids (each backend numbers its own): labels and items. */
const lists = (body: any) =>
  body.wishlists.map((l: any) => ({
    label: l.label,
    items: l.items.map((i: any) => ({
      productid: i.productid,
      product: i.product,
      variantid: i.variantid,
      quantity: i.quantity,
    })),
  }));
const lines = (cart: any) =>
  cart.items.map((i: any) => ({ productid: i.productid, variantid: i.variantid, quantity: i.quantity }));

export const accountScenarios: Scenario[] = [
  [
    'a visitor: 401 for wish lists, cart/change, customer calls; an empty saved cart; no customer',
    async (b) => {
      const s = await b.session();
      refused(await s.get('wishlist/list'), 401);
      refused(await s.post('wishlist/add', { label: 'Kontor', productid: b.roles.plain.id, quantity: 1 }), 401);
      refused(await s.post('wishlist/updatelist', { id: '1', label: 'X' }), 401);
      refused(await s.delete('wishlist/1'), 401);
      refused(await s.delete('wishlist/1/2'), 401);
      refused(await s.get('cart/change'), 401);
      refused(await s.get('customer/search?query=a'), 401);
      refused(await s.post(`customer/change?selectedcustomer=${b.roles.customers.other}`), 401);
      refused(await s.get('customer/changeprofile?customerprofile=x'), 401);
      expect(await s.get('cart/getretentioncart').then((r) => [r.status, r.body])).toEqual([200, { items: [] }]);
      expect(await s.get('customer').then((r) => [r.status, r.body])).toEqual([200, null]);
      // The forgery check comes before the sign-in check.
      refused(await s.get('cart/change', { xsrf: false }), 403);
      refused(
        await s.post('wishlist/add', { label: 'Kontor', productid: b.roles.plain.id, quantity: 1 }, { xsrf: false }),
        403,
      );
    },
  ],
  [
    'a signed-in user (not a salesperson): 403 for customer search and change; their own customer',
    async (b) => {
      const s = await b.session();
      await s.signIn('user');
      refused(await s.get('customer/search?query=a'), 403);
      refused(await s.post(`customer/change?selectedcustomer=${b.roles.customers.other}`), 403);
      expect((await s.get('wishlist/list')).body).toEqual({ wishlists: [] });
      const own = (await s.get('customer')).body;
      expect({
        id: own.id,
        currentprofile: own.currentprofile,
        profiles: own.profiles.map((p: { id: string }) => p.id),
      }).toEqual({
        id: b.roles.customers.withProfiles,
        currentprofile: null,
        profiles: b.roles.customers.profiles,
      });
      const [, second] = b.roles.customers.profiles;
      refused(await s.get('customer/changeprofile?customerprofile=nope'), 400, 'customerprofile');
      refused(await s.get('customer/changeprofile'), 400, 'customerprofile');
      expect((await s.get(`customer/changeprofile?customerprofile=${second}`)).body.currentprofile).toBe(second);
      expect((await s.get('customer')).body.currentprofile).toBe(second);
    },
  ],
  [
    'saved cart: listed after sign-in; cart/change replaces the cart, or merges with merge=true; then it is gone',
    async (b) => {
      const { plain, colli, fee } = b.roles;
      const saved = [
        { productid: plain.id, quantity: 2 },
        { productid: colli.id, quantity: colli.colli },
      ];
      const replace = await b.session();
      await replace.post('cart/addorupdatecart', { productid: fee.p100, quantity: 1 });
      await replace.signIn('user', { saved });
      const listed = (await replace.get('cart/getretentioncart')).body.items;
      expect(
        listed.map((i: any) => ({
          productid: i.productid,
          quantity: i.quantity,
          variantid: i.variantid,
          addonparent: i.addonparent,
        })),
      ).toEqual(saved.map((l) => ({ ...l, variantid: null, addonparent: null })));
      expect(listed[0]).toMatchObject({
        name: expect.any(String),
        imageurl: expect.any(String),
        lineprice: expect.any(Number),
        displaylineprice: expect.stringMatching(/^[\d.]+,\d\d\u00a0kr\.$/),
      });
      // The guest cart survives the sign-in until the user chooses.
      expect(lines((await replace.get('cart/getcart')).body)).toEqual([
        { productid: fee.p100, variantid: null, quantity: 1 },
      ]);
      refused(await replace.get('cart/change?merge=maybe'), 400, 'merge');
      const replaced = (await replace.get('cart/change')).body;
      expect(lines(replaced)).toEqual(saved.map((l) => ({ ...l, variantid: null })));
      expect((await replace.get('cart/getretentioncart')).body).toEqual({ items: [] });

      const merge = await b.session();
      await merge.post('cart/addorupdatecart', { productid: plain.id, quantity: 1 });
      await merge.signIn('user', { saved });
      const merged = (await merge.get('cart/change?merge=true')).body;
      expect(lines(merged)).toEqual([
        { productid: plain.id, variantid: null, quantity: 3 },
        { productid: colli.id, variantid: null, quantity: colli.colli },
      ]);
    },
  ],
  [
    'wish lists: add (pack size, by variant sku), update the same item, rename, duplicate name, remove items, delete',
    async (b) => {
      const { plain, colli, variants: v } = b.roles;
      const s = await b.session();
      await s.signIn('user');
      refused(await s.post('wishlist/add', { label: ' ', productid: plain.id, quantity: 1 }), 400, 'label');
      refused(await s.post('wishlist/add', { label: 'Kontor', productid: '99999', quantity: 1 }), 400, 'productid');
      refused(await s.post('wishlist/add', { label: 'Kontor', productid: plain.id, quantity: -1 }), 400, 'quantity');
      refused(await s.post('wishlist/add', { label: 'Kontor', productid: plain.id }), 400, 'quantity');
      await s.post('wishlist/add', { label: 'Kontor', productid: colli.id, quantity: 1 });
      await s.post('wishlist/add', { label: ' Kontor ', productid: plain.id, quantity: 2 });
      await s.post('wishlist/add', { label: 'Kontor', productid: plain.id, quantity: 5 });
      const added = (await s.post('wishlist/add', { label: 'Lager', productid: v.okSku, quantity: 1 })).body;
      expect(lists(added)).toEqual([
        {
          label: 'Kontor',
          items: [
            { productid: colli.id, product: colli.id, variantid: null, quantity: colli.colli },
            { productid: plain.id, product: plain.id, variantid: null, quantity: 5 },
          ],
        },
        { label: 'Lager', items: [{ productid: v.ok, product: v.id, variantid: v.ok, quantity: 1 }] },
      ]);
      const [kontor, lager] = added.wishlists;
      const [colliItem, plainItem] = kontor.items;
      refused(await s.post('wishlist/updatelist', { id: kontor.id, label: 'Lager' }), 400, 'label');
      refused(
        await s.post('wishlist/updatelist', { id: kontor.id, items: [{ id: '999999', quantity: 1 }] }),
        400,
        'items.0.id',
      );
      refused(
        await s.post('wishlist/updatelist', {
          id: kontor.id,
          label: 'Ny',
          items: [
            { id: colliItem.id, quantity: 1 },
            { id: '999999', quantity: 1 },
          ],
        }),
        400,
        'items.1.id',
      );
      refused(await s.post('wishlist/updatelist', { id: 'abc', label: 'Ny' }), 400, 'id');
      refused(await s.post('wishlist/updatelist', { id: '999999', label: 'Ny' }), 404);
      expect(lists((await s.get('wishlist/list')).body)[0].label).toBe('Kontor');
      const updated = (
        await s.post('wishlist/updatelist', {
          id: kontor.id,
          label: 'Kontoret',
          items: [
            { id: colliItem.id, quantity: colli.colli + 1 },
            { id: plainItem.id, quantity: 0 },
          ],
        })
      ).body;
      expect(lists(updated)[0]).toEqual({
        label: 'Kontoret',
        items: [{ productid: colli.id, product: colli.id, variantid: null, quantity: 2 * colli.colli }],
      });
      refused(await s.delete(`wishlist/${kontor.id}/${plainItem.id}`), 404);
      refused(await s.delete(`wishlist/${kontor.id}/abc`), 400, 'itemid');
      expect(lists((await s.delete(`wishlist/${kontor.id}/${colliItem.id}`)).body)[0]).toEqual({
        label: 'Kontoret',
        items: [],
      });
      refused(await s.delete('wishlist/abc'), 400, 'id');
      refused(await s.delete('wishlist/999999'), 404);
      expect(lists((await s.delete(`wishlist/${kontor.id}`)).body).map((l: { label: string }) => l.label)).toEqual([
        'Lager',
      ]);
      refused(await s.delete(`wishlist/${lager.id}/${colliItem.id}`), 404);
    },
  ],
  [
    'a salesperson: search customers (query, limit, offset), change customer, then its profile',
    async (b) => {
      const { withProfiles, profiles, search, other } = b.roles.customers;
      const s = await b.session();
      await s.signIn('salesperson');
      expect((await s.get('customer')).body).toBeNull();
      refused(await s.get('customer/changeprofile?customerprofile=x'), 404);
      const found = await s.get(`customer/search?query=${encodeURIComponent(search)}`);
      expect(found.status).toBe(200);
      expect(found.body.map((c: { id: string }) => c.id)).toContain(withProfiles);
      expect(Number(found.header('X-Total-Count'))).toBe(found.body.length);
      const all = await s.get('customer/search?query=&limit=2');
      expect(all.body).toHaveLength(2);
      expect(Number(all.header('X-Total-Count'))).toBeGreaterThan(2);
      const next = await s.get('customer/search?query=&limit=2&offset=1');
      expect(next.body[0].id).toBe(all.body[1].id);
      refused(await s.get('customer/search?query=a&limit=x'), 400, 'limit');
      refused(await s.get('customer/search?query=a&limit=101'), 400, 'limit');
      refused(await s.get('customer/search?query=a&offset=-1'), 400, 'offset');
      refused(await s.get('customer/search'), 400, 'query');
      refused(await s.post('customer/change?selectedcustomer=NOPE'), 400, 'selectedcustomer');
      refused(await s.post('customer/change'), 400, 'selectedcustomer');
      refused(await s.post(`customer/change?selectedcustomer=${other}`, undefined, { xsrf: false }), 403);
      const changed = await s.post(`customer/change?selectedcustomer=${other}`);
      expect({ status: changed.status, id: changed.body.id, currentprofile: changed.body.currentprofile }).toEqual({
        status: 200,
        id: other,
        currentprofile: null,
      });
      expect((await s.get('customer')).body.id).toBe(other);
      refused(await s.get(`customer/changeprofile?customerprofile=${profiles[0]}`), 400, 'customerprofile');
      await s.post(`customer/change?selectedcustomer=${withProfiles}`);
      expect((await s.get(`customer/changeprofile?customerprofile=${profiles[1]}`)).body).toMatchObject({
        id: withProfiles,
        currentprofile: profiles[1],
      });
      // Changing the customer again resets the profile.
      expect((await s.post(`customer/change?selectedcustomer=${withProfiles}`)).body.currentprofile).toBeNull();
      expect((await s.get('customer')).body.currentprofile).toBeNull();
    },
  ],
  [
    'a salesperson finds and chooses only assigned customers (403 for another), a choice counting while assigned',
    async (b) => {
      const { other, unassigned, unassignedSearch } = b.roles.customers;
      const s = await b.session();
      await s.signIn('salesperson');
      const ids = (res: Answer) => res.body.map((c: { id: string }) => c.id);
      for (const query of [unassignedSearch, unassigned]) {
        const found = await s.get(`customer/search?query=${encodeURIComponent(query)}`);
        expect([found.status, found.body, found.header('X-Total-Count')]).toEqual([200, [], '0']);
      }
      const all = await s.get('customer/search?query=&limit=100');
      expect(ids(all)).toContain(other);
      expect(ids(all)).not.toContain(unassigned);
      expect(Number(all.header('X-Total-Count'))).toBe(all.body.length);
      const refusedChange = await s.post(`customer/change?selectedcustomer=${unassigned}`);
      expect([refusedChange.status, refusedChange.body]).toEqual([403, { error: 'You may not act for this customer' }]);
      expect((await s.get('customer')).body).toBeNull();
      // Chosen while assigned, then the assignment ends: the choice no longer counts, nor can it be made again.
      expect((await s.post(`customer/change?selectedcustomer=${other}`)).status).toBe(200);
      expect((await s.get('customer')).body.id).toBe(other);
      await s.unassign(other);
      expect((await s.get('customer')).body).toBeNull();
      expect(ids(await s.get(`customer/search?query=${other}`))).toEqual([]);
      const again = await s.post(`customer/change?selectedcustomer=${other}`);
      expect([again.status, again.body]).toEqual([403, { error: 'You may not act for this customer' }]);
    },
  ],
];
