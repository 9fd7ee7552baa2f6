/* global describe, it, before */
// <login-form>: the login form in the light DOM (password managers), the sign-in answers, query-string alerts, the
// reset password modal and the 'Unfinished business?' saved-cart dialog (spec §2, §4, §5, §7, §8).
// The login page URL (page config `login-url`) is stubbed here: `/fake-login/<n>` answers per test; the cart calls
// (getcart, getretentioncart, change) come from the fake shop.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepEqual, equal, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { dkkEn } from '../money.mjs';

installFakeShop();

// ---- the login page URL stub ----------------------------------------------------------------------------------
const logins = new Map();
let loginCount = 0;

/** A fresh login page URL with its answers; `requests` records each POST's form fields (and headers). */
function loginPage({ signin, reset } = {}) {
  loginCount += 1;
  const path = `/fake-login/${loginCount}`;
  const state = {
    path,
    requests: [],
    signin: signin ?? { signincompleted: true, previouscartfound: false, errortype: null },
    reset: reset ?? { emailsent: true, emailmissing: false },
    held: null,
    hold() {
      let release;
      state.held = new Promise((resolve) => (release = resolve));
      return () => {
        state.held = null;
        release();
      };
    },
  };
  logins.set(path, state);
  return state;
}

before(() => {
  const previous = window.fetch;
  window.fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const state = logins.get(url.pathname);
    if (!state) return previous(input, init);
    const fields = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : {};
    const headers = new Headers(init.headers);
    state.requests.push({
      method: (init.method ?? 'GET').toUpperCase(),
      fields,
      multipart: init.body instanceof FormData,
      xsrf: headers.get('X-XSRF-TOKEN'),
    });
    if (state.held) await state.held;
    const answer =
      fields.action === 'signin'
        ? state.signin
        : fields.action === 'resetpasswordrequest'
          ? state.reset
          : { error: 'unknown action' };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    // A completed sign-in signs in the fake shop's session too (its saved cart and cart/change need a user).
    if (answer.signincompleted && state.shop) state.shop.user = { role: 'user' };
    return new Response(JSON.stringify(answer), {
      status: fields.action ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  };
});

// Never let a test reload the page: every butik-login is recorded and prevented.
const loginEvents = [];
document.addEventListener('butik-login', (event) => {
  loginEvents.push({ detail: event.detail, cancelable: event.cancelable });
  event.preventDefault();
});

// ---- helpers ------------------------------------------------------------------------------------------------
let container;
async function mount({ login = loginPage(), lines = [], saved = [], culture = 'en-GB' } = {}) {
  const mounted = await mountInShop('login-form', '<login-form></login-form>', {
    lines,
    config: `culture="${culture}" login-url="${login.path}"`,
    tweak: (shop) => {
      shop.saved = saved;
    },
  });
  container = mounted.container;
  const { el, shop } = mounted;
  login.shop = shop;
  await waitFor(() => el.querySelector('form input[name="password"]'), 'form rendered');
  return { el, shop, login };
}

const q = (el, selector) => el.querySelector(selector);
const username = (el) => q(el, 'input[name="username"]');
const password = (el) => q(el, 'input[name="password"]');
const submit = (el) => q(el, 'button[type="submit"]');
const alertText = (el) => q(el, '.butik-login__form .butik-login__alert')?.textContent ?? null;
const errorOf = (input) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return (
    ids
      .map((id) => document.getElementById(id))
      .find((n) => n?.classList.contains('butik-field__error') && n.textContent) ?? null
  );
};
const resetDialog = (el) => q(el, '.butik-login__dialog--reset');
const savedDialog = (el) => q(el, '.butik-login__dialog--saved');
/** The saved-cart dialog is open and its items have loaded (the choices work). */
const savedReady = (el) =>
  savedDialog(el)?.open &&
  !savedDialog(el).querySelector('.butik-login__loading') &&
  savedDialog(el).querySelector('.butik-login__choices');
const choice = (el, text) =>
  [...savedDialog(el).querySelectorAll('.butik-login__choices button')].find((b) => b.textContent === text) ?? null;

function fill(el, user, pass) {
  username(el).value = user;
  password(el).value = pass;
}

async function signInWith(el, { user = 'kunde@butik.test', pass = 'demo1234', remember = false } = {}) {
  fill(el, user, pass);
  q(el, 'input[name="rememberlogin"]').checked = remember;
  submit(el).click();
}

const eventsSince = (n) => loginEvents.slice(n).map((e) => e.detail);

const SAVED = [
  { productid: '10001', quantity: 2, addonparent: null },
  { productid: '10080', quantity: 1, addonparent: null },
  { productid: '10010', quantity: 1, addonparent: '10001' },
];

// ---- tests --------------------------------------------------------------------------------------------------
describe('<login-form>', () => {
  it('renders a real form in the light DOM: password managers see the inputs with the right autocomplete', async () => {
    const { el } = await mount();
    equal(el.shadowRoot, null, 'no shadow root');
    const pass = document.querySelector('login-form form input[autocomplete=current-password]');
    assert(pass, 'the password input is found from the document');
    const form = document.querySelector('login-form form');
    equal(pass.form, form, 'password belongs to the form');
    equal(pass.type, 'password');
    equal(pass.name, 'password');
    const user = document.querySelector('login-form form input[autocomplete=username]');
    equal(user.form, form, 'username belongs to the form');
    equal(user.type, 'email');
    equal(user.name, 'username');
    const remember = q(el, 'input[type="checkbox"][name="rememberlogin"]');
    equal(remember.form, form);
    equal(remember.labels[0].textContent, 'Remember me');
    equal(user.labels[0].textContent, 'Username');
    equal(pass.labels[0].textContent, 'Password');
    equal(submit(el).textContent, 'Login');
    equal(q(el, '.butik-login__link').textContent, 'Reset password');
    equal(el.getAttribute('data-state'), 'idle');
    equal(alertText(el), null, 'no alert');
    assert(submit(el).getBoundingClientRect().height >= 44, '44px touch target');
  });

  it('Danish texts follow the culture', async () => {
    const { el } = await mount({ culture: 'da-DK' });
    await waitFor(() => submit(el).textContent === 'Log ind', 'Danish Login');
    equal(q(el, 'input[name="rememberlogin"]').labels[0].textContent, 'Husk mig');
    equal(q(el, '.butik-login__link').textContent, 'Nulstil adgangskode');
  });

  it('required fields: the generic messages below the fields, announced, focus on the first invalid field; nothing sent', async () => {
    const { el, login } = await mount();
    submit(el).click();
    await waitFor(() => errorOf(username(el)), 'username error');
    equal(errorOf(username(el)).textContent, 'The Username field is required');
    equal(errorOf(password(el)).textContent, 'The Password field is required');
    equal(username(el).getAttribute('aria-invalid'), 'true');
    equal(document.activeElement, username(el), 'focus on the first invalid field');
    const summary = q(el, '.butik-error-summary');
    equal(summary.getAttribute('role'), 'alert', 'the summary is announced');
    deepEqual(
      [...summary.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      [
        ['The Username field is required', `#${username(el).id}`],
        ['The Password field is required', `#${password(el).id}`],
      ],
    );
    equal(login.requests.length, 0, 'nothing sent');
    await expectAccessible(container);
    // The errors follow the typing; the next submit focuses the password.
    username(el).focus();
    await sendKeys({ type: 'kunde@butik.test' });
    await waitFor(() => !errorOf(username(el)), 'username error gone');
    equal(q(el, '.butik-error-summary').querySelectorAll('a').length, 1, 'the summary follows');
    submit(el).click();
    await waitFor(() => document.activeElement === password(el), 'focus on the password');
    equal(login.requests.length, 0);
  });

  it('posts action=signin multipart to login-url (password URL-encoded, rememberlogin, XSRF); spinner while waiting; errortype 0 → invalid alert', async () => {
    const login = loginPage({
      signin: { signincompleted: false, previouscartfound: false, errortype: 0, signinerror: true },
    });
    const { el } = await mount({ login });
    const release = login.hold();
    await signInWith(el, { pass: 'demo 1234&æ', remember: true });
    await waitFor(() => submit(el).getAttribute('aria-busy') === 'true', 'busy');
    assert(q(el, '.butik-login__submit .butik-spinner'), 'spinner shown');
    await waitFor(() => el.getAttribute('data-state') === 'submitting', 'data-state submitting');
    await expectAccessible(container);
    submit(el).click(); // double submit while signing in
    release();
    await waitFor(() => alertText(el), 'alert');
    equal(login.requests.length, 1, 'one request');
    const [request] = login.requests;
    equal(request.method, 'POST');
    equal(request.multipart, true);
    assert(request.xsrf, 'XSRF header sent');
    deepEqual(request.fields, {
      action: 'signin',
      username: 'kunde@butik.test',
      password: encodeURIComponent('demo 1234&æ'),
      rememberlogin: 'true',
      output: 'json',
    });
    assert(alertText(el).startsWith('Invalid username or password'), alertText(el));
    equal(q(el, '.butik-login__form .butik-login__alert').getAttribute('role'), 'alert');
    equal(submit(el).hasAttribute('aria-busy'), false, 'spinner gone');
    await waitFor(() => el.getAttribute('data-state') === 'error', 'data-state error');
    await expectAccessible(container);
    // × dismisses it.
    q(el, '.butik-login__dismiss').click();
    await waitFor(() => alertText(el) === null, 'dismissed');
    await waitFor(() => el.getAttribute('data-state') === 'idle', 'data-state idle');
  });

  it('errortype 1 → the critical alert; without Remember me no rememberlogin is sent', async () => {
    const login = loginPage({
      signin: { signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true },
    });
    const { el } = await mount({ login });
    await signInWith(el);
    await waitFor(() => alertText(el), 'alert');
    assert(alertText(el).startsWith('The system encountered a problem. Please contact us for help.'), alertText(el));
    equal('rememberlogin' in login.requests[0].fields, false);
  });

  it('a network failure → the critical alert', async () => {
    const login = loginPage({ signin: 'network' });
    const { el } = await mount({ login });
    await signInWith(el);
    await waitFor(() => alertText(el), 'alert');
    assert(alertText(el).startsWith('The system encountered a problem.'), alertText(el));
  });

  it('query string: signinerror with errortype 0 or 1 shows the matching alert on load; other values show none', async () => {
    const original = location.pathname + location.search + location.hash;
    const sep = location.search ? '&' : '?';
    const withQuery = (q2) => history.replaceState(null, '', location.pathname + location.search + sep + q2);
    try {
      withQuery('signinerror=true&errortype=0');
      let { el } = await mount();
      await waitFor(() => alertText(el), 'alert 0');
      assert(alertText(el).startsWith('Invalid username or password'), alertText(el));
      await expectAccessible(container);
      history.replaceState(null, '', original);

      withQuery('signinerror=true&errortype=1');
      ({ el } = await mount());
      await waitFor(() => alertText(el), 'alert 1');
      assert(alertText(el).startsWith('The system encountered a problem.'), alertText(el));
      history.replaceState(null, '', original);

      withQuery('errortype=0');
      ({ el } = await mount());
      equal(alertText(el), null, 'no signinerror → no alert');
      history.replaceState(null, '', original);

      withQuery('signinerror=true&errortype=2');
      ({ el } = await mount());
      equal(alertText(el), null, 'unknown errortype → no alert');
    } finally {
      history.replaceState(null, '', original);
    }
  });

  it('success without a previous cart: the cancelable butik-login event (then the reload, prevented here)', async () => {
    const { el, shop } = await mount();
    const before = loginEvents.length;
    await signInWith(el);
    await waitFor(() => loginEvents.length > before, 'butik-login');
    deepEqual(eventsSince(before), [{ signedIn: true, previouscartfound: false, choice: null }]);
    equal(loginEvents[before].cancelable, true);
    equal(savedDialog(el)?.open ?? false, false, 'no saved-cart dialog');
    equal(shop.count('GET', 'cart/getretentioncart'), 0);
    await waitFor(() => el.getAttribute('data-state') === 'done', 'done');
  });

  it('reset password modal (600px): required and e-mail checks, spinner, success text, Back returns focus', async () => {
    const { el, login } = await mount();
    username(el).value = 'kunde@butik.test';
    const link = q(el, '.butik-login__link');
    link.focus();
    link.click();
    await waitFor(() => resetDialog(el)?.open, 'reset modal open');
    await waitFor(() => el.getAttribute('data-state') === 'reset', 'data-state reset');
    const dialog = resetDialog(el);
    equal(Math.round(dialog.getBoundingClientRect().width), Math.min(600, window.innerWidth - 24), '600px wide');
    equal(dialog.querySelector('h2').textContent, 'Reset password');
    const email = dialog.querySelector('input');
    equal(email.type, 'email');
    equal(email.value, 'kunde@butik.test', 'prefilled with the username');
    equal(document.activeElement, email, 'focus in the field');
    const [back, reset] = dialog.querySelectorAll('.butik-login__actions button');
    equal(back.textContent, 'Back');
    equal(reset.textContent, 'Reset');
    await expectAccessible(dialog);

    // Required, then e-mail.
    email.select();
    await sendKeys({ press: 'Backspace' });
    reset.click();
    await waitFor(() => errorOf(email), 'required error');
    equal(errorOf(email).textContent, 'The Username field is required');
    email.focus();
    await sendKeys({ type: 'not-an-email' });
    reset.click();
    await waitFor(() => errorOf(email)?.textContent === 'The Username field must be a valid email', 'email error');
    equal(login.requests.length, 0);
    await expectAccessible(dialog);

    email.select();
    await sendKeys({ type: 'kunde@butik.test' });
    const release = login.hold();
    reset.click();
    await waitFor(() => reset.getAttribute('aria-busy') === 'true', 'busy');
    assert(reset.querySelector('.butik-spinner'), 'spinner');
    release();
    await waitFor(() => dialog.querySelector('.butik-login__alert'), 'result');
    equal(
      dialog.querySelector('.butik-login__alert').textContent,
      'An e-mail has been dispatched with instructions on how to proceed.',
    );
    deepEqual(login.requests[0].fields, { action: 'resetpasswordrequest', email: 'kunde@butik.test', output: 'json' });
    await expectAccessible(dialog);

    back.click();
    await waitFor(() => !resetDialog(el).open, 'closed');
    equal(document.activeElement, link, 'focus back on the link');
    await waitFor(() => el.getAttribute('data-state') === 'idle', 'data-state idle');
  });

  it("reset: emailsent false → 'The username doesn't exist.'; Esc goes back", async () => {
    const login = loginPage({ reset: { emailsent: false, emailmissing: true } });
    const { el } = await mount({ login });
    q(el, '.butik-login__link').click();
    await waitFor(() => resetDialog(el)?.open, 'open');
    const email = resetDialog(el).querySelector('input');
    email.focus();
    await sendKeys({ type: 'nobody@butik.test' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => resetDialog(el).querySelector('.butik-login__alert'), 'result');
    equal(resetDialog(el).querySelector('.butik-login__alert').textContent, "The username doesn't exist.");
    equal(resetDialog(el).querySelector('.butik-login__alert').getAttribute('role'), 'alert');
    await expectAccessible(resetDialog(el));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !resetDialog(el).open && el.getAttribute('data-state') === 'idle', 'closed by Esc');
  });

  it('saved-cart dialog: items with image, quantity, name, line price; the add-on nested under its parent; three choices', async () => {
    const login = loginPage({ signin: { signincompleted: true, previouscartfound: true, errortype: null } });
    const { el } = await mount({ login, lines: [['10006', 6]], saved: SAVED });
    const before = loginEvents.length;
    await signInWith(el);
    await waitFor(() => savedReady(el) && savedDialog(el).querySelector('.butik-login__items'), 'dialog with items');
    const dialog = savedDialog(el);
    await waitFor(() => el.getAttribute('data-state') === 'saved-cart', 'data-state saved-cart');
    equal(dialog.querySelector('h2').textContent, 'Unfinished business?');
    equal(Math.round(dialog.getBoundingClientRect().width), Math.min(600, window.innerWidth - 24), '600px wide');
    const groups = dialog.querySelectorAll('.butik-login__items > li');
    equal(groups.length, 2, 'two top-level items');
    const first = groups[0];
    equal(first.querySelector('.butik-login__item-name').textContent, 'Kuglepen blå');
    assert(first.querySelector('img.butik-login__item-image').src.startsWith('data:image/svg'), 'image');
    assert(first.querySelector('.butik-login__item-quantity').textContent.includes('2 ×'), 'quantity');
    // The saved line's number, formatted for the en-GB page (docs/money-format.md).
    equal(first.querySelector('.butik-login__item-price').textContent, dkkEn('200.00'));
    const addons = first.querySelectorAll('.butik-login__addons li');
    equal(addons.length, 1, 'the add-on is nested under its parent');
    equal(addons[0].querySelector('.butik-login__item-name').textContent, 'Hæftemaskine');
    equal(groups[1].querySelector('.butik-login__addons'), null);
    equal(groups[1].querySelector('.butik-login__item-name').textContent, 'Whiteboard');
    deepEqual(
      [...dialog.querySelectorAll('.butik-login__choices button')].map((b) => b.textContent),
      ['Use the saved cart', 'Merge with the current cart', 'Do nothing'],
    );
    deepEqual(eventsSince(before), [], 'no reload before a choice');
  });

  it('saved cart → "Use the saved cart": GET cart/change (no merge), the page cart follows, then butik-login', async () => {
    const login = loginPage({ signin: { signincompleted: true, previouscartfound: true, errortype: null } });
    const { el, shop } = await mount({ login, lines: [['10006', 6]], saved: SAVED });
    const cartChanges = [];
    el.addEventListener('butik-cart-change', (e) => cartChanges.push(e.detail));
    const before = loginEvents.length;
    await signInWith(el);
    await waitFor(() => savedReady(el) && choice(el, 'Use the saved cart'), 'dialog');
    const release = shop.hold('cart/change');
    choice(el, 'Use the saved cart').click();
    await waitFor(() => choice(el, 'Use the saved cart').getAttribute('aria-busy') === 'true', 'busy');
    assert(choice(el, 'Use the saved cart').querySelector('.butik-spinner'), 'spinner');
    await expectAccessible(savedDialog(el));
    release();
    await waitFor(() => loginEvents.length > before, 'butik-login');
    const change = shop.requests.filter((r) => r.path === 'cart/change');
    equal(change.length, 1);
    deepEqual(change[0].query, {});
    deepEqual(
      shop.lines.map((l) => [l.productid, l.quantity]),
      [
        ['10001', 2],
        ['10080', 1],
        ['10010', 1],
      ],
    );
    assert(cartChanges.length >= 1, 'butik-cart-change fired (page cart replaced)');
    deepEqual(eventsSince(before), [{ signedIn: true, previouscartfound: true, choice: 'use' }]);
    await waitFor(() => !savedDialog(el).open, 'dialog closed after the (prevented) reload');
  });

  it('saved cart → "Merge with the current cart": GET cart/change?merge=true', async () => {
    const login = loginPage({ signin: { signincompleted: true, previouscartfound: true, errortype: null } });
    const { el, shop } = await mount({ login, lines: [['10006', 6]], saved: SAVED });
    const before = loginEvents.length;
    await signInWith(el);
    await waitFor(() => savedReady(el) && choice(el, 'Merge with the current cart'), 'dialog');
    choice(el, 'Merge with the current cart').click();
    await waitFor(() => loginEvents.length > before, 'butik-login');
    deepEqual(
      shop.requests.filter((r) => r.path === 'cart/change').map((r) => r.query),
      [{ merge: 'true' }],
    );
    deepEqual(shop.lines.map((l) => l.productid).sort(), ['10001', '10006', '10010', '10080']);
    deepEqual(eventsSince(before), [{ signedIn: true, previouscartfound: true, choice: 'merge' }]);
  });

  it('saved cart → "Do nothing": reloads without changing the cart; merge is not offered when the page cart is empty', async () => {
    const login = loginPage({ signin: { signincompleted: true, previouscartfound: true, errortype: null } });
    const { el, shop } = await mount({ login, saved: SAVED });
    const before = loginEvents.length;
    await signInWith(el);
    await waitFor(() => savedReady(el) && choice(el, 'Do nothing'), 'dialog');
    deepEqual(
      [...savedDialog(el).querySelectorAll('.butik-login__choices button')].map((b) => b.textContent),
      ['Use the saved cart', 'Do nothing'],
      'no merge with an empty cart',
    );
    await expectAccessible(savedDialog(el));
    choice(el, 'Do nothing').click();
    await waitFor(() => loginEvents.length > before, 'butik-login');
    equal(shop.count('GET', 'cart/change'), 0);
    deepEqual(eventsSince(before), [{ signedIn: true, previouscartfound: true, choice: 'nothing' }]);
  });

  it('saved cart: × and Esc close the dialog, which reloads', async () => {
    for (const how of ['×', 'Escape']) {
      const login = loginPage({ signin: { signincompleted: true, previouscartfound: true, errortype: null } });
      const { el, shop } = await mount({ login, lines: [['10001', 1]], saved: SAVED });
      const before = loginEvents.length;
      await signInWith(el);
      await waitFor(() => savedReady(el) && choice(el, 'Do nothing'), 'dialog');
      if (how === '×') {
        const close = savedDialog(el).querySelector('.butik-login__close');
        equal(close.getAttribute('aria-label'), 'Close');
        close.click();
      } else {
        choice(el, 'Do nothing').focus();
        await sendKeys({ press: 'Escape' });
      }
      await waitFor(() => loginEvents.length > before, `butik-login after ${how}`);
      deepEqual(eventsSince(before), [{ signedIn: true, previouscartfound: true, choice: 'close' }], how);
      equal(shop.count('GET', 'cart/change'), 0);
      await waitFor(() => !savedDialog(el).open, 'closed');
    }
  });

  it('saved cart: a failed change shows an error and keeps the choices', async () => {
    const login = loginPage({ signin: { signincompleted: true, previouscartfound: true, errortype: null } });
    const { el, shop } = await mount({ login, lines: [['10001', 1]], saved: SAVED });
    const before = loginEvents.length;
    await signInWith(el);
    await waitFor(() => savedReady(el) && choice(el, 'Use the saved cart'), 'dialog');
    shop.failNext('cart/change', { status: 500 });
    choice(el, 'Use the saved cart').click();
    await waitFor(() => savedDialog(el).querySelector('.butik-login__alert'), 'error');
    equal(
      savedDialog(el).querySelector('.butik-login__alert').textContent,
      'Your cart could not be changed. Please try again.',
    );
    deepEqual(eventsSince(before), []);
    assert(savedDialog(el).open, 'still open');
  });
});
