/**
 * The error catalogue of spec §8, call by call, against a real local HTTP server, through `legacyApi()` (every
 * function's result derived with `orFailure`; test/unit/api/results.test.ts covers the results themselves):
 * - success: the call's method and path, and the validated value returned;
 * - 500 (after GET retries), an invalid 200 body, and a dropped connection: the call's failure result, logged
 *   with "[butik-api] <call> failed: <reason>".
 * The expected failure results are written out here from the spec, independent of src/api/errors.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type Api as ResultApi } from '../../../src/api/index.ts';
import {
  ERROR_CATALOGUE,
  describeFailureResult,
  hasResult,
  legacyApi,
  type CallName,
  type LegacyApi,
} from '../../../src/api/errors.ts';
import { json, startServer, type TestServer } from './http-server.ts';
import * as F from './fixtures.ts';

interface Case {
  name: CallName;
  run: (api: Api) => Promise<unknown>;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path relative to /contextapi/shop/v1/ unless it starts with '/'. */
  path: string;
  /** Response body served on success. */
  body: unknown;
  /** Value the call returns on success (default: body). */
  value?: unknown;
  /** The failure result per spec §8. */
  failure: unknown;
  /** Multipart form request (login page actions, contact request). */
  multipart?: boolean;
  /** A POST without a body (parameters in the query). */
  noBody?: boolean;
}

const ok = { success: true };
const NOTHING = undefined;
const signIn = { signincompleted: true, previouscartfound: false, errortype: null };

const cases: Case[] = [
  // gift shop
  {
    name: 'giftshop.getSettings',
    run: (a) => a.giftshop.getSettings(),
    method: 'GET',
    path: 'giftshop/settings',
    body: { defaultconfiguration: { overviewhelptext: 'a', assortmenthelptext: 'b', codeshelptext: 'c' } },
    failure: NOTHING,
  },
  {
    name: 'giftshop.get',
    run: (a) => a.giftshop.get('jul-2026'),
    method: 'GET',
    path: 'giftshop/jul-2026',
    body: F.giftShop,
    failure: NOTHING,
  },
  {
    name: 'giftshop.getByUser',
    run: (a) => a.giftshop.getByUser(),
    method: 'GET',
    path: 'giftshop/by-user',
    body: [F.giftShop],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getSupervisorGiftShops',
    run: (a) => a.giftshop.getSupervisorGiftShops(),
    method: 'GET',
    path: 'giftshop/supervisor/giftshops',
    body: [F.giftShop],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getSupervisorProducts',
    run: (a) => a.giftshop.getSupervisorProducts(),
    method: 'GET',
    path: 'giftshop/supervisor/products',
    body: [
      {
        productid: '10001',
        name: 'Termokrus',
        sku: 'TK-1',
        image: '/img/10001.jpg',
        shops: 2,
        defaultpicks: 5,
        chosen: 3,
        toorder: 8,
      },
    ],
    failure: NOTHING,
  },
  {
    name: 'giftshop.create',
    run: (a) => a.giftshop.create({ name: 'Jul 2026' }),
    method: 'POST',
    path: 'giftshop/create',
    body: F.giftShop,
    failure: NOTHING,
  },
  {
    name: 'giftshop.persist',
    run: (a) => a.giftshop.persist(F.giftShop),
    method: 'POST',
    path: 'giftshop/persist',
    body: F.giftShop,
    failure: NOTHING,
  },
  {
    name: 'giftshop.remove',
    run: (a) => a.giftshop.remove('jul-2026'),
    method: 'POST',
    path: 'giftshop/remove',
    body: ok,
    value: true,
    failure: false,
  },
  {
    name: 'giftshop.close',
    run: (a) => a.giftshop.close('jul-2026'),
    method: 'POST',
    path: 'giftshop/close',
    body: { ...F.giftShop, status: 1, state: 'CLOSED' },
    failure: NOTHING,
  },
  {
    name: 'giftshop.setDefaultAssortment',
    run: (a) => a.giftshop.setDefaultAssortment('jul-2026', ['10001']),
    method: 'POST',
    path: 'giftshop/jul-2026/default-assortment',
    body: F.giftShop,
    failure: NOTHING,
  },
  {
    name: 'giftshop.requestCards',
    run: (a) => a.giftshop.requestCards('jul-2026'),
    method: 'GET',
    path: 'giftshop/jul-2026/request-cards',
    body: ok,
    value: true,
    failure: false,
  },
  {
    name: 'giftshop.getCodes',
    run: (a) => a.giftshop.getCodes('jul-2026'),
    method: 'GET',
    path: 'giftshop/jul-2026/codes',
    body: [F.giftCode],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getCode',
    run: (a) => a.giftshop.getCode('JUL26-0001'),
    method: 'GET',
    path: 'giftshop/code/JUL26-0001',
    body: F.giftCode,
    failure: null,
  },
  {
    name: 'giftshop.persistCode',
    run: (a) => a.giftshop.persistCode({ ...F.giftCode, name: 'Anna Hansen' }),
    method: 'POST',
    path: 'giftshop/code/persist',
    body: F.giftCode,
    failure: NOTHING,
  },
  {
    name: 'giftshop.redeemCode',
    run: (a) => a.giftshop.redeemCode('JUL26-0001', { name: 'Anna Hansen', products: ['10001'] }),
    method: 'POST',
    path: 'giftshop/code/JUL26-0001/redeem',
    body: { ...F.giftCode, products: ['10001'] },
    failure: NOTHING,
  },
  {
    name: 'giftshop.removeCodes',
    run: (a) => a.giftshop.removeCodes('jul-2026', ['JUL26-0003']),
    method: 'POST',
    path: 'giftshop/jul-2026/codes/remove',
    body: [F.giftCode],
    failure: NOTHING,
  },
  {
    name: 'giftshop.createCodes',
    run: (a) => a.giftshop.createCodes('jul-2026', 5),
    method: 'POST',
    path: 'giftshop/jul-2026/codes/create',
    body: [F.giftCode],
    failure: NOTHING,
  },
  {
    name: 'giftshop.inviteCodes',
    run: (a) => a.giftshop.inviteCodes('jul-2026', { codeids: ['JUL26-0001'], emails: ['a@b.dk'] }),
    method: 'POST',
    path: 'giftshop/jul-2026/codes/invite',
    body: [{ ...F.giftCode, invitationstate: 'SENDING' }],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getSentStatus',
    run: (a) => a.giftshop.getSentStatus('jul-2026'),
    method: 'GET',
    path: 'giftshop/jul-2026/codes/sent-status',
    body: [{ id: 'JUL26-0001', invitationstate: 'SENT' }],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getProductInfo',
    run: (a) => a.giftshop.getProductInfo(['10001']),
    method: 'POST',
    path: 'giftshop/productinfo',
    body: [F.product],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getAddresses',
    run: (a) => a.giftshop.getAddresses(),
    method: 'GET',
    path: 'giftshop/addresses',
    body: [{ id: 'a1', name: 'HQ', address1: 'Vestergade 1', zip: '8000', city: 'Aarhus C' }],
    failure: NOTHING,
  },
  {
    name: 'giftshop.getSalespersonUsers',
    run: (a) => a.giftshop.getSalespersonUsers(),
    method: 'GET',
    path: 'giftshop/salesperson/users',
    body: [{ id: 'u2', name: 'Ejer', email: 'ejer@butik.test', active: true }],
    failure: NOTHING,
  },
  {
    name: 'giftshop.changeSalespersonUser',
    run: (a) => a.giftshop.changeSalespersonUser('u2'),
    method: 'GET',
    path: 'giftshop/salesperson/users/change/u2',
    body: ok,
    value: true,
    failure: NOTHING,
  },
  // cart
  { name: 'cart.get', run: (a) => a.cart.get(), method: 'GET', path: 'cart/getcart', body: F.cart, failure: NOTHING },
  {
    name: 'cart.getRelatedProducts',
    run: (a) => a.cart.getRelatedProducts(),
    method: 'GET',
    path: 'cart/getrelatedproducts?limit=10',
    body: [F.product],
    failure: NOTHING,
  },
  {
    name: 'cart.getCurrentDelivery',
    run: (a) => a.cart.getCurrentDelivery(),
    method: 'GET',
    path: 'cart/getcurrentdelivery',
    body: F.delivery,
    failure: NOTHING,
  },
  {
    name: 'cart.addOrUpdate',
    run: (a) => a.cart.addOrUpdate({ productid: '10001', quantity: 10 }),
    method: 'POST',
    path: 'cart/addorupdatecart',
    body: F.cart,
    failure: NOTHING,
  },
  {
    name: 'cart.addFromList',
    run: (a) => a.cart.addFromList({ items: [{ productid: '10001', quantity: 10 }] }),
    method: 'POST',
    path: 'cart/addorupdatecartfromlist',
    body: F.cart,
    failure: NOTHING,
  },
  {
    name: 'cart.empty',
    run: (a) => a.cart.empty(),
    method: 'GET',
    path: 'cart/emptycart',
    body: { ...F.cart, items: [], itemcount: 0 },
    failure: false,
  },
  {
    name: 'cart.change',
    run: (a) => a.cart.change({ merge: true }),
    method: 'GET',
    path: 'cart/change?merge=true',
    body: F.cart,
    failure: false,
  },
  {
    name: 'cart.getRetentionCart',
    run: (a) => a.cart.getRetentionCart(),
    method: 'GET',
    path: 'cart/getretentioncart',
    body: {
      items: [
        {
          imageurl: '/i.png',
          quantity: 1,
          name: 'Pen',
          productid: '10001',
          variantid: null,
          addonparent: null,
          displaylineprice: 'kr. 125,00',
        },
      ],
    },
    value: [
      {
        imageurl: '/i.png',
        quantity: 1,
        name: 'Pen',
        productid: '10001',
        variantid: null,
        addonparent: null,
        displaylineprice: 'kr. 125,00',
      },
    ],
    failure: [],
  },
  {
    name: 'cart.csvImport',
    run: (a) => a.cart.csvImport({ csv: '10001;10' }),
    method: 'POST',
    path: 'cart/csvimporttocart',
    body: { cart: F.cart, imported: 1, errors: [] },
    failure: NOTHING,
  },
  // free gift
  {
    name: 'freegift.getCurrent',
    run: (a) => a.freegift.getCurrent(),
    method: 'GET',
    path: 'freegift/getcurrent',
    body: F.freeGift,
    failure: NOTHING,
  },
  {
    name: 'freegift.add',
    run: (a) => a.freegift.add('10001'),
    method: 'GET',
    path: 'freegift/add?productid=10001',
    body: F.freeGift,
    failure: NOTHING,
  },
  {
    name: 'freegift.remove',
    run: (a) => a.freegift.remove(),
    method: 'GET',
    path: 'freegift/remove',
    body: F.freeGift,
    failure: NOTHING,
  },
  // categories, content
  {
    name: 'categories.getChildren',
    run: (a) => a.categories.getChildren('', { expandWithChildren: true }),
    method: 'GET',
    path: 'productcategories/children/?expandWithChildren=true',
    body: { children: [F.category], parent: null },
    failure: NOTHING,
  },
  {
    name: 'content.getChildren',
    run: (a) => a.content.getChildren('12'),
    method: 'GET',
    path: 'content/children/12',
    body: [{ link: '/a', title: 'A', children: [{ link: '/b', title: 'B', children: [] }] }],
    failure: NOTHING,
  },
  {
    name: 'content.getCustom',
    run: (a) => a.content.getCustom(['footer']),
    method: 'GET',
    path: 'content/custom?keys=footer',
    body: { footer: '<p>x</p>' },
    failure: NOTHING,
  },
  {
    name: 'content.contactRequest',
    run: (a) =>
      a.content.contactRequest({ name: 'Anna Hansen', email: 'a@b.dk', message: 'Hej' }, [
        new Blob(['x'], { type: 'text/plain' }),
      ]),
    method: 'POST',
    path: 'content/contactrequest',
    body: ok,
    value: true,
    failure: false,
    multipart: true,
  },
  {
    name: 'content.newCustomerRequest',
    run: (a) =>
      a.content.newCustomerRequest({ companyname: 'Firma', name: 'Anna Hansen', email: 'a@b.dk', phone: '12345678' }),
    method: 'POST',
    path: 'content/newcustomerrequest',
    body: ok,
    value: true,
    failure: NOTHING,
  },
  // customer
  {
    name: 'customer.get',
    run: (a) => a.customer.get(),
    method: 'GET',
    path: 'customer',
    body: F.customer,
    failure: NOTHING,
  },
  {
    name: 'customer.search',
    run: (a) => a.customer.search({ query: 'firma' }),
    method: 'GET',
    path: 'customer/search?query=firma&limit=15&offset=0',
    body: [F.customer],
    failure: [],
  },
  {
    name: 'customer.change',
    run: (a) => a.customer.change('c1'),
    method: 'POST',
    path: 'customer/change?selectedcustomer=c1',
    body: F.customer,
    failure: NOTHING,
    noBody: true,
  },
  {
    name: 'customer.changeProfile',
    run: (a) => a.customer.changeProfile('p1'),
    method: 'GET',
    path: 'customer/changeprofile?customerprofile=p1',
    body: F.customer,
    failure: NOTHING,
  },
  {
    name: 'customer.signup',
    run: (a) =>
      a.customer.signup({
        companyname: 'Firma',
        address: 'Vej 1',
        zipcode: '8000',
        city: 'Aarhus',
        vatno: 'DK1',
        eanno: '',
        name: 'Anna Hansen',
        phone: '12 34 56 78',
        email: 'a@b.dk',
      }),
    method: 'POST',
    path: 'customer/signup',
    body: { signupcompleted: true, error: 'None' },
    failure: { signupcompleted: false, error: 'Critical' },
  },
  // product
  {
    name: 'product.getByIds',
    run: (a) => a.product.getByIds(['10001']),
    method: 'POST',
    path: 'product/ids',
    body: [F.product],
    failure: NOTHING,
  },
  {
    name: 'product.simpleProductQuery',
    run: (a) =>
      a.product.simpleProductQuery({ Fields: [], Limit: 10, SortField: 'popularity', SortDirection: 'Descending' }),
    method: 'POST',
    path: 'simpleproductquery',
    body: [F.product],
    failure: [],
  },
  {
    name: 'product.search',
    run: (a) => a.product.search('pen'),
    method: 'GET',
    path: 'search?query=pen&limit=10',
    body: [F.product],
    failure: [],
  },
  {
    name: 'product.facetSearch',
    run: (a) => a.product.facetSearch({ query: 'pen' }),
    method: 'POST',
    path: 'facetsearch',
    body: {
      products: [F.product],
      total: 1,
      facets: [{ name: 'brand', values: [{ value: 'Acme', count: 1, selected: false }] }],
    },
    failure: {},
  },
  {
    name: 'product.magicSearch',
    run: (a) => a.product.magicSearch({ query: 'pen' }),
    method: 'GET',
    path: 'magicsearch?query=pen&limit=12&offset=0',
    body: F.magic,
    failure: {},
  },
  {
    name: 'product.suggestions',
    run: (a) => a.product.suggestions('pe'),
    method: 'GET',
    path: 'suggestions?query=pe&limit=10',
    body: [{ title: 'Pen', url: '/p', image: null, type: 'PRODUCT' }],
    failure: [],
  },
  {
    name: 'product.calculateTotal',
    run: (a) => a.product.calculateTotal({ productid: '10001', quantity: 100 }),
    method: 'POST',
    path: 'calculatetotal',
    body: {
      productid: '10001',
      quantity: 100,
      price: F.price,
      totalincvat: 12500,
      totalexvat: 10000,
      displaytotal: 'kr. 12.500,00',
    },
    failure: NOTHING,
  },
  {
    name: 'product.getVariants',
    run: (a) => a.product.getVariants('10001'),
    method: 'GET',
    path: 'variant/id?id=10001',
    body: [F.variant],
    failure: [],
  },
  // wish list
  {
    name: 'wishlist.list',
    run: (a) => a.wishlist.list(),
    method: 'GET',
    path: 'wishlist/list',
    body: F.wishlists,
    failure: NOTHING,
  },
  {
    name: 'wishlist.remove',
    run: (a) => a.wishlist.remove('w1'),
    method: 'DELETE',
    path: 'wishlist/w1',
    body: F.wishlists,
    failure: NOTHING,
  },
  {
    name: 'wishlist.addItem',
    run: (a) => a.wishlist.addItem({ label: 'Favoritter', productid: '10001', quantity: 10 }),
    method: 'POST',
    path: 'wishlist/add',
    body: F.wishlists,
    failure: NOTHING,
  },
  {
    name: 'wishlist.removeItem',
    run: (a) => a.wishlist.removeItem('w1', 'i1'),
    method: 'DELETE',
    path: 'wishlist/w1/i1',
    body: F.wishlists,
    failure: NOTHING,
  },
  {
    name: 'wishlist.update',
    run: (a) => a.wishlist.update({ id: 'w1', label: 'Nyt navn' }),
    method: 'POST',
    path: 'wishlist/updatelist',
    body: F.wishlists,
    failure: NOTHING,
  },
  // translations
  {
    name: 'translations.get',
    run: (a) => a.translations.get('giftshop', 'da'),
    method: 'GET',
    path: 'labeltranslation/translations/giftshop?culture=da',
    body: { 'giftshop.title': 'Gaveshop' },
    failure: NOTHING,
  },
  {
    name: 'translations.ensure',
    run: (a) => a.translations.ensure({ group: 'giftshop', key: 'title', defaulttext: 'Gift shop', replacements: [] }),
    method: 'POST',
    path: 'translations/ensure',
    body: ok,
    value: true,
    failure: NOTHING,
  },
  // address, events
  {
    name: 'address.suggestions',
    run: (a) => a.address.suggestions('Vesterg'),
    method: 'GET',
    path: '/api/thirdparty/dawa/address?query=Vesterg',
    body: [{ suggestion: 'Vestergade 1, 8000 Aarhus C', address1: 'Vestergade 1', zip: '8000', city: 'Aarhus C' }],
    failure: [],
  },
  {
    name: 'events.view',
    run: (a) => a.events.view('profile1', { type: 'product', id: '10001' }),
    method: 'POST',
    path: '/contextapi/profile1/v1/event/view',
    body: { success: true },
    value: true,
    failure: false,
  },
  // login page
  {
    name: 'loginPage.signIn',
    run: (a) => a.loginPage.signIn({ username: 'kunde@butik.test', password: 'demo 1234&x', remember: true }),
    method: 'POST',
    path: '/login',
    body: signIn,
    failure: { signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true },
    multipart: true,
  },
  {
    name: 'loginPage.resetPasswordRequest',
    run: (a) => a.loginPage.resetPasswordRequest('kunde@butik.test'),
    method: 'POST',
    path: '/login',
    body: { emailsent: true },
    failure: NOTHING,
    multipart: true,
  },
  {
    name: 'loginPage.resetPassword',
    run: (a) => a.loginPage.resetPassword({ newpassword: 'x1', confirmnewpassword: 'x1', key: 'k1' }),
    method: 'POST',
    path: '/login?key=k1',
    body: { resetcompleted: true, redirecturl: '/login' },
    failure: '/',
    multipart: true,
  },
  {
    name: 'loginPage.optIn',
    run: (a) => a.loginPage.optIn({ newpassword: 'x1', confirmnewpassword: 'x1', token: 't1' }),
    method: 'POST',
    path: '/login?token=t1',
    body: { signincompleted: true },
    failure: { signincompleted: false, errortype: 1, optinerror: true },
    multipart: true,
  },
  {
    name: 'loginPage.signOut',
    run: (a) => a.loginPage.signOut(),
    method: 'POST',
    path: '/login',
    body: { signoutcompleted: true },
    failure: NOTHING,
    multipart: true,
  },
  {
    name: 'loginPage.changePassword',
    run: (a) => a.loginPage.changePassword({ oldpassword: 'a', newpassword: 'b' }),
    method: 'POST',
    path: '/login',
    body: { passwordchanged: true },
    failure: NOTHING,
    multipart: true,
  },
];

type Api = LegacyApi<ResultApi>;

let server: TestServer;
let mode: 'ok' | 'error' | 'invalid' | 'drop' | 'missing' = 'ok';
let current: Case | undefined;
const logger = { debug: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (mode === 'drop') return void res.socket?.destroy();
    if (mode === 'error') return json(res, 500, { error: 'boom' });
    if (mode === 'missing') return json(res, 400, { signupcompleted: false, error: 'MissingDetails', field: 'vatno' });
    if (mode === 'invalid') return json(res, 200, { unexpected: 1 });
    return json(res, 200, current?.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logger.debug.mockClear();
  logger.warn.mockClear();
});

function makeApi(): Api {
  return legacyApi(
    createApi({
      apiBase: '/contextapi',
      context: 'shop',
      origin: server.origin,
      cookies: () => 'XSRF-TOKEN=t0k',
      retry: { retries: 2, baseDelay: 1, maxDelay: 2 },
      loginUrl: '/login',
      logger,
    }),
  );
}

function expectedUrl(c: Case): string {
  return c.path.startsWith('/') ? c.path : `/contextapi/shop/v1/${c.path}`;
}

it('covers every catalogued call exactly once', () => {
  expect(cases.map((c) => c.name).sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
});

it('states the spec §8 exceptions', () => {
  expect(describeFailureResult('giftshop.remove')).toBe('false');
  expect(describeFailureResult('cart.empty')).toBe('false');
  expect(describeFailureResult('cart.change')).toBe('false');
  expect(describeFailureResult('giftshop.requestCards')).toBe('false');
  expect(describeFailureResult('giftshop.getCode')).toBe('null');
  expect(describeFailureResult('cart.getRetentionCart')).toBe('[]');
  expect(describeFailureResult('product.getVariants')).toBe('[]');
  expect(describeFailureResult('product.facetSearch')).toBe('{}');
  expect(describeFailureResult('product.magicSearch')).toBe('{}');
  expect(describeFailureResult('content.contactRequest')).toBe('false');
  expect(describeFailureResult('events.view')).toBe('false');
  expect(describeFailureResult('giftshop.getSettings')).toBe('nothing');
});

it('hasResult() tells a search result from the {} failure result', async () => {
  mode = 'error';
  const api = makeApi();
  expect(hasResult(await api.product.magicSearch({ query: 'pen' }))).toBe(false);
  mode = 'ok';
  current = cases.find((c) => c.name === 'product.magicSearch');
  const r = await api.product.magicSearch({ query: 'pen' });
  expect(hasResult(r) && r.productcount).toBe(1);
});

/** GETs that change state on the server: they carry the XSRF header and are not retried (src/api/client.ts). */
const STATE_CHANGING_GETS = new Set([
  'giftshop.requestCards',
  'giftshop.changeSalespersonUser',
  'cart.empty',
  'cart.change',
  'freegift.add',
  'freegift.remove',
  'customer.changeProfile',
]);
const plainGet = (c: { name: string; method: string }) => c.method === 'GET' && !STATE_CHANGING_GETS.has(c.name);

describe.each(cases)('$name', (c) => {
  it(`success: ${c.method} ${c.path}`, async () => {
    mode = 'ok';
    current = c;
    const result = await c.run(makeApi());
    expect(result).toEqual('value' in c ? c.value : c.body);
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.method).toBe(c.method);
    expect(req.url).toBe(expectedUrl(c));
    expect(req.headers['x-xsrf-token']).toBe(plainGet(c) ? undefined : 't0k');
    if (c.multipart) expect(req.headers['content-type']).toMatch(/^multipart\/form-data/);
    else if (c.noBody) expect(req.body).toBe('');
    else if (c.method === 'POST') expect(() => JSON.parse(req.body)).not.toThrow();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it(`5xx -> ${JSON.stringify(c.failure) ?? 'nothing'}`, async () => {
    mode = 'error';
    const result = await c.run(makeApi());
    expect(result).toEqual(c.failure);
    expect(server.requests).toHaveLength(plainGet(c) ? 3 : 1);
    expect(logger.warn).toHaveBeenCalledWith(`[butik-api] ${c.name} failed: Request failed with status code 500`);
  });

  it('invalid response -> failure result', async () => {
    mode = 'invalid';
    const result = await c.run(makeApi());
    expect(result).toEqual(c.failure);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(`[butik-api] ${c.name} failed: Invalid response`));
  });

  it('network error -> failure result', async () => {
    mode = 'drop';
    const result = await c.run(makeApi());
    expect(result).toEqual(c.failure);
    expect(logger.warn).toHaveBeenCalledWith(`[butik-api] ${c.name} failed: Network Error`);
  });
});

describe('request bodies', () => {
  async function form(index = 0): Promise<FormData> {
    const req = server.requests[index]!;
    return new Response(req.body, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
  }

  beforeEach(() => {
    mode = 'ok';
  });

  it('sign-in posts the multipart action with the password URL-encoded and output=json', async () => {
    current = cases.find((c) => c.name === 'loginPage.signIn');
    await makeApi().loginPage.signIn({ username: 'kunde@butik.test', password: 'demo 1234&x', remember: true });
    const f = await form();
    expect(Object.fromEntries(f.entries())).toEqual({
      action: 'signin',
      username: 'kunde@butik.test',
      password: 'demo%201234%26x',
      rememberlogin: 'true',
      output: 'json',
    });
  });

  it('contact request sends the request as JSON plus the files', async () => {
    current = cases.find((c) => c.name === 'content.contactRequest');
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await makeApi().content.contactRequest({ name: 'Anna Hansen', email: 'a@b.dk', message: 'Hej' }, [file]);
    const f = await form();
    expect(JSON.parse(String(f.get('request')))).toEqual({ name: 'Anna Hansen', email: 'a@b.dk', message: 'Hej' });
    const sent = f.get('files') as File;
    expect(sent.name).toBe('note.txt');
    expect(await sent.text()).toBe('hello');
  });

  it('add to cart posts the payload as JSON', async () => {
    current = cases.find((c) => c.name === 'cart.addOrUpdate');
    await makeApi().cart.addOrUpdate({ productid: '10001', quantity: 20, variantid: null, addonproductids: ['10002'] });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      productid: '10001',
      quantity: 20,
      variantid: null,
      addonproductids: ['10002'],
    });
  });

  it('persisting a gift shop as received drops fields the request schema does not know', async () => {
    current = cases.find((c) => c.name === 'giftshop.persist');
    await makeApi().giftshop.persist({ ...F.giftShop, addedbynewerserver: 1 } as typeof F.giftShop);
    const body = JSON.parse(server.requests[0]!.body) as Record<string, unknown>;
    expect(body.id).toBe('jul-2026');
    expect(body).not.toHaveProperty('addedbynewerserver');
  });

  it('sign-up removes spaces from the phone number', async () => {
    current = cases.find((c) => c.name === 'customer.signup');
    await current!.run(makeApi());
    expect(JSON.parse(server.requests[0]!.body).phone).toBe('12345678');
  });

  it('sign-up refused with a sign-up result in a 400 body gives that result (MissingDetails), not Critical', async () => {
    current = cases.find((c) => c.name === 'customer.signup');
    mode = 'missing';
    try {
      expect(await current!.run(makeApi())).toMatchObject({ signupcompleted: false, error: 'MissingDetails' });
    } finally {
      mode = 'ok';
    }
  });
});

describe('no request for empty input (spec §5)', () => {
  it('catalogue search, suggestions and magic search with an empty query', async () => {
    const api = makeApi();
    await expect(api.product.search('')).resolves.toEqual([]);
    await expect(api.product.search('   ')).resolves.toEqual([]);
    await expect(api.product.suggestions('')).resolves.toEqual([]);
    await expect(api.product.magicSearch({ query: '' })).resolves.toEqual({});
    expect(server.requests).toHaveLength(0);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('variant lookup with an empty id', async () => {
    await expect(makeApi().product.getVariants('')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('address suggestions with fewer than 3 characters', async () => {
    await expect(makeApi().address.suggestions('Ve')).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('invalid input is refused before sending, with the failure result and a clear log', () => {
  it.each([
    ['giftshop.create', (a: Api) => a.giftshop.create({ name: '   ' }), undefined, /"name": Expected a non-empty text/],
    ['giftshop.getCode', (a: Api) => a.giftshop.getCode(''), null, /Invalid request: .*Expected an id/],
    ['giftshop.remove', (a: Api) => a.giftshop.remove('../x'), false, /Invalid request: "id"/],
    ['cart.addOrUpdate', (a: Api) => a.cart.addOrUpdate({ productid: '10001', quantity: -1 }), undefined, /"quantity"/],
    [
      'giftshop.redeemCode',
      (a: Api) => a.giftshop.redeemCode('JUL26-0001', { name: 'Anna', products: ['10001'] }),
      undefined,
      /Udfyld venligst fornavn og efternavn/,
    ],
    [
      'giftshop.inviteCodes',
      (a: Api) => a.giftshop.inviteCodes('jul-2026', { codeids: ['A', 'B'], emails: ['a@b.dk'] }),
      undefined,
      /"emails": Expected one e-mail per code id/,
    ],
    [
      'customer.signup',
      (a: Api) =>
        a.customer.signup({
          companyname: '',
          address: 'a',
          zipcode: '1',
          city: 'c',
          vatno: '1',
          eanno: '',
          name: 'n',
          phone: '1',
          email: 'a@b.dk',
        }),
      { signupcompleted: false, error: 'Critical' },
      /"companyname"/,
    ],
    [
      'loginPage.resetPassword',
      (a: Api) => a.loginPage.resetPassword({ newpassword: 'a', confirmnewpassword: 'b', key: 'k' }),
      '/',
      /"confirmnewpassword": The passwords do not match/,
    ],
    ['events.view', (a: Api) => a.events.view('profile1', { type: 'bogus' as 'product', id: '1' }), false, /"type"/],
  ] as const)('%s', async (name, run, failure, reason) => {
    const result = await run(makeApi());
    expect(result).toEqual(failure);
    expect(server.requests).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const message = String(logger.warn.mock.calls[0]?.[0]);
    expect(message.startsWith(`[butik-api] ${name} failed: Invalid request: `)).toBe(true);
    expect(message).toMatch(reason);
  });
});
