/* global describe, it */
// The kit's LoadMore (src/ui/load-more.tsx; spec §2 'Displaying X of Y', a progress bar, 'Load more').
import { $, $$, focused, mountKit, settle, text } from './helpers/kit.js';
import { assert, equal, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();

const mount = (attrs = '') => mountKit(`<test-kit-load-more ${attrs}></test-kit-load-more>`, '.kit-lm');
const label = (el) => text($(el, '.kit-lm__text'));
const bar = (el) => $(el, '[role="progressbar"]');
const button = (el) => $(el, '.kit-lm__button');
const tiles = (el) => $$(el, '.tile').length;

async function pressButton(el) {
  button(el).focus();
  await sendKeys({ press: 'Enter' });
  await settle();
}

describe('kit LoadMore', () => {
  it("shows 'Displaying X of Y', a progress bar named by that text, and 'Load more'", async () => {
    const el = await mount('total="100" page-size="20"');
    equal(label(el), 'Displaying 20 of 100');
    const progress = bar(el);
    equal(progress.getAttribute('aria-valuemin'), '0');
    equal(progress.getAttribute('aria-valuemax'), '100');
    equal(progress.getAttribute('aria-valuenow'), '20');
    equal(progress.getAttribute('aria-labelledby'), $(el, '.kit-lm__text').id);
    equal($(el, '.kit-lm__fill').style.inlineSize, '20%');
    equal(text(button(el)), 'Load more');
    equal($(el, '.kit-lm__text').getAttribute('aria-live'), 'polite');
  });

  it('a press loads the next items; while loading the button is aria-disabled with a spinner and ignores presses', async () => {
    const el = await mount('total="100" page-size="20" manual');
    await pressButton(el);
    equal(button(el).getAttribute('aria-disabled'), 'true');
    assert(button(el).querySelector('.butik-spinner'), 'spinner while loading');
    equal(focused(el), button(el), 'focus stays on the button');
    // a second press while loading starts no second load
    await sendKeys({ press: 'Enter' });
    await settle();
    el.finishLoad();
    await waitFor(() => label(el) === 'Displaying 40 of 100', `40 of 100 (is "${label(el)}")`);
    await settle();
    equal(tiles(el), 40);
    equal(bar(el).getAttribute('aria-valuenow'), '40');
    equal($(el, '.kit-lm__fill').style.inlineSize, '40%');
    equal(button(el).hasAttribute('aria-disabled'), false);
    equal(button(el).querySelector('.butik-spinner'), null);
  });

  it('at the end the button goes away, the bar is full, and focus moves to the text', async () => {
    const el = await mount('total="45" page-size="20"');
    await pressButton(el);
    await waitFor(() => label(el) === 'Displaying 40 of 45', '40 of 45');
    await pressButton(el);
    await waitFor(() => label(el) === 'Displaying 45 of 45', '45 of 45');
    await settle();
    equal(button(el), null);
    equal(bar(el).getAttribute('aria-valuenow'), '45');
    equal($(el, '.kit-lm__fill').style.inlineSize, '100%');
    equal(focused(el), $(el, '.kit-lm__text'), 'focus kept inside the control');
    equal(tiles(el), 45);
  });

  it('nothing more to load from the start: no button', async () => {
    const el = await mount('total="12" page-size="20"');
    equal(label(el), 'Displaying 12 of 12');
    equal(button(el), null);
  });

  it('Danish texts', async () => {
    const el = await mount('total="1500" page-size="20" culture="da-DK"');
    await waitFor(() => label(el).startsWith('Viser'), 'Danish text');
    equal(label(el), 'Viser 20 af 1.500');
    equal(text(button(el)), 'Indlæs flere');
  });
});
