/* global describe, it, afterEach */
// Server labels (spec §6–§8, issue 14; src/internal/server-labels.ts) in <gift-recipient-flow>'s code entry: the
// shop's text wins over the built-in one, an empty one shows '•••', a label the server lacks shows the built-in text
// and is registered once on a supervisor's page (never on anyone else's), a failed label call is only logged, and
// the labels are asked in the element's language. axe in every test.
import { expectAccessible } from './helpers/axe.js';
import { json, stubApi } from './helpers/api-stub.js';
import { giftShop } from './helpers/gift-shop-records.js';
import { captureErrors, deepEqual, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();

let db = { requests: [], labels: {}, labelStatus: 200 };
let context = 'labels0';
let n = 0;
/** A fresh context per test: its own label store (a page actor) and its own local cache. */
function fresh(labels, labelStatus = 200) {
  n += 1;
  context = `labels${n}`;
  db = { requests: [], labels, labelStatus };
  stubApi(context, {
    record: (call) => db.requests.push(call),
    answer(method, path) {
      if (method === 'GET' && path.startsWith('labeltranslation/translations/')) {
        return db.labelStatus === 200 ? json(200, db.labels) : json(db.labelStatus, { error: 'down' });
      }
      if (method === 'POST' && path === 'translations/ensure') return json(200, { success: true });
      if (method === 'GET' && path === 'giftshop/one') return json(200, giftShop('one', { products: [] }));
      return json(404, { error: 'not found' });
    },
  });
}

async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 30));
  await rendered();
}

const mounted = [];
async function mount({ culture = 'da-DK', role = 'user' } = {}) {
  const container = fixture(
    `<shop-context context="${context}" culture="${culture}" user-role="${role}" signed-in>
      <gift-recipient-flow giftshop="one"></gift-recipient-flow></shop-context>`,
  );
  await customElements.whenDefined('gift-recipient-flow');
  mounted.push(container);
  const el = container.querySelector('gift-recipient-flow');
  await settle();
  await waitFor(() => el.shadowRoot?.querySelector('input[name="code"]'), 'code form rendered');
  return el;
}

const heading = (el) => el.shadowRoot.querySelector('[data-step-heading]')?.textContent.trim();
const hint = (el) => el.shadowRoot.querySelector('.hint')?.textContent.trim();
const ensures = () => db.requests.filter((r) => r.method === 'POST' && r.path === 'translations/ensure');

afterEach(async () => {
  mounted.splice(0).forEach((container) => container.remove());
  localStorage.clear();
  await settle();
});

describe('server labels', () => {
  it("the shop's text wins, an empty one shows '•••', the rest stay built in; asked once, in the page's language", async () => {
    fresh({ 'giftshop.login.hint': 'Koden står på dit gavebevis.', 'giftshop.login.heading': '' });
    const el = await mount();
    await waitFor(() => hint(el) === 'Koden står på dit gavebevis.', 'the server hint');
    equal(heading(el), '•••', 'an empty label');
    equal(el.shadowRoot.querySelector('input[name="code"]').placeholder, 'f.eks. JUL26-0001', 'built in (Danish)');
    const asked = db.requests.filter((r) => r.path.startsWith('labeltranslation/'));
    deepEqual(
      asked.map((r) => r.path),
      ['labeltranslation/translations/giftshop'],
    );
    equal(ensures().length, 0, 'not a supervisor: nothing registered');
    await expectAccessible(el);
  });

  it("a supervisor's page registers each missing label once, with its text and placeholders", async () => {
    fresh({ 'giftshop.login.heading': 'Indtast gavekode', 'giftshop.login.hint': 'Se dit gavebevis.' });
    const el = await mount({ role: 'supervisor' });
    await waitFor(() => hint(el) === 'Se dit gavebevis.', 'the server hint');
    await waitFor(() => ensures().length === 2, 'two missing labels registered');
    // Typing re-renders the form: nothing is sent again.
    const input = el.shadowRoot.querySelector('input[name="code"]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'ABC');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await settle();
    deepEqual(
      ensures()
        .map((r) => r.body)
        .sort((a, b) => a.key.localeCompare(b.key)),
      [
        { group: 'giftshop', key: 'login.continue', defaulttext: 'Fortsæt', replacements: [] },
        { group: 'giftshop', key: 'login.placeholder', defaulttext: 'f.eks. JUL26-0001', replacements: [] },
      ],
    );
    await expectAccessible(el);
    // A second element on the page shares the store: nothing is sent again. (Across pages the local cache
    // remembers what was sent: test/unit/i18n/labels.test.ts.)
    const second = document.createElement('gift-recipient-flow');
    second.setAttribute('giftshop', 'one');
    el.after(second);
    await settle();
    await waitFor(() => second.shadowRoot?.querySelector('input[name="code"]'), 'second form rendered');
    await settle();
    equal(ensures().length, 2, `registered once: ${JSON.stringify(ensures().map((r) => r.body))}`);
    second.remove(); // two flows on one page would have two landmarks of one name
    await settle();
  });

  it('a failed label call is only logged: the built-in texts stay', async () => {
    fresh({}, 500);
    const errors = captureErrors();
    let el;
    try {
      el = await mount();
      await waitFor(() => db.requests.some((r) => r.path.startsWith('labeltranslation/')), 'labels asked');
      await settle();
    } finally {
      errors.stop();
    }
    equal(heading(el), 'Indtast gavekode');
    equal(hint(el), 'Du finder koden på dit gavebevis eller i din invitation på e-mail.');
    await expectAccessible(el);
  });

  it('labels are asked in the language the element shows', async () => {
    fresh({ 'giftshop.login.heading': 'Your gift code' });
    const el = await mount({ culture: 'en-GB' });
    await waitFor(() => heading(el) === 'Your gift code', 'the English label');
    const asked = db.requests.find((r) => r.path.startsWith('labeltranslation/'));
    equal(asked.path, 'labeltranslation/translations/giftshop');
    await expectAccessible(el);
  });
});
