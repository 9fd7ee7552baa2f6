/* global describe, it, beforeEach, afterEach */
// <gift-recipient-flow> against a fake gift-shop API (a fetch stub in this page): code entry, shop states, the
// info rules, copying the gift link, the greeting, paging, toggles, the finish rule, the product overlay as a
// modal dialog, completion, used codes, leaving, theme contrast, redirects and bad input. axe in every test.
import { emulateMedia, sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expectAccessible } from './helpers/axe.js';
import { json, stubApi } from './helpers/api-stub.js';
import { day, giftCode, giftProduct, giftShop, svgImage } from './helpers/gift-shop-records.js';
import { assert, captureErrors, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
// Colour transitions and entry animations settle at once, so axe measures the final colours.
await emulateMedia({ reducedMotion: 'reduce' });

// ---- fake API ---------------------------------------------------------------------------------------

function product(n, extra = {}) {
  return giftProduct(String(10000 + n), {
    name: `Gave Nummer ${n}`,
    image: svgImage(`#${(n * 40503).toString(16).slice(-6).padStart(6, '0')}`),
    longdescription: `<p>Beskrivelse af gave ${n}</p>`,
    ...extra,
  });
}

const PRODUCTS = Array.from({ length: 45 }, (_, i) => product(i + 1));
// Product 1 carries a script payload and extra images, badges and icons (overlay tests).
PRODUCTS[0] = product(1, {
  name: 'Termokrus DELUXE Sort',
  badges: ['Nyhed', 'Bæredygtig'],
  icons: [{ url: PRODUCTS[1].image, title: 'Svanemærket' }],
  images: [{ url: PRODUCTS[2].image }, { url: PRODUCTS[3].image }],
  longdescription:
    '<p>Holder <b>kaffen</b> varm.</p><img src="data:image/png;base64,AAAA" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned=3">x</a>',
});
const info = (p) => ({ id: p.id, name: p.name, image: p.image });

const shop = (id, extra = {}) => giftShop(id, { products: PRODUCTS.slice(0, 5).map((p) => p.id), ...extra });
const code = giftCode;

let db;
function resetDb() {
  db = {
    shops: {
      one: shop('one', {
        message:
          '<p>Glædelig <b>jul</b>!</p><img src="data:image/png;base64,AAAA" onerror="window.__pwned = 4"><script>window.__pwned = 5</script>',
      }),
      three: shop('three', { requireddefaultproducts: 3, products: PRODUCTS.map((p) => p.id), message: '' }),
      closed: shop('closed', { status: 1, state: 'CLOSED', startdate: day(-60), enddate: day(-5) }),
      awaiting: shop('awaiting', { state: 'AWAITING', startdate: day(20), enddate: day(40) }),
      pale: shop('pale', { theme: { backgroundcolor: '#ffffff', textcolor: '#eeeeee', logoimage: null } }),
    },
    codes: {
      'ONE-0001': code('ONE-0001', 'one'),
      'ONE-0002': code('ONE-0002', 'one'),
      'TRE-0001': code('TRE-0001', 'three'),
      'TRE-0002': code('TRE-0002', 'three'),
      'USED-0001': code('USED-0001', 'one', {
        name: 'Ida Holm',
        products: [PRODUCTS[4].id],
        productsinfo: [info(PRODUCTS[4])],
      }),
      'CLS-0001': code('CLS-0001', 'closed'),
      'PALE-0001': code('PALE-0001', 'pale'),
    },
    requests: [],
    redeemed: [],
    /** The next N requests answer 503. */
    failures: 0,
  };
}
resetDb();

const key = (id) => decodeURIComponent(id).toUpperCase().replace(/[\s-]/g, '');
const findCode = (id) => Object.values(db.codes).find((c) => key(c.id) === key(id));

async function answer(method, path, body) {
  let m;
  if (method === 'GET' && (m = /^giftshop\/code\/([^/]+)$/.exec(path))) {
    const found = findCode(m[1]);
    return found ? json(200, found) : json(404, { error: 'Ukendt kode' });
  }
  if (method === 'POST' && (m = /^giftshop\/code\/([^/]+)\/redeem$/.exec(path))) {
    const found = findCode(m[1]);
    if (!found) return json(404, { error: 'Ukendt kode' });
    if (found.products.length) return json(409, { error: 'Kode allerede brugt' });
    db.redeemed.push({ code: found.id, ...body });
    found.products = [...body.products];
    found.productsinfo = body.products.map((id) => info(PRODUCTS.find((p) => p.id === id)));
    found.name = body.name;
    found.email = body.email ?? '';
    return json(200, found);
  }
  if (method === 'POST' && path === 'giftshop/productinfo') {
    return json(200, body.map((id) => PRODUCTS.find((p) => p.id === id)).filter(Boolean));
  }
  if (method === 'GET' && (m = /^giftshop\/([^/]+)$/.exec(path))) {
    const found = db.shops[decodeURIComponent(m[1])];
    return found ? json(200, found) : json(404, { error: 'Ukendt gaveshop' });
  }
  return json(404, { error: 'not found' });
}

const api = stubApi('test', {
  record: (call) => db.requests.push(call),
  answer(method, path, body) {
    if (db.failures > 0) {
      db.failures -= 1;
      return json(503, { error: 'unavailable' });
    }
    return answer(method, path, body);
  },
});
/** API answers wait until the returned release() is called. */
const holdResponses = () => api.hold();

// ---- helpers --------------------------------------------------------------------------------------------
async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}

const events = [];
['butik-gift-step', 'butik-gift-redirect', 'butik-gift-leave', 'butik-gift-completed'].forEach((type) =>
  document.addEventListener(type, (e) =>
    events.push({ type, detail: e.detail, composed: e.composed, bubbles: e.bubbles }),
  ),
);

async function mount(attrs = '') {
  const container = fixture(
    `<shop-context context="test" culture="da-DK"><gift-recipient-flow ${attrs}></gift-recipient-flow></shop-context>`,
  );
  await customElements.whenDefined('gift-recipient-flow');
  const el = container.querySelector('gift-recipient-flow');
  await settle();
  await waitFor(() => el.shadowRoot?.querySelector('.flow'), 'flow rendered');
  return { container, el };
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const textOf = (el) => el.shadowRoot.textContent.replace(/\s+/g, ' ');
const buttonByText = (el, text) =>
  $$(el, 'button').find((b) => b.textContent.replace(/\s+/g, ' ').trim().startsWith(text));

/** Types into a React-controlled input (native setter + a composed input event, as real typing fires). */
function type(input, value) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

async function waitStep(el, step) {
  await waitFor(
    () => el.getAttribute('data-state') === step,
    `data-state="${step}" (is ${el.getAttribute('data-state')})`,
  );
  await settle();
}

async function fillInfo(el, name = 'Anna Hansen') {
  type($(el, 'input[name="name"]'), name);
  await settle();
  const consent = $(el, 'input[name="consent"]');
  if (!consent.checked) consent.click();
  await settle();
}

/** From a code attribute to the products step. */
async function toProducts(el) {
  await waitStep(el, 'info');
  await fillInfo(el);
  buttonByText(el, 'Fortsæt').click();
  await waitStep(el, 'message');
  buttonByText(el, 'Fortsæt').click();
  await waitStep(el, 'products');
  await waitFor(() => $$(el, '[data-product-toggle]').length > 0, 'products shown');
}

let current;
beforeEach(() => {
  resetDb();
  events.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', location.pathname + location.search);
});
afterEach(async () => {
  api.releaseAll();
  current = undefined;
  await settle();
});

// ---- tests ----------------------------------------------------------------------------------------------
describe('<gift-recipient-flow>', () => {
  it('login: code input and Fortsæt are disabled while loading; an unknown code shows "Ukendt kode"', async () => {
    current = await mount();
    const { el } = current;
    equal(el.getAttribute('data-state'), 'login');
    assert(textOf(el).includes('Indtast gavekode'), 'heading text');
    const input = $(el, 'input[name="code"]');
    const button = buttonByText(el, 'Fortsæt');
    assert(input && button, 'form shown');
    equal(input.getAttribute('aria-labelledby'), $(el, 'h2').id, 'input labelled by the heading');
    equal(events.length, 0, 'no event on first render');
    const release = holdResponses();
    type(input, 'nope-123');
    await settle();
    button.click();
    await waitFor(() => input.disabled && button.disabled, 'input and button disabled while loading');
    await expectAccessible(el);
    release();
    await waitFor(() => textOf(el).includes('Ukendt kode'), 'Ukendt kode shown');
    await settle();
    assert(!input.disabled && !button.disabled, 'enabled again after the answer');
    equal(el.getAttribute('data-state'), 'login');
    assert($(el, '[role="alert"]').textContent.includes('Ukendt kode'), 'error is an alert');
    equal(input.getAttribute('aria-invalid'), 'true');
  });

  it('a typed code loads the code, then its shop, then INFO, and fires butik-gift-step', async () => {
    current = await mount('giftshop="one"');
    const { el } = current;
    type($(el, 'input[name="code"]'), ' one 0001 ');
    await settle();
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'info');
    const step = events.find((e) => e.type === 'butik-gift-step');
    assert(step, 'butik-gift-step fired');
    equal(step.detail.step, 'info');
    equal(step.detail.giftshop, 'one');
    equal(step.detail.code, 'ONE-0001');
    assert(step.bubbles && step.composed, 'bubbles and composed');
    assert(textOf(el).includes('Kopier mit gavelink'), 'info step shown');
    assert($(el, 'details.guide'), 'guide shown in info');
    assert(!$(el, '.header'), 'no header in info');
  });

  it('closed and awaiting shops show their texts and no form', async () => {
    current = await mount('giftshop="closed"');
    await waitFor(() => textOf(current.el).includes('Gaveshoppen er afsluttet'), 'closed text');
    equal($(current.el, 'input[name="code"]'), null, 'no code input for a closed shop');
    equal(buttonByText(current.el, 'Fortsæt'), undefined, 'no Fortsæt for a closed shop');
    await expectAccessible(current.el);
    current.container.remove();
    await settle();

    current = await mount('giftshop="awaiting"');
    await waitFor(() => textOf(current.el).includes('Gaveshoppen er ikke åben endnu'), 'awaiting text');
    equal($(current.el, 'input[name="code"]'), null, 'no code input for an awaiting shop');
    equal($(current.el, 'details.guide'), null, 'no guide without a form');
    await expectAccessible(current.el);
    current.container.remove();
    await settle();

    current = await mount('code="CLS-0001"');
    await waitFor(
      () => textOf(current.el).includes('Gaveshoppen er afsluttet'),
      'closed text for a code of a closed shop',
    );
    equal(current.el.getAttribute('data-state'), 'login');
    equal($(current.el, 'input[name="code"]'), null);
  });

  it('an unknown gift shop shows "Ukendt gaveshop" with the form', async () => {
    current = await mount('giftshop="nowhere"');
    await waitFor(() => textOf(current.el).includes('Ukendt gaveshop'), 'unknown shop text');
    assert($(current.el, 'input[name="code"]'), 'the form stays (shop state unset)');
  });

  it('info: the name rule message, the consent and the Fortsæt enabling', async () => {
    current = await mount('giftshop="one" code="ONE-0001"');
    const { el } = current;
    await waitStep(el, 'info');
    const name = $(el, 'input[name="name"]');
    const cont = buttonByText(el, 'Fortsæt');
    assert(cont.disabled, 'disabled with an empty form');
    assert(!textOf(el).includes('Udfyld venligst fornavn og efternavn'), 'no message while empty');
    type(name, 'Anna');
    await settle();
    assert(textOf(el).includes('Udfyld venligst fornavn og efternavn'), 'message for a single name');
    equal(name.getAttribute('aria-invalid'), 'true');
    assert(name.getAttribute('aria-describedby'), 'message described');
    assert(cont.disabled, 'still disabled');
    await expectAccessible(el);
    type(name, 'Anna Hansen');
    await settle();
    assert(!textOf(el).includes('Udfyld venligst fornavn og efternavn'), 'message gone for a full name');
    assert(cont.disabled, 'disabled without consent');
    const consent = $(el, 'input[name="consent"]');
    const consentLabel = $(el, `label[for="${consent.id}"]`);
    assert(consentLabel && consentLabel.textContent.includes('accepterer'), 'consent has the accept-terms text');
    consent.click();
    await settle();
    assert(!cont.disabled, 'enabled: name valid and consent given');
    type(name, '');
    await settle();
    assert(cont.disabled, 'disabled again with an empty name');
    assert(!textOf(el).includes('Udfyld venligst fornavn og efternavn'), 'no message for an empty name');
  });

  it('copies the gift link with navigator.clipboard and announces it politely', async () => {
    const written = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t) => written.push(t) },
    });
    try {
      current = await mount('giftshop="one" code="one-0001"');
      const { el } = current;
      await waitStep(el, 'info');
      buttonByText(el, 'Kopier mit gavelink').click();
      const status = $(el, '[role="status"][aria-live="polite"]');
      await waitFor(() => status.textContent.includes('kopieret'), 'copied announcement');
      const expected = `${location.href.split('#')[0]}#/g/one/ONE-0001`;
      equal(written.length, 1);
      equal(written[0], expected, 'the recipient deep link');
      await expectAccessible(el);
    } finally {
      delete navigator.clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
  });

  it('copies the gift link without the async Clipboard API (textarea + execCommand)', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const originalExec = document.execCommand;
    let copied = null;
    document.execCommand = function (command) {
      if (command !== 'copy') return false;
      const active = document.activeElement;
      copied =
        active instanceof HTMLTextAreaElement ? active.value.slice(active.selectionStart, active.selectionEnd) : null;
      return copied !== null;
    };
    try {
      current = await mount('giftshop="one" code="ONE-0002"');
      const { el } = current;
      await waitStep(el, 'info');
      const button = buttonByText(el, 'Kopier mit gavelink');
      button.focus();
      button.click();
      const status = $(el, '[role="status"][aria-live="polite"]');
      await waitFor(() => status.textContent.includes('kopieret'), 'copied announcement');
      equal(copied, `${location.href.split('#')[0]}#/g/one/ONE-0002`);
      equal(document.querySelectorAll('body > textarea').length, 0, 'helper textarea removed');
      equal(el.shadowRoot.activeElement, button, 'focus back on the button');
      // And when copying fails altogether, the link is offered for manual copying.
      document.execCommand = () => false;
      button.click();
      await waitFor(() => $(el, 'input.input--link'), 'manual copy field');
      equal($(el, 'input.input--link').value, `${location.href.split('#')[0]}#/g/one/ONE-0002`);
      await expectAccessible(el);
    } finally {
      document.execCommand = originalExec;
      delete navigator.clipboard;
    }
  });

  it('message: the shop welcome message is sanitised; without one a greeting with the name', async () => {
    window.__pwned = undefined;
    current = await mount('giftshop="one" code="ONE-0001"');
    let { el } = current;
    await waitStep(el, 'info');
    await fillInfo(el, 'Anna Hansen');
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'message');
    const message = $(el, '.message');
    await waitFor(() => message.querySelector('b')?.textContent === 'jul', 'welcome message rendered');
    equal(message.getAttribute('dir'), 'auto', "the shop's message runs in its own language's direction");
    equal(message.querySelectorAll('script').length, 0, 'no script');
    equal(message.querySelectorAll('[onerror]').length, 0, 'no onerror');
    await new Promise((r) => setTimeout(r, 50));
    equal(window.__pwned, undefined, 'no payload ran');
    assert(!$(el, 'details.guide'), 'no guide in message');
    assert(!$(el, '.header'), 'no header in message');
    await expectAccessible(el);
    current.container.remove();
    await settle();

    current = await mount('giftshop="three" code="TRE-0001"');
    el = current.el;
    await waitStep(el, 'info');
    await fillInfo(el, 'Bo Jensen');
    buttonByText(el, 'Fortsæt').click();
    await waitStep(el, 'message');
    equal($(el, 'h2').textContent.trim(), 'Kære Bo', 'default greeting with the name');
    assert($(el, '.message').textContent.includes('Der venter en gave til dig'), 'default greeting text');
  });

  it('products: 20 a page with a pager, aria-pressed toggles, finish enabled at exactly the required count', async () => {
    current = await mount('giftshop="three" code="TRE-0001"');
    const { el } = current;
    await toProducts(el);
    assert($(el, '.header'), 'header shown in products');
    assert(!$(el, 'details.guide'), 'no guide in products');
    const ids = () => $$(el, '[data-product-toggle]').map((b) => b.dataset.productToggle);
    equal(ids().length, 20, 'first page: 20');
    const first = ids();
    const finish = buttonByText(el, 'Bekræft');
    assert(finish.disabled, 'finish disabled with none chosen');
    assert(textOf(el).includes('Du har valgt 0 af 3'), 'footer count');

    const toggles = $$(el, '[data-product-toggle]');
    equal(toggles[0].getAttribute('aria-pressed'), 'false');
    toggles[0].click();
    await settle();
    await waitFor(() => $$(el, '[data-product-toggle]')[0].getAttribute('aria-pressed') === 'true', 'pressed');
    assert(textOf(el).includes('Du har valgt 1 af 3'), 'footer shows 1 of 3');
    assert(finish.disabled, 'finish disabled at 1 of 3');
    $$(el, '[data-product-toggle]')[1].click();
    await settle();
    assert(finish.disabled, 'finish disabled at 2 of 3');

    // Page 2 and 3.
    el.shadowRoot.querySelector('[data-pager="next"]').click();
    await settle();
    await waitFor(() => ids()[0] !== first[0], 'page 2 shown');
    equal(ids().length, 20, 'second page: 20');
    assert(!ids().some((id) => first.includes(id)), 'other products on page 2');
    equal($(el, '[aria-current="page"]').textContent.trim(), '2');
    $(el, '[data-pager-page="3"]').click();
    await settle();
    await waitFor(() => ids().length === 5, 'last page: 5');
    assert($(el, '[data-pager="next"]').disabled, 'no next on the last page');

    $$(el, '[data-product-toggle]')[0].click();
    await settle();
    await waitFor(() => !finish.disabled, 'finish enabled at exactly 3');
    assert(textOf(el).includes('Du har valgt 3 af 3'));
    // A fourth choice is refused while three are chosen.
    const fourth = $$(el, '[data-product-toggle]')[1];
    fourth.click();
    await settle();
    equal(fourth.getAttribute('aria-pressed'), 'false', 'fourth not chosen');
    equal(fourth.getAttribute('aria-disabled'), 'true', 'fourth marked unavailable');
    assert(!finish.disabled, 'still exactly 3');
    // Un-choosing one disables finish again.
    $$(el, '[data-product-toggle]')[0].click();
    await settle();
    await waitFor(() => finish.disabled, 'finish disabled again at 2');
  });

  it('overlay: a modal dialog labelled by the lowercased name, sanitised description, Esc returns focus', async () => {
    window.__pwned = undefined;
    current = await mount('giftshop="three" code="TRE-0002"');
    const { el } = current;
    await toProducts(el);
    const opener = $(el, `[data-product-opener="${PRODUCTS[0].id}"]`);
    opener.focus();
    opener.click();
    const dialog = await waitFor(() => {
      const d = $(el, 'dialog');
      return d?.open ? d : null;
    }, 'dialog open');
    await settle();
    assert(dialog.matches(':modal'), 'opened with showModal()');
    const heading = el.shadowRoot.getElementById(dialog.getAttribute('aria-labelledby'));
    equal(heading.textContent, 'termokrus deluxe sort', 'labelled by the lowercased name');
    equal(getComputedStyle(dialog).maxWidth, '1000px');
    assert(dialog.contains(el.shadowRoot.activeElement), 'focus moved into the dialog');
    const description = dialog.querySelector('.description');
    assert(description.textContent.includes('kaffen'), 'description shown');
    equal(description.getAttribute('dir'), 'auto', "the product's description runs in its own language's direction");
    equal(description.querySelectorAll('script').length, 0, 'no script');
    equal(description.querySelectorAll('[onerror]').length, 0, 'no onerror');
    assert(
      ![...description.querySelectorAll('a')].some((a) => (a.getAttribute('href') ?? '').startsWith('javascript:')),
      'no javascript: link',
    );
    equal(dialog.querySelectorAll('.badge').length, 2, 'badges');
    equal(dialog.querySelector('.icons img').alt, 'Svanemærket', 'icons with text');
    const thumbs = [...dialog.querySelectorAll('.thumbs__button')];
    equal(thumbs.length, 3, 'thumbnails of every image');
    thumbs[2].click();
    await settle();
    equal(dialog.querySelector('.overlay__image').getAttribute('src'), PRODUCTS[3].image, 'thumbnail shows its image');
    equal(thumbs[2].getAttribute('aria-pressed'), 'true');
    // Choosing from the overlay.
    const toggle = dialog.querySelector('[data-overlay-toggle]');
    toggle.click();
    await settle();
    await waitFor(
      () => dialog.querySelector('[data-overlay-toggle]').getAttribute('aria-pressed') === 'true',
      'chosen in the overlay',
    );
    await expectAccessible(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(el, 'dialog')?.open, 'closed with Esc');
    await settle();
    equal(el.shadowRoot.activeElement?.dataset.productOpener, PRODUCTS[0].id, 'focus returned to the opener');
    assert(textOf(el).includes('Du har valgt 1 af 3'), 'the choice from the overlay counts');
    equal(window.__pwned, undefined, 'no payload ran');
  });

  it('completed: confirm saves the choice; thank-you, the chosen gifts and "Du kan nu forlade siden"', async () => {
    current = await mount('giftshop="one" code="ONE-0001"');
    const { el } = current;
    await toProducts(el);
    const finish = buttonByText(el, 'Bekræft');
    $$(el, '[data-product-toggle]')[2].click();
    await settle();
    // One-gift shop: choosing another swaps.
    $$(el, '[data-product-toggle]')[3].click();
    await settle();
    await waitFor(() => !finish.disabled, 'finish enabled at 1 of 1');
    equal($$(el, '[data-product-toggle][aria-pressed="true"]').length, 1, 'one chosen');
    finish.click();
    await waitStep(el, 'completed');
    equal(db.redeemed.length, 1);
    equal(db.redeemed[0].name, 'Anna Hansen');
    equal(db.redeemed[0].products.length, 1);
    equal(db.redeemed[0].products[0], PRODUCTS[3].id);
    const text = textOf(el);
    assert(text.includes('Tak'), 'thank-you');
    assert(text.includes('Du kan nu forlade siden'), 'leave text');
    assert(text.includes(PRODUCTS[3].name), 'chosen product name');
    assert($(el, '.chosen img'), 'chosen product image');
    assert(!$(el, '.header'), 'no header in completed');
    const done = events.find((e) => e.type === 'butik-gift-completed');
    assert(done, 'butik-gift-completed fired');
    equal(done.detail.code, 'ONE-0001');
    equal(done.detail.products[0], PRODUCTS[3].id);
  });

  it('a used code shows its earlier choice', async () => {
    current = await mount('giftshop="one" code="USED-0001"');
    const { el } = current;
    await waitStep(el, 'completed');
    const text = textOf(el);
    assert(text.includes(PRODUCTS[4].name), 'earlier choice shown');
    assert(text.includes('Kode allerede brugt'), 'used text');
    assert(text.includes('Du kan nu forlade siden'));
    equal($(el, 'input[name="name"]'), null, 'no new choice');
  });

  it('leaving clears code and step and returns to the code entry', async () => {
    current = await mount('giftshop="one" code="ONE-0002"');
    const { el } = current;
    await toProducts(el);
    $(el, '.header button').click();
    await waitStep(el, 'login');
    equal($(el, 'input[name="code"]').value, '', 'code cleared');
    const leave = events.find((e) => e.type === 'butik-gift-leave');
    assert(leave, 'butik-gift-leave fired');
    equal(leave.detail.giftshop, 'one');
  });

  it('theme: the shop colours apply; an unreadable text colour is replaced', async () => {
    current = await mount('giftshop="one"');
    await waitFor(
      () => getComputedStyle($(current.el, '.flow')).backgroundColor === 'rgb(122, 16, 32)',
      'shop background',
    );
    equal(getComputedStyle($(current.el, '.flow')).color, 'rgb(255, 255, 255)', 'readable pair kept');
    current.container.remove();
    await settle();
    current = await mount('giftshop="pale"');
    await waitFor(
      () => getComputedStyle($(current.el, '.flow')).backgroundColor === 'rgb(255, 255, 255)',
      'pale background',
    );
    equal(getComputedStyle($(current.el, '.flow')).color, 'rgb(0, 0, 0)', '#eeeeee on white replaced by black');
    assert($(current.el, '.flow').hasAttribute('data-theme-adjusted'));
  });

  it("a code of another shop fires butik-gift-redirect with the code's shop", async () => {
    current = await mount('giftshop="three" code="ONE-0001"');
    await waitFor(() => events.some((e) => e.type === 'butik-gift-redirect'), 'redirect event');
    const redirect = events.find((e) => e.type === 'butik-gift-redirect');
    equal(redirect.detail.giftshop, 'one');
    equal(redirect.detail.code, 'ONE-0001');
  });

  it('a failed request shows a retryable message; "Prøv igen" repeats it', async () => {
    current = await mount('giftshop="one"');
    const { el } = current;
    await waitFor(() => $(el, 'input[name="code"]') && !$(el, 'input[name="code"]').disabled, 'form ready');
    db.failures = 3; // the GET and its two automatic retries
    type($(el, 'input[name="code"]'), 'ONE-0001');
    await settle();
    buttonByText(el, 'Fortsæt').click();
    await waitFor(() => textOf(el).includes('Vi kunne ikke få forbindelse til gaveshoppen'), 'network message', 8000);
    equal(el.getAttribute('data-state'), 'login');
    await expectAccessible(el);
    buttonByText(el, 'Prøv igen').click();
    await waitStep(el, 'info');
  });

  it('the step attribute moves the flow back (browser Back)', async () => {
    current = await mount('giftshop="one" code="ONE-0002"');
    const { el } = current;
    await toProducts(el);
    el.setAttribute('step', 'message');
    await waitStep(el, 'message');
    equal($(el, 'h2').textContent.trim(), 'En hilsen til dig');
  });

  it('a bad step attribute logs one error and never crashes', async () => {
    const errors = captureErrors();
    try {
      current = await mount('step="bogus"');
      equal(current.el.getAttribute('data-state'), 'login');
      equal(errors.calls.filter((c) => c.includes('step="bogus"')).length, 1, 'one error naming the value');
      assert($(current.el, 'input[name="code"]'), 'code entry shown');
    } finally {
      errors.stop();
    }
  });
});
