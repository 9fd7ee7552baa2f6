/* global describe */
// Fault matrix, forms: <contact-form>, <new-customer-request> × their calls × the six faults (helpers/faults.js).
// Rows: helpers/fault-rows.js (group 'forms'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { assert, deepEqual, equal, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFaults();

const CONFIG = `culture="en-GB" ${MATRIX_CONFIG}`;
const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const part = (el, name) => $(el, `[part~="${name}"]`);
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected, timeout = 5000) =>
  waitFor(
    () => state(el) === expected,
    () => `data-state "${expected}" (is "${state(el)}")`,
    timeout,
  );
const field = (el, name) => $(el, `[name="${name}"]`);
const posts = (shop, path) => shop.requests.filter((r) => r.method === 'POST' && r.path === path);

async function fill(el, values) {
  for (const [name, text] of Object.entries(values)) {
    field(el, name).focus();
    await sendKeys({ type: text });
  }
}
const valuesOf = (el, values) => Object.fromEntries(Object.keys(values).map((name) => [name, field(el, name).value]));

/** A form that sends once (Try again resends it; success replaces it): a fresh one per cell. */
function formDriver({ tag, path, values, message, sent }) {
  return {
    fresh: true,
    async mount() {
      const ctx = await mountInShop(tag, `<${tag}></${tag}>`, { config: CONFIG });
      await waitState(ctx.el, 'editing');
      await fill(ctx.el, values);
      return ctx;
    },
    async act({ el }) {
      part(el, 'submit').click();
    },
    async failed({ el }) {
      await waitState(el, 'failed');
      const error = part(el, 'error');
      equal(error.getAttribute('role'), 'alert');
      assert(error.textContent.includes(message), error.textContent);
    },
    kept({ el }) {
      deepEqual(valuesOf(el, values), values, 'every typed field kept');
    },
    async recover({ el, shop }) {
      part(el, 'retry').click();
      await waitState(el, 'sent');
      sent(posts(shop, path).at(-1), values);
    },
  };
}

const drivers = {
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
