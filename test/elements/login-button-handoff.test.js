/* global describe, it */
// <login-button> signed in: the user menu's code is an on-demand chunk, and a disabled stand-in trigger shows until it
// is there. A shopper who reaches the stand-in first must not lose what they did: focused, the real trigger has the
// focus when it arrives; pressed (Enter), the menu opens on its first item. The chunk is held by the test server
// (/__butik-test/hold-chunk) so the press happens before it; its own file: a fresh page, not in the module map yet.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { mountWithHeldMenu } from './helpers/held-user-menu.js';
import { equal, releaseChunks, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

describe('<login-button> stand-in trigger', () => {
  it('a press on the stand-in opens the menu on its first item once the menu is there', async () => {
    const { el, standIn } = await mountWithHeldMenu('lb-handoff');
    standIn.focus();
    await sendKeys({ press: 'Enter' });
    equal(el.querySelector('[role="menu"]'), null, 'no menu before its code is there');

    await releaseChunks();
    const menu = await waitFor(() => el.querySelector('[role="menu"]:not([hidden])'), 'the menu opened');
    const trigger = el.querySelector('.butik-lb__trigger');
    equal(trigger.getAttribute('aria-disabled'), null, 'the real trigger');
    equal(trigger.getAttribute('aria-expanded'), 'true');
    const first = menu.querySelector('[role="menuitem"]');
    await waitFor(() => document.activeElement === first, 'focus on the first item');
    equal(first.textContent, 'Dashboard');
    await expectAccessible(el);
  });
});
