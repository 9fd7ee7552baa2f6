/* global describe */
// Fault matrix, forms: <contact-form>, <new-customer-request>, <login-form> × their calls × the six faults (helpers/faults.js).
// Rows: helpers/fault-rows.js (group 'forms'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { installFaults } from './helpers/faults.js';
import { $, assert, deepEqual, equal, partOf, waitFor, waitForState } from './helpers/util.js';

// Order: the fake shop, then the login pages (/fm-login/N: a completed sign-in), then the faults around both.
installFakeShop();
const signIns = [];
const shopFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!url.pathname.startsWith('/fm-login/')) return shopFetch(input, init);
  const fields = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : {};
  signIns.push({ path: url.pathname, fields });
  return new Response(JSON.stringify({ signincompleted: true, previouscartfound: false, errortype: null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};
installFaults();

// A completed sign-in reloads the page: the event is recorded and cancelled.
const loginEvents = [];
document.addEventListener('butik-login', (event) => {
  loginEvents.push(event.detail);
  event.preventDefault();
});
let logins = 0;

const CONFIG = `culture="en-GB" ${MATRIX_CONFIG}`;
const part = partOf;
const field = (el, name) => $(el, `[name="${name}"]`);
const posts = (shop, path) => shop.requests.filter((r) => r.method === 'POST' && r.path === path);

/** Fills the fields as one input event each (like a paste; no focus, so the six cells of a row can run at once). */
function fill(el, values) {
  for (const [name, text] of Object.entries(values)) {
    const input = field(el, name);
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(input, text);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  }
}
const valuesOf = (el, values) => Object.fromEntries(Object.keys(values).map((name) => [name, field(el, name).value]));

/** A form that sends once (Try again resends it; success replaces it): a fresh one per cell. */
function formDriver({ tag, path, values, message, sent }) {
  return {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountInShop(tag, `<${tag}></${tag}>`, { config: CONFIG });
      await waitForState(ctx.el, 'editing');
      fill(ctx.el, values);
      return ctx;
    },
    async act({ el }) {
      part(el, 'submit').click();
    },
    async failed({ el }) {
      await waitForState(el, 'failed');
      const error = part(el, 'error');
      equal(error.getAttribute('role'), 'alert');
      assert(error.textContent.includes(message), error.textContent);
    },
    kept({ el }) {
      deepEqual(valuesOf(el, values), values, 'every typed field kept');
    },
    async recover({ el, shop }) {
      part(el, 'retry').click();
      await waitForState(el, 'sent');
      sent(posts(shop, path).at(-1), values);
    },
  };
}

const drivers = {
  'login-form / loginPage.signIn': {
    fresh: true, // signed in after the retry
    async mount() {
      logins += 1;
      const ctx = await mountInShop('login-form', '<login-form></login-form>', {
        config: `culture="en-GB" login-url="/fm-login/${logins}" ${MATRIX_CONFIG}`,
      });
      await waitFor(() => ctx.el.querySelector('form input[name="password"]'), 'form rendered');
      return ctx;
    },
    act(ctx) {
      const { el } = ctx;
      el.querySelector('input[name="username"]').value = 'kunde@butik.test';
      el.querySelector('input[name="password"]').value = 'demo1234';
      ctx.events = loginEvents.length;
      ctx.posts = signIns.length;
      el.querySelector('button[type="submit"]').click();
    },
    async failed({ el, events }) {
      const alert = () => el.querySelector('.butik-login__form .butik-login__alert')?.textContent ?? '';
      await waitFor(
        () => alert().startsWith('The system encountered a problem. Please contact us for help.'),
        () => `the critical alert (shows "${alert()}")`,
      );
      equal(loginEvents.length, events, 'not signed in');
    },
    kept({ el }) {
      equal(el.querySelector('input[name="username"]').value, 'kunde@butik.test', 'e-mail kept');
      equal(el.querySelector('input[name="password"]').value, 'demo1234', 'password kept');
    },
    async recover({ el, events, posts }) {
      el.querySelector('button[type="submit"]').click();
      await waitFor(() => loginEvents.length === events + 1, 'signed in (butik-login)');
      equal(signIns.length, posts + 1);
      equal(signIns.at(-1).fields.username, 'kunde@butik.test');
    },
  },

  'contact-form / content.contactRequest': formDriver({
    tag: 'contact-form',
    path: 'content/contactrequest',
    values: { name: 'Ole Hansen', email: 'ole@example.test', phone: '20 30 40 50', message: 'Kan I levere 500 stk?' },
    message: 'Your message could not be sent. Please try again.',
    sent(request, values) {
      const sentValues = JSON.parse(request.form.get('request'));
      for (const [name, value] of Object.entries(values)) equal(sentValues[name], value, `${name} sent on retry`);
    },
  }),
  'new-customer-request / content.newCustomerRequest': formDriver({
    tag: 'new-customer-request',
    path: 'content/newcustomerrequest',
    values: {
      companyname: 'Tømrer Nielsen ApS',
      name: 'Jens Nielsen',
      email: 'jens@example.test',
      phone: '20 30 40 50',
    },
    message: 'Your request could not be sent. Please try again.',
    sent(request, values) {
      for (const [name, value] of Object.entries(values)) equal(request.body[name], value, `${name} sent on retry`);
    },
  }),
};

describe('fault matrix: forms', () => {
  matrix(rowsOf('forms'), drivers);
});
