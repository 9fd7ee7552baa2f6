/* global describe, it, afterEach */
// <customer-switcher>: only for salespeople; GET customer (current), GET customer/search (limit 15, offset 0,
// debounced 250 ms), keyboard-operable combobox, POST customer/change → cancelable butik-customer-change (then a
// reload, cancelled here), GET customer/changeprofile with the customerprofiles flag (the fake shop answers 403
// to it without the XSRF header, as to a POST).
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  $,
  $$,
  assert,
  deepEqual,
  equal,
  nothingRendered,
  partOf,
  sleep,
  waitFor,
  waitForState,
} from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFakeShop();

// Every change would reload the test page: a listener always cancels it and records the detail.
const changes = [];
document.addEventListener('butik-customer-change', (event) => {
  assert(event.cancelable, 'butik-customer-change is cancelable');
  event.preventDefault();
  changes.push(event.detail);
});

afterEach(() => {
  changes.length = 0;
});

async function mount(config = 'culture="en-GB" user-role="salesperson" signed-in', tweak) {
  const mounted = await mountInShop('customer-switcher', '<customer-switcher></customer-switcher>', { config, tweak });
  return mounted;
}

const part = partOf;
const searches = (shop) => shop.requests.filter((r) => r.method === 'GET' && r.path === 'customer/search');
const options = (el) => $$(el, '[role="option"]');

/** Mounts a salesperson's switcher, waits until it is ready and types `query` into its search. */
async function mountAndSearch(query) {
  const { el, shop } = await mount();
  await waitForState(el, 'ready');
  const input = part(el, 'search');
  input.focus();
  await sendKeys({ type: query });
  return { el, shop, input };
}

/** A customer change failed: state failed, the failure text as an alert (with Try again), no change event. */
async function expectChangeFailed(el) {
  await waitForState(el, 'failed');
  equal(part(el, 'error').getAttribute('role'), 'alert');
  assert(part(el, 'error').textContent.includes('The customer could not be changed. Please try again.'));
  equal(changes.length, 0, 'no event on failure');
  await expectAccessible(el);
}

describe('<customer-switcher>', () => {
  it('renders nothing and fetches nothing for a role other than salesperson', async () => {
    nothingRendered('<customer-switcher> hides itself for a role other than salesperson');
    for (const role of ['visitor', 'user', 'supervisor']) {
      const { el, shop } = await mount(`culture="en-GB" user-role="${role}"`);
      await waitForState(el, 'hidden');
      await sleep(50);
      equal(el.shadowRoot.childElementCount, 0, `${role}: nothing rendered`);
      equal(getComputedStyle(el).display, 'none');
      equal(shop.requests.length, 0, `${role}: no request`);
    }
  });

  it('shows the current customer; searches with limit 15 and offset 0 once, 250 ms after typing', async () => {
    const { el, shop } = await mount();
    await waitForState(el, 'ready');
    equal(part(el, 'current').textContent, 'No customer selected');
    await expectAccessible(el);

    const input = part(el, 'search');
    equal(input.getAttribute('role'), 'combobox');
    input.focus();
    // Each keystroke's time is taken as its input event is dispatched (document, capture phase: before the
    // element's handler); the one search must leave at least the 250 ms debounce after the last (a slow
    // machine only widens the gap; 1 ms: performance.now() is coarsened).
    let lastKey = 0;
    const stamp = () => {
      lastKey = performance.now();
    };
    document.addEventListener('input', stamp, true);
    await sendKeys({ type: 'Fir' });
    document.removeEventListener('input', stamp, true);
    await waitFor(() => options(el).length > 0, 'results');
    equal(searches(shop).length, 1, 'one request for the whole word');
    const gap = searches(shop)[0].at - lastKey;
    assert(gap >= 249, `debounced: sent ${gap.toFixed(1)} ms after the last keystroke, within 250 ms`);
    deepEqual(searches(shop)[0].query, { query: 'Fir', limit: '15', offset: '0' });
    equal(options(el).length, 15, 'at most 15 shown');
    equal(input.getAttribute('aria-expanded'), 'true');
    assert(el.shadowRoot.textContent.includes('Showing the first 15.'), 'more hint');
    assert($(el, '[role="status"]').textContent.includes('15 customers found'), 'count announced');
    await expectAccessible(el);

    // A query without matches.
    input.select();
    await sendKeys({ type: 'zzz' });
    await waitFor(() => el.shadowRoot.textContent.includes('No customers match "zzz"'), 'no results text');
    equal(input.getAttribute('aria-expanded'), 'false');
    equal(searches(shop).length, 2);
  });

  it("a customer change whose reload is cancelled reloads the page's cart: the header shows the new customer's", async () => {
    const { container, el, shop } = await mountInShop(
      'customer-switcher',
      '<cart-preview></cart-preview><customer-switcher></customer-switcher>',
      { config: 'culture="en-GB" user-role="salesperson" signed-in', lines: [['10001', 2]] },
    );
    const preview = container.querySelector('cart-preview');
    const badge = () => preview.shadowRoot?.querySelector('[part~="badge"]')?.textContent;
    await waitFor(() => badge() === '2', "the first customer's cart");
    await waitForState(el, 'ready');
    // The server's cart for the customer about to be picked.
    shop.lines = [{ productid: '10001', variantid: null, quantity: 7 }];
    part(el, 'search').focus();
    await sendKeys({ type: 'Firma 02' });
    await waitFor(() => options(el).length === 1, 'one match');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => changes.length === 1, 'butik-customer-change (its reload cancelled)');
    await waitFor(() => badge() === '7', `the new customer's cart (badge is ${badge()})`);
    equal(shop.count('GET', 'cart/getcart'), 2, 'loaded again once');
    await expectAccessible(preview);
  });

  it('picks a customer with the keyboard: change request, cancelable event, current customer shown', async () => {
    const { el, shop, input } = await mountAndSearch('Firma 0');
    await waitFor(() => options(el).length === 9, 'Firma 01–09');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const active = options(el)[1];
    equal(input.getAttribute('aria-activedescendant'), active.id);
    equal(active.getAttribute('aria-selected'), 'true');
    assert(active.textContent.includes('Firma 02'), active.textContent);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    assert(options(el)[8].getAttribute('aria-selected') === 'true', 'ArrowUp wraps to the last');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => changes.length === 1, 'butik-customer-change');
    const change = shop.requests.find((r) => r.method === 'POST' && r.path === 'customer/change');
    deepEqual(change.query, { selectedcustomer: 'C201' });
    equal(changes[0].change, 'customer');
    equal(changes[0].customer.name, 'Firma 02');
    equal(changes[0].profile, null);
    await waitForState(el, 'ready');
    assert(part(el, 'current').textContent.includes('Firma 02'), part(el, 'current').textContent);
    assert($(el, '[role="status"]').textContent.includes('You now act for Firma 02.'), 'announced');
    equal(input.value, '', 'search cleared');
    await expectAccessible(el);

    // Escape closes the list without picking.
    input.focus();
    await sendKeys({ type: 'Firma 1' });
    await waitFor(() => options(el).length > 0 && !part(el, 'popup').hidden, 'results');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => part(el, 'popup').hidden, 'closed');
    equal(part(el, 'search').getAttribute('aria-expanded'), 'false');
    equal(changes.length, 1, 'nothing picked');
  });

  it('shows a failed change with a retry', async () => {
    const { el, shop } = await mountAndSearch('Byggefirmaet');
    await waitFor(() => options(el).length === 1, 'one result');
    shop.failNext('customer/change', { status: 500 });
    options(el)[0].click();
    await expectChangeFailed(el);
    part(el, 'retry').click();
    await waitFor(() => changes.length === 1, 'changed on retry');
    equal(changes[0].customer.id, 'C101');
  });

  it("lists only the salesperson's assigned customers; a change the server refuses (403) shows the failure", async () => {
    // "A/S" matches Kontorhuset A/S (assigned) and Fremmed Handel A/S (C300, not assigned to this salesperson).
    const { el, shop } = await mountAndSearch('A/S');
    await waitFor(() => searches(shop).length === 1 && options(el).length > 0, 'results');
    deepEqual(
      options(el).map((o) => o.textContent.includes('Kontorhuset A/S')),
      [true],
      'only the assigned company is listed',
    );
    assert(!el.shadowRoot.textContent.includes('Fremmed Handel'), 'the unassigned company is not shown');
    assert($(el, '[role="status"]').textContent.includes('1 customer found.'), 'one customer announced');

    // The assignment ends meanwhile (a supervisor removes it): the server refuses the change.
    shop.salespersonCustomers = shop.salespersonCustomers.filter((id) => id !== 'C100');
    options(el)[0].click();
    await expectChangeFailed(el);
    const change = shop.requests.findLast((r) => r.method === 'POST' && r.path === 'customer/change');
    deepEqual(change.query, { selectedcustomer: 'C100' });
    equal(part(el, 'current').textContent, 'No customer selected', 'the current customer is unchanged');
  });

  it('changes the customer profile with the customerprofiles flag (none without it)', async () => {
    const first = await mount(
      'culture="en-GB" user-role="salesperson" signed-in',
      (shop) => (shop.customerId = 'C100'),
    );
    let { el } = first;
    await waitForState(el, 'ready');
    assert(part(el, 'current').textContent.includes('Kontorhuset A/S'), 'current customer');
    equal(part(el, 'profile'), null, 'no profile select without the flag');
    // A page has one customer switcher (two would be two landmarks with one name): the next one replaces it.
    first.container.remove();

    let shop;
    ({ el, shop } = await mount(
      'culture="en-GB" user-role="salesperson" signed-in features="customerprofiles"',
      (s) => (s.customerId = 'C100'),
    ));
    await waitForState(el, 'ready');
    const select = part(el, 'profile');
    assert(select, 'profile select');
    deepEqual(
      [...select.options].map((o) => o.textContent),
      ['Choose a profile', 'Indkøb', 'Kantine'],
    );
    await expectAccessible(el);
    select.focus();
    select.value = 'kantine';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => changes.length === 1, 'event');
    const request = shop.requests.find((r) => r.path === 'customer/changeprofile');
    equal(request.method, 'GET');
    deepEqual(request.query, { customerprofile: 'kantine' });
    deepEqual(
      { change: changes[0].change, profile: changes[0].profile, current: changes[0].customer.currentprofile },
      { change: 'profile', profile: 'kantine', current: 'kantine' },
    );
    await waitFor(() => part(el, 'profile').value === 'kantine', 'select shows the new profile');
    assert($(el, '[role="status"]').textContent.includes('Profile changed to Kantine.'));
  });
});
