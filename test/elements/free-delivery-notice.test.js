/* global describe, it */
// <free-delivery-notice>: spec §2 (product detail free-delivery notice), §3 cart delivery, §9 the four free-delivery
// texts. Runs against the fake shop API (one context per test = a fresh page cart).
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, captureErrors, equal, setup, waitFor } from './helpers/util.js';
import { dkk, dkkEn } from '../money.mjs';

await setup();
installFakeShop();

let container;
/** A fresh context whose server cart holds `lines` ([productid, quantity]); `tweak(shop)` runs before loading. */
async function mount(html, options = {}) {
  const mounted = await mountInShop('free-delivery-notice', html, { config: 'culture="en-GB"', ...options });
  container = mounted.container;
  return mounted;
}

const part = (el, name) => el.shadowRoot.querySelector(`[part="${name}"]`);
const text = (el) => part(el, 'delivery-text')?.textContent ?? null;
const bar = (el) => el.shadowRoot.querySelector('[role="progressbar"]');
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);

describe('<free-delivery-notice>', () => {
  it('not yet achieved (full): "Shop for another {0} …" with the missing amount, and the bar at limit − diff', async () => {
    // 3 × 100 kr. excl. VAT = 300 of 1.500 kr.
    const { el } = await mount('<free-delivery-notice></free-delivery-notice>', { lines: [['10001', 3]] });
    await waitState(el, 'not-achieved');
    // The server's number, formatted for the en-GB page (docs/money-format.md).
    equal(text(el), `Shop for another ${dkkEn('1,200.00')} and you will be delivered free of charge`);
    equal(bar(el).getAttribute('aria-valuetext'), `${dkkEn('300.00')} of ${dkkEn('1,500.00')}`);
    const progress = bar(el);
    assert(progress, 'progress bar shown');
    equal(progress.getAttribute('aria-valuenow'), '300');
    equal(progress.getAttribute('aria-valuemin'), '0');
    equal(progress.getAttribute('aria-valuemax'), '1500');
    equal(part(el, 'delivery-bar-fill').style.inlineSize, '20%');
    assert(getComputedStyle(el).display !== 'none', 'visible');
  });

  it('achieved (full): "Because you are shopping for at least {0} …" with the limit, and a full bar', async () => {
    const { el } = await mount('<free-delivery-notice variant="full"></free-delivery-notice>', {
      lines: [['10080', 2]],
    });
    await waitState(el, 'achieved');
    equal(
      text(el),
      `Because you are shopping for at least ${dkkEn('1,500.00')}, your order is delivered free of charge`,
    );
    equal(bar(el).getAttribute('aria-valuenow'), '1500');
    equal(bar(el).getAttribute('aria-valuemax'), '1500');
    equal(part(el, 'delivery-bar-fill').style.inlineSize, '100%');
  });

  it('compact: "Free delivery at {0}" (the limit) and "Free delivery achieved"', async () => {
    let { el } = await mount('<free-delivery-notice variant="compact"></free-delivery-notice>', {
      lines: [['10001', 3]],
    });
    await waitState(el, 'not-achieved');
    equal(text(el), `Free delivery at ${dkkEn('1,500.00')}`);
    equal(bar(el).getAttribute('aria-valuenow'), '300');
    await expectAccessible(el);
    ({ el } = await mount('<free-delivery-notice variant="compact"></free-delivery-notice>', {
      lines: [['10080', 2]],
    }));
    await waitState(el, 'achieved');
    equal(text(el), 'Free delivery achieved');
    equal(bar(el).getAttribute('aria-valuenow'), '1500');
  });

  it('follows a change made by another element on the page (the one page cart)', async () => {
    const { el, shop } = await mount(
      '<free-delivery-notice></free-delivery-notice><add-to-cart product-id="10080"></add-to-cart>',
      { lines: [['10001', 3]], config: 'culture="en-GB" purchase-allowed' },
    );
    await waitState(el, 'not-achieved');
    const add = container.querySelector('add-to-cart');
    await customElements.whenDefined('add-to-cart');
    await waitFor(() => add.getAttribute('data-state') === 'ready', 'add-to-cart ready');
    add.shadowRoot.querySelector('[part="button"]').click();
    // 300 + 900 = 1.200 kr.: 300 kr. missing.
    await waitFor(
      () => text(el) === `Shop for another ${dkkEn('300.00')} and you will be delivered free of charge`,
      `text follows the add (is "${text(el)}")`,
    );
    equal(bar(el).getAttribute('aria-valuenow'), '1200');
    equal(shop.count('GET', 'cart/getcart'), 1, 'the cart was loaded once for both elements');
  });

  it('Danish texts with the culture', async () => {
    let { el } = await mount('<free-delivery-notice></free-delivery-notice>', {
      lines: [['10001', 3]],
      config: 'culture="da-DK"',
    });
    await waitFor(
      () => text(el) === `Køb for yderligere ${dkk('1.200,00')}, så får du leveret fragtfrit`,
      `Danish not-yet text (is "${text(el)}")`,
    );
    ({ el } = await mount('<free-delivery-notice variant="compact"></free-delivery-notice>', {
      lines: [['10080', 2]],
      config: 'culture="da-DK"',
    }));
    await waitFor(() => text(el) === 'Fri fragt opnået', `Danish compact achieved (is "${text(el)}")`);
  });

  it('nothing when free delivery is not possible; no bar without the numeric amounts', async () => {
    const impossible = (shop) => {
      const delivery = shop.delivery.bind(shop);
      shop.delivery = () => ({ ...delivery(), freedeliverypossible: false });
    };
    let { el } = await mount('<free-delivery-notice></free-delivery-notice>', {
      lines: [['10001', 3]],
      tweak: impossible,
    });
    await waitState(el, 'hidden');
    equal(el.shadowRoot.querySelector('[part="delivery-notice"]'), null, 'nothing rendered');
    equal(getComputedStyle(el).display, 'none');

    const noNumbers = (shop) => {
      const delivery = shop.delivery.bind(shop);
      shop.delivery = () => {
        const { freedeliverylimit: _l, freedeliverydiff: _d, ...rest } = delivery();
        return rest;
      };
    };
    ({ el } = await mount('<free-delivery-notice></free-delivery-notice>', {
      lines: [['10001', 3]],
      tweak: noNumbers,
    }));
    await waitState(el, 'not-achieved');
    // Without the numbers, the server's strings as sent (the only case a Danish amount shows on an en-GB page).
    equal(text(el), `Shop for another ${dkk('1.200,00')} and you will be delivered free of charge`);
    equal(bar(el), null, 'no bar without numbers');
  });

  it('a failed cart load shows nothing; a bad variant logs and means full', async () => {
    // GET calls are retried twice: three failures make the load fail.
    let { el } = await mount('<free-delivery-notice></free-delivery-notice>', {
      tweak: (shop) => shop.failNext('cart/getcart', { times: 3 }),
    });
    await waitState(el, 'hidden');
    equal(getComputedStyle(el).display, 'none');
    const errors = captureErrors();
    try {
      ({ el } = await mount('<free-delivery-notice variant="tiny"></free-delivery-notice>', { lines: [['10001', 3]] }));
      await waitFor(() => errors.calls.some((c) => c.includes('variant="tiny"')), 'bad variant logged');
      await waitState(el, 'not-achieved');
      equal(text(el), `Shop for another ${dkkEn('1,200.00')} and you will be delivered free of charge`);
    } finally {
      errors.stop();
    }
  });
});
