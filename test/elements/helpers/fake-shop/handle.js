// The fake shop's request handling, with no browser in it: `handle(shop, request)` answers one
// `/contextapi/{context}/v1/…` call as `{ status, body, headers }`. installFakeShop() (../fake-shop.js) routes
// window.fetch here; the contract suite test/api/fake-shop-contract.test.ts calls it from Node and runs the same
// scenarios against the reference server, so the two cannot drift apart.
import {
  FREE_GIFT_LIMIT,
  GIFTS,
  PRODUCTS,
  VARIANTS,
  CUSTOMERS,
  SALESPERSON_CUSTOMERS,
  byId,
  money,
  round2,
} from './catalogue.js';
import {
  applyChanges,
  cartJson,
  csvImport,
  deliveryJson,
  pricedItems,
  retentionJson,
  subtotalOf,
  takeSavedCart,
} from './cart.js';
import { customerRoute, wishlistRoute } from './accounts.js';
import { ADD_TO_CART, ApiError, array, badRequest, id, queryInt, requireUser, string, strictObject } from './rules.js';

export const XSRF_TOKEN = 'fake-xsrf-token';
/** GET calls that change state: like POST and DELETE they need the X-XSRF-TOKEN header. */
export const STATE_CHANGING_GETS = new Set([
  'freegift/add',
  'freegift/remove',
  'cart/emptycart',
  'cart/change',
  'customer/changeprofile',
]);
/** The CSV route's own body limit (1 MB of CSV plus room for the JSON around it): 413 above it. */
const MAX_CSV_BODY_BYTES = 1_000_000 + 64 * 1024;

/** The state of one API context (one browser session of the server). */
export class ShopState {
  constructor(context) {
    this.context = context;
    /** The server cart: [{ productid, variantid, quantity }] (+ addonparent on add-on lines). */
    this.lines = [];
    /** [{ method, path, query, body, form }] in order (recorded by installFakeShop). */
    this.requests = [];
    this.freeGift = { selected: null, removed: false };
    this.failures = [];
    this.holds = [];
    /** Who is signed in: null (a visitor) or { role: 'user' | 'owner' | 'salesperson' | 'supervisor', customerId? }. */
    this.user = null;
    /** The signed-in user's wish lists: [{ id, label, items: [{ id, productid, quantity, name, image, url, product, variantid }] }]. */
    this.wishlists = [];
    this.nextWishId = 1;
    /** The signed-in user's saved (retention) cart: [{ productid, variantid, quantity, addonparent }]. */
    this.saved = [];
    // Customers a salesperson can search, the chosen one (or the user's own, user.customerId) and its profile.
    this.customers = CUSTOMERS.map((c) => structuredClone(c));
    /** Ids of the customers assigned to the signed-in salesperson (server: salesperson_customers). */
    this.salespersonCustomers = [...SALESPERSON_CUSTOMERS];
    this.customerId = null;
    this.customerProfile = null;
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
    return subtotalOf(pricedItems(this.lines));
  }

  /** The delivery part of the cart (a test may replace it to show other delivery answers). */
  delivery() {
    return deliveryJson(this.subtotal(), pricedItems(this.lines).length > 0);
  }

  cart() {
    return cartJson(this);
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

  /**
   * Answers one call after the forgery check: `{ status, body, headers? }`; throws ApiError for 4xx answers.
   * `query` is a URLSearchParams; `body` the parsed JSON body. A test may replace it to answer differently.
   */
  answer(method, path, query, body) {
    const route = `${method} ${path}`;
    const ok = (value) => ({ status: 200, body: value });
    if (path.startsWith('wishlist/')) return wishlistRoute(this, method, path, body) ?? unknownRoute(route);
    if (path === 'customer' || path.startsWith('customer/'))
      return customerRoute(this, method, path, query) ?? unknownRoute(route);
    if (route === 'GET cart/getcart') return ok(this.cart());
    if (route === 'GET cart/getcurrentdelivery') return ok(this.delivery());
    if (route === 'POST cart/addorupdatecart') {
      strictObject(body, ADD_TO_CART);
      applyChanges(this, [body], 'set', () => '');
      return ok(this.cart());
    }
    if (route === 'POST cart/addorupdatecartfromlist') {
      strictObject(body, { items: array((item, field) => check(item, field), 1, 500) });
      applyChanges(this, body.items, 'add', (i) => `items.${i}.`);
      return ok(this.cart());
    }
    if (route === 'GET cart/emptycart') {
      this.lines = [];
      return ok(this.cart());
    }
    if (route === 'GET cart/getrelatedproducts') {
      const limit = queryInt(query, 'limit', { min: 1, max: 100, fallback: 10 });
      const inCart = new Set(this.lines.map((l) => l.productid));
      return ok(
        PRODUCTS.filter((p) => !inCart.has(p.id) && !GIFTS.includes(p.id) && p.allowpurchase && p.price).slice(
          0,
          limit,
        ),
      );
    }
    if (route === 'POST cart/csvimporttocart') {
      if (new TextEncoder().encode(JSON.stringify(body ?? null)).length > MAX_CSV_BODY_BYTES)
        throw new ApiError(413, 'The CSV file is larger than 1 MB', 'file');
      strictObject(body, { csv: string(1, 1_000_000) });
      return ok(csvImport(this, body.csv));
    }
    if (route === 'GET cart/getretentioncart') return ok(retentionJson(this));
    if (route === 'GET cart/change') {
      // Like the server: the query is checked before the sign-in.
      const merge = query.get('merge');
      if (merge !== null && !['true', 'false', '1', '0', 'on'].includes(merge))
        throw badRequest('merge is not valid', 'merge');
      requireUser(this);
      takeSavedCart(this, merge === 'true' || merge === '1' || merge === 'on');
      return ok(this.cart());
    }
    if (route === 'GET freegift/getcurrent') return ok(this.freeGiftJson());
    if (route === 'GET freegift/add') {
      const productid = query.get('productid');
      if (productid === null) throw badRequest('productid is required', 'productid');
      if (!GIFTS.includes(productid)) throw badRequest(`Product ${productid} is not a free gift`, 'productid');
      this.freeGift = { selected: productid, removed: false };
      return ok(this.freeGiftJson());
    }
    if (route === 'GET freegift/remove') {
      this.freeGift = { selected: null, removed: true };
      return ok(this.freeGiftJson());
    }
    if (route === 'POST product/ids') {
      // ProductIdsRequest: 1-500 ids per call; unknown ids are left out, the rest in request order.
      if (!Array.isArray(body)) throw badRequest('body is not valid: expected an array', 'body');
      const bad = body.findIndex((x) => id(x) !== null);
      if (bad >= 0) throw badRequest(`${bad} is not valid: expected an id`, String(bad));
      if (body.length < 1 || body.length > 500) throw badRequest('body is not valid: expected 1-500 ids', 'body');
      return ok(body.map(byId).filter(Boolean));
    }
    if (route === 'POST simpleproductquery') {
      let found = PRODUCTS;
      for (const f of body.Fields ?? []) {
        const values = (f.Values ?? []).map((v) => String(v).toLowerCase());
        if (f.Field === 'sku') found = found.filter((p) => values.includes(p.sku.toLowerCase()));
        else if (f.Field === 'id') found = found.filter((p) => values.includes(p.id));
      }
      return ok(found.slice(0, body.Limit ?? 100));
    }
    if (route === 'GET variant/id') return ok(VARIANTS[query.get('id')] ?? []);
    if (route === 'POST content/contactrequest') return ok({ success: true });
    if (route === 'POST content/newcustomerrequest') return ok({ success: true });
    return unknownRoute(route);
  }
}

const check = (item, field) => {
  try {
    strictObject(item, ADD_TO_CART, `${field}.`, field);
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { message: err.message, field: err.field };
  }
};

const unknownRoute = (route) => ({ status: 404, body: { error: `fake shop: no route ${route}` } });

/** The 403 answer for a call that needs the X-XSRF-TOKEN header and lacks it (or has a wrong one), else null. */
export function forgeryRefusal(method, path, headers) {
  const header =
    headers instanceof Headers
      ? headers.get('X-XSRF-TOKEN')
      : (Object.entries(headers).find(([k]) => k.toLowerCase() === 'x-xsrf-token')?.[1] ?? null);
  if ((method.toUpperCase() === 'GET' && !STATE_CHANGING_GETS.has(path)) || header === XSRF_TOKEN) return null;
  return { status: 403, body: { error: 'Missing or invalid X-XSRF-TOKEN header', field: 'X-XSRF-TOKEN' }, headers: {} };
}

/**
 * Answers one API call: `{ method, path, query, body, headers }` with `path` relative to `/contextapi/{context}/v1/`
 * (e.g. 'cart/getcart'), `query` a URLSearchParams or a plain object, `body` the parsed JSON body and `headers` a
 * Headers or a plain object. Returns `{ status, body, headers }`. POST, DELETE and the state-changing GETs need the
 * X-XSRF-TOKEN header (403 otherwise, before anything else, like the server).
 */
export function handle(shop, { method = 'GET', path, query = {}, body, headers = {} }) {
  const upper = method.toUpperCase();
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query);
  const refused = forgeryRefusal(upper, path, headers);
  if (refused) return refused;
  try {
    const answer = shop.answer(upper, path, params, body);
    return { headers: {}, ...answer };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return {
      status: err.status,
      body: { error: err.message, ...(err.field !== undefined ? { field: err.field } : {}) },
      headers: {},
    };
  }
}
