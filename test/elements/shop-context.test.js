/* global describe, it, afterEach */
// <shop-context>: page configuration propagation, per-element override, re-render on change, validation.
import { assert, captureErrors, deepEqual, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();

function configOf(el) {
  const text = el.shadowRoot?.querySelector('#config')?.textContent;
  return text ? JSON.parse(text) : null;
}

async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}

// The shared hook removes each test's shop-contexts (after its axe check, it runs first); the page's first
// shop-context decides the page culture, so let the runtime settle before the next test.
afterEach(settle);

describe('<shop-context>', () => {
  it('gives every element inside it the page configuration, with defaults', async () => {
    const container = fixture(`
      <shop-context context="butik" culture="da-DK" currency="EUR" purchase-allowed show-prices signed-in
        user-role="supervisor" login-url="/login" features="vouchers wishlist magicsearch"
        enable-wish-list variant-display-options='{"mode":"list"}' allow-purchase api-base="/api" api-timeout="5000">
        <main><test-widget label="Inside"></test-widget></main>
      </shop-context>`);
    await customElements.whenDefined('shop-context');
    await customElements.whenDefined('test-widget');
    await settle();
    const el = container.querySelector('test-widget');
    const config = await waitFor(() => configOf(el), 'config');
    deepEqual(config, {
      context: 'butik',
      culture: 'da-DK',
      currency: 'EUR',
      purchaseAllowed: true,
      showPrices: true,
      signedIn: true,
      userRole: 'supervisor',
      loginUrl: '/login',
      features: ['vouchers', 'wishlist', 'magicsearch'],
      enableWishList: true,
      variantDisplayOptions: { mode: 'list' },
      enablePurchaseFromLists: false,
      allowPurchase: true,
      enableSecondaryImage: false,
      apiBase: '/api',
      apiTimeout: 5000,
    });
    equal(getComputedStyle(container.querySelector('shop-context')).display, 'contents');
  });

  it('lets an element override any value with its own attribute, and re-renders on shop-context changes', async () => {
    const container = fixture(`
      <shop-context context="a" currency="DKK" show-prices>
        <test-widget id="plain" label="Plain"></test-widget>
        <test-widget id="own" label="Own" currency="SEK" show-prices="false" context="b" features="csvimport"></test-widget>
      </shop-context>`);
    await settle();
    const plain = container.querySelector('#plain');
    const own = container.querySelector('#own');
    await waitFor(() => configOf(own), 'render');
    equal(configOf(plain).currency, 'DKK');
    equal(configOf(own).currency, 'SEK');
    equal(configOf(plain).showPrices, true);
    equal(configOf(own).showPrices, false, 'explicit "false" overrides an inherited true');
    deepEqual(configOf(own).features, ['csvimport']);
    const ctx = container.querySelector('shop-context');
    ctx.setAttribute('currency', 'NOK');
    ctx.setAttribute('context', 'c');
    await settle();
    await waitFor(() => configOf(plain).currency === 'NOK', 'consumer re-rendered');
    equal(configOf(plain).context, 'c');
    equal(configOf(own).currency, 'SEK', 'override kept');
    own.removeAttribute('currency');
    await settle();
    await waitFor(() => configOf(own).currency === 'NOK', 'override removed: inherits again');
  });

  it('an element moved into another shop-context takes its configuration and keeps its state', async () => {
    const container = fixture(`
      <shop-context id="a" context="a" currency="EUR"><test-widget label="Moving"></test-widget></shop-context>
      <shop-context id="b" context="b" currency="SEK"></shop-context>`);
    await settle();
    const el = container.querySelector('test-widget');
    await waitFor(() => configOf(el)?.context === 'a', 'in a');
    el.shadowRoot.querySelector('#inc').click();
    await settle();
    await waitFor(() => el.shadowRoot.querySelector('#inc').textContent === 'Clicks: 1', 'clicked');
    container.querySelector('#b').append(el);
    await settle();
    await waitFor(() => configOf(el)?.context === 'b', 'configuration of b after the move');
    equal(configOf(el).currency, 'SEK');
    equal(el.shadowRoot.querySelector('#inc').textContent, 'Clicks: 1', 'state kept');
  });

  it("applies the page's first shop-context to elements outside any", async () => {
    fixture(
      '<shop-context context="first" currency="EUR"></shop-context><shop-context context="second"></shop-context>',
    );
    const outside = fixture('<test-widget label="Outside"></test-widget>');
    await settle();
    const el = outside.querySelector('test-widget');
    await waitFor(() => configOf(el)?.context === 'first', 'first shop-context');
    equal(configOf(el).currency, 'EUR');
  });

  it('culture defaults to the lang of the shop-context, then <html lang>, then en-GB', async () => {
    const a = fixture('<shop-context lang="da-DK"><test-widget label="A"></test-widget></shop-context>');
    await settle();
    await waitFor(() => configOf(a.querySelector('test-widget'))?.culture === 'da-DK', 'element lang');
    a.remove();
    document.documentElement.lang = 'sv-SE';
    const b = fixture('<shop-context><test-widget label="B"></test-widget></shop-context>');
    await settle();
    await waitFor(() => configOf(b.querySelector('test-widget'))?.culture === 'sv-SE', 'html lang');
    b.remove();
    document.documentElement.removeAttribute('lang');
    const c = fixture('<shop-context><test-widget label="C"></test-widget></shop-context>');
    await settle();
    await waitFor(() => configOf(c.querySelector('test-widget'))?.culture === 'en-GB', 'en-GB');
    // A later change of <html lang> (or a shop-context's lang) re-resolves the culture of mounted elements.
    document.documentElement.lang = 'da-DK';
    await settle();
    await waitFor(() => configOf(c.querySelector('test-widget'))?.culture === 'da-DK', '<html lang> changed later');
    c.querySelector('shop-context').setAttribute('lang', 'sv-SE');
    await settle();
    await waitFor(
      () => configOf(c.querySelector('test-widget'))?.culture === 'sv-SE',
      'shop-context lang changed later',
    );
    document.documentElement.removeAttribute('lang');
    c.querySelector('shop-context').removeAttribute('lang');
    await settle();
    await waitFor(() => configOf(c.querySelector('test-widget'))?.culture === 'en-GB', 'back to en-GB');
  });

  it("activates the page culture's texts (first shop-context): Danish for da-DK", async () => {
    const errors = captureErrors();
    let container;
    try {
      container = fixture('<shop-context culture="da-DK"><test-boom fail></test-boom></shop-context>');
      document.body.prepend(container); // the page's first shop-context decides the text language
      await settle();
      const boom = container.querySelector('test-boom');
      await waitFor(
        () => boom.shadowRoot?.querySelector('[role="alert"]')?.textContent === 'Dette indhold kunne ikke vises.',
        'Danish text',
      );
      container.querySelector('shop-context').setAttribute('culture', 'en-GB');
      await settle();
      await waitFor(
        () => boom.shadowRoot?.querySelector('[role="alert"]')?.textContent === 'This content could not be shown.',
        'English again',
      );
    } finally {
      errors.stop();
    }
  });

  it("an element whose culture differs from the page's shows its own language (own attribute or nested shop-context)", async () => {
    const DA = 'Dette indhold kunne ikke vises.';
    const EN = 'This content could not be shown.';
    const textOf = (el) => el.shadowRoot?.querySelector('[role="alert"]')?.textContent;
    const errors = captureErrors();
    let container;
    try {
      container = fixture(`<shop-context culture="en-GB">
          <test-boom id="page" fail></test-boom>
          <test-boom id="own" fail culture="da-DK"></test-boom>
          <shop-context culture="da"><test-boom id="nested" fail></test-boom></shop-context>
        </shop-context>`);
      document.body.prepend(container); // the page's first shop-context decides the page language
      await settle();
      const [page, own, nested] = ['#page', '#own', '#nested'].map((id) => container.querySelector(id));
      await waitFor(() => textOf(own) === DA, 'own culture="da-DK": Danish');
      await waitFor(() => textOf(nested) === DA, 'nested shop-context culture="da": Danish');
      equal(textOf(page), EN, 'the page language stays English');

      own.removeAttribute('culture');
      await settle();
      await waitFor(() => textOf(own) === EN, 'override removed: the page language again');
      own.setAttribute('culture', 'da-DK');
      await settle();
      await waitFor(() => textOf(own) === DA, 'override set again');

      // Page switches to Danish: an element asking for English keeps English.
      own.setAttribute('culture', 'en-US');
      container.querySelector('shop-context').setAttribute('culture', 'da-DK');
      await settle();
      await waitFor(() => textOf(page) === DA, 'page Danish');
      await waitFor(() => textOf(own) === EN, 'own culture="en-US": English on a Danish page');
      equal(textOf(nested), DA);
      container.querySelector('shop-context').setAttribute('culture', 'en-GB');
      await settle();
      await waitFor(() => textOf(page) === EN, 'page English again');
    } finally {
      errors.stop();
    }
  });

  it('an element in a right-to-left language turns right to left (host dir), unless it inherits it already', async () => {
    const container = fixture(`<shop-context culture="en-GB">
        <test-widget id="en" label="English"></test-widget>
        <test-widget id="ar" label="Arabic" culture="ar-EG"></test-widget>
        <test-widget id="authored" label="Authored" culture="he" dir="ltr"></test-widget>
        <div dir="rtl"><test-widget id="inside" label="Inside" culture="fa-IR"></test-widget></div>
      </shop-context>`);
    document.body.prepend(container);
    await settle();
    const [en, ar, authored, inside] = ['#en', '#ar', '#authored', '#inside'].map((id) => container.querySelector(id));
    await waitFor(() => ar.getAttribute('dir') === 'rtl', 'culture="ar-EG": dir="rtl" on the host');
    equal(
      getComputedStyle(ar.shadowRoot.firstElementChild ?? ar).direction,
      'rtl',
      'its shadow tree runs right to left',
    );
    equal(en.hasAttribute('dir'), false, 'English: nothing set');
    equal(authored.getAttribute('dir'), 'ltr', "an author's dir is left alone");
    equal(inside.hasAttribute('dir'), false, 'inherits rtl already: nothing set');
    ar.setAttribute('culture', 'da-DK');
    await settle();
    await waitFor(() => !ar.hasAttribute('dir'), 'back to a left-to-right language: the dir it set is removed');
  });

  it('a bad user-role logs one error and means visitor; bad JSON and currency likewise fall back', async () => {
    const errors = captureErrors();
    let container;
    try {
      container = fixture(`<shop-context user-role="king" currency="kroner" variant-display-options="{oops">
        <test-widget label="Roles"></test-widget></shop-context>`);
      await settle();
    } finally {
      errors.stop();
    }
    const el = container.querySelector('test-widget');
    const config = await waitFor(() => configOf(el), 'render');
    equal(config.userRole, 'visitor');
    equal(config.currency, 'DKK');
    equal(config.variantDisplayOptions, null);
    equal(errors.calls.length, 3, JSON.stringify(errors.calls));
    assert(
      errors.calls.some((c) => c.includes('<shop-context> user-role="king"')),
      errors.calls.join('\n'),
    );
  });
});
