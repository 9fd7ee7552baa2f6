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
    equal(el.hasAttribute('data-state'), false);
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
