/* global describe, it */
// The kit's Tabs (src/ui/tabs.tsx): APG tabs with automatic activation and a roving tabindex.
import { $, $$, focused, mountKit, settle, text } from './helpers/kit.js';
import { assert, equal, setup } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();

const mount = (attrs = '') => mountKit(`<test-kit-tabs ${attrs}></test-kit-tabs>`, '[role="tablist"]');
const tabs = (el) => $$(el, '[role="tab"]');
const tab = (el, name) => tabs(el).find((t) => text(t) === name);
const selectedTab = (el) => $(el, '[role="tab"][aria-selected="true"]');
const visiblePanels = (el) => $$(el, '[role="tabpanel"]').filter((p) => !p.hidden);

async function key(name) {
  await sendKeys({ press: name });
  await settle();
}

/** The selected tab is the only tabbable one, has focus, and its panel (only) is shown, labelled by it. */
function expectSelected(el, name) {
  const current = tab(el, name);
  equal(selectedTab(el), current, `selected tab ${name}`);
  equal(focused(el), current, `focus on ${name}`);
  equal(tabs(el).filter((t) => t.tabIndex === 0).length, 1, 'one tab in the Tab sequence');
  equal(current.tabIndex, 0);
  const panels = visiblePanels(el);
  equal(panels.length, 1, 'one panel shown');
  equal(panels[0].id, current.getAttribute('aria-controls'));
  equal(panels[0].getAttribute('aria-labelledby'), current.id);
  equal(text($(el, '#selected')), current.getAttribute('aria-controls').split('-panel-')[1]);
}

describe('kit Tabs', () => {
  it('roles and names: a labelled tab list, tabs controlling panels that exist, inactive panels hidden', async () => {
    const el = await mount();
    const list = $(el, '[role="tablist"]');
    equal(list.getAttribute('aria-label'), 'Gift shop');
    equal(list.getAttribute('aria-orientation'), 'horizontal');
    equal(tabs(el).length, 4);
    for (const t of tabs(el))
      assert(el.shadowRoot.getElementById(t.getAttribute('aria-controls')), `panel of ${text(t)} exists`);
    equal(selectedTab(el), tab(el, 'Overview'));
    equal(visiblePanels(el).length, 1);
    equal(tab(el, 'Reports').getAttribute('aria-disabled'), 'true');
  });

  it('ArrowRight / ArrowLeft select at once (wrapping, skipping the disabled tab); Home / End', async () => {
    const el = await mount();
    tab(el, 'Overview').focus();
    await key('ArrowRight');
    expectSelected(el, 'Assortment');
    await key('ArrowRight');
    expectSelected(el, 'Gift codes');
    await key('ArrowRight'); // Reports is disabled: wraps to the first
    expectSelected(el, 'Overview');
    await key('ArrowLeft');
    expectSelected(el, 'Gift codes');
    await key('Home');
    expectSelected(el, 'Overview');
    await key('End');
    expectSelected(el, 'Gift codes');
    // ArrowDown does nothing in a horizontal list
    await key('ArrowDown');
    expectSelected(el, 'Gift codes');
  });

  it('right to left (an author\'s dir="rtl"): ArrowLeft goes to the tab on the left (the next), ArrowRight back', async () => {
    const el = await mount('dir="rtl"');
    const [overview, assortment] = [tab(el, 'Overview'), tab(el, 'Assortment')];
    assert(
      assortment.getBoundingClientRect().right <= overview.getBoundingClientRect().left,
      'the next tab is on the left',
    );
    overview.focus();
    await key('ArrowLeft');
    expectSelected(el, 'Assortment');
    await key('ArrowRight');
    expectSelected(el, 'Overview');
    await key('ArrowRight'); // wraps to the last enabled tab
    expectSelected(el, 'Gift codes');
  });

  it('Tab from the selected tab goes into its panel, not to the other tabs; a click selects', async () => {
    const el = await mount();
    tab(el, 'Overview').focus();
    await key('Tab');
    equal(focused(el), visiblePanels(el)[0], 'the panel is next in the Tab sequence');
    await key('Tab');
    equal(focused(el), $(el, '[role="tabpanel"]:not([hidden]) input'), 'then the panel content');
    tab(el, 'Gift codes').click();
    await settle();
    equal(selectedTab(el), tab(el, 'Gift codes'));
    tab(el, 'Reports').click();
    await settle();
    equal(selectedTab(el), tab(el, 'Gift codes'), 'a disabled tab is not selected');
  });

  it('vertical: ArrowDown / ArrowUp move instead', async () => {
    const el = await mount('orientation="vertical"');
    equal($(el, '[role="tablist"]').getAttribute('aria-orientation'), 'vertical');
    tab(el, 'Overview').focus();
    await key('ArrowDown');
    expectSelected(el, 'Assortment');
    await key('ArrowUp');
    expectSelected(el, 'Overview');
    await key('ArrowUp');
    expectSelected(el, 'Gift codes');
  });
});
