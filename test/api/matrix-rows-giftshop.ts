/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/** Endpoint matrix rows (see matrix.test.ts): the gift shop calls of spec §7, in the order they run. */
import { expect } from 'vitest';
import * as S from '../../src/api/schemas/index.ts';
import { enc, fx, G, get, post, type Row } from './matrix-calls.ts';

export const GIFTSHOP_ROWS: Row[] = [
  // ---- gift shop ---------------------------------------------------------------------------------
  {
    name: 'GET giftshop/settings',
    happy: () => ({ ...get('ejer', `${G}/settings`), schema: S.GiftShopSettings }),
    anonymous: () => get('anon', `${G}/settings`),
  },
  {
    name: 'GET giftshop/{id}',
    happy: () => ({
      ...get('ejer', `${G}/${fx.shop}`),
      schema: S.GiftShop,
      check: (b) => expect(b.userid).toBe(fx.ejerId),
    }),
    bad: [() => ({ ...get('anon', `${G}/${enc('bad id!')}`), field: 'id' })],
  },
  {
    name: 'GET giftshop/by-user',
    happy: () => ({
      ...get('ejer', `${G}/by-user`),
      schema: S.GiftShopList,
      check: (b) => expect(b.map((s: any) => s.id)).toContain(fx.shop),
    }),
    anonymous: () => get('anon', `${G}/by-user`),
  },
  {
    name: 'GET giftshop/supervisor/giftshops',
    happy: () => ({
      ...get('supervisor', `${G}/supervisor/giftshops`),
      schema: S.GiftShopList,
      check: (b) => expect(b.map((s: any) => s.id)).toEqual(expect.arrayContaining([fx.shop, fx.kundeShop])),
    }),
    forbidden: [() => get('ejer', `${G}/supervisor/giftshops`), () => get('kunde', `${G}/supervisor/giftshops`)],
    anonymous: () => get('anon', `${G}/supervisor/giftshops`),
  },
  {
    name: 'POST giftshop/create',
    happy: () => ({
      ...post('ejer', `${G}/create`, { name: 'Matrix to' }),
      schema: S.GiftShop,
      check: (b) => (fx.shop2 = b.id),
    }),
    bad: [
      () => ({ ...post('ejer', `${G}/create`, { name: '   ' }), field: 'name' }),
      () => ({ ...post('ejer', `${G}/create`, {}), field: 'name' }),
    ],
    anonymous: () => post('anon', `${G}/create`, { name: 'Anonym' }),
    xsrf: () => post('ejer', `${G}/create`, { name: 'Uden token' }),
  },
  {
    name: 'POST giftshop/persist',
    happy: () => ({
      ...post('ejer', `${G}/persist`, { id: fx.shop, message: 'Glædelig jul' }),
      schema: S.GiftShop,
      check: (b) => {
        expect(b.message).toBe('Glædelig jul');
        expect(Date.parse(b.lastupdate)).not.toBeNaN();
      },
    }),
    bad: [
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, startdate: '2026-13-45' }), field: 'startdate' }),
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, lastupdate: '2026-11-26' }), field: 'lastupdate' }),
      () => ({
        ...post('ejer', `${G}/persist`, {
          id: fx.shop,
          theme: { backgroundcolor: 'red', textcolor: null, logoimage: null },
        }),
        field: 'theme.backgroundcolor',
      }),
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, products: ['10001', 'nope!'] }), field: 'products.1' }),
      // An address id beyond the database's integer range is an unknown address, not a database error.
      () => ({
        ...post('ejer', `${G}/persist`, {
          id: fx.shop,
          delivery: { date: null, address: { id: '99999999999', name: 'x', address1: 'x', zip: '1000', city: 'x' } },
        }),
        field: 'delivery.address.id',
      }),
    ],
    forbidden: [
      () => post('kunde', `${G}/persist`, { id: fx.shop, message: 'x' }),
      () => post('ejer', `${G}/persist`, { id: fx.kundeShop, message: 'x' }),
    ],
    anonymous: () => post('anon', `${G}/persist`, { id: fx.shop, message: 'x' }),
    xsrf: () => post('ejer', `${G}/persist`, { id: fx.shop, message: 'x' }),
  },
  {
    name: 'POST giftshop/{id}/default-assortment',
    happy: () => ({
      ...post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [fx.assortment[0]] }),
      schema: S.GiftShop,
      check: (b) => expect(b.defaultproducts).toEqual([fx.assortment[0]]),
    }),
    bad: [
      () => ({
        ...post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: 'x' }),
        field: 'defaultproducts',
      }),
      () => ({
        ...post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: ['10599'] }),
        field: 'defaultproducts.0',
      }),
    ],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [] })],
    anonymous: () => post('anon', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [] }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [] }),
  },
  {
    name: 'GET giftshop/{id}/request-cards',
    happy: () => ({
      ...get('ejer', `${G}/${fx.shop}/request-cards`),
      schema: S.SuccessResponse,
      check: (b) => expect(b.success).toBe(true),
    }),
    bad: [() => ({ ...get('ejer', `${G}/${enc('bad id!')}/request-cards`), field: 'id' })],
    forbidden: [() => get('kunde', `${G}/${fx.shop}/request-cards`)],
    anonymous: () => get('anon', `${G}/${fx.shop}/request-cards`),
    xsrf: () => get('ejer', `${G}/${fx.shop}/request-cards`),
  },
  {
    name: 'GET giftshop/{id}/codes',
    happy: () => ({
      ...get('ejer', `${G}/${fx.shop}/codes`),
      schema: S.GiftCodeList,
      check: (b) => expect(b.map((c: any) => c.id)).toEqual(expect.arrayContaining(fx.codes)),
    }),
    bad: [() => ({ ...get('ejer', `${G}/${enc('bad id!')}/codes`), field: 'id' })],
    forbidden: [() => get('kunde', `${G}/${fx.shop}/codes`), () => get('ejer', `${G}/${fx.kundeShop}/codes`)],
    anonymous: () => get('anon', `${G}/${fx.shop}/codes`),
  },
  {
    name: 'GET giftshop/code/{id}',
    happy: () => ({
      ...get('anon', `${G}/code/${fx.codes[0]}`),
      schema: S.GiftCode,
      check: (b) => expect(b.shopid).toBe(fx.shop),
    }),
    bad: [() => ({ ...get('anon', `${G}/code/${enc('<script>')}`), field: 'id' })],
  },
  {
    name: 'POST giftshop/code/persist',
    happy: () => ({
      ...post('ejer', `${G}/code/persist`, { id: fx.codes[1], name: 'Anna Andersen', email: 'anna@firma.test' }),
      schema: S.GiftCode,
      check: (b) => expect(b).toMatchObject({ name: 'Anna Andersen', email: 'anna@firma.test' }),
    }),
    bad: [() => ({ ...post('ejer', `${G}/code/persist`, { id: fx.codes[1], email: 'ikke-en-mail' }), field: 'email' })],
    forbidden: [() => post('kunde', `${G}/code/persist`, { id: fx.codes[1], name: 'Ond Hacker' })],
    anonymous: () => post('anon', `${G}/code/persist`, { id: fx.codes[1], name: 'Ond Hacker' }),
    xsrf: () => post('ejer', `${G}/code/persist`, { id: fx.codes[1], name: 'Uden Token' }),
  },
  {
    name: 'POST giftshop/{id}/codes/create',
    happy: () => ({
      ...post('ejer', `${G}/${fx.shop}/codes/create`, { count: 2 }),
      schema: S.GiftCodeList,
      check: (b) => expect(b).toHaveLength(2),
    }),
    bad: [
      () => ({ ...post('ejer', `${G}/${fx.shop}/codes/create`, { count: 0 }), field: 'count' }),
      () => ({ ...post('ejer', `${G}/${fx.shop}/codes/create`, { count: 1001 }), field: 'count' }),
    ],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/codes/create`, { count: 1 })],
    anonymous: () => post('anon', `${G}/${fx.shop}/codes/create`, { count: 1 }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/codes/create`, { count: 1 }),
  },
  {
    name: 'POST giftshop/{id}/codes/invite',
    happy: () => ({
      ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]], emails: ['bo@firma.test'] }),
      schema: S.GiftCodeList,
      check: (b) => expect(b[0].invitationstate).toBe('SENDING'),
    }),
    bad: [
      () => ({
        ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]], emails: ['ikke-en-mail'] }),
        field: 'emails.0',
      }),
      () => ({
        ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2], fx.codes[3]], emails: ['a@b.test'] }),
        field: 'emails',
      }),
      () => ({
        ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2], 'FINDES-IKKE'] }),
        field: 'codeids.1',
      }),
    ],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]] })],
    anonymous: () => post('anon', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]] }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]] }),
  },
  {
    name: 'GET giftshop/{id}/codes/sent-status',
    happy: () => ({
      ...get('ejer', `${G}/${fx.shop}/codes/sent-status`),
      schema: S.SentStatusResponse,
      check: (b) => expect(b.find((e: any) => e.id === fx.codes[2]).invitationstate).toBe('SENDING'),
    }),
    bad: [() => ({ ...get('ejer', `${G}/${enc('bad id!')}/codes/sent-status`), field: 'id' })],
    forbidden: [() => get('kunde', `${G}/${fx.shop}/codes/sent-status`)],
    anonymous: () => get('anon', `${G}/${fx.shop}/codes/sent-status`),
  },
  {
    name: 'POST giftshop/{id}/codes/remove',
    happy: () => ({
      ...post('ejer', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[3]] }),
      schema: S.GiftCodeList,
      check: (b) => expect(b.map((c: any) => c.id)).not.toContain(fx.codes[3]),
    }),
    bad: [() => ({ ...post('ejer', `${G}/${fx.shop}/codes/remove`, { codeids: [] }), field: 'codeids' })],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[4]] })],
    anonymous: () => post('anon', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[4]] }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[4]] }),
  },
  {
    name: 'POST giftshop/productinfo',
    happy: () => ({
      ...post('anon', `${G}/productinfo`, ['10001', '10002']),
      schema: S.ProductInfoResponse,
      check: (b) => expect(b.map((p: any) => p.id)).toEqual(['10001', '10002']),
    }),
    bad: [() => ({ ...post('anon', `${G}/productinfo`, ['10001', 'bad id!']), field: '1' })],
    xsrf: () => post('anon', `${G}/productinfo`, ['10001']),
  },
  {
    name: 'GET giftshop/addresses',
    happy: () => ({
      ...get('ejer', `${G}/addresses`),
      schema: S.DeliveryAddressList,
      check: (b) => expect(b.length).toBeGreaterThan(0),
    }),
    anonymous: () => get('anon', `${G}/addresses`),
  },
  {
    name: 'GET giftshop/salesperson/users',
    happy: () => ({
      ...get('saelger', `${G}/salesperson/users`),
      schema: S.SalespersonUserList,
      check: (b) => expect(b.map((u: any) => u.id)).toContain(fx.ejerId),
    }),
    forbidden: [() => get('ejer', `${G}/salesperson/users`), () => get('supervisor', `${G}/salesperson/users`)],
    anonymous: () => get('anon', `${G}/salesperson/users`),
  },
  {
    name: 'GET giftshop/salesperson/users/change/{id}',
    happy: () => ({ ...get('saelger', `${G}/salesperson/users/change/${fx.saelgerId}`), schema: S.SuccessResponse }),
    bad: [
      () => ({ ...get('saelger', `${G}/salesperson/users/change/${enc('bad id!')}`), field: 'id' }),
      () => ({ ...get('saelger', `${G}/salesperson/users/change/abc`), field: 'id' }),
      () => ({ ...get('saelger', `${G}/salesperson/users/change/99999999999999999999`), field: 'id' }),
      () => ({ ...get('saelger', `${G}/salesperson/users/change/1e3`), field: 'id' }),
    ],
    forbidden: [
      () => get('saelger', `${G}/salesperson/users/change/${fx.kundeId}`),
      () => get('ejer', `${G}/salesperson/users/change/${fx.ejerId}`),
    ],
    anonymous: () => get('anon', `${G}/salesperson/users/change/${fx.ejerId}`),
    xsrf: () => get('saelger', `${G}/salesperson/users/change/${fx.ejerId}`),
  },
  {
    name: 'POST giftshop/code/{id}/redeem (recipient front; path chosen by us)',
    happy: () => ({
      ...post('anon', `${G}/code/${fx.codes[4]}/redeem`, { name: 'Kim Modtager', products: [fx.assortment[1]] }),
      schema: S.GiftCode,
      check: (b) => expect(b.products).toEqual([fx.assortment[1]]),
    }),
    bad: [
      () => ({
        ...post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim', products: [fx.assortment[1]] }),
        field: 'name',
      }),
      () => ({
        ...post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim Modtager', products: ['10599'] }),
        field: 'products.0',
      }),
      () => ({
        ...post('anon', `${G}/code/${fx.codes[0]}/redeem`, {
          name: 'Kim Modtager',
          email: 'x',
          products: [fx.assortment[1]],
        }),
        field: 'email',
      }),
    ],
    xsrf: () => post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim Modtager', products: [fx.assortment[1]] }),
  },
  {
    name: 'POST giftshop/close',
    happy: () => ({
      ...post('ejer', `${G}/close`, { id: fx.shop2 }),
      schema: S.GiftShop,
      check: (b) => expect(b).toMatchObject({ status: 1, state: 'CLOSED' }),
    }),
    bad: [() => ({ ...post('ejer', `${G}/close`, { id: 5 }), field: 'id' })],
    forbidden: [() => post('kunde', `${G}/close`, { id: fx.shop })],
    anonymous: () => post('anon', `${G}/close`, { id: fx.shop }),
    xsrf: () => post('ejer', `${G}/close`, { id: fx.shop }),
  },
  {
    name: 'POST giftshop/remove',
    happy: () => ({
      ...post('ejer', `${G}/remove`, { id: fx.shop2 }),
      schema: S.SuccessResponse,
      check: (b) => expect(b.success).toBe(true),
    }),
    bad: [() => ({ ...post('ejer', `${G}/remove`, {}), field: 'id' })],
    forbidden: [() => post('kunde', `${G}/remove`, { id: fx.shop })],
    anonymous: () => post('anon', `${G}/remove`, { id: fx.shop }),
    xsrf: () => post('ejer', `${G}/remove`, { id: fx.shop }),
  },
];
