/* global describe, it, afterEach */
// Elements whose code waits for the visitor (src/ui/until-reached.tsx), seen through <gift-shop-button>: the page's
// fallback shows until a pointer, focus or touch reaches it; then the part replaces it, carrying focus and a tap.
import { expectAccessible } from './helpers/axe.js';
import { assert, deepActive, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();

let container;
afterEach(() => container?.remove());

async function mount(inner, attrs = 'variant="header" promotion-url="/giftshop" management-url="/giftshop#/m"') {
  container = fixture(
    `<shop-context culture="da-DK"><gift-shop-button ${attrs}>${inner}</gift-shop-button></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-button');
  await rendered();
  return container.querySelector('gift-shop-button');
}

const entry = (el) => el.shadowRoot.querySelector('[part="entry"]');
const FALLBACK = '<a class="fallback" href="/giftshop">Gaveshop</a>';

describe('an element that waits for the visitor (<gift-shop-button> with a fallback)', () => {
  it('shows the fallback (slotted, visible, no part) until reached for', async () => {
    const el = await mount(FALLBACK);
    await new Promise((r) => setTimeout(r, 150));
    equal(entry(el), null, 'the part is not rendered');
    const slot = el.shadowRoot.querySelector('slot');
    assert(slot, 'a slot shows the fallback');
    equal(slot.assignedElements()[0], el.querySelector('.fallback'));
    assert(el.querySelector('.fallback').getBoundingClientRect().height > 0, 'the fallback is visible');
    equal(el.getAttribute('data-state'), 'waiting', 'waiting, listening');
    await expectAccessible(container);
  });

  it('a pointer over it loads the part, which replaces the fallback', async () => {
    const el = await mount(FALLBACK);
    el.querySelector('.fallback').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    const link = await waitFor(() => entry(el), 'the part rendered');
    equal(link.getAttribute('href'), '/giftshop');
    await waitFor(() => link.textContent === 'Gaveshop', 'its text');
    equal(el.getAttribute('data-state'), 'link');
    equal(el.shadowRoot.querySelector('slot'), null, 'the fallback is no longer shown');
    await expectAccessible(container);
  });

  it('focus in the fallback moves to the part (keyboard visitors go on where they were)', async () => {
    const el = await mount(FALLBACK);
    el.querySelector('.fallback').focus();
    const link = await waitFor(() => entry(el), 'the part rendered');
    await waitFor(() => deepActive() === link, 'the focus is on the part');
    await expectAccessible(container);
  });

  it('a tap on a fallback button before the part is there presses the part once it is', async () => {
    const el = await mount(
      '<button type="button" class="fallback">Opret en gaveshop</button>',
      'variant="button" text="Opret en gaveshop" promotion-url="/p" management-url="/m"',
    );
    const fallback = el.querySelector('.fallback');
    fallback.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, composed: true }));
    fallback.click();
    await waitFor(() => el.shadowRoot.querySelector('dialog')?.open, 'the modal opened');
    equal(el.getAttribute('data-state'), 'open');
    await expectAccessible(container);
  });

  it('without a fallback the part loads at once', async () => {
    const el = await mount('');
    await waitFor(() => entry(el), 'the part rendered');
    await expectAccessible(container);
  });
});

describe('a light-DOM element that waits (<login-button> with a fallback link)', () => {
  async function mountLogin() {
    container = fixture(
      '<shop-context culture="da-DK"><login-button><a class="fallback" href="#login-page">Log ind</a></login-button></shop-context>',
    );
    await customElements.whenDefined('login-button');
    await rendered();
    return container.querySelector('login-button');
  }
  const trigger = (el) => el.querySelector('button.butik-lb__trigger');

  it('shows the link until reached for; then the button replaces it (the fallback leaves the DOM)', async () => {
    const el = await mountLogin();
    await new Promise((r) => setTimeout(r, 150));
    equal(trigger(el), null, 'no button yet');
    assert(el.querySelector('.fallback').getBoundingClientRect().width > 0, 'the link is shown');
    await expectAccessible(container);
    el.querySelector('.fallback').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    const button = await waitFor(() => trigger(el), 'the button rendered');
    await waitFor(() => button.textContent.includes('Log ind'), 'its Danish text');
    equal(el.querySelector('.fallback'), null, 'the fallback is gone');
    await expectAccessible(container);
  });

  it('a press on the link is held: the modal opens, the login page is not followed', async () => {
    const el = await mountLogin();
    el.querySelector('.fallback').click();
    await waitFor(() => el.querySelector('dialog')?.open, 'the login modal opened');
    equal(location.hash, '', 'the link was not followed');
    equal(el.getAttribute('data-state'), 'open');
    el.querySelector('dialog').close();
  });
});

describe('an element that loads near the viewport (<product-slider> below the fold)', () => {
  it('waits while far below; loads when scrolled within 200px of the viewport', async () => {
    container = fixture(
      `<shop-context culture="da-DK"><div style="height:${innerHeight + 600}px"></div>` +
        '<product-slider limit="4"><div class="fallback"><a href="/product/1">Kuglepen</a></div></product-slider></shop-context>',
    );
    await customElements.whenDefined('product-slider');
    await rendered();
    const el = container.querySelector('product-slider');
    await new Promise((r) => setTimeout(r, 200));
    equal(el.getAttribute('data-state'), 'waiting', 'not loaded while far below');
    assert(el.shadowRoot.querySelector('slot'), 'the fallback shows');
    await expectAccessible(container);
    // Within 200px of the viewport's bottom edge, not yet on screen.
    window.scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 100);
    await waitFor(
      () => el.hasAttribute('data-state') && el.getAttribute('data-state') !== 'waiting',
      'loaded when near',
    );
    window.scrollTo(0, 0);
  });
});
