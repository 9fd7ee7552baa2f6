/* global describe, it, afterEach */
// Privacy (issue 15, docs/privacy.md): what the library keeps in this browser after each flow, that it expires and
// is cleared as documented, and that a sign-out leaves nothing of the user. Real Chromium, real localStorage.
// - A gift recipient's progress (name, e-mail, choice) is stored with a 24-hour expiry, survives a reload, and is
//   removed when the choice is confirmed or the recipient leaves; an expired one is neither restored nor kept.
// - The local cache (label texts here) holds no personal data and lives 10 minutes.
// - Signing out through the user menu removes every butik: key (before butik-logout fires); a failed sign-out
//   removes nothing; a sign-in through the login form removes that context's cache only.
// - clearStoredData() of the package entry (and the snippet docs/privacy.md gives loader pages) removes the
//   library's keys and never the host's.
import { emulateMedia, sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expectAccessible } from './helpers/axe.js';
import { json, stubApi } from './helpers/api-stub.js';
import { installFakeShop, mountInShop, XSRF_TOKEN } from './helpers/fake-shop.js';
import { giftCode, giftProduct, giftShop } from './helpers/gift-shop-records.js';
import { assert, DIST, deepEqual, equal, fixture, nothingRendered, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });
installFakeShop(); // the XSRF cookie and the fake shop of the login tests' contexts

const DAY = 24 * 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

// ---- the recipient flow's API (context "priv") --------------------------------------------------------------
const product = (n) =>
  giftProduct(String(20000 + n), { name: `Gave Nummer ${n}`, longdescription: `<p>Beskrivelse af gave ${n}</p>` });
const PRODUCTS = [1, 2, 3].map(product);
const SHOP = giftShop('priv', { products: PRODUCTS.map((p) => p.id) });
const norm = (code) =>
  decodeURIComponent(code)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
const codes = new Map(['PRV-2001', 'PRV-2002', 'PRV-2003', 'PRV-2004'].map((c) => [norm(c), giftCode(c, 'priv')]));
const redeemed = [];

const answer = (method, path, body) => {
  let m;
  if (method === 'GET' && path.startsWith('labeltranslation/translations/')) return json(200, {});
  if (method === 'GET' && (m = /^giftshop\/code\/([^/]+)$/.exec(path))) {
    const found = codes.get(norm(m[1]));
    return found ? json(200, found) : json(404, { error: 'Ukendt kode' });
  }
  if (method === 'POST' && (m = /^giftshop\/code\/([^/]+)\/redeem$/.exec(path))) {
    const found = codes.get(norm(m[1]));
    redeemed.push({ code: found.id, ...body });
    Object.assign(found, {
      products: [...body.products],
      productsinfo: body.products.map((id) => ({ id, name: PRODUCTS.find((p) => p.id === id).name, image: '' })),
      name: body.name,
      email: body.email ?? '',
    });
    return json(200, found);
  }
  if (method === 'POST' && path === 'giftshop/productinfo') {
    return json(200, body.map((id) => PRODUCTS.find((p) => p.id === id)).filter(Boolean));
  }
  if (method === 'GET' && path === 'giftshop/priv') return json(200, SHOP);
  return json(404, { error: 'not found' });
};
stubApi('priv', { record: () => {}, answer });
stubApi('priv-cache', { record: () => {}, answer }); // a context whose label store opens its cache in that test

// ---- the login page of the sign-in / sign-out tests --------------------------------------------------------
const LOGIN_URL = '/privacy-login';
const login = { signout: { signoutcompleted: true }, shop: null };
const previousFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname !== LOGIN_URL) return previousFetch(input, init);
  const form = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : {};
  if (new Headers(init.headers).get('X-XSRF-TOKEN') !== XSRF_TOKEN) return json(403, { error: 'xsrf' });
  if (form.action === 'signin') {
    if (login.shop) login.shop.user = { role: 'user' };
    return json(200, { signincompleted: true, previouscartfound: false, errortype: null });
  }
  if (form.action === 'signout') return json(200, login.signout);
  return json(400, { error: 'unknown action' });
};

// ---- helpers -----------------------------------------------------------------------------------------------
async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}
const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const buttonByText = (el, text) =>
  $$(el, 'button').find((b) => b.textContent.replace(/\s+/g, ' ').trim().startsWith(text));
function type(input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
async function waitStep(el, step) {
  await waitFor(
    () => el.getAttribute('data-state') === step,
    () => `data-state="${step}" (is ${el.getAttribute('data-state')})`,
  );
  await settle();
}
async function mountFlow(code, context = 'priv') {
  const container = fixture(
    `<shop-context context="${context}" culture="da-DK"><gift-recipient-flow giftshop="priv" code="${code}"></gift-recipient-flow></shop-context>`,
  );
  await customElements.whenDefined('gift-recipient-flow');
  const el = container.querySelector('gift-recipient-flow');
  await settle();
  await waitFor(() => el.shadowRoot?.querySelector('.flow'), 'flow rendered');
  return { container, el };
}

/** Every key of localStorage, sorted. */
const storedKeys = () => Object.keys(localStorage).sort();
const progressKeys = () => storedKeys().filter((k) => k.startsWith('butik:gift-recipient:'));
const stored = (key) => JSON.parse(localStorage.getItem(key));
/** A local cache entry as src/cache writes it, stored `age` ms ago. */
const cacheEntry = (value, age = 0, ttl = TEN_MINUTES) =>
  JSON.stringify({ v: value, e: Date.now() - age + ttl, t: Date.now() - age });
/** Recipient progress as the flow writes it, expiring `expiresIn` ms from now. */
const progress = (name, expiresIn) =>
  JSON.stringify({
    v: 1,
    step: 'message',
    info: { name, email: 'x@example.test', consent: true },
    selection: [],
    page: 0,
    expires: Date.now() + expiresIn,
  });

afterEach(async () => {
  localStorage.clear();
  login.signout = { signoutcompleted: true };
  login.shop = null;
  await settle();
});

// ---- tests -------------------------------------------------------------------------------------------------
describe('privacy: what the library keeps in the browser', () => {
  it('recipient progress: name, e-mail and choice kept 24 hours under the code, across a reload; gone once confirmed', async () => {
    const first = await mountFlow('PRV-2001');
    let { el } = first;
    await waitStep(el, 'info');
    deepEqual(progressKeys(), ['butik:gift-recipient:priv:PRV2001'], 'one entry, keyed by shop and code');
    equal(stored('butik:gift-recipient:priv:PRV2001').info.name, '', 'nothing typed yet');
    type($(el, 'input[name="name"]'), 'Anna Privat');
    type($(el, 'input[name="email"]'), 'anna@example.test');
    await settle();
    if (!$(el, 'input[name="consent"]').checked) $(el, 'input[name="consent"]').click();
    await settle();
    const before = Date.now();
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'message');
    const after = Date.now();
    deepEqual(progressKeys(), ['butik:gift-recipient:priv:PRV2001'], 'one entry, keyed by shop and code');
    const saved = stored('butik:gift-recipient:priv:PRV2001');
    equal(saved.step, 'message');
    equal(saved.info.name, 'Anna Privat', 'the name is personal data kept here');
    equal(saved.info.email, 'anna@example.test', 'so is the e-mail');
    assert(
      saved.expires >= before + DAY && saved.expires <= after + DAY,
      `expires 24 h after writing (${saved.expires})`,
    );

    // The label cache of the context holds the shop's texts only, for 10 minutes.
    const labelKeys = storedKeys().filter((k) => k.startsWith('butik:priv:'));
    assert(labelKeys.length > 0, 'the labels are cached');
    for (const key of labelKeys) {
      const entry = stored(key);
      equal(entry.e - entry.t, TEN_MINUTES, `${key} lives 10 minutes`);
      assert(!localStorage.getItem(key).includes('Anna'), `${key} holds nothing of the recipient`);
    }

    // A reload (a new element) continues where the recipient was, with their name.
    first.container.remove();
    await settle();
    ({ el } = await mountFlow('PRV-2001'));
    await waitStep(el, 'message');
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'products');
    await waitFor(() => $$(el, '[data-product-toggle]').length > 0, 'products shown');
    $$(el, '[data-product-toggle]')[1].click();
    await settle();
    assert(stored('butik:gift-recipient:priv:PRV2001').selection.length === 1, 'the choice is kept too');
    const finish = buttonByText(el, 'Bekræft');
    await waitFor(() => !finish.disabled, 'finish enabled');
    finish.click();
    await waitStep(el, 'completed');
    equal(redeemed.at(-1).name, 'Anna Privat', 'the restored name was sent');
    deepEqual(progressKeys(), [], 'confirmed: the progress is removed');
    await expectAccessible(el);
  });

  it('leaving the code removes its progress', async () => {
    const { el } = await mountFlow('PRV-2004');
    await waitStep(el, 'info');
    type($(el, 'input[name="name"]'), 'Bo Privat');
    await settle();
    if (!$(el, 'input[name="consent"]').checked) $(el, 'input[name="consent"]').click();
    await settle();
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'message');
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'products');
    equal(stored('butik:gift-recipient:priv:PRV2004').info.name, 'Bo Privat', 'progress stored');
    $(el, '.header button').click(); // leave
    await waitStep(el, 'login');
    deepEqual(progressKeys(), [], 'left: nothing of Bo kept');
    await expectAccessible(el);
  });

  it('expired progress is neither restored nor kept, and every expired entry goes when a flow starts', async () => {
    localStorage.setItem('butik:gift-recipient:priv:PRV2003', progress('Old Name', -1));
    localStorage.setItem('butik:gift-recipient:other-shop:X1', progress('Other Old', -DAY));
    localStorage.setItem('butik:gift-recipient:other-shop:X2', progress('Still Valid', DAY - 1000));
    localStorage.setItem('butik:gift-recipient:priv:PRV2002', 'not json'); // unreadable: removed too
    const { el } = await mountFlow('PRV-2003');
    await waitStep(el, 'info');
    equal($(el, 'input[name="name"]').value, '', 'the expired name is not shown');
    deepEqual(
      progressKeys(),
      ['butik:gift-recipient:other-shop:X2', 'butik:gift-recipient:priv:PRV2003'],
      'the unexpired entry of another code stays; this code has a fresh entry',
    );
    equal(stored('butik:gift-recipient:priv:PRV2003').info.name, '', 'without the old name');
    assert(stored('butik:gift-recipient:priv:PRV2003').expires > Date.now() + DAY - 60_000, 'a fresh 24 hours');
    await expectAccessible(el);
  });

  it("the local cache drops a context's expired entries when it opens, keeping live ones and other contexts'", async () => {
    localStorage.setItem('butik:priv-cache:old-entry', cacheEntry(['old'], TEN_MINUTES + 1));
    localStorage.setItem('butik:priv-cache:live-entry', cacheEntry(['live'], 1000));
    localStorage.setItem('butik:another:old-entry', cacheEntry(['old'], TEN_MINUTES + 1));
    const { el } = await mountFlow('', 'priv-cache');
    await waitFor(() => storedKeys().some((k) => k.startsWith('butik:priv-cache:labels')), 'the labels cache opened');
    assert(localStorage.getItem('butik:priv-cache:old-entry') === null, 'expired entry removed');
    assert(localStorage.getItem('butik:priv-cache:live-entry') !== null, 'live entry kept');
    assert(localStorage.getItem('butik:another:old-entry') !== null, 'other context untouched');
    await expectAccessible(el);
  });

  it('signing out removes everything the library stored (before butik-logout), never the host’s keys', async () => {
    const { el } = await mountInShop('login-button', '<login-button dashboard-url="/konto"></login-button>', {
      config: `culture="en-GB" login-url="${LOGIN_URL}" signed-in`,
    });
    await waitFor(() => el.querySelector('[role="menu"]'), 'user menu loaded');
    localStorage.setItem('butik:shop-x:productcategories/children', cacheEntry(['nav']));
    localStorage.setItem('butik:gift-recipient:priv:PRV9999', progress('Someone', DAY));
    localStorage.setItem('host:basket', 'the host’s own');
    const seen = [];
    const onLogout = (event) => {
      seen.push(storedKeys());
      event.preventDefault(); // the test page must not reload
    };
    document.addEventListener('butik-logout', onLogout);
    try {
      // A failed sign-out (still signed in) keeps everything.
      login.signout = { signoutcompleted: false };
      el.querySelector('.butik-lb__trigger').focus();
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => document.activeElement?.textContent === 'Sign out', 'focus on Sign out');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => el.getAttribute('data-state') === 'error', 'sign-out failed');
      equal(storedKeys().length, 3, 'nothing removed while the user is still signed in');

      login.signout = { signoutcompleted: true };
      el.querySelector('.butik-lb__trigger').focus();
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => document.activeElement?.textContent === 'Sign out', 'focus on Sign out');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => seen.length === 1, 'butik-logout fired');
      deepEqual(seen[0], ['host:basket'], 'cleared before butik-logout: only the host’s key left');
      deepEqual(storedKeys(), ['host:basket']);
      await waitFor(() => el.getAttribute('data-state') === 'menu', 'back to the menu');
    } finally {
      document.removeEventListener('butik-logout', onLogout);
    }
    await expectAccessible(el);
  });

  it("signing in through the login form removes that context's cache, nothing else", async () => {
    const events = [];
    const onLogin = (event) => {
      events.push(storedKeys());
      event.preventDefault();
    };
    document.addEventListener('butik-login', onLogin);
    try {
      const { el, shop, context } = await mountInShop('login-form', '<login-form></login-form>', {
        config: `culture="en-GB" login-url="${LOGIN_URL}"`,
      });
      login.shop = shop;
      await waitFor(() => el.querySelector('form input[name="password"]'), 'form rendered');
      localStorage.setItem(`butik:${context}:productcategories/children`, cacheEntry(['nav of the visitor']));
      localStorage.setItem('butik:other-context:productcategories/children', cacheEntry(['nav']));
      localStorage.setItem('butik:gift-recipient:priv:PRV9998', progress('Recipient', DAY));
      el.querySelector('input[name="username"]').value = 'kunde@butik.test';
      el.querySelector('input[name="password"]').value = 'demo1234';
      el.querySelector('button[type="submit"]').click();
      await waitFor(() => events.length === 1, 'butik-login fired');
      deepEqual(
        events[0],
        ['butik:gift-recipient:priv:PRV9998', 'butik:other-context:productcategories/children'],
        "the signed-in context's cache is gone before butik-login",
      );
      await expectAccessible(el);
    } finally {
      document.removeEventListener('butik-login', onLogin);
    }
  });

  it('clearStoredData() of the package clears the library’s keys; so does the documented snippet for loader pages', async () => {
    nothingRendered('functions only: no element');
    const { clearStoredData } = await import(`${DIST}/fixtures/api.js`);
    const plant = () => {
      localStorage.setItem('butik:shop-a:labels:en:x', cacheEntry({}));
      localStorage.setItem('butik:shop%3Ab:labels:en:x', cacheEntry({}));
      localStorage.setItem('butik:gift-recipient:priv:PRV9997', progress('Someone', DAY));
      localStorage.setItem('host:basket', 'the host’s own');
      localStorage.setItem('butikken', 'not ours either');
    };
    plant();
    equal(clearStoredData({ context: 'shop:b' }), 1, 'one context');
    deepEqual(storedKeys(), [
      'butik:gift-recipient:priv:PRV9997',
      'butik:shop-a:labels:en:x',
      'butikken',
      'host:basket',
    ]);
    equal(clearStoredData(), 2, 'everything of the library');
    deepEqual(storedKeys(), ['butikken', 'host:basket']);
    plant();
    // docs/privacy.md: a page with the loader only removes every key that starts with 'butik:'.
    for (const key of Object.keys(localStorage)) if (key.startsWith('butik:')) localStorage.removeItem(key);
    deepEqual(storedKeys(), ['butikken', 'host:basket'], 'the snippet removes the same keys');
  });
});
