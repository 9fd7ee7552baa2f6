/* global describe, it, beforeEach, afterEach */
// <gift-recipient-flow> when the server refuses more code look-ups (429 with Retry-After): the login says when to
// try again ('For mange forsøg. Prøv igen om N sekunder.'), counts down and keeps 'Fortsæt' disabled until then;
// the message is announced once, not every second. axe in every test.
import { emulateMedia } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expectAccessible } from './helpers/axe.js';
import { json, stubApi } from './helpers/api-stub.js';
import { giftCode, giftShop } from './helpers/gift-shop-records.js';
import { assert, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });

let db;
function resetDb() {
  db = { requests: [], retryAfter: ['2'], shop: giftShop('one', { products: [] }), code: giftCode('ONE-0001', 'one') };
}
resetDb();

const api = stubApi('test', {
  record: (call) => db.requests.push(call),
  answer(method, path) {
    if (method === 'GET' && path.startsWith('giftshop/code/')) {
      if (db.retryAfter.length) {
        const value = db.retryAfter.shift();
        return new Response(JSON.stringify({ error: 'Too many failed gift code look-ups' }), {
          status: 429,
          headers: { 'content-type': 'application/json', ...(value === null ? {} : { 'retry-after': value }) },
        });
      }
      return path.endsWith('ONE-0001') ? json(200, db.code) : json(404, { error: 'Ukendt kode' });
    }
    if (method === 'GET' && path === 'giftshop/one') return json(200, db.shop);
    return json(404, { error: 'not found' });
  },
});

async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}

const mounted = [];
async function mount() {
  const container = fixture(
    `<shop-context context="test" culture="da-DK"><gift-recipient-flow giftshop="one"></gift-recipient-flow></shop-context>`,
  );
  await customElements.whenDefined('gift-recipient-flow');
  mounted.push(container);
  const el = container.querySelector('gift-recipient-flow');
  await settle();
  await waitFor(() => el.shadowRoot?.querySelector('input[name="code"]'), 'code form rendered');
  return el;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const continueButton = (el) =>
  [...el.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.trim().startsWith('Fortsæt'));
const message = (el) => $(el, '[part~="error-message"] .error__text')?.textContent.replace(/\s+/g, ' ').trim();

function type(input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

async function submit(el, code) {
  type($(el, 'input[name="code"]'), code);
  await settle();
  continueButton(el).click();
}

beforeEach(() => resetDb());
afterEach(async () => {
  api.releaseAll();
  mounted.splice(0).forEach((container) => container.remove());
  await settle();
});

describe('<gift-recipient-flow> after too many attempts (429)', () => {
  it('counts the Retry-After down with Fortsæt disabled, then lets the code through', async () => {
    const el = await mount();
    await submit(el, 'ONE-0001');
    await waitFor(() => message(el) === 'For mange forsøg. Prøv igen om 2 sekunder.', 'the 429 message');
    const button = continueButton(el);
    assert(button.disabled, 'Fortsæt disabled while waiting');
    assert(!$(el, 'input[name="code"]').disabled, 'the code can still be corrected');
    // Announced once: the hidden alert holds the first text; the ticking text is no live region.
    const alert = $(el, '[part~="error-message"] [role="alert"]');
    equal(alert?.textContent, 'For mange forsøg. Prøv igen om 2 sekunder.');
    equal($(el, '[part~="error-message"]').getAttribute('role'), null, 'the countdown is not an alert');
    await expectAccessible(el);

    // Enter does not submit either.
    $(el, 'form').requestSubmit();
    await settle();
    equal(db.requests.filter((r) => r.path.startsWith('giftshop/code/')).length, 1, 'no look-up while waiting');

    await waitFor(() => message(el) === 'For mange forsøg. Prøv igen om 1 sekund.', 'one second left', 2500);
    equal(alert.textContent, '', 'the alert does not speak every second');
    await waitFor(() => !continueButton(el).disabled && !message(el), 'the wait is over', 2500);
    await expectAccessible(el);

    continueButton(el).click();
    await waitFor(() => el.getAttribute('data-state') === 'info', 'the code goes through now');
  });

  it('shows minutes for a long wait (an HTTP-date Retry-After)', async () => {
    db.retryAfter = [new Date(Date.now() + 5 * 60_000).toUTCString()];
    const el = await mount();
    await submit(el, 'NOPE-1');
    await waitFor(() => /^For mange forsøg\. Prøv igen om [45] minutter\.$/.test(message(el) ?? ''), 'minutes');
    assert(continueButton(el).disabled, 'Fortsæt disabled');
    await expectAccessible(el);
  });

  it('waits 60 s when the 429 has no readable Retry-After', async () => {
    db.retryAfter = [null];
    const el = await mount();
    await submit(el, 'NOPE-2');
    await waitFor(() => message(el) === 'For mange forsøg. Prøv igen om 1 minut.', 'default wait of 60 s');
    assert(continueButton(el).disabled, 'Fortsæt disabled');
    await expectAccessible(el);
  });
});
