/* global describe, it, afterEach */
// <login-button>: the header login entry (spec §2 "Top login modal (600px wide) with a user menu (dashboard, sign
// out). The login link may be hidden by a setting.", §6, §7 sign-out). Light DOM: the dialog is in the document.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, XSRF_TOKEN } from './helpers/fake-shop.js';
import { assert, equal, fixture, setup, waitFor } from './helpers/util.js';
import { sendKeys, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();
installFakeShop(); // the XSRF cookie, and the page API for anything the login panel loads

// The login page URL of these tests (a path of its own so nothing else answers it).
const LOGIN_URL = '/acct-login-button';
const login = {
  requests: [],
  respond: () => ({ status: 200, body: { signoutcompleted: true } }),
};
const previousFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname !== LOGIN_URL) return previousFetch(input, init);
  const form = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : null;
  const headers = new Headers(init.headers);
  login.requests.push({
    method: init.method ?? 'GET',
    query: Object.fromEntries(url.searchParams),
    form,
    multipart: init.body instanceof FormData,
    xsrf: headers.get('X-XSRF-TOKEN'),
  });
  const { status, body } =
    headers.get('X-XSRF-TOKEN') === XSRF_TOKEN ? login.respond(form) : { status: 403, body: { error: 'xsrf' } };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

let container;
let contexts = 0;
afterEach(() => {
  container = undefined;
  login.requests = [];
  login.respond = () => ({ status: 200, body: { signoutcompleted: true } });
});

async function mount(html, config = '') {
  contexts += 1;
  container = fixture(
    `<shop-context context="acct-lb-${contexts}" culture="en-GB" login-url="${LOGIN_URL}" ${config}>${html}</shop-context>`,
  );
  await customElements.whenDefined('login-button');
  await rendered();
  const el = container.querySelector('login-button');
  await waitFor(() => el.hasAttribute('data-state'), 'login-button rendered');
  // Signed in: the user menu's chunk is loaded after the element renders (a disabled stand-in trigger meanwhile).
  if (config.includes('signed-in')) await waitFor(() => el.querySelector('[role="menu"]'), 'user menu loaded');
  return el;
}

const trigger = (el) => el.querySelector('.butik-lb__trigger');
const menuItems = (el) => [...el.querySelectorAll('[role="menuitem"]')];

describe('<login-button>', () => {
  it('signed in: the user menu loads after the header renders, in place of a stand-in that looks the same', async () => {
    contexts += 1;
    container = fixture(
      `<shop-context context="acct-lb-${contexts}" culture="en-GB" login-url="${LOGIN_URL}" signed-in><login-button dashboard-url="/konto"></login-button></shop-context>`,
    );
    const el = container.querySelector('login-button');
    // The first trigger React puts in, seen synchronously (a mutation record), before any module could load.
    let standIn = null;
    let menuAtFirst;
    let before;
    const observer = new MutationObserver(() => {
      const found = el.querySelector('.butik-lb__trigger');
      if (found && !standIn) {
        standIn = found;
        menuAtFirst = el.querySelector('[role="menu"]');
        before = found.getBoundingClientRect();
      }
    });
    observer.observe(el, { childList: true, subtree: true });
    await waitFor(() => standIn, 'a trigger at once');
    observer.disconnect();
    // The file's first test: the menu's chunk is not loaded yet, so the stand-in shows first.
    equal(menuAtFirst, null, 'the stand-in, before the menu code is there');
    equal(standIn.getAttribute('aria-disabled'), 'true', 'the stand-in does nothing yet');
    equal(el.getAttribute('data-state'), 'menu');
    equal(standIn.getAttribute('aria-haspopup'), 'menu');
    equal(standIn.textContent, 'My account');
    await waitFor(() => el.querySelector('[role="menu"]'), 'user menu loaded');
    const after = trigger(el).getBoundingClientRect();
    equal(after.width, before.width, 'same width');
    equal(after.height, before.height, 'same height');
    equal(after.x, before.x, 'same place');
    await expectAccessible(el);
  });

  it('renders in the light DOM: the login dialog, loaded when first opened, is part of the document', async () => {
    const el = await mount('<login-button></login-button>');
    equal(el.shadowRoot, null, 'no shadow root');
    equal(el.querySelector('dialog'), null, 'no dialog (nor its code) before the first opening');
    equal(trigger(el).textContent, 'Log in');
    equal(el.getAttribute('data-state'), 'closed');
    assert(trigger(el).getBoundingClientRect().height >= 44, '44px touch target');
    trigger(el).click();
    const dialog = await waitFor(() => el.querySelector('dialog[open]'), 'the dialog opened');
    assert(document.contains(dialog), 'the dialog is in the document');
    dialog.querySelector('.butik-lb__close').click();
    await waitFor(() => !dialog.open, 'closed');
    equal(el.querySelector('dialog'), dialog, 'the loaded dialog stays for the next opening');
  });

  it('hide-login: no login link for a visitor (data-state hidden); a signed-in user still gets the menu', async () => {
    const el = await mount('<login-button hide-login dashboard-url="/konto"></login-button>');
    equal(el.getAttribute('data-state'), 'hidden');
    equal(trigger(el), null, 'no login button');
    equal(el.querySelector('dialog'), null, 'no dialog');
    equal(getComputedStyle(el).display, 'none');
    const signedIn = await mount('<login-button hide-login dashboard-url="/konto"></login-button>', 'signed-in');
    equal(signedIn.getAttribute('data-state'), 'menu');
    equal(trigger(signedIn).getAttribute('aria-haspopup'), 'menu');
  });

  it('the login modal opens 600px wide as a modal dialog with the login form; Esc closes and focus returns', async () => {
    const el = await mount('<login-button></login-button>');
    const button = trigger(el);
    button.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = el.querySelector('dialog');
    await waitFor(() => dialog.open, 'dialog open');
    assert(dialog.matches(':modal'), 'opened with showModal()');
    equal(el.getAttribute('data-state'), 'open');
    equal(button.getAttribute('aria-expanded'), 'true');
    const width = dialog.getBoundingClientRect().width;
    assert(Math.abs(width - 600) <= 1, `600px wide (got ${width})`);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby'));
    equal(title.textContent, 'Log in');
    const content = dialog.querySelector('.butik-lb__modal-body, form');
    assert(content && document.contains(content), 'the login content is in the document');
    const username = dialog.querySelector('input[autocomplete="username"]');
    const password = dialog.querySelector('input[type="password"][autocomplete="current-password"]');
    assert(username && password, 'the login form inputs');
    assert(
      username.form && username.form === password.form && document.contains(username.form),
      'both inputs belong to one form in the document',
    );
    equal(username.getRootNode(), document, 'not inside a shadow root');
    await waitFor(() => document.activeElement === username, 'focus on the username');
    assert(dialog.contains(document.activeElement), 'focus moved into the dialog');
    await expectAccessible(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 'Esc closed the dialog');
    await waitFor(() => document.activeElement === button, 'focus back on the Log in button');
    equal(el.getAttribute('data-state'), 'closed');
    // × and a backdrop click close it too.
    button.click();
    await waitFor(() => dialog.open, 'reopened');
    dialog.querySelector('.butik-lb__close').click();
    await waitFor(() => !dialog.open, '× closed');
    button.click();
    await waitFor(() => dialog.open, 'reopened again');
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => !dialog.open, 'backdrop click closed');
  });

  it('signing in from the modal posts action=signin to login-url and fires butik-login from the element', async () => {
    login.respond = (form) =>
      form.action === 'signin'
        ? { status: 200, body: { signincompleted: true, previouscartfound: false, errortype: null } }
        : { status: 400, body: {} };
    const el = await mount('<login-button></login-button>');
    const events = [];
    const onLogin = (event) => {
      events.push(event);
      event.preventDefault(); // no reload of the test page
    };
    document.addEventListener('butik-login', onLogin);
    try {
      trigger(el).click();
      const dialog = el.querySelector('dialog');
      const username = await waitFor(() => dialog.querySelector('input[autocomplete="username"]'), 'login form');
      await waitFor(() => document.activeElement === username, 'focus on the username');
      await sendKeys({ type: 'kunde@butik.test' });
      dialog.querySelector('input[type="password"]').focus();
      await sendKeys({ type: 'hemmelig 1' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => events.length === 1, 'butik-login fired');
      equal(events[0].target, el, 'fired on <login-button>');
      const request = login.requests.find((r) => r.form?.action === 'signin');
      equal(request.form.username, 'kunde@butik.test');
      equal(request.form.password, encodeURIComponent('hemmelig 1'));
    } finally {
      document.removeEventListener('butik-login', onLogin);
    }
  });

  it('at phone width the modal keeps a margin (never wider than the viewport)', async () => {
    await setViewport({ width: 375, height: 700 });
    try {
      const el = await mount('<login-button></login-button>');
      trigger(el).click();
      const dialog = el.querySelector('dialog');
      await waitFor(() => dialog.open, 'open');
      const rect = dialog.getBoundingClientRect();
      assert(rect.width < 375 && rect.left > 0, `fits the phone viewport (width ${rect.width})`);
      await expectAccessible(el);
      dialog.close();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('signed in: the user menu follows the menu-button keyboard pattern', async () => {
    const el = await mount('<login-button dashboard-url="/konto"></login-button>', 'signed-in');
    const button = trigger(el);
    equal(button.textContent, 'My account');
    equal(button.getAttribute('aria-haspopup'), 'menu');
    equal(button.getAttribute('aria-expanded'), 'false');
    const menu = el.querySelector('[role="menu"]');
    assert(menu.hidden, 'menu closed');
    await expectAccessible(el);

    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !menu.hidden, 'Enter opened the menu');
    equal(button.getAttribute('aria-expanded'), 'true');
    equal(el.getAttribute('data-state'), 'menu-open');
    const [dashboard, signOut] = menuItems(el);
    equal(dashboard.textContent, 'Dashboard');
    equal(dashboard.getAttribute('href'), '/konto');
    equal(signOut.textContent, 'Sign out');
    await waitFor(() => document.activeElement === dashboard, 'focus on the first item');
    await expectAccessible(el);
    await sendKeys({ press: 'ArrowDown' });
    equal(document.activeElement, signOut, 'ArrowDown moves down');
    await sendKeys({ press: 'ArrowDown' });
    equal(document.activeElement, dashboard, 'ArrowDown wraps to the first');
    await sendKeys({ press: 'ArrowUp' });
    equal(document.activeElement, signOut, 'ArrowUp wraps to the last');
    await sendKeys({ press: 'Home' });
    equal(document.activeElement, dashboard, 'Home');
    await sendKeys({ press: 'End' });
    equal(document.activeElement, signOut, 'End');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu.hidden, 'Esc closed the menu');
    equal(document.activeElement, button, 'focus back on the menu button');
    equal(button.getAttribute('aria-expanded'), 'false');

    await sendKeys({ press: 'Space' });
    await waitFor(() => !menu.hidden, 'Space opened the menu');
    await waitFor(() => document.activeElement === dashboard, 'Space: focus on the first item');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu.hidden, 'closed again');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => document.activeElement === dashboard, 'ArrowDown opens on the first item');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu.hidden, 'closed');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => document.activeElement === signOut, 'ArrowUp opens on the last item');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => menu.hidden, 'Tab closes the menu');

    // A click toggles it; a press outside closes it.
    button.click();
    await waitFor(() => !menu.hidden, 'click opened');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => menu.hidden, 'outside press closed');
  });

  it('without dashboard-url the menu has only Sign out', async () => {
    const el = await mount('<login-button></login-button>', 'signed-in');
    trigger(el).click();
    await waitFor(() => !el.querySelector('[role="menu"]').hidden, 'open');
    equal(
      menuItems(el)
        .map((i) => i.textContent)
        .join('|'),
      'Sign out',
    );
  });

  it('Sign out posts action=signout with output=json (multipart, XSRF header) and fires a cancelable butik-logout', async () => {
    const el = await mount('<login-button dashboard-url="/konto"></login-button>', 'signed-in');
    const events = [];
    const onLogout = (event) => {
      events.push(event);
      event.preventDefault(); // the test page must not reload
    };
    document.addEventListener('butik-logout', onLogout);
    try {
      trigger(el).focus();
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => document.activeElement?.textContent === 'Sign out', 'focus on Sign out');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => events.length === 1, 'butik-logout fired');
      equal(login.requests.length, 1);
      const [request] = login.requests;
      equal(request.method, 'POST');
      equal(request.multipart, true, 'multipart body');
      equal(request.form.action, 'signout');
      equal(request.form.output, 'json');
      equal(request.xsrf, XSRF_TOKEN);
      const [event] = events;
      equal(event.cancelable, true);
      equal(event.bubbles && event.composed, true);
      equal(event.target, el);
      equal(event.detail.signoutcompleted, true);
      assert(event.defaultPrevented, 'cancelled by the page, so no reload');
      await waitFor(() => el.getAttribute('data-state') === 'menu', 'back to the menu');
      equal(el.querySelector('[role="alert"]'), null, 'no error');
    } finally {
      document.removeEventListener('butik-logout', onLogout);
    }
  });

  it('a failed sign-out shows a message and no butik-logout; retrying works', async () => {
    const el = await mount('<login-button dashboard-url="/konto"></login-button>', 'signed-in');
    const events = [];
    const onLogout = (event) => {
      events.push(event);
      event.preventDefault();
    };
    document.addEventListener('butik-logout', onLogout);
    try {
      login.respond = () => ({ status: 500, body: { error: 'down' } });
      trigger(el).click();
      await waitFor(() => menuItems(el).length === 2, 'menu open');
      menuItems(el)[1].click();
      const alert = await waitFor(() => el.querySelector('[role="alert"]'), 'error shown');
      equal(alert.textContent, 'Could not sign out. Please try again.');
      equal(el.getAttribute('data-state'), 'error');
      equal(events.length, 0, 'no butik-logout');
      await expectAccessible(el);
      login.respond = () => ({ status: 200, body: { signoutcompleted: false } });
      trigger(el).click();
      await waitFor(() => !el.querySelector('[role="menu"]').hidden, 'menu open again');
      menuItems(el)[1].click();
      await waitFor(() => login.requests.length === 2, 'second request');
      await waitFor(() => el.getAttribute('data-state') === 'error', 'signoutcompleted false is a failure too');
      login.respond = () => ({ status: 200, body: { signoutcompleted: true } });
      trigger(el).click();
      await waitFor(() => !el.querySelector('[role="menu"]').hidden, 'menu open once more');
      menuItems(el)[1].click();
      await waitFor(() => events.length === 1, 'retry succeeded');
    } finally {
      document.removeEventListener('butik-logout', onLogout);
    }
  });

  it('Danish texts follow the culture', async () => {
    contexts += 1;
    container = fixture(
      `<shop-context context="acct-lb-da-${contexts}" culture="da-DK" login-url="${LOGIN_URL}" signed-in><login-button dashboard-url="/konto"></login-button></shop-context>`,
    );
    await rendered();
    const el = container.querySelector('login-button');
    await waitFor(() => trigger(el)?.textContent === 'Min konto', 'Danish menu button');
    trigger(el).click();
    await waitFor(
      () =>
        menuItems(el)
          .map((i) => i.textContent)
          .join('|') === 'Oversigt|Log ud',
      'Danish menu items',
    );
  });
});
