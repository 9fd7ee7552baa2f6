/* global describe, it */
// <gift-shop-button variant="button">: the login / sign-up modal (its code, CSS and texts) is an on-demand part,
// loaded when the button is first pressed or reached for (docs/elements/gift-shop-button.md). Its own file: a fresh
// page, so the part is not in the module map yet. A failed chunk (the test server's /__butik-test/fail-chunk)
// leaves a usable button, says so, and 'Try again' opens the modal.
import { expectAccessible } from './helpers/axe.js';
import {
  adoptedCss,
  assert,
  equal,
  failNextChunk,
  fixture,
  pressIntoFailedPart,
  requested,
  setup,
  sleep,
  waitFor,
} from './helpers/util.js';

const { rendered } = await setup();

const PART = /\/chunks\/entry-modal\.part-[\w-]+\.js$/;
const CATALOG = /\/locales\/entry-modal\.part\.da-[\w-]+\.js$/;
const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const state = (el) => el.getAttribute('data-state');

describe('<gift-shop-button> modal loaded on demand', () => {
  it('nothing of the modal before the button is pressed; a failed load says so; Try again opens it, in Danish', async () => {
    await failNextChunk(PART);
    const container = fixture(
      '<shop-context culture="da-DK" login-url="/login"><gift-shop-button variant="button" management-url="/m" promotion-url="/p"></gift-shop-button></shop-context>',
    );
    await customElements.whenDefined('gift-shop-button');
    await rendered();
    const el = container.querySelector('gift-shop-button');
    const button = await waitFor(() => $(el, 'button[part="entry"]'), 'the entry button');
    await waitFor(() => state(el) === 'closed', 'closed');
    await sleep(100);
    equal(requested(PART).length, 0, 'the modal part is not requested before the button is pressed');
    equal(requested(CATALOG).length, 0, 'nor its texts');
    assert(!adoptedCss(el).includes('.modal__panels'), "the modal's CSS is not on the element before it opens");

    const alert = await pressIntoFailedPart(el, () => button.click(), 'The gift-shop sign-in dialog');
    assert(alert.textContent.trim().length > 0, 'the message says something');
    await expectAccessible(el);

    const retry = await waitFor(
      () => [...el.shadowRoot.querySelectorAll('button')].find((b) => b !== button && !b.closest('dialog')),
      'a Try again button',
    );
    retry.click();
    await waitFor(() => state(el) === 'open', `open (is ${state(el)})`);
    const dialog = await waitFor(() => ($(el, 'dialog')?.open ? $(el, 'dialog') : null), 'the modal is open');
    equal(requested(PART).length, 2, 'the failed request and the retry');
    equal(requested(CATALOG).length, 1, 'its Danish texts came with it, once');
    await waitFor(
      () => dialog.textContent.includes('Log ind eller opret dig nemt i dag!'),
      `the Danish title (is ${dialog.textContent.slice(0, 80)})`,
    );
    const panels = dialog.querySelector('.modal__panels');
    equal(getComputedStyle(panels).display, 'grid', "the panels are styled by the part's own sheet");
    await expectAccessible(el);
  });
});
