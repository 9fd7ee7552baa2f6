/* global describe, it */
// <login-button> signed in: the focus on the stand-in trigger goes to the real one in the same commit that swaps
// them, so a key pressed right after (a fast keyboard user, or a test) never falls on the page's body in between.
// The check runs in a MutationObserver callback: after React's commit, before any effect React defers to a later
// task. Its own file: the menu chunk must not be in the module map yet (login-button-handoff.test.js holds it too).
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { mountWithHeldMenu } from './helpers/held-user-menu.js';
import { equal, releaseChunks, setup, waitFor } from './helpers/util.js';

await setup();
installFakeShop();

describe('<login-button> stand-in focus', () => {
  it('the real trigger has the focus the moment it replaces the focused stand-in', async () => {
    const { el, standIn } = await mountWithHeldMenu('lb-focus');
    standIn.focus();
    equal(document.activeElement, standIn, 'the stand-in is focused');

    let focusedAtSwap;
    const observer = new MutationObserver(() => {
      const trigger = el.querySelector('.butik-lb__trigger:not([aria-disabled])');
      if (trigger && focusedAtSwap === undefined) focusedAtSwap = document.activeElement === trigger;
    });
    observer.observe(el, { childList: true, subtree: true });
    await releaseChunks();
    await waitFor(() => focusedAtSwap !== undefined, 'the real trigger');
    observer.disconnect();
    equal(focusedAtSwap, true, 'focus on the real trigger when it appears (not the body)');
    await expectAccessible(el);
  });
});
