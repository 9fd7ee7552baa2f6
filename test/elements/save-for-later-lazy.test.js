/* global describe, it */
// <save-for-later> loads its dialog and the dialog's machine (XState: the `machines` chunk) only when the button is
// pressed or reached for (docs/elements/save-for-later.md). Its own file: a fresh page, so the chunks are not in the
// module map yet. A failed chunk (the test server's /__butik-test/fail-chunk) leaves a usable button, says so, and
// 'Try again' opens the dialog.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  adoptedCss,
  assert,
  equal,
  failNextChunk,
  pressIntoFailedPart,
  requested,
  setup,
  sleep,
  waitFor,
} from './helpers/util.js';

await setup();
installFakeShop();

const PART = /\/chunks\/wish-dialog\.part-[\w-]+\.js$/;
const MACHINES = /\/chunks\/machines-[\w-]+\.js$/;
const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const state = (el) => el.getAttribute('data-state');

describe('<save-for-later> dialog loaded on demand', () => {
  it('nothing of the dialog before the button is pressed; a failed load says so; Try again opens the dialog', async () => {
    await failNextChunk(PART);
    const { el, shop } = await mountInShop('save-for-later', '<save-for-later product-id="10006"></save-for-later>', {
      config: 'enable-wish-list signed-in login-url="/login" culture="en-GB"',
      tweak: (s) => {
        s.wishlists = [{ id: '1', label: 'Kontor', items: [] }];
      },
    });
    await waitFor(() => state(el) === 'closed', 'closed');
    await sleep(100);
    equal(requested(PART).length, 0, 'the dialog part is not requested before the button is pressed');
    equal(requested(MACHINES).length, 0, 'neither is XState');
    assert(!adoptedCss(el).includes('.wish-choice'), "the dialog content's CSS is not on the element before it opens");

    const alert = await pressIntoFailedPart(el, () => $(el, '[part="button"]').click(), 'The save-for-later dialog');
    assert(alert.textContent.includes('could not be loaded'), alert.textContent);
    equal(shop.requests.filter((r) => r.path.startsWith('wishlist/')).length, 0, 'nothing asked of the server');
    await expectAccessible(el);

    const retry = [...el.shadowRoot.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Try again');
    assert(retry, 'a Try again button');
    retry.click();
    await waitFor(() => state(el) === 'ready', `ready (is ${state(el)})`);
    await waitFor(() => $(el, 'dialog')?.open, 'the dialog is open');
    equal(requested(PART).length, 2, 'the failed request and the retry');
    equal(requested(MACHINES).length, 1, 'XState came with the dialog');
    // The dialog's content brings its sheet (src/internal/content-styles.ts), after the element's own.
    const choice = await waitFor(() => $(el, '.wish-choice'), 'a wish list choice');
    equal(getComputedStyle(choice).display, 'flex', 'the content is styled by its own sheet');
    assert(Number.parseFloat(getComputedStyle(choice).minHeight) >= 44, 'a 44px target');
    const sheets = el.shadowRoot.adoptedStyleSheets;
    const content = sheets.findIndex((sheet) => [...sheet.cssRules].some((r) => r.cssText.startsWith('.wish-choice')));
    const own = sheets.findIndex((sheet) => [...sheet.cssRules].some((r) => r.cssText.startsWith('.sfl__button')));
    assert(content > own && own >= 0, `the content's sheet comes after the element's (${own}, ${content})`);
  });
});
