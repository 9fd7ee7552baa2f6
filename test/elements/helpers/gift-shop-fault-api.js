// The gift-shop API of the fault matrix's management rows (test/elements/fault-matrix-giftshop-*.test.js): one small
// database per API context ('fmgs-N', one per mount), so a cell's saves never reach another cell, and
// `mountArea(hash)` opening <gift-shop-app>'s management area on it. It answers every call the area makes
// ('Ret sortiment''s search included: POST facetsearch over the three gifts); anything else goes on to the shared fake shop
// (fake-shop.js). The fault injection (faults.js) wraps both.
//
//   installGiftShopApi();                      // once, at the top of the test file, before the library loads
//   const ctx = await mountArea('#/m/s1', { role: 'supervisor', tweak, sending: true });
//   ctx.db.shops.s1 / ctx.db.codes.s1 / ctx.db.requests          // what the server holds and was asked
//   ctx.db.hold = /users\/change/                                  // matching calls get no answer (until aborted)
import { json } from './api-stub.js';
import { installFakeShop } from './fake-shop.js';
import { MATRIX_CONFIG } from './fault-matrix.js';
import { installFaults } from './faults.js';
import { giftCode, giftProduct, giftShop, svgImage } from './gift-shop-records.js';
import { equal, fixture, setup, typeInto, waitFor } from './util.js';

const NOW = new Date().toISOString();
export const PRODUCTS = ['10001', '10002', '10003'].map((id, i) =>
  giftProduct(id, { name: ['Termokrus', 'Kaffebønner', 'Uldplaid'][i] }),
);
const info = (id) => {
  const p = PRODUCTS.find((q) => q.id === id);
  return p && { id: p.id, name: p.name, image: p.image };
};
export const USERS = [
  { id: 'u1', name: 'Erik Ejer', email: 'ejer@butik.test', active: true },
  { id: 'u2', name: 'Lone Larsen', email: 'lone@kontorhuset.test', active: true },
];
export const ADDRESSES = [
  { id: 'a1', name: 'Gaveglad ApS', address1: 'Åboulevarden 1', zip: '8000', city: 'Aarhus C', country: 'DK' },
];

function freshDb({ sending = false } = {}) {
  const shop = (id, extra) => giftShop(id, { lastupdate: NOW, codecount: 0, usedcodecount: 0, ...extra });
  return {
    shops: {
      s1: shop('s1', {
        name: 'Julegaven 2026',
        products: PRODUCTS.map((p) => p.id),
        defaultproducts: ['10001'],
        defaultproductsinfo: [info('10001')],
        message: 'Tak for i år!',
        codecount: 3,
        usedcodecount: 1,
      }),
      s2: shop('s2', { name: 'Sommerfest' }),
      x9: shop('x9', { name: 'Lones jul', userid: 'u2', ownername: 'Lone Larsen' }),
    },
    mine: ['s1', 's2'],
    codes: {
      s1: [
        giftCode('JUL-0001', 's1', { name: 'Ida Holm', products: ['10002'], productsinfo: [info('10002')] }),
        giftCode('JUL-0002', 's1', {
          name: 'Ole Berg',
          email: 'ole@kontorhuset.test',
          invitationstate: sending ? 'SENDING' : 'MANUAL',
        }),
        giftCode('JUL-0003', 's1'),
      ],
      s2: [],
      x9: [],
    },
    requests: [],
    next: 4,
  };
}

function answer(db, method, path, body) {
  let m;
  const shopAnswer = (id) => json(200, db.shops[id]);
  if (path === 'giftshop/settings')
    return json(200, {
      defaultconfiguration: {
        overviewhelptext: 'Overblik.',
        assortmenthelptext: 'Sortiment.',
        codeshelptext: 'Koder.',
      },
    });
  if (path === 'giftshop/by-user')
    return json(
      200,
      db.mine.map((id) => db.shops[id]),
    );
  if (path === 'giftshop/supervisor/giftshops') return json(200, Object.values(db.shops));
  if (path === 'giftshop/addresses') return json(200, ADDRESSES);
  if (path === 'giftshop/salesperson/users') return json(200, USERS);
  if (/^giftshop\/salesperson\/users\/change\/.+$/.test(path)) return json(200, { success: true });
  if (path === 'giftshop/supervisor/products')
    return json(
      200,
      [{ productid: '10001', name: 'Termokrus', sku: 'SKU-10001', image: svgImage(), shops: 2, defaultpicks: 4 }].map(
        (p) => ({ ...p, chosen: 3, toorder: 7 }),
      ),
    );
  if (method === 'POST' && path === 'facetsearch') {
    const query = (body.query ?? '').toLowerCase();
    const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(query));
    const facets = [
      { name: 'category', values: [] },
      { name: 'brand', values: [] },
    ];
    return json(200, { products: hits.slice(body.offset, body.offset + body.count), total: hits.length, facets });
  }
  if (method === 'POST' && path === 'giftshop/productinfo')
    return json(200, body.map((id) => PRODUCTS.find((p) => p.id === id)).filter(Boolean));
  if (method === 'POST' && path === 'giftshop/create') {
    const id = body.name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    db.shops[id] = giftShop(id, { name: body.name.trim(), startdate: null, enddate: null, lastupdate: NOW });
    db.codes[id] = [];
    db.mine.unshift(id);
    return shopAnswer(id);
  }
  if (method === 'POST' && path === 'giftshop/persist') {
    const { id, ...changes } = body;
    db.shops[id] = { ...db.shops[id], ...changes, lastupdate: new Date(Date.now() + db.next++).toISOString() };
    return shopAnswer(id);
  }
  if (method === 'POST' && path === 'giftshop/close') {
    db.shops[body.id] = { ...db.shops[body.id], status: 1, state: 'CLOSED' };
    return shopAnswer(body.id);
  }
  if (method === 'POST' && path === 'giftshop/remove') {
    delete db.shops[body.id];
    db.mine = db.mine.filter((id) => id !== body.id);
    return json(200, { success: true });
  }
  if (method === 'POST' && path === 'giftshop/code/persist') {
    const codes = Object.values(db.codes).flat();
    const code = codes.find((c) => c.id === body.id);
    Object.assign(code, { name: body.name || null, email: body.email || null, lastupdate: new Date().toISOString() });
    return json(200, code);
  }
  if ((m = /^giftshop\/([^/]+)\/(.+)$/.exec(path))) {
    const [, id, rest] = m;
    const codes = db.codes[id];
    if (rest === 'codes') return json(200, codes);
    if (method === 'POST' && rest === 'default-assortment') {
      const { defaultproducts } = body;
      db.shops[id] = { ...db.shops[id], defaultproducts, defaultproductsinfo: defaultproducts.map(info) };
      return shopAnswer(id);
    }
    if (rest === 'request-cards') {
      db.shops[id] = { ...db.shops[id], cardsrequested: true };
      return json(200, { success: true });
    }
    if (method === 'POST' && rest === 'codes/create') {
      const created = Array.from({ length: body.count }, () =>
        giftCode(`JUL-${String(db.next++).padStart(4, '0')}`, id),
      );
      codes.push(...created);
      return json(200, created);
    }
    if (method === 'POST' && rest === 'codes/remove') {
      db.codes[id] = codes.filter((c) => !body.codeids.includes(c.id));
      return json(200, db.codes[id]);
    }
    if (method === 'POST' && rest === 'codes/invite') {
      const invited = codes.filter((c) => body.codeids.includes(c.id));
      for (const c of invited) c.invitationstate = 'SENDING';
      return json(200, invited);
    }
    if (rest === 'codes/sent-status') {
      const status = codes
        .filter((c) => c.invitationstate === 'SENDING')
        .map((c) => ({ id: c.id, invitationstate: 'SENT' }));
      for (const c of codes) if (c.invitationstate === 'SENDING') c.invitationstate = 'SENT';
      return json(200, status);
    }
  }
  if ((m = /^giftshop\/([^/]+)$/.exec(path))) {
    const found = db.shops[decodeURIComponent(m[1])];
    return found ? json(200, found) : json(404, { error: 'Ukendt gaveshop' });
  }
  return null;
}

const dbs = new Map();
let mounts = 0;

/** The fake shop, this gift-shop API for the 'fmgs-N' contexts, and the faults around both. */
export function installGiftShopApi() {
  installFakeShop();
  const shopFetch = window.fetch;
  window.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    const m = /^\/contextapi\/(fmgs-\d+)\/v1\/(.*)$/.exec(url.pathname);
    const db = m && dbs.get(m[1]);
    if (!db) return shopFetch(input, init);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    db.requests.push({ method, path: m[2], body });
    if (db.hold?.test(m[2])) {
      // Held: no answer until the request is aborted (the client's timeout, or the element going away).
      const signal = init.signal;
      return new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))),
      );
    }
    return answer(db, method, m[2], body) ?? shopFetch(input, init);
  };
  installFaults();
}

/**
 * <gift-shop-app> opened at `hash` (a management route) for a fresh database, signed in as `role` ('owner', or
 * 'supervisor' / 'salesperson'); `tweak({ context })` runs before anything loads (the matrix puts a load row's
 * fault on there); `sending`: the code with an e-mail is SENDING (the sent-status polling runs). Waits until the
 * area shows something other than loading. Returns `{ container, el, context, db }`.
 */
export async function mountArea(hash, { role = 'owner', tweak, sending = false } = {}) {
  const { rendered } = await setup();
  mounts += 1;
  const context = `fmgs-${mounts}`;
  const db = freshDb({ sending });
  dbs.set(context, db);
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  tweak?.({ context });
  const who = role === 'owner' ? 'signed-in' : `signed-in user-role="${role}"`;
  const container = fixture(
    `<shop-context context="${context}" culture="en-GB" ${who} ${MATRIX_CONFIG}><gift-shop-app></gift-shop-app></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-app');
  const el = container.querySelector('gift-shop-app');
  await waitFor(() => el.dataset.state && el.dataset.state !== 'loading', 'the area left loading', 8000);
  await rendered();
  return { container, el, context, db };
}

// ---- reading the area (both matrix files) ---------------------------------------------------------------

/** Text of a node, whitespace collapsed. */
export const textOf = (node) => node?.textContent.replace(/\s+/g, ' ').trim() ?? '';
/** The first element of the area's shadow root matching `selector`. */
export const inArea = (el, selector) => el.shadowRoot.querySelector(selector);
/** The element of `part` (one of its parts) in the area. */
export const partIn = (el, name) => inArea(el, `[part~="${name}"]`);
/** The open modal of the area. */
export const openModal = (el) => inArea(el, 'dialog[open]');
/** A button (or link) of `root` whose text starts with `label`. */
export const buttonIn = (root, label) =>
  [...(root?.querySelectorAll('button, a') ?? [])].find((b) => textOf(b).startsWith(label));
/** The area's host state (`data-state`): failed, loading, manage-{section}. */
export const waitArea = (el, state, timeout = 5000) =>
  waitFor(
    () => el.dataset.state === state,
    () => `data-state ${state} (is ${el.dataset.state}: ${textOf(inArea(el, 'main')).slice(0, 200)})`,
    timeout,
  );

/**
 * A meeting point for the six cells of a row that run at once: `await meet()` returns when all six got there.
 * The area's route is the page's one location hash, so a cell whose recovery changes the route (a new shop opens,
 * a deleted one leaves) waits until every cell has checked its failure; then the six act in the same moment.
 */
export function meeting(count = 6) {
  let arrived = 0;
  let open;
  const all = new Promise((resolve) => (open = resolve));
  return async () => {
    arrived += 1;
    if (arrived === count) open();
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`only ${arrived} of ${count} cells met`)), 10_000);
    });
    try {
      await Promise.race([all, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Types `value` into `field` of a modal that just opened: after React has run the modal's effects (they start its
 * form from the shop when it opens, and would undo text typed before), and checks the text stayed.
 */
export async function fill(field, value) {
  const { rendered } = await setup();
  await rendered();
  typeInto(field, value);
  await rendered();
  equal(field.value, value, 'the typed text stayed');
}
