// A fake shop API for element tests: stubs window.fetch for `/contextapi/{context}/v1/…` with one state per
// context, so each test that uses its own `<shop-context context="…">` gets a fresh cart (the page cart is
// keyed by api-base + context). The answers come from `handle()` (fake-shop/handle.js, no browser in it), and the
// contract suite test/api/fake-shop-contract.test.ts runs one list of scenarios against both that and the reference
// server (demo/server) — fees, colli, variants, add-ons, bounds, CSV verdicts, sign-in and roles, XSRF, wish lists,
// customers — so a rule of the server the fake gets wrong fails there, not silently in an element test.
//
//   import { installFakeShop, shopFor, PRODUCTS } from './helpers/fake-shop.js';
//   installFakeShop();                        // once per test file (idempotent)
//   const shop = shopFor('t1');               // state of context "t1" (created on first use)
//   shop.lines                                // [{ productid, variantid, quantity }] (the server's cart)
//   shop.user = { role: 'salesperson' }       // who is signed in (null: a visitor; mountInShop signs in for `signed-in`)
//   shop.requests                             // [{ method, path, query, body, at }] in order (at: performance.now() when sent)
//   shop.failNext('cart/addorupdatecart', { status: 500, times: 1 })   // fail the next matching call(s)
//   const release = shop.hold('cart/addorupdatecart')                 // hold matching calls until release()
//   shop.count('POST', 'cart/addorupdatecart')                         // number of such requests
//   shop.wishlists = [{ id, label, items: [...] }]                      // the user's wish lists (wishlist/* routes)
//   shop.saved = [{ productid, quantity, addonparent }]               // saved cart: GET cart/getretentioncart, GET cart/change[?merge=true]
//   shop.salespersonCustomers = ['C100', …]                           // customers assigned to the salesperson (all but C300)
//
// Like the reference server it checks the forgery token: installFakeShop() sets the cookie XSRF-TOKEN and every
// POST / DELETE and every state-changing GET (freegift/add, freegift/remove, cart/emptycart, cart/change,
// customer/changeprofile) without the matching X-XSRF-TOKEN header gets 403. Wish lists, cart/change and
// customer/changeprofile need a signed-in user (401); customer/search and customer/change a salesperson or a
// supervisor (403 for other roles), and a salesperson finds and may choose only the customers assigned to them
// (shop.salespersonCustomers; customer/change answers 403 for another; a choice counts while assigned). Carts carry the server's fees: 'Fragt' 79 kr under 1.500 kr and 'Småordregebyr' 35 kr under 500 kr.
//
// Customers (CONTACT): GET customer (null for a visitor; a salesperson's choice: shop.customerId), GET customer/search,
// POST customer/change, GET customer/changeprofile (CUSTOMERS; C100 has two profiles); POST content/contactrequest
// and content/newcustomerrequest answer { success: true } (a multipart body is in shop.requests[i].form).
//
// Products (ids are strings): see PRODUCTS in fake-shop/catalogue.js — colli 1, colli 6, discount, bulk discounts,
// not purchasable, no price, prices hidden, variants, and the free gifts 10597–10599.

import { ShopState, XSRF_TOKEN, forgeryRefusal, handle } from './fake-shop/handle.js';
import { fixture, setup } from './util.js';

export {
  CUSTOMERS,
  FREE_DELIVERY_LIMIT,
  FREE_GIFT_LIMIT,
  PRODUCTS,
  SHIPPING_FEE,
  SMALL_ORDER_FEE,
  SMALL_ORDER_LIMIT,
  VARIANTS,
} from './fake-shop/catalogue.js';
export { XSRF_TOKEN, handle };

const shops = new Map();

/** The state of one API context (created on first use). */
export function shopFor(context) {
  if (!shops.has(context)) shops.set(context, new ShopState(context));
  return shops.get(context);
}

const json = (status, body, headers = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let installed = false;

/** Patches window.fetch (once): `/contextapi/{context}/v1/…` goes to the fake; anything else to the network. */
export function installFakeShop() {
  if (installed) return;
  installed = true;
  document.cookie = `XSRF-TOKEN=${XSRF_TOKEN}; path=/`;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init = {}) => {
    const at = performance.now(); // when the element sent it (debounce tests compare it with the last input)
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
    shop.requests.push({ method, path, query: Object.fromEntries(url.searchParams), body, form, at });
    const headers = new Headers(init.headers ?? request?.headers);
    // The forgery check comes first, before held or failing calls (handle() checks again).
    const refused = forgeryRefusal(method, path, headers);
    if (refused) return json(refused.status, refused.body);
    const signal = init.signal ?? request?.signal;
    for (const hold of shop.holds) {
      if (path.includes(hold.path)) {
        await Promise.race([
          hold.promise,
          new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))),
          ),
        ]);
      }
    }
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    const failure = shop.failures.find((f) => f.times > 0 && path.includes(f.path));
    if (failure) {
      failure.times -= 1;
      return json(failure.status, failure.body);
    }
    const answer = handle(shop, { method, path, query: url.searchParams, body, headers });
    return json(answer.status, answer.body, answer.headers);
  };
}

let mounted = 0;

/** The signed-in user a page config describes: `signed-in` (role from `user-role`, default 'user'), else a visitor. */
function userOf(config) {
  if (!/(^|\s)signed-in(\s|=|$)/.test(config)) return null;
  return { role: /(?:^|\s)user-role="([^"]*)"/.exec(config)?.[1] || 'user' };
}

/**
 * Mounts `html` inside a `<shop-context>` with a fresh API context (so a fresh page cart and product store), then
 * waits until `tag` is defined and the shared root has rendered. `lines`: the server cart as
 * `[[productid, quantity], …]`; `config`: the shop-context's other attributes (with `signed-in` the fake's session
 * is signed in too, as `user-role` or 'user'); `tweak(shop)` runs before anything loads. Returns
 * `{ container, el (the first <tag>), shop, context }`; the shared a11y hook removes `container`.
 */
export async function mountInShop(tag, html, { lines = [], config = '', tweak } = {}) {
  const { rendered } = await setup();
  mounted += 1;
  const context = `${tag}-${mounted}-${Math.random().toString(36).slice(2, 8)}`;
  const shop = shopFor(context);
  shop.lines = lines.map(([productid, quantity]) => ({ productid, variantid: null, quantity }));
  shop.user = userOf(config);
  tweak?.(shop);
  const container = fixture(`<shop-context context="${context}" ${config}>${html}</shop-context>`);
  await customElements.whenDefined(tag);
  await rendered();
  return { container, el: container.querySelector(tag), shop, context };
}
