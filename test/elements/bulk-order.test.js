/* global describe, it */
// <bulk-order>: many lines by item number and quantity, each validated before adding (unknown, not purchasable,
// variants, rounded to colli, empty quantity), then ONE POST cart/addorupdatecartfromlist. Fake shop API, one
// context per test (fresh cart).
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepActive, deepEqual, equal, nothingRendered, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

/** Mounts `html` inside a fresh <shop-context> (own API context = own cart). */
async function mount(html = '<bulk-order></bulk-order>', config = 'purchase-allowed culture="en-GB"') {
  return mountInShop('bulk-order', html, { config });
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const state = (el) => el.getAttribute('data-state');
const rows = (el) => $$(el, '[part="row"]');
const verdicts = (el) => rows(el).map((r) => r.getAttribute('data-verdict'));
const messages = (el) => rows(el).map((r) => r.querySelector('[part="message"]')?.textContent ?? '');
const posts = (shop, path) => shop.requests.filter((r) => r.method === 'POST' && r.path === path);

/** Sets a textarea's value the way typing does (React sees the input event; composed, as a user's is). */
function fillTextarea(textarea, text) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(textarea, text);
  textarea.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

async function paste(el, text) {
  const details = $(el, '[part="paste"]');
  details.querySelector('summary').click();
  await waitFor(() => details.open, 'paste box open');
  const textarea = details.querySelector('textarea');
  fillTextarea(textarea, text);
  const button = details.querySelector('button');
  await waitFor(() => !button.disabled, 'Add lines enabled');
  button.click();
}

async function typeInto(input, text) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

const PASTED = ['Varenummer\tAntal', 'a10001\t2', 'NOPE-1\t1', 'A10030;1', '10006 7', 'A10060;1', 'A10001;0', ''].join(
  '\n',
);

describe('<bulk-order>', () => {
  it('is hidden when the page does not allow purchase', async () => {
    nothingRendered('<bulk-order> hides itself without purchase-allowed');
    const { el, shop } = await mount('<bulk-order></bulk-order>', 'culture="en-GB"');
    await waitFor(() => state(el) === 'hidden', 'hidden');
    equal(el.shadowRoot.querySelector('form'), null);
    equal(getComputedStyle(el).display, 'none');
    equal(
      shop.requests.filter((r) => r.path !== 'cart/getcart' && r.path !== 'cart/getcurrentdelivery').length,
      0,
      'no lookup',
    );
  });

  it('starts with empty rows; Add row adds one and focuses it; × removes', async () => {
    const { el } = await mount('<bulk-order rows="2" heading="Hurtigordre"></bulk-order>');
    await waitFor(() => rows(el).length === 2, 'two rows');
    equal($(el, '[part="title"]').textContent, 'Hurtigordre');
    const addRow = $$(el, 'button').find((b) => b.textContent.includes('Add row'));
    addRow.click();
    await waitFor(() => rows(el).length === 3, 'three rows');
    await waitFor(() => deepActive() === rows(el)[2].querySelector('input'), 'new row focused');
    equal(deepActive().getAttribute('aria-label'), 'Item number, line 3');
    rows(el)[0].querySelector('button').click();
    await waitFor(() => rows(el).length === 2, 'removed');
    equal(state(el), 'editing');
  });

  it('validates each pasted line with ONE lookup: unknown, not purchasable, rounded to colli, variants, zero', async () => {
    const { el, shop } = await mount();
    await paste(el, PASTED);
    await waitFor(() => verdicts(el).length === 6 && !verdicts(el).includes('pending'), 'verdicts');
    deepEqual(verdicts(el), ['ok', 'unknown', 'notPurchasable', 'rounded', 'hasVariants', 'noQuantity']);
    const msgs = messages(el);
    equal(msgs[0], 'Kuglepen blå');
    equal(msgs[1], 'Unknown item number NOPE-1');
    equal(msgs[2], 'Udgået printer cannot be bought online');
    equal(msgs[3], 'Kopipapir A4 (pakke): Sold in packages of 6 pk. The quantity will be rounded up to 12.');
    equal(msgs[4], 'T-shirt comes in variants: choose one on the product page');
    equal(msgs[5], 'Enter a quantity for Kuglepen blå');
    equal($(el, '[role="status"]').textContent, '2 of 6 lines can be added.');
    // One sku query and one id query for the whole paste; nothing added yet.
    equal(posts(shop, 'simpleproductquery').length, 1);
    equal(posts(shop, 'simpleproductquery')[0].body.Fields[0].Field, 'sku');
    equal(posts(shop, 'simpleproductquery')[0].body.Fields[0].FieldType, 'String');
    equal(posts(shop, 'product/ids').length, 1);
    equal(posts(shop, 'cart/addorupdatecartfromlist').length, 0);
    const unknownItem = rows(el)[1].querySelector('input');
    equal(unknownItem.getAttribute('aria-invalid'), 'true');
    equal(
      el.shadowRoot.getElementById(unknownItem.getAttribute('aria-describedby')).textContent,
      'Unknown item number NOPE-1',
    );
  });

  it('Add to cart sends the valid lines in ONE request, replaces the page cart, fires butik-cart-change, keeps the invalid lines', async () => {
    const { el, shop } = await mount();
    const changes = [];
    el.addEventListener('butik-cart-change', (e) => changes.push(e.detail));
    await paste(el, PASTED);
    await waitFor(() => verdicts(el).length === 6 && !verdicts(el).includes('pending'), 'verdicts');
    $(el, '[part="submit"]').click();
    await waitFor(() => state(el) === 'added', 'added');
    const sent = posts(shop, 'cart/addorupdatecartfromlist');
    equal(sent.length, 1, 'one request');
    deepEqual(sent[0].body, {
      items: [
        { productid: '10001', quantity: 2 },
        { productid: '10006', quantity: 12 },
      ],
    });
    deepEqual(shop.lines, [
      { productid: '10001', variantid: null, quantity: 2 },
      { productid: '10006', variantid: null, quantity: 12 },
    ]);
    await waitFor(() => changes.length === 1, 'butik-cart-change');
    equal(changes[0].change, null);
    equal(changes[0].cart.itemcount, 14);
    equal($(el, '[role="status"]').textContent, '2 lines were added to the cart.');
    deepEqual(verdicts(el), ['unknown', 'notPurchasable', 'hasVariants', 'noQuantity']);
  });

  it('typing a line: checked when the field is left; the rounded quantity is sent', async () => {
    const { el, shop } = await mount('<bulk-order rows="1"></bulk-order>');
    const [item, qty] = rows(el)[0].querySelectorAll('input');
    await typeInto(item, 'A10006');
    await typeInto(qty, '7x');
    equal(qty.value, '7', 'digits only');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => verdicts(el)[0] === 'rounded', 'rounded');
    assert(messages(el)[0].includes('Sold in packages of 6 pk'), messages(el)[0]);
    $(el, '[part="submit"]').click();
    await waitFor(() => shop.lines.length === 1, 'added');
    equal(shop.lines[0].quantity, 12);
  });

  it('pasting several cells (copied from Excel) into an item field takes them as lines', async () => {
    const { el, shop } = await mount('<bulk-order rows="1"></bulk-order>');
    const item = rows(el)[0].querySelector('input');
    item.focus();
    const data = new DataTransfer();
    data.setData('text/plain', 'A10001\t4\r\nA10006\t12\r\n');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true });
    item.dispatchEvent(event);
    equal(event.defaultPrevented, true, 'the paste was taken over');
    await waitFor(() => verdicts(el).join() === 'ok,ok', `verdicts (${verdicts(el)})`);
    deepEqual(
      rows(el).map((r) => [...r.querySelectorAll('input')].map((i) => i.value)),
      [
        ['A10001', '4'],
        ['A10006', '12'],
      ],
    );
    // A plain item number pastes as usual.
    const single = new DataTransfer();
    single.setData('text/plain', 'A10010');
    const plain = new ClipboardEvent('paste', {
      clipboardData: single,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
    rows(el)[0].querySelector('input').dispatchEvent(plain);
    equal(plain.defaultPrevented, false);
    equal(posts(shop, 'cart/addorupdatecartfromlist').length, 0);
  });

  it('busy while adding: a second click sends nothing more; a failure keeps every line and says so', async () => {
    const { el, shop } = await mount();
    await paste(el, 'A10001;3\nA10006;6');
    await waitFor(() => verdicts(el).join() === 'ok,ok', 'checked');
    shop.failNext('cart/addorupdatecartfromlist', { status: 500 });
    const release = shop.hold('cart/addorupdatecartfromlist');
    const submit = $(el, '[part="submit"]');
    submit.click();
    await waitFor(() => state(el) === 'adding', 'adding');
    equal(submit.getAttribute('aria-busy'), 'true');
    assert(rows(el)[0].querySelector('input').disabled, 'fields locked while adding');
    submit.click();
    await expectAccessible(el);
    release();
    await waitFor(() => state(el) === 'error', 'error');
    equal(posts(shop, 'cart/addorupdatecartfromlist').length, 1, 'one request only');
    equal($(el, '[part="error"]').textContent.includes('The lines could not be added to the cart.'), true);
    deepEqual(verdicts(el), ['ok', 'ok'], 'lines kept');
    equal(shop.lines.length, 0);
    await expectAccessible(el);
    // Again: now it works.
    submit.click();
    await waitFor(() => state(el) === 'added', 'added');
    equal(shop.lines.length, 2);
  });

  it('a line the shop refuses (400 naming items.N) is marked on its row; the other lines stay as they are', async () => {
    const { el, shop } = await mount();
    // The cart already holds 999,996 of A10006: 6 more would pass the server's 1,000,000 per line, so the
    // server refuses the request with 400 { error, field: 'items.1.quantity' } and adds nothing.
    shop.lines = [{ productid: '10006', variantid: null, quantity: 999_996 }];
    await paste(el, 'A10001;3\nA10006;6');
    await waitFor(() => verdicts(el).join() === 'ok,ok', 'checked');
    $(el, '[part="submit"]').click();
    await waitFor(() => state(el) === 'error', 'error');
    equal(posts(shop, 'cart/addorupdatecartfromlist').length, 1);
    deepEqual(shop.lines, [{ productid: '10006', variantid: null, quantity: 999_996 }], 'nothing added');
    assert(
      $(el, '[part="error"]').textContent.includes('Nothing was added: the shop refused the marked line.'),
      $(el, '[part="error"]').textContent,
    );
    deepEqual(verdicts(el), ['ok', 'rejected']);
    const [item1, qty1] = rows(el)[1].querySelectorAll('input');
    equal(qty1.getAttribute('aria-invalid'), 'true', 'the refused quantity is marked');
    equal(item1.getAttribute('aria-invalid'), null);
    equal(
      el.shadowRoot.getElementById(qty1.getAttribute('aria-describedby')).textContent,
      'The shop refused this quantity of Kopipapir A4 (pakke); it was not added',
    );
    const [item0, qty0] = rows(el)[0].querySelectorAll('input');
    equal(item0.getAttribute('aria-invalid'), null, 'the other line is not marked');
    equal(qty0.getAttribute('aria-invalid'), null);
    equal(messages(el)[0], 'Kuglepen blå');
    deepEqual(
      rows(el).map((r) => [...r.querySelectorAll('input')].map((i) => i.value)),
      [
        ['A10001', '3'],
        ['A10006', '6'],
      ],
      'both lines kept as typed',
    );
    await expectAccessible(el);
    // Adding again sends the other line only; the refused one stays marked until it is changed.
    $(el, '[part="submit"]').click();
    await waitFor(() => state(el) === 'added', 'added');
    deepEqual(posts(shop, 'cart/addorupdatecartfromlist')[1].body, { items: [{ productid: '10001', quantity: 3 }] });
    deepEqual(verdicts(el), ['rejected']);
    await typeInto(rows(el)[0].querySelectorAll('input')[1], '');
    await waitFor(() => verdicts(el)[0] === 'noQuantity', 'the mark goes with the edit');
  });

  it('a failed lookup is not "unknown": it says the numbers could not be checked, Try again asks again', async () => {
    const { el, shop } = await mount();
    shop.failNext('simpleproductquery', { status: 503 });
    await paste(el, 'A10001;1');
    await waitFor(() => state(el) === 'error', 'error');
    assert($(el, '[part="error"]').textContent.includes('The item numbers could not be checked.'), 'lookup message');
    deepEqual(verdicts(el), ['pending']);
    await expectAccessible(el);
    $$(el, '[part="error"] button')
      .find((b) => b.textContent === 'Try again')
      .click();
    await waitFor(() => verdicts(el)[0] === 'ok', 'checked after retry');
  });

  it('Danish texts; nothing valid means no request', async () => {
    const { el, shop } = await mount('<bulk-order rows="1"></bulk-order>', 'purchase-allowed culture="da-DK"');
    await waitFor(() => $(el, '[part="title"]').textContent === 'Hurtig bestilling', 'Danish heading');
    await paste(el, 'NOPE;2');
    await waitFor(() => verdicts(el)[0] === 'unknown', 'unknown');
    equal(messages(el)[0], 'Ukendt varenummer NOPE');
    $(el, '[part="submit"]').click();
    await waitFor(() => $(el, '[part="error"]'), 'message');
    equal(posts(shop, 'cart/addorupdatecartfromlist').length, 0);
  });
});
