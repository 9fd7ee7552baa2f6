/* global describe, it */
// <new-customer-request>: POST content/newcustomerrequest (JSON), required fields with ' *' placeholders,
// validation (summary announced, focus on the first invalid field), spinner, confirmation, failure with retry.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepActive, deepEqual, equal, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFakeShop();

async function mount(config = 'culture="en-GB"') {
  const mounted = await mountInShop('new-customer-request', '<new-customer-request></new-customer-request>', {
    config,
  });
  await waitState(mounted.el, 'editing');
  return mounted;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const part = (el, name) => $(el, `[part~="${name}"]`);
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);
const field = (el, name) => $(el, `[name="${name}"]`);
const posts = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'content/newcustomerrequest');

async function type(el, name, text) {
  field(el, name).focus();
  await sendKeys({ type: text });
}

async function fillRequired(el) {
  await type(el, 'companyname', 'Tømrer Nielsen ApS');
  await type(el, 'name', 'Jens Nielsen');
  await type(el, 'email', 'jens@example.test');
  await type(el, 'phone', '20 30 40 50');
}

describe('<new-customer-request>', () => {
  it('validates, then sends the request (spinner, confirmation replaces the form, event)', async () => {
    const { el, shop } = await mount();
    equal(part(el, 'title').textContent, 'Become a customer');
    for (const name of ['companyname', 'name', 'email', 'phone'])
      assert(field(el, name).getAttribute('placeholder').endsWith(' *'), `${name} placeholder ends in ' *'`);
    for (const name of ['vatno', 'address', 'zipcode', 'city', 'message'])
      assert(!field(el, name).getAttribute('placeholder').endsWith(' *'), `${name} optional`);
    equal(field(el, 'companyname').getAttribute('autocomplete'), 'organization');
    await expectAccessible(el);

    // Empty submit: nothing sent, summary announced, focus on the first invalid field.
    part(el, 'submit').click();
    await waitFor(() => part(el, 'error-summary').querySelector('[role="alert"]'), 'summary');
    equal(part(el, 'error-summary').querySelectorAll('[role="alert"] li').length, 4, 'four errors listed');
    await waitFor(() => deepActive() === field(el, 'companyname'), 'focus on the first invalid field');
    equal(
      el.shadowRoot.getElementById(field(el, 'companyname').getAttribute('aria-describedby')).textContent,
      'The Company name field is required',
    );
    await expectAccessible(el);
    equal(posts(shop).length, 0);

    await fillRequired(el);
    await type(el, 'city', 'Vejle');
    await waitFor(() => !part(el, 'error-summary').querySelector('[role="alert"]'), 'summary gone once valid');
    const events = [];
    const onSent = (e) => events.push(e.detail);
    document.addEventListener('butik-new-customer-request-sent', onSent);
    const release = shop.hold('content/newcustomerrequest');
    part(el, 'submit').click();
    await waitState(el, 'sending');
    assert($(el, '.form__submit .butik-spinner'), 'spinner');
    equal(part(el, 'submit').getAttribute('aria-busy'), 'true');
    release();
    await waitState(el, 'sent');
    document.removeEventListener('butik-new-customer-request-sent', onSent);
    equal(posts(shop).length, 1);
    deepEqual(posts(shop)[0].body, {
      companyname: 'Tømrer Nielsen ApS',
      name: 'Jens Nielsen',
      email: 'jens@example.test',
      phone: '20 30 40 50',
      city: 'Vejle',
    });
    deepEqual(events, [{ companyname: 'Tømrer Nielsen ApS' }]);
    assert(!part(el, 'form'), 'form replaced');
    assert(part(el, 'confirmation').textContent.includes('Thank you for your request'));
    await waitFor(() => deepActive() === part(el, 'confirmation'), 'confirmation focused');
  });

  it('shows the failure with a retry that keeps the input', async () => {
    const { el, shop } = await mount();
    await fillRequired(el);
    shop.failNext('content/newcustomerrequest', { status: 500 });
    part(el, 'submit').click();
    await waitState(el, 'failed');
    equal(part(el, 'error').getAttribute('role'), 'alert');
    assert(
      part(el, 'error').textContent.includes('Your request could not be sent. Please try again.'),
      part(el, 'error').textContent,
    );
    equal(field(el, 'companyname').value, 'Tømrer Nielsen ApS');
    await expectAccessible(el);
    part(el, 'retry').click();
    await waitState(el, 'sent');
    equal(posts(shop).length, 2);
  });

  it('speaks Danish for a Danish culture', async () => {
    const { el } = await mount('culture="da-DK"');
    await waitFor(() => part(el, 'title').textContent === 'Bliv kunde', 'Danish heading');
    equal(field(el, 'companyname').getAttribute('placeholder'), 'Firmanavn *');
  });
});
