/* global describe, it */
// The kit's MenuButton (src/ui/menu-button.tsx): the APG menu button pattern.
import { $, $$, focused, mountKit, settle, text } from './helpers/kit.js';
import { assert, equal, setup } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();

const mount = () => mountKit('<test-kit-menu-button></test-kit-menu-button>', '[aria-haspopup="menu"]');
const button = (el) => $(el, '[aria-haspopup="menu"]');
const menu = (el) => $(el, '[role="menu"]');
const items = (el) => $$(el, '[role="menuitem"]');
const isOpen = (el) => button(el).getAttribute('aria-expanded') === 'true' && !menu(el).hidden;
const last = (el) => text($(el, '#last'));

async function key(name) {
  await sendKeys({ press: name });
  await settle();
}

function expectFocus(el, name) {
  equal(text(focused(el)), name, 'focused item');
  equal(focused(el).getAttribute('role'), 'menuitem');
}

describe('kit MenuButton', () => {
  it('closed: the button says it has a menu it controls; the menu is named by the button', async () => {
    const el = await mount();
    equal(button(el).getAttribute('aria-expanded'), 'false');
    equal(button(el).getAttribute('aria-controls'), menu(el).id);
    equal(menu(el).hidden, true);
    equal(menu(el).getAttribute('aria-labelledby'), button(el).id);
    equal(items(el).length, 5);
    equal(
      items(el).every((i) => i.tabIndex === -1),
      true,
      'items are not in the Tab sequence',
    );
  });

  it('Enter opens on the first item; arrows wrap, Home / End jump; Esc closes and returns focus', async () => {
    const el = await mount();
    button(el).focus();
    await key('Enter');
    equal(isOpen(el), true);
    expectFocus(el, 'Edit shop');
    await key('ArrowDown');
    expectFocus(el, 'Duplicate');
    await key('ArrowUp');
    await key('ArrowUp');
    expectFocus(el, 'Delete shop');
    await key('ArrowDown');
    expectFocus(el, 'Edit shop');
    await key('End');
    expectFocus(el, 'Delete shop');
    await key('Home');
    expectFocus(el, 'Edit shop');
    await key('Escape');
    equal(isOpen(el), false);
    equal(focused(el), button(el), 'focus back on the button');
  });

  it('Space and ArrowDown open on the first item, ArrowUp on the last', async () => {
    const el = await mount();
    button(el).focus();
    await key(' ');
    expectFocus(el, 'Edit shop');
    await key('Escape');
    await key('ArrowDown');
    expectFocus(el, 'Edit shop');
    await key('Escape');
    await key('ArrowUp');
    expectFocus(el, 'Delete shop');
  });

  it('Enter or Space on an item runs it, closes the menu and returns focus', async () => {
    const el = await mount();
    button(el).focus();
    await key('Enter');
    await key('ArrowDown');
    await key('Enter');
    equal(last(el), 'duplicate');
    equal(isOpen(el), false);
    equal(focused(el), button(el));
    await key('Enter');
    await key('End');
    await key(' ');
    equal(last(el), 'delete');
    equal(isOpen(el), false);
    equal(focused(el), button(el));
  });

  it('a disabled item is focusable but does nothing', async () => {
    const el = await mount();
    button(el).focus();
    await key('Enter');
    await key('End');
    await key('ArrowUp');
    expectFocus(el, 'Archive');
    equal(focused(el).getAttribute('aria-disabled'), 'true');
    await key('Enter');
    equal(isOpen(el), true, 'still open');
    equal(last(el), '');
  });

  it('typeahead: a letter moves to the next item starting with it, again to the one after', async () => {
    const el = await mount();
    button(el).focus();
    await key('Enter');
    await key('d');
    expectFocus(el, 'Duplicate');
    await key('d');
    expectFocus(el, 'Delete shop');
    await key('d');
    expectFocus(el, 'Duplicate');
    await key('x'); // no item starts with x (nor with "dx"): focus stays
    expectFocus(el, 'Duplicate');
  });

  it('Tab closes without taking focus back; a click toggles; a press outside closes', async () => {
    const el = await mount();
    button(el).focus();
    await key('Enter');
    await key('Tab');
    equal(isOpen(el), false);
    button(el).click();
    await settle();
    equal(isOpen(el), true);
    expectFocus(el, 'Edit shop');
    button(el).click();
    await settle();
    equal(isOpen(el), false);
    button(el).click();
    await settle();
    // a press inside the menu does not close it; one outside does
    items(el)[1].dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    equal(isOpen(el), true);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    equal(isOpen(el), false);
  });
});

describe('kit MenuButton placement', () => {
  it('an end-aligned menu that would leave the viewport on the left lines up with the start edge instead', async () => {
    const el = await mount();
    // A narrow host at the page's left edge: the bar wraps, the button sits at the left, and a menu lined up
    // with the button's end edge would start left of the viewport.
    el.style.cssText = 'display: block; width: 200px; margin-left: 0';
    el.parentElement.style.cssText = 'position: absolute; left: 0; top: 0';
    await settle();
    button(el).focus();
    await key('Enter');
    const rect = menu(el).getBoundingClientRect();
    assert(
      rect.left >= 0 && rect.right <= document.documentElement.clientWidth,
      `menu inside the viewport (${rect.left}–${rect.right})`,
    );
    equal($(el, '.kit-menu').dataset.align, 'start');
    await key('Escape');
    equal($(el, '.kit-menu').dataset.align, 'end', 'back to the asked edge when closed');
  });
});
