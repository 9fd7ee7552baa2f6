/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * Endpoint matrix rows (see matrix.test.ts): cart, free gift, content, customer, product, wish list and
 * translation calls of spec §7, the address and event endpoints and the login page URL's actions.
 */
import { expect } from 'vitest';
import * as S from '../../src/api/schemas/index.ts';
import { contact, del, enc, fx, get, login, post, signup, type Row } from './matrix-calls.ts';

export const SHOP_ROWS: Row[] = [
  // ---- cart and free gift ------------------------------------------------------------------------
  { name: 'GET cart/getcart', happy: () => ({ ...get('anon', 'cart/getcart'), schema: S.Cart }) },
  {
    name: 'GET cart/getrelatedproducts',
    happy: () => ({
      ...get('anon', 'cart/getrelatedproducts'),
      schema: S.RelatedProductsResponse,
      check: (b) => expect(b).toHaveLength(10),
    }),
    bad: [
      () => ({ ...get('anon', 'cart/getrelatedproducts?limit=0'), field: 'limit' }),
      () => ({ ...get('anon', 'cart/getrelatedproducts?limit=abc'), field: 'limit' }),
    ],
  },
  {
    name: 'GET cart/getcurrentdelivery',
    happy: () => ({ ...get('anon', 'cart/getcurrentdelivery'), schema: S.CartDelivery }),
  },
  {
    name: 'POST cart/addorupdatecart',
    happy: () => ({
      ...post('anon', 'cart/addorupdatecart', { productid: fx.product, quantity: 1 }),
      schema: S.Cart,
      check: (b) => expect(b.itemcount).toBeGreaterThan(0),
    }),
    bad: [
      () => ({ ...post('anon', 'cart/addorupdatecart', { productid: fx.product, quantity: -1 }), field: 'quantity' }),
      () => ({ ...post('anon', 'cart/addorupdatecart', { productid: '99999', quantity: 1 }), field: 'productid' }),
      () => ({ ...post('anon', 'cart/addorupdatecart', { quantity: 1 }), field: 'productid' }),
    ],
    xsrf: () => post('anon', 'cart/addorupdatecart', { productid: fx.product, quantity: 1 }),
  },
  {
    name: 'POST cart/addorupdatecartfromlist',
    happy: () => ({
      ...post('anon', 'cart/addorupdatecartfromlist', { items: [{ productid: fx.product, quantity: 1 }] }),
      schema: S.Cart,
    }),
    bad: [
      () => ({
        ...post('anon', 'cart/addorupdatecartfromlist', {
          items: [
            { productid: fx.product, quantity: 1 },
            { productid: '99999', quantity: 1 },
          ],
        }),
        field: 'items.1.productid',
      }),
      () => ({ ...post('anon', 'cart/addorupdatecartfromlist', { items: [] }), field: 'items' }),
      // Adding to one line without bound would overflow the quantity column: refused, naming the item.
      () => ({
        ...post('fresh-anon', 'cart/addorupdatecartfromlist', {
          items: [
            { productid: fx.product, quantity: 1_000_000 },
            { productid: fx.product, quantity: 1_000_000 },
          ],
        }),
        field: 'items.1.quantity',
      }),
    ],
    xsrf: () => post('anon', 'cart/addorupdatecartfromlist', { items: [{ productid: fx.product, quantity: 1 }] }),
  },
  {
    name: 'POST cart/csvimporttocart',
    happy: () => ({
      ...post('anon', 'cart/csvimporttocart', { csv: `${fx.product};2` }),
      schema: S.CsvImportResponse,
      check: (b) => expect(b.imported).toBe(1),
    }),
    bad: [
      () => ({ ...post('anon', 'cart/csvimporttocart', {}), field: 'csv' }),
      () => ({ ...post('anon', 'cart/csvimporttocart', { csv: '' }), field: 'csv' }),
      () => ({
        ...post('fresh-anon', 'cart/csvimporttocart', { csv: `${fx.product};1000000\n${fx.product};1000000` }),
        field: 'csv.line2.quantity',
      }),
    ],
    xsrf: () => post('anon', 'cart/csvimporttocart', { csv: `${fx.product};2` }),
  },
  {
    name: 'GET cart/emptycart',
    happy: () => ({ ...get('anon', 'cart/emptycart'), schema: S.Cart, check: (b) => expect(b.items).toEqual([]) }),
    xsrf: () => get('anon', 'cart/emptycart'),
  },
  {
    name: 'GET cart/change',
    happy: () => ({ ...get('kunde', 'cart/change?merge=true'), schema: S.Cart }),
    bad: [() => ({ ...get('kunde', 'cart/change?merge=maybe'), field: 'merge' })],
    anonymous: () => get('anon', 'cart/change'),
    xsrf: () => get('kunde', 'cart/change'),
  },
  {
    name: 'GET cart/getretentioncart',
    happy: () => ({ ...get('kunde', 'cart/getretentioncart'), schema: S.RetentionCart }),
  },
  { name: 'GET freegift/getcurrent', happy: () => ({ ...get('anon', 'freegift/getcurrent'), schema: S.FreeGift }) },
  {
    name: 'GET freegift/add',
    happy: () => ({ ...get('anon', 'freegift/add?productid=10598'), schema: S.FreeGift }),
    bad: [
      () => ({ ...get('anon', `freegift/add?productid=${enc('bad id!')}`), field: 'productid' }),
      () => ({ ...get('anon', 'freegift/add'), field: 'productid' }),
      () => ({ ...get('anon', 'freegift/add?productid=10001'), field: 'productid' }),
    ],
    xsrf: () => get('anon', 'freegift/add?productid=10598'),
  },
  {
    name: 'GET freegift/remove',
    happy: () => ({ ...get('anon', 'freegift/remove'), schema: S.FreeGift }),
    xsrf: () => get('anon', 'freegift/remove'),
  },

  // ---- categories and content --------------------------------------------------------------------
  {
    name: 'GET productcategories/children/{id}',
    happy: () => ({
      ...get('anon', 'productcategories/children/?expandWithChildren=true'),
      check: (b) => expect(b.children.length).toBeGreaterThan(0),
    }),
    bad: [
      () => ({ ...get('anon', `productcategories/children/${enc('bad id!')}`), field: 'id' }),
      () => ({ ...get('anon', 'productcategories/children/?expandWithChildren=perhaps'), field: 'expandWithChildren' }),
    ],
  },
  {
    name: 'GET content/children/{id}',
    happy: () => ({
      ...get('anon', 'content/children/'),
      check: (b) => expect(Array.isArray(b.children ?? b)).toBe(true),
    }),
    bad: [() => ({ ...get('anon', `content/children/${enc('bad id!')}`), field: 'id' })],
  },
  {
    name: 'GET content/custom',
    happy: () => ({ ...get('anon', 'content/custom'), check: (b) => expect(typeof b).toBe('object') }),
    bad: [() => ({ ...get('anon', `content/custom?keys=${enc('<x>')}`), field: 'keys' })],
  },
  {
    name: 'POST content/contactrequest',
    happy: () => ({
      ...contact({ name: 'Ida Ide', email: 'ida@firma.test', message: 'Hej' }),
      schema: S.SuccessResponse,
    }),
    bad: [
      () => ({ ...contact({ name: 'Ida Ide', email: 'nope', message: 'Hej' }), field: 'email' }),
      () => ({ ...contact({ name: 'Ida Ide', email: 'ida@firma.test' }), field: 'message' }),
    ],
    xsrf: () => contact({ name: 'Ida Ide', email: 'ida@firma.test', message: 'Hej' }),
  },
  {
    name: 'POST content/newcustomerrequest',
    happy: () => ({
      ...post('anon', 'content/newcustomerrequest', {
        companyname: 'Ny ApS',
        name: 'Nina Ny',
        email: 'nina@ny.test',
        phone: '12345678',
      }),
      schema: S.SuccessResponse,
    }),
    bad: [
      () => ({
        ...post('anon', 'content/newcustomerrequest', { name: 'Nina Ny', email: 'nina@ny.test', phone: '12345678' }),
        field: 'companyname',
      }),
    ],
    xsrf: () =>
      post('anon', 'content/newcustomerrequest', {
        companyname: 'Ny ApS',
        name: 'Nina Ny',
        email: 'nina@ny.test',
        phone: '12345678',
      }),
  },

  // ---- customer ----------------------------------------------------------------------------------
  { name: 'GET customer', happy: () => ({ ...get('kunde', 'customer'), schema: S.Customer }) },
  {
    name: 'GET customer/search',
    happy: () => ({ ...get('saelger', 'customer/search?query=a'), schema: S.CustomerSearchResponse }),
    bad: [
      () => ({ ...get('saelger', 'customer/search?query=a&limit=abc'), field: 'limit' }),
      () => ({ ...get('saelger', 'customer/search?query=a&offset=-1'), field: 'offset' }),
    ],
    forbidden: [() => get('kunde', 'customer/search?query=a'), () => get('ejer', 'customer/search?query=a')],
    anonymous: () => get('anon', 'customer/search?query=a'),
  },
  {
    name: 'POST customer/change',
    happy: () => ({ ...post('supervisor', 'customer/change?selectedcustomer=C1002'), schema: S.Customer }),
    bad: [
      () => ({ ...post('supervisor', 'customer/change'), field: 'selectedcustomer' }),
      () => ({ ...post('supervisor', 'customer/change?selectedcustomer=C9999'), field: 'selectedcustomer' }),
    ],
    forbidden: [() => post('kunde', 'customer/change?selectedcustomer=C1002')],
    anonymous: () => post('anon', 'customer/change?selectedcustomer=C1002'),
    xsrf: () => post('supervisor', 'customer/change?selectedcustomer=C1002'),
  },
  {
    name: 'GET customer/changeprofile',
    happy: () => ({ ...get('kunde', 'customer/changeprofile?customerprofile=projekt'), schema: S.Customer }),
    bad: [
      () => ({ ...get('kunde', 'customer/changeprofile?customerprofile='), field: 'customerprofile' }),
      () => ({ ...get('kunde', 'customer/changeprofile?customerprofile=ukendt'), field: 'customerprofile' }),
    ],
    anonymous: () => get('anon', 'customer/changeprofile?customerprofile=projekt'),
    xsrf: () => get('kunde', 'customer/changeprofile?customerprofile=projekt'),
  },
  {
    name: 'POST customer/signup',
    happy: () => ({
      ...post('anon', 'customer/signup', signup('matrix')),
      schema: S.SignupResult,
      check: (b) => expect(b).toMatchObject({ signupcompleted: true, error: 'None' }),
    }),
    bad: [
      () => ({ ...post('anon', 'customer/signup', { ...signup('bad'), companyname: '' }), field: 'companyname' }),
      () => ({ ...post('anon', 'customer/signup', { ...signup('bad'), email: 'x' }), field: 'email' }),
    ],
    xsrf: () => post('anon', 'customer/signup', signup('xsrf')),
  },

  // ---- product -----------------------------------------------------------------------------------
  {
    name: 'POST product/ids',
    happy: () => ({
      ...post('anon', 'product/ids', ['10002', '10001']),
      check: (b) => expect(b.map((p: any) => p.id)).toEqual(['10002', '10001']),
    }),
    bad: [() => ({ ...post('anon', 'product/ids', ['10001', 'bad id!']), field: '1' })],
    xsrf: () => post('anon', 'product/ids', ['10001']),
  },
  {
    name: 'POST simpleproductquery',
    happy: () => ({
      ...post('anon', 'simpleproductquery', { Fields: [], Limit: 5 }),
      check: (b) => expect(b).toHaveLength(5),
    }),
    bad: [() => ({ ...post('anon', 'simpleproductquery', { Fields: 'x', Limit: 5 }), field: 'Fields' })],
    xsrf: () => post('anon', 'simpleproductquery', { Fields: [], Limit: 5 }),
  },
  {
    name: 'GET search',
    happy: () => ({
      ...get('anon', 'search?query=kuglepen&limit=3'),
      check: (b) => expect(b.length).toBeGreaterThan(0),
    }),
    bad: [() => ({ ...get('anon', 'search?query=kuglepen&limit=0'), field: 'limit' })],
  },
  {
    name: 'POST facetsearch',
    happy: () => ({
      ...post('anon', 'facetsearch', { query: 'kuglepen', count: 5 }),
      check: (b) => expect(b.total).toBeGreaterThan(0),
    }),
    bad: [() => ({ ...post('anon', 'facetsearch', { query: 'kuglepen', count: -1 }), field: 'count' })],
    xsrf: () => post('anon', 'facetsearch', { query: 'kuglepen' }),
  },
  {
    name: 'GET magicsearch',
    happy: () => ({
      ...get('anon', 'magicsearch?query=levering'),
      schema: S.MagicSearchResult,
      check: (b) => expect(b.cmspages.map((p: any) => p.url)).toContain('/side/levering'),
    }),
    bad: [
      () => ({ ...get('anon', 'magicsearch?query=levering&doctype=BOGUS'), field: 'doctype' }),
      () => ({ ...get('anon', 'magicsearch?query=levering&offset=-2'), field: 'offset' }),
    ],
  },
  {
    name: 'GET suggestions',
    happy: () => ({ ...get('anon', 'suggestions?query=kugle'), check: (b) => expect(b.length).toBeGreaterThan(0) }),
    bad: [() => ({ ...get('anon', 'suggestions?query=kugle&limit=0'), field: 'limit' })],
  },
  {
    name: 'POST calculatetotal',
    happy: () => ({
      ...post('anon', 'calculatetotal', { productid: fx.product, quantity: 3 }),
      check: (b) => expect(b.quantity).toBeGreaterThanOrEqual(3),
    }),
    bad: [() => ({ ...post('anon', 'calculatetotal', { productid: fx.product, quantity: 'tre' }), field: 'quantity' })],
    xsrf: () => post('anon', 'calculatetotal', { productid: fx.product, quantity: 3 }),
  },
  {
    name: 'GET variant/id',
    happy: () => ({ ...get('anon', `variant/id?id=${fx.product}`), check: (b) => expect(Array.isArray(b)).toBe(true) }),
    bad: [() => ({ ...get('anon', `variant/id?id=${enc('bad id!')}`), field: 'id' })],
  },

  // ---- wish lists --------------------------------------------------------------------------------
  {
    name: 'POST wishlist/add',
    happy: () => ({
      ...post('kunde', 'wishlist/add', { label: 'Matrix', productid: fx.product, quantity: 2 }),
      schema: S.WishListsResponse,
      check: (b) => {
        const list = b.wishlists.find((l: any) => l.label === 'Matrix');
        fx.wishlist = String(list.id);
        fx.wishitem = String(list.items[0].id);
      },
    }),
    bad: [
      () => ({ ...post('kunde', 'wishlist/add', { label: ' ', productid: fx.product, quantity: 1 }), field: 'label' }),
      () => ({
        ...post('kunde', 'wishlist/add', { label: 'Matrix', productid: '99999', quantity: 1 }),
        field: 'productid',
      }),
    ],
    anonymous: () => post('anon', 'wishlist/add', { label: 'Matrix', productid: fx.product, quantity: 1 }),
    xsrf: () => post('kunde', 'wishlist/add', { label: 'Matrix', productid: fx.product, quantity: 1 }),
  },
  {
    name: 'GET wishlist/list',
    happy: () => ({
      ...get('kunde', 'wishlist/list'),
      schema: S.WishListsResponse,
      check: (b) => expect(b.wishlists.map((l: any) => l.label)).toContain('Matrix'),
    }),
    anonymous: () => get('anon', 'wishlist/list'),
  },
  {
    name: 'POST wishlist/updatelist',
    happy: () => ({
      ...post('kunde', 'wishlist/updatelist', { id: fx.wishlist, label: 'Matrix 2' }),
      schema: S.WishListsResponse,
    }),
    bad: [
      () => ({
        ...post('kunde', 'wishlist/updatelist', { id: fx.wishlist, items: [{ id: fx.wishitem, quantity: -1 }] }),
        field: 'items.0.quantity',
      }),
      () => ({
        ...post('kunde', 'wishlist/updatelist', { id: fx.wishlist, items: [{ id: '999999', quantity: 1 }] }),
        field: 'items.0.id',
      }),
      () => ({ ...post('kunde', 'wishlist/updatelist', { id: '9999999999', label: 'x' }), field: 'id' }),
    ],
    anonymous: () => post('anon', 'wishlist/updatelist', { id: fx.wishlist, label: 'x' }),
    xsrf: () => post('kunde', 'wishlist/updatelist', { id: fx.wishlist, label: 'x' }),
  },
  {
    name: 'DELETE wishlist/{listid}/{itemid}',
    happy: () => ({ ...del('kunde', `wishlist/${fx.wishlist}/${fx.wishitem}`), schema: S.WishListsResponse }),
    bad: [
      () => ({ ...del('kunde', `wishlist/abc/${fx.wishitem}`), field: 'listid' }),
      () => ({ ...del('kunde', `wishlist/${fx.wishlist}/${enc('bad id!')}`), field: 'itemid' }),
      () => ({ ...del('kunde', `wishlist/9999999999/${fx.wishitem}`), field: 'listid' }),
      () => ({ ...del('kunde', `wishlist/${fx.wishlist}/9999999999`), field: 'itemid' }),
    ],
    anonymous: () => del('anon', `wishlist/${fx.wishlist}/${fx.wishitem}`),
    xsrf: () => del('kunde', `wishlist/${fx.wishlist}/${fx.wishitem}`),
  },
  {
    name: 'DELETE wishlist/{id}',
    happy: () => ({
      ...del('kunde', `wishlist/${fx.wishlist}`),
      schema: S.WishListsResponse,
      check: (b) => expect(b.wishlists.map((l: any) => String(l.id))).not.toContain(fx.wishlist),
    }),
    bad: [
      () => ({ ...del('kunde', 'wishlist/abc'), field: 'id' }),
      () => ({ ...del('kunde', 'wishlist/9999999999'), field: 'id' }),
    ],
    anonymous: () => del('anon', `wishlist/${fx.wishlist}`),
    xsrf: () => del('kunde', `wishlist/${fx.wishlist}`),
  },

  // ---- translations ------------------------------------------------------------------------------
  {
    name: 'GET labeltranslation/translations/{prefix}',
    happy: () => ({
      ...get('anon', 'labeltranslation/translations/giftshop?culture=da-DK'),
      schema: S.TranslationsResponse,
    }),
    bad: [
      () => ({ ...get('anon', `labeltranslation/translations/${enc('<x>')}`), field: 'prefix' }),
      () => ({ ...get('anon', `labeltranslation/translations/giftshop?culture=${enc('12!')}`), field: 'culture' }),
    ],
  },
  {
    name: 'POST translations/ensure',
    happy: () => ({
      ...post('supervisor', 'translations/ensure', { group: 'matrix', key: 'label', defaulttext: 'Label' }),
      schema: S.SuccessResponse,
    }),
    bad: [
      () => ({
        ...post('supervisor', 'translations/ensure', { group: '', key: 'label', defaulttext: 'Label' }),
        field: 'group',
      }),
    ],
    forbidden: [
      () => post('kunde', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }),
      () => post('saelger', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }),
    ],
    anonymous: () => post('anon', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }),
    xsrf: () => post('supervisor', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }),
  },

  // ---- address suggestions and event tracking ----------------------------------------------------
  {
    name: 'GET /api/thirdparty/{provider}/address',
    happy: () => ({
      ...get('anon', '/api/thirdparty/dawa/address?query=vester'),
      check: (b) =>
        expect(b[0]).toMatchObject({
          suggestion: expect.any(String),
          address1: expect.any(String),
          zip: expect.any(String),
          city: expect.any(String),
        }),
    }),
    bad: [
      () => ({ ...get('anon', '/api/thirdparty/dawa/address'), field: 'query' }),
      () => ({ ...get('anon', `/api/thirdparty/${enc('BAD!')}/address?query=vester`), field: 'provider' }),
    ],
  },
  {
    name: 'POST /contextapi/{profileId}/v1/event/view',
    happy: () => ({
      ...post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product', id: '10001' }),
      check: (b) => expect(b).toEqual({ success: true }),
    }),
    bad: [
      () => ({ ...post('anon', '/contextapi/profil-1/v1/event/view', { type: 'movie', id: '10001' }), field: 'type' }),
      () => ({ ...post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product' }), field: 'id' }),
    ],
    xsrf: () => post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product', id: '10001' }),
  },

  // ---- login page URL actions --------------------------------------------------------------------
  {
    name: 'POST /login action=signin',
    happy: () => ({
      ...login('fresh-anon', { action: 'signin', username: 'kunde@butik.test', password: 'demo1234' }),
      schema: S.SignInResponse,
      check: (b) => expect(b.signincompleted).toBe(true),
    }),
    bad: [
      () => ({ ...login('anon', { action: 'signin', password: 'demo1234' }), field: 'username' }),
      () => ({
        ...login('anon', { action: 'signin', username: 'kunde@butik.test', password: '%E0%A4%A' }),
        field: 'password',
      }),
    ],
    xsrf: () => login('anon', { action: 'signin', username: 'kunde@butik.test', password: 'demo1234' }),
  },
  {
    name: 'POST /login action=resetpasswordrequest',
    happy: () => ({
      ...login('anon', { action: 'resetpasswordrequest', email: 'ejer@butik.test' }),
      schema: S.ResetPasswordRequestResponse,
      check: (b) => expect(b.emailsent).toBe(true),
    }),
    bad: [() => ({ ...login('anon', { action: 'resetpasswordrequest', email: 'nope' }), field: 'email' })],
    xsrf: () => login('anon', { action: 'resetpasswordrequest', email: 'ejer@butik.test' }),
  },
  {
    name: 'POST /login action=resetpassword',
    happy: () => ({
      ...login(
        'anon',
        { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' },
        '?key=brugt-eller-ukendt',
      ),
      schema: S.ResetPasswordResponse,
      check: (b) => expect(b).toMatchObject({ resetcompleted: false, redirecturl: '/' }),
    }),
    bad: [
      () => ({
        ...login('anon', { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }),
        field: 'key',
      }),
      () => ({
        ...login(
          'anon',
          { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'andet123' },
          '?key=k',
        ),
        field: 'confirmnewpassword',
      }),
    ],
    xsrf: () =>
      login('anon', { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?key=k'),
  },
  {
    name: 'POST /login action=optin',
    happy: () => ({
      ...login('anon', { action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?token=ukendt'),
      schema: S.OptInResponse,
      check: (b) => expect(b).toMatchObject({ signincompleted: false, errortype: 1, optinerror: true }),
    }),
    bad: [
      () => ({
        ...login('anon', { action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }),
        field: 'token',
      }),
      () => ({
        ...login('anon', { action: 'optin', newpassword: 'kort', confirmnewpassword: 'kort' }, '?token=t'),
        field: 'newpassword',
      }),
    ],
    xsrf: () => login('anon', { action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?token=t'),
  },
  {
    name: 'GET /login/user/changepassword',
    happy: () => ({
      ...get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&newpassword=demo1234&output=json'),
      schema: S.ChangePasswordResponse,
      check: (b) => expect(b.passwordchanged).toBe(true),
    }),
    bad: [
      () => ({
        ...get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&output=json'),
        field: 'newpassword',
      }),
      () => ({
        ...get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&newpassword=kort&output=json'),
        field: 'newpassword',
      }),
    ],
    anonymous: () => get('anon', '/login/user/changepassword?oldpassword=demo1234&newpassword=demo1234&output=json'),
    xsrf: () => get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&newpassword=demo1234&output=json'),
  },
  {
    name: 'GET /login/signout',
    happy: () => ({
      ...get('fresh-kunde', '/login/signout?output=json'),
      schema: S.SignOutResponse,
      check: (b) => expect(b.signoutcompleted).toBe(true),
    }),
    bad: [() => ({ ...login('fresh-kunde', { action: 'bogus' }), field: 'action' })],
    xsrf: () => get('fresh-kunde', '/login/signout?output=json'),
  },
];
