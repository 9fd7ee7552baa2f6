/* global describe */
// Fault matrix, accounts and passwords: <company-signup>, <password-form>, <login-button> × their calls × the six
// faults (helpers/faults.js). Rows: helpers/fault-rows.js (group 'signup'); runner: helpers/fault-matrix.js; table:
// docs/fault-matrix.md.
import { XSRF_TOKEN, installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { assert, deepEqual, equal, waitFor, waitForState } from './helpers/util.js';

// Order: the fake shop, then what it does not answer (the sign-up call, the address suggestions of any provider,
// the login page URLs /fm-account/N), then the faults around all of it.
installFakeShop();
const ADDRESSES = [
  { suggestion: 'Vestergade 1, 8000 Aarhus C', address1: 'Vestergade 1', zip: '8000', city: 'Aarhus C' },
  { suggestion: 'Vestergade 2, 1456 København K', address1: 'Vestergade 2', zip: '1456', city: 'København K' },
];
const LOGIN_ANSWERS = {
  resetpassword: { resetcompleted: true, redirecturl: '/login' },
  optin: { signincompleted: true, errortype: null },
  'user/changepassword': { passwordchanged: true, errortype: null },
  signout: { signoutcompleted: true },
};
/** Requests that reached the stubs: { path, body } (the sign-up model, or the login page's form fields). */
const received = [];
const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const shopFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (/^\/api\/thirdparty\/[^/]+\/address$/.test(url.pathname)) {
    const q = (url.searchParams.get('query') ?? '').toLowerCase();
    return json(
      200,
      ADDRESSES.filter((a) => a.suggestion.toLowerCase().includes(q)),
    );
  }
  const xsrf = new Headers(init.headers).get('X-XSRF-TOKEN') === XSRF_TOKEN;
  if (/^\/contextapi\/[^/]+\/v1\/customer\/signup$/.test(url.pathname)) {
    received.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
    return xsrf ? json(200, { signupcompleted: true, error: 'None' }) : json(403, { error: 'xsrf' });
  }
  if (url.pathname.startsWith('/fm-account/')) {
    const form = Object.fromEntries(init.body.entries());
    received.push({ path: url.pathname, body: form });
    return xsrf ? json(200, LOGIN_ANSWERS[form.action]) : json(403, { error: 'xsrf' });
  }
  return shopFetch(input, init);
};
installFaults();
// The e-mailed links' codes (read once by each <password-form> when it renders).
history.replaceState(null, '', `${location.pathname}?key=reset-key-1&token=optin-token-1`);

const sent = (path) => received.filter((r) => r.path === path);
const field = (el, name) => el.querySelector(`input[name="${name}"]`);
const submit = (el) => el.querySelector('button[type="submit"]');
/** Sets the fields as one input event each (like a paste; no focus, so the six cells of a row run at once). */
function fill(el, values) {
  for (const [name, text] of Object.entries(values)) {
    const input = field(el, name);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  }
}
const valuesOf = (el, values) => Object.fromEntries(Object.keys(values).map((name) => [name, field(el, name).value]));
let pages = 0;

// ---- <company-signup> -----------------------------------------------------------------------------------
const SIGNUP = {
  companyname: 'Nyt Firma ApS',
  address: 'Lille Torv 4',
  zipcode: '8000',
  city: 'Aarhus C',
  vatno: 'DK99887766',
  name: 'Nina Nielsen',
  phone: '12 34 56 78',
  email: 'nina@nytfirma.dk',
};
async function mountSignup() {
  pages += 1;
  const provider = `fm${pages}`;
  const ctx = await mountInShop('company-signup', `<company-signup address-provider="${provider}"></company-signup>`, {
    config: `culture="en-GB" ${MATRIX_CONFIG}`,
  });
  await waitFor(() => ctx.el.querySelector('form'), 'form rendered');
  return { ...ctx, provider };
}
const signupError = (el) => el.querySelector('.butik-signup__error');
const addressStatus = (el) => field(el, 'address').closest('.butik-combobox').querySelector('[role="status"]');
const addressOptions = (el) => [...field(el, 'address').closest('.butik-combobox').querySelectorAll('[role="option"]')];

// ---- <password-form> ------------------------------------------------------------------------------------
const PASSWORDS = { newpassword: 'Hemmelig 123&', confirmnewpassword: 'Hemmelig 123&' };
function passwordDriver({ mode, config = '', values, action, message, success }) {
  return {
    fresh: true,
    parallel: true,
    async mount() {
      pages += 1;
      const loginUrl = `/fm-account/${pages}`;
      const ctx = await mountInShop('password-form', `<password-form mode="${mode}"></password-form>`, {
        config: `culture="en-GB" login-url="${loginUrl}" ${config} ${MATRIX_CONFIG}`,
      });
      await waitForState(ctx.el, 'editing');
      fill(ctx.el, values);
      return { ...ctx, loginUrl };
    },
    match: ({ loginUrl }) => new RegExp(`^${loginUrl}$`),
    act({ el }) {
      submit(el).click();
    },
    async failed({ el }) {
      await waitForState(el, 'error');
      equal(el.querySelector('.butik-pf__alert[role="alert"]').textContent, message);
    },
    kept({ el }) {
      deepEqual(valuesOf(el, values), values, 'the typed passwords');
    },
    async recover({ el, loginUrl }) {
      submit(el).click();
      await waitForState(el, 'done');
      equal(el.querySelector('.butik-pf__success').textContent, success);
      const [request] = sent(loginUrl);
      equal(request.body.action, action);
      equal(decodeURIComponent(request.body.newpassword), values.newpassword, 'the typed password sent');
    },
  };
}
const CRITICAL = 'The system encountered a problem. Please contact us for help.';

// ---- <login-button> -------------------------------------------------------------------------------------
const logouts = [];
document.addEventListener('butik-logout', (event) => {
  event.preventDefault(); // the test page must not reload
  logouts.push(event.target);
});
const logoutsOf = (el) => logouts.filter((target) => target === el).length;
const menuItems = (el) => [...el.querySelectorAll('[role="menuitem"]')];
async function signOut(el) {
  el.querySelector('.butik-lb__trigger').click();
  await waitFor(() => !el.querySelector('[role="menu"]').hidden, 'menu open');
  menuItems(el).at(-1).click();
}

const drivers = {
  'company-signup / customer.signup': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountSignup();
      fill(ctx.el, SIGNUP);
      field(ctx.el, 'consent').click();
      await waitFor(() => submit(ctx.el).getAttribute('aria-disabled') === null, 'form valid');
      return ctx;
    },
    act({ el }) {
      submit(el).click();
    },
    async failed({ el }) {
      await waitForState(el, 'error');
      equal(signupError(el).getAttribute('role'), 'alert');
      equal(signupError(el).textContent, 'The system encountered an error, please contact our support.');
    },
    kept({ el }) {
      deepEqual(valuesOf(el, SIGNUP), SIGNUP, 'every typed field');
      assert(field(el, 'consent').checked, 'the consent stays given');
    },
    async recover({ el, context }) {
      submit(el).click();
      await waitForState(el, 'completed');
      assert(el.querySelector('.butik-signup__done'), 'the confirmation');
      const [signup] = sent(`/contextapi/${context}/v1/customer/signup`);
      equal(signup.body.companyname, 'Nyt Firma ApS');
      equal(signup.body.phone, '+4512345678');
    },
  },

  'company-signup / address.suggestions': {
    fresh: true,
    parallel: true,
    mount: mountSignup,
    match: ({ provider }) => new RegExp(`^/api/thirdparty/${provider}/address$`),
    act({ el }) {
      fill(el, { address: 'Vestergade' });
    },
    async failed({ el }) {
      await waitFor(
        () => addressStatus(el).textContent.startsWith('0 address suggestions'),
        () => `the empty answer (says "${addressStatus(el).textContent}")`,
        8000,
      );
      equal(addressOptions(el).length, 0);
      equal(el.querySelector('[role="alert"]'), null, 'no message: the field stays a plain text field');
    },
    kept({ el }) {
      equal(field(el, 'address').value, 'Vestergade', 'the typed address');
    },
    async recover({ el }) {
      fill(el, { address: 'Vestergade 2' });
      await waitFor(() => addressOptions(el).length === 1, 'a suggestion', 8000);
      addressOptions(el)[0].click();
      await waitFor(() => field(el, 'zipcode').value === '1456', 'the zip code filled');
      equal(field(el, 'city').value, 'København K');
    },
  },

  'password-form / loginPage.resetPassword': passwordDriver({
    mode: 'reset',
    values: PASSWORDS,
    action: 'resetpassword',
    message: 'The system encountered a problem. Please contact us for help.',
    success: 'Your password has been changed. You can now log in with your new password.',
  }),
  'password-form / loginPage.optIn': passwordDriver({
    mode: 'optin',
    values: PASSWORDS,
    action: 'optin',
    message: CRITICAL,
    success: 'Your password has been created and you are now signed in.',
  }),
  'password-form / loginPage.changePassword': passwordDriver({
    mode: 'change',
    config: 'signed-in',
    values: { oldpassword: 'Gammel 456', newpassword: 'Hemmelig 123&', confirmnewpassword: 'Hemmelig 123&' },
    action: 'user/changepassword',
    message: CRITICAL,
    success: 'Your password has been changed.',
  }),

  'login-button / loginPage.signOut': {
    fresh: true, // the menu takes the focus: one cell after the other
    async mount() {
      pages += 1;
      const loginUrl = `/fm-account/${pages}`;
      const ctx = await mountInShop('login-button', '<login-button dashboard-url="/konto"></login-button>', {
        config: `culture="en-GB" signed-in login-url="${loginUrl}" ${MATRIX_CONFIG}`,
      });
      await waitFor(() => ctx.el.querySelector('[role="menu"]'), 'user menu loaded');
      return { ...ctx, loginUrl };
    },
    match: ({ loginUrl }) => new RegExp(`^${loginUrl}$`),
    act: ({ el }) => signOut(el),
    async failed({ el }) {
      await waitForState(el, 'error');
      equal(el.querySelector('[role="alert"]').textContent, 'Could not sign out. Please try again.');
      equal(logoutsOf(el), 0, 'still signed in: no butik-logout');
    },
    kept({ el }) {
      assert(el.querySelector('.butik-lb__trigger'), 'the menu button stays');
    },
    async recover({ el, loginUrl }) {
      await signOut(el);
      await waitFor(() => logoutsOf(el) === 1, 'signed out (butik-logout)');
      equal(sent(loginUrl).at(-1).body.action, 'signout');
    },
  },
};

describe('fault matrix: accounts and passwords', () => {
  matrix(rowsOf('signup'), drivers);
});
