// A fake shop API for element tests: stubs window.fetch for `/contextapi/{context}/v1/…` with one state per
// context, so each test that uses its own `<shop-context context="…">` gets a fresh cart (the page cart is
// keyed by api-base + context). It follows the reference server's contract (demo/server/routes/cart.ts):
// every cart call answers with the full cart, quantities are rounded up to the pack size (colli), 0 removes,
// unknown or not purchasable products are refused with 400 { error, field }.
//
//   import { installFakeShop, shopFor, PRODUCTS } from './helpers/fake-shop.js';
//   installFakeShop();                        // once per test file (idempotent)
//   const shop = shopFor('t1');               // state of context "t1" (created on first use)
//   shop.lines                                // [{ productid, variantid, quantity }] (the server's cart)
//   shop.requests                             // [{ method, path, query, body }] in order
//   shop.failNext('cart/addorupdatecart', { status: 500, times: 1 })   // fail the next matching call(s)
//   const release = shop.hold('cart/addorupdatecart')                 // hold matching calls until release()
//   shop.count('POST', 'cart/addorupdatecart')                         // number of such requests
//   shop.wishlists = [{ id, label, items: [...] }]                      // the user's wish lists (wishlist/* routes)
//   shop.saved = [{ productid, quantity, addonparent }]               // saved cart: GET cart/getretentioncart, GET cart/change[?merge=true]
//
// Like the reference server it checks the forgery token: installFakeShop() sets the cookie XSRF-TOKEN and every
// POST / DELETE and every state-changing GET (freegift/add, freegift/remove, cart/emptycart, cart/change) without
// the matching X-XSRF-TOKEN header gets 403.
//
// Customers (CONTACT): GET customer (null until a salesperson picks one: shop.customerId), GET customer/search,
// POST customer/change, GET customer/changeprofile (CUSTOMERS below; C100 has two profiles); POST
// content/contactrequest and content/newcustomerrequest answer { success: true } (a multipart body is in
// shop.requests[i].form).
//
// Products (ids are strings): see PRODUCTS below — colli 1, colli 6, discount, bulk discounts, not
// purchasable, no price, prices hidden, variants, and the free gifts 10597–10599.

import { fixture, setup } from './util.js';

const VAT = 0.25;
export const FREE_DELIVERY_LIMIT = 1500;
export const SHIPPING_FEE = 79;
export const FREE_GIFT_LIMIT = 1000;

const money = (n) =>
  `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} kr.`;
const round2 = (n) => Math.round(n * 100) / 100;

function price(ex, { standard = ex, incVat = false } = {}) {
  return {
    currency: 'DKK',
    priceincvat: round2(ex * (1 + VAT)),
    priceexvat: ex,
    standardsalesprice: standard,
    ondiscount: standard > ex,
    discountpercentage: standard > ex ? Math.round((1 - ex / standard) * 100) : 0,
    showpricesincvat: incVat,
    priceexvatasnumeric: ex,
  };
}

/** A small inline picture (no request, so test runs log no 404s). */
const picture = (id) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2563eb"/><text x="200" y="170" font-size="60" text-anchor="middle" fill="#fff">${id}</text></svg>`)}`;

function product(id, name, ex, extra = {}) {
  return {
    id,
    name,
    image: picture(id),
    images: [{ url: picture(id) }],
    imagewidth: 400,
    imageheight: 300,
    badges: [],
    icons: [],
    url: `/product/${id}`,
    unit: 'stk',
    sku: `A${id}`,
    colli: 1,
    hasvariants: false,
    allowpurchase: true,
    showstock: true,
    showprices: true,
    price: ex === null ? null : price(ex),
    bulkdiscounts: [],
    longdescription: `<p>${name}</p>`,
    duties: [],
    stockmessage: null,
    brand: null,
    categoryid: null,
    ...extra,
  };
}

export const PRODUCTS = [
  product('10001', 'Kuglepen blå', 100),
  product('10006', 'Kopipapir A4 (pakke)', 20, { colli: 6, unit: 'pk' }),
  product('10010', 'Hæftemaskine', 80, { price: price(80, { standard: 100 }), badges: ['Tilbud'] }),
  product('10020', 'Kaffebønner 1 kg', 150, {
    bulkdiscounts: [
      { quantity: 10, price: price(135) },
      { quantity: 50, price: price(120) },
    ],
    duties: [{ name: 'Emballageafgift', currency: 'DKK', priceexvat: 2, priceincvat: 2.5, showpricesincvat: false }],
  }),
  product('10030', 'Udgået printer', 1000, { allowpurchase: false }),
  product('10040', 'Specialstol', null),
  product('10050', 'Skjult pris', 55, { showprices: false }),
  product('10060', 'T-shirt', 60, { hasvariants: true }),
  product('10070', 'Skrivebordslampe <b>LED</b>', 400),
  product('10080', 'Whiteboard', 900),
  product('10597', 'Gave: Termokrus', 0),
  product('10598', 'Gave: Notesbog', 0),
  product('10599', 'Gave: Paraply', 0),
];

export const VARIANTS = {
  10060: [
    { id: '10060-S', productid: '10060', sku: 'A10060-S', allowpurchase: true, unit: 'stk', colli: 1, dimension1code: 'S', dimension2code: null, dimensioncount: 1 },
    { id: '10060-M', productid: '10060', sku: 'A10060-M', allowpurchase: false, unit: 'stk', colli: 1, dimension1code: 'M', dimension2code: null, dimensioncount: 1 },
    { id: '10060-L', productid: '10060', sku: 'A10060-L', allowpurchase: true, unit: 'stk', colli: 2, dimension1code: 'L', dimension2code: null, dimensioncount: 1 },
  ],
};

const GIFTS = ['10597', '10598', '10599'];

/** Customers for customer/search (CONTACT): 20 "Firma NN" in Aarhus plus two with customer profiles. */
const customer = (id, name, city, profiles = []) => ({
  id,
  name,
  address: 'Vestergade 1',
  zipcode: '8000',
  city,
  vatno: `DK${id.replace(/\D/g, '').padStart(8, '1')}`,
  eanno: '',
  email: `${id.toLowerCase()}@example.test`,
  phone: '+4512345678',
  profiles,
  currentprofile: null,
});
export const CUSTOMERS = [
  customer('C100', 'Kontorhuset A/S', 'København', [
    { id: 'indkob', name: 'Indkøb' },
    { id: 'kantine', name: 'Kantine' },
  ]),
  customer('C101', 'Byggefirmaet Hansen ApS', 'Odense'),
  ...Array.from({ length: 20 }, (_, i) => customer(`C2${String(i).padStart(2, '0')}`, `Firma ${String(i + 1).padStart(2, '0')}`, 'Aarhus')),
];
const byId = (id) => PRODUCTS.find((p) => p.id === id);
const bySkuOrId = (x) => PRODUCTS.find((p) => p.id === x || p.sku.toLowerCase() === String(x).toLowerCase());

function colliOf(p, variantid) {
  return (variantid && VARIANTS[p.id]?.find((v) => v.id === variantid)?.colli) || p.colli;
}
function purchasable(p, variantid) {
  if (variantid) return VARIANTS[p.id]?.find((v) => v.id === variantid)?.allowpurchase === true;
  return p.allowpurchase && p.price !== null;
}
function unitPrice(p, quantity) {
  let unit = p.price?.priceexvat ?? 0;
  for (const b of p.bulkdiscounts) if (quantity >= b.quantity && b.price.priceexvat < unit) unit = b.price.priceexvat;
  return unit;
}

class ShopState {
  constructor(context) {
    this.context = context;
    this.lines = [];
    this.requests = [];
    this.freeGift = { selected: null, removed: false };
    this.failures = [];
    this.holds = [];
    // Wish lists (WISH; demo/server/routes/wishlist.ts): [{ id, label, items: [{ id, productid, quantity, name, image, url, product, variantid }] }]
    this.wishlists = [];
    this.nextWishId = 1;
    /** The signed-in user's saved (retention) cart: [{ productid, variantid, quantity, addonparent }] (LOGIN). */
    this.saved = [];
    // Customer calls (CONTACT): the customers a salesperson can search, the selected one and its profile.
    this.customers = CUSTOMERS.map((c) => structuredClone(c));
    this.customerId = null;
    this.customerProfile = null;
  }

  /** Wish-list calls (WISH): every answer is `{ wishlists }`; quantities rounded up to colli; unknown ids 404. */
  wishlist(method, path, body) {
    const answer = () => json(200, { wishlists: structuredClone(this.wishlists) });
    const find = (id) => this.wishlists.find((l) => l.id === id);
    if (method === 'GET' && path === 'wishlist/list') return answer();
    if (method === 'POST' && path === 'wishlist/add') {
      const label = String(body?.label ?? '').trim();
      if (!label) return json(400, { error: 'label is required', field: 'label' });
      let variant = null;
      for (const vs of Object.values(VARIANTS)) variant ??= vs.find((v) => v.sku === body.productid || v.id === body.productid) ?? null;
      const p = variant ? byId(variant.productid) : bySkuOrId(body.productid);
      if (!p) return json(400, { error: `Unknown product ${body.productid}`, field: 'productid' });
      const colli = variant?.colli ?? p.colli;
      const quantity = Math.max(0, Math.ceil(Number(body.quantity) / colli) * colli);
      let list = this.wishlists.find((l) => l.label === label);
      if (!list) {
        list = { id: String(this.nextWishId++), label, items: [] };
        this.wishlists.push(list);
      }
      const existing = list.items.find((i) => i.product === p.id && i.variantid === (variant?.id ?? null));
      if (existing) existing.quantity = quantity;
      else list.items.push({ id: String(this.nextWishId++), productid: variant ? variant.id : p.id, quantity, name: p.name, image: p.image, url: p.url, product: p.id, variantid: variant?.id ?? null });
      return answer();
    }
    if (method === 'POST' && path === 'wishlist/updatelist') {
      const list = find(String(body?.id));
      if (!list) return json(404, { error: 'Unknown wish list' });
      if (body.label !== undefined) {
        const label = String(body.label).trim();
        if (this.wishlists.some((l) => l.label === label && l !== list)) return json(400, { error: `A list named "${label}" already exists`, field: 'label' });
        list.label = label;
      }
      for (const change of body.items ?? []) {
        const item = list.items.find((i) => i.id === change.id);
        if (!item) return json(400, { error: `Unknown item ${change.id} in this list`, field: 'items' });
        const colli = byId(item.product)?.colli ?? 1;
        if (change.quantity === 0) list.items = list.items.filter((i) => i !== item);
        else item.quantity = Math.ceil(change.quantity / colli) * colli;
      }
      return answer();
    }
    const m = /^wishlist\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (method === 'DELETE' && m) {
      const list = find(decodeURIComponent(m[1]));
      if (!list) return json(404, { error: 'Unknown wish list' });
      if (m[2] === undefined) this.wishlists = this.wishlists.filter((l) => l !== list);
      else {
        const before = list.items.length;
        list.items = list.items.filter((i) => i.id !== decodeURIComponent(m[2]));
        if (list.items.length === before) return json(404, { error: 'Unknown wish list item' });
      }
      return answer();
    }
    return json(404, { error: `fake shop: no route ${method} ${path}` });
  }

  /** Number of requests with this method and path (path without the `/contextapi/{context}/v1/` prefix). */
  count(method, path) {
    return this.requests.filter((r) => r.method === method && r.path === path).length;
  }

  /** The next `times` calls whose path contains `path` answer `status` (default 500). */
  failNext(path, { status = 500, times = 1, body = { error: 'Internal Server Error' } } = {}) {
    this.failures.push({ path, status, times, body });
  }

  /** Calls whose path contains `path` wait until the returned release() is called. */
  hold(path) {
    let release;
    const promise = new Promise((resolve) => (release = resolve));
    const entry = { path, promise };
    this.holds.push(entry);
    return () => {
      this.holds = this.holds.filter((h) => h !== entry);
      release();
    };
  }

  subtotal() {
    return round2(this.lines.reduce((sum, l) => sum + round2(unitPrice(byId(l.productid), l.quantity) * l.quantity), 0));
  }

  delivery() {
    const subtotal = this.subtotal();
    return {
      freedeliverypossible: true,
      freedeliveryobtained: this.lines.length > 0 && subtotal >= FREE_DELIVERY_LIMIT,
      displayfreedeliverylimit: money(FREE_DELIVERY_LIMIT),
      displayfreedeliverydiff: money(Math.max(0, FREE_DELIVERY_LIMIT - subtotal)),
      freedeliverylimit: FREE_DELIVERY_LIMIT,
      freedeliverydiff: round2(Math.max(0, FREE_DELIVERY_LIMIT - subtotal)),
    };
  }

  cart() {
    const items = this.lines.map((l) => {
      const p = byId(l.productid);
      const unit = unitPrice(p, l.quantity);
      const line = round2(unit * l.quantity);
      return {
        productid: p.id,
        variantid: l.variantid,
        quantity: l.quantity,
        unitprice: { price: unit, vatrate: VAT, currency: 'DKK', discountamount: round2(Math.max(0, (p.price?.standardsalesprice ?? unit) - unit)) },
        name: p.name,
        image: p.image,
        url: p.url,
        sku: p.sku,
        unit: p.unit,
        colli: colliOf(p, l.variantid),
        displaylineprice: money(line),
        lineprice: line,
        addonparent: null,
      };
    });
    const subtotal = this.subtotal();
    const fees = items.length && subtotal < FREE_DELIVERY_LIMIT ? [{ name: 'Fragt', price: SHIPPING_FEE, displayprice: money(SHIPPING_FEE) }] : [];
    const totalexvat = round2(subtotal + fees.reduce((s, f) => s + f.price, 0));
    const vat = round2(totalexvat * VAT);
    return {
      items,
      fees,
      displaytotalprice: money(totalexvat + vat),
      itemcount: this.lines.reduce((s, l) => s + l.quantity, 0),
      delivery: this.delivery(),
      subtotalexvat: subtotal,
      totalexvat,
      vat,
      totalincvat: round2(totalexvat + vat),
      displaysubtotalexvat: money(subtotal),
      displayvat: money(vat),
      displaytotalexvat: money(totalexvat),
    };
  }

  freeGiftJson() {
    const subtotal = this.subtotal();
    const obtained = subtotal >= FREE_GIFT_LIMIT;
    return {
      products: GIFTS.map(byId),
      removable: true,
      freegiftpossible: true,
      freegiftobtained: obtained,
      displayfreegiftlimit: money(FREE_GIFT_LIMIT),
      displayfreegiftdiff: money(Math.max(0, FREE_GIFT_LIMIT - subtotal)),
      freegiftlimit: FREE_GIFT_LIMIT,
      freegiftdiff: round2(Math.max(0, FREE_GIFT_LIMIT - subtotal)),
      selectedproductid: obtained && !this.freeGift.removed ? (this.freeGift.selected ?? GIFTS[0]) : null,
    };
  }

  /** Applies one add-to-cart payload; `mode` 'set' (absolute quantity) or 'add'. Returns an error or null. */
  apply({ productid, variantid = null, quantity }, mode) {
    const p = byId(productid);
    if (!p) return { error: `Unknown product ${productid}`, field: 'productid' };
    const vid = variantid || null;
    if (!purchasable(p, vid)) return { error: `Product ${productid} cannot be bought`, field: 'productid' };
    const colli = colliOf(p, vid);
    const index = this.lines.findIndex((l) => l.productid === productid && l.variantid === vid);
    const current = index >= 0 ? this.lines[index].quantity : 0;
    let q = mode === 'add' ? current + quantity : quantity;
    q = Math.ceil(q / colli) * colli;
    if (q <= 0) {
      if (index >= 0) this.lines.splice(index, 1);
    } else if (index >= 0) {
      this.lines[index] = { ...this.lines[index], quantity: q };
    } else {
      this.lines.push({ productid, variantid: vid, quantity: q });
    }
    return null;
  }

  csvImport(text) {
    const rows = String(text).split(/\r?\n/);
    const errors = [];
    let imported = 0;
    rows.forEach((raw, i) => {
      const value = raw.trim();
      if (!value) return;
      const [item = '', qty = ''] = value.split(/[;,\t]/).map((s) => s.trim());
      if (i === 0 && !/^\d+$/.test(qty)) return; // header
      const p = bySkuOrId(item);
      const quantity = Number(qty);
      if (!p) return errors.push({ line: i + 1, value, message: `Unknown item ${item}`, code: 'unknown' });
      if (!/^\d+$/.test(qty) || quantity <= 0) return errors.push({ line: i + 1, value, message: 'Invalid quantity', code: 'quantity' });
      const failure = this.apply({ productid: p.id, quantity }, 'add');
      if (failure) return errors.push({ line: i + 1, value, message: failure.error, code: purchasable(p, null) ? 'invalid' : 'notpurchasable' });
      imported += 1;
    });
    return { cart: this.cart(), imported, errors };
  }

  answer(method, path, query, body) {
    const route = `${method} ${path}`;
    if (path.startsWith('wishlist/')) return this.wishlist(method, path, body);
    if (route === 'GET cart/getcart') return json(200, this.cart());
    if (route === 'GET cart/getcurrentdelivery') return json(200, this.delivery());
    if (route === 'POST cart/addorupdatecart') {
      const failure = this.apply(body, 'set');
      return failure ? json(400, failure) : json(200, this.cart());
    }
    if (route === 'POST cart/addorupdatecartfromlist') {
      const before = structuredClone(this.lines);
      for (const item of body.items ?? []) {
        const failure = this.apply(item, 'add');
        if (failure) {
          this.lines = before;
          return json(400, failure);
        }
      }
      return json(200, this.cart());
    }
    if (route === 'GET cart/emptycart') {
      this.lines = [];
      return json(200, this.cart());
    }
    if (route === 'GET cart/getrelatedproducts') {
      const limit = Number(query.get('limit') ?? 10);
      const inCart = new Set(this.lines.map((l) => l.productid));
      return json(200, PRODUCTS.filter((p) => !inCart.has(p.id) && !GIFTS.includes(p.id) && p.allowpurchase && p.price).slice(0, limit));
    }
    if (route === 'POST cart/csvimporttocart') return json(200, this.csvImport(body.csv));
    if (route === 'GET freegift/getcurrent') return json(200, this.freeGiftJson());
    if (route === 'GET freegift/add') {
      const id = query.get('productid');
      if (!GIFTS.includes(id)) return json(400, { error: `Product ${id} is not a free gift`, field: 'productid' });
      this.freeGift = { selected: id, removed: false };
      return json(200, this.freeGiftJson());
    }
    if (route === 'GET freegift/remove') {
      this.freeGift = { selected: null, removed: true };
      return json(200, this.freeGiftJson());
    }
    if (route === 'POST product/ids') return json(200, body.map(byId).filter(Boolean));
    if (route === 'POST simpleproductquery') {
      let found = PRODUCTS;
      for (const f of body.Fields ?? []) {
        const values = (f.Values ?? []).map((v) => String(v).toLowerCase());
        if (f.Field === 'sku') found = found.filter((p) => values.includes(p.sku.toLowerCase()));
        else if (f.Field === 'id') found = found.filter((p) => values.includes(p.id));
      }
      return json(200, found.slice(0, body.Limit ?? 100));
    }
    if (route === 'GET cart/getretentioncart') {
      return json(200, {
        items: this.saved.map((l) => {
          const p = byId(l.productid);
          return {
            imageurl: p.image,
            quantity: l.quantity,
            name: p.name,
            productid: p.id,
            variantid: l.variantid ?? null,
            addonparent: l.addonparent ?? null,
            displaylineprice: money(round2(unitPrice(p, l.quantity) * l.quantity)),
          };
        }),
      });
    }
    if (route === 'GET cart/change') {
      // Like the reference server: the saved cart replaces the current one (or is merged into it with merge=true).
      if (query.get('merge') !== 'true') this.lines = [];
      for (const l of this.saved) this.apply({ productid: l.productid, variantid: l.variantid ?? null, quantity: l.quantity }, 'add');
      this.saved = [];
      return json(200, this.cart());
    }
    if (route === 'GET variant/id') return json(200, VARIANTS[query.get('id')] ?? []);
    // Customer and content calls (CONTACT), as demo/server/routes/{customer,content}.ts answer them.
    if (route === 'GET customer') {
      const current = this.customers.find((c) => c.id === this.customerId);
      return json(200, current ? { ...current, currentprofile: this.customerProfile } : null);
    }
    if (route === 'GET customer/search') {
      const q = (query.get('query') ?? '').trim().toLowerCase();
      const limit = Number(query.get('limit') ?? 15);
      const offset = Number(query.get('offset') ?? 0);
      const found = this.customers.filter((c) => !q || c.name.toLowerCase().includes(q) || c.city.toLowerCase().includes(q) || c.id.toLowerCase() === q);
      return json(200, found.slice(offset, offset + limit));
    }
    if (route === 'POST customer/change') {
      const row = this.customers.find((c) => c.id === query.get('selectedcustomer'));
      if (!row) return json(400, { error: `Unknown customer ${query.get('selectedcustomer')}`, field: 'selectedcustomer' });
      this.customerId = row.id;
      this.customerProfile = null;
      return json(200, { ...row, currentprofile: null });
    }
    if (route === 'GET customer/changeprofile') {
      const current = this.customers.find((c) => c.id === this.customerId);
      if (!current) return json(404, { error: 'No customer for this user' });
      const id = query.get('customerprofile');
      if (!current.profiles.some((p) => p.id === id)) return json(400, { error: `Unknown customer profile ${id}`, field: 'customerprofile' });
      this.customerProfile = id;
      return json(200, { ...current, currentprofile: id });
    }
    if (route === 'POST content/contactrequest') return json(200, { success: true });
    if (route === 'POST content/newcustomerrequest') return json(200, { success: true });
    return json(404, { error: `fake shop: no route ${route}` });
  }
}

function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const shops = new Map();
export const XSRF_TOKEN = 'fake-xsrf-token';
const STATE_CHANGING_GETS = new Set(['freegift/add', 'freegift/remove', 'cart/emptycart', 'cart/change', 'customer/changeprofile']);

/** The state of one API context (created on first use). */
export function shopFor(context) {
  if (!shops.has(context)) shops.set(context, new ShopState(context));
  return shops.get(context);
}

let installed = false;

/** Patches window.fetch (once): `/contextapi/{context}/v1/…` goes to the fake; anything else to the network. */
export function installFakeShop() {
  if (installed) return;
  installed = true;
  document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), location.href);
    const m = /^\/contextapi\/([^/]+)\/v1\/(.*)$/.exec(url.pathname);
    if (!m) return realFetch(input, init);
    const shop = shopFor(decodeURIComponent(m[1]));
    const path = m[2];
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init.body ?? (request ? await request.clone().text() : undefined);
    let body;
    if (typeof rawBody === 'string' && rawBody) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    // A multipart body (FormData) is kept as `form` (CONTACT: content/contactrequest).
    const form = typeof FormData !== 'undefined' && rawBody instanceof FormData ? rawBody : undefined;
    shop.requests.push({ method, path, query: Object.fromEntries(url.searchParams), body, form });
    const headers = new Headers(init.headers ?? request?.headers);
    if ((method !== 'GET' || STATE_CHANGING_GETS.has(path)) && headers.get('X-XSRF-TOKEN') !== XSRF_TOKEN) {
      return json(403, { error: 'Missing or wrong X-XSRF-TOKEN header' });
    }
    const signal = init.signal ?? request?.signal;
    for (const hold of shop.holds) {
      if (path.includes(hold.path)) {
        await Promise.race([
          hold.promise,
          new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')))),
        ]);
      }
    }
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    const failure = shop.failures.find((f) => f.times > 0 && path.includes(f.path));
    if (failure) {
      failure.times -= 1;
      return json(failure.status, failure.body);
    }
    return shop.answer(method, path, url.searchParams, body);
  };
}

let mounted = 0;

/**
 * Mounts `html` inside a `<shop-context>` with a fresh API context (so a fresh page cart and product store), then
 * waits until `tag` is defined and the shared root has rendered. `lines`: the server cart as
 * `[[productid, quantity], …]`; `tweak(shop)` runs before anything loads; `config`: the shop-context's other
 * attributes. Returns `{ container, el (the first <tag>), shop, context }`; the shared a11y hook removes `container`.
 */
export async function mountInShop(tag, html, { lines = [], config = '', tweak } = {}) {
  const { rendered } = await setup();
  mounted += 1;
  const context = `${tag}-${mounted}-${Math.random().toString(36).slice(2, 8)}`;
  const shop = shopFor(context);
  shop.lines = lines.map(([productid, quantity]) => ({ productid, variantid: null, quantity }));
  tweak?.(shop);
  const container = fixture(`<shop-context context="${context}" ${config}>${html}</shop-context>`);
  await customElements.whenDefined(tag);
  await rendered();
  return { container, el: container.querySelector(tag), shop, context };
}
