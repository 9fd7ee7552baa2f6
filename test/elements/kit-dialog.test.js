/* global describe, it */
// The kit's Dialog (src/ui/dialog.tsx) through the test-only <test-kit-dialog> (fixtures/test-kit-dialog.tsx):
// labelled and described, focus in and back, Esc through the owner's close path, backdrop, not dismissible while
// busy, page scroll lock restored exactly (also with a nested dialog and on unmount), the three sizes, shadow DOM.
import { expectAccessible } from './helpers/axe.js';
import { assert, deepActive, deepEqual, equal, fixture, setup, waitFor } from './helpers/util.js';
import { sendKeys, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();

async function mount(attributes = '') {
  const container = fixture(
    `<shop-context culture="en-GB"><test-kit-dialog ${attributes}></test-kit-dialog></shop-context>`,
  );
  await customElements.whenDefined('test-kit-dialog');
  await rendered();
  const el = container.querySelector('test-kit-dialog');
  await waitFor(() => el.shadowRoot?.getElementById('open'), 'fixture rendered');
  return el;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const outer = (el) => $(el, '#outer');
const nested = (el) => $(el, '#nested');
const closeButton = (dialog) =>
  dialog.querySelector(
    ':scope > .butik-dialog__inner > .butik-dialog__head > .butik-dialog__close, :scope > .butik-dialog__inner > .butik-dialog__close',
  );

/** Opens the outer dialog from its opener with a real key press (the opener has focus). */
async function open(el) {
  const opener = $(el, '#open');
  opener.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => outer(el).open && el.dataset.state === 'open', 'dialog open');
  return opener;
}

describe('kit Dialog', () => {
  it('is a modal dialog labelled by its title and described by its text; × has an accessible name', async () => {
    const el = await mount();
    const dialog = outer(el);
    equal(dialog.open, false, 'closed until asked');
    await open(el);
    assert(dialog.matches(':modal'), 'opened with showModal()');
    const title = el.shadowRoot.getElementById(dialog.getAttribute('aria-labelledby'));
    equal(title.localName, 'h2');
    equal(title.textContent, 'Kit dialog');
    equal(
      el.shadowRoot.getElementById(dialog.getAttribute('aria-describedby')).textContent,
      'What this dialog is for.',
    );
    equal(closeButton(dialog).getAttribute('aria-label'), 'Close');
    equal(closeButton(dialog).type, 'button');
    await expectAccessible(el);
  });

  it('a dialog whose content has its own heading is labelled by it; × floats', async () => {
    const el = await mount('bare');
    const dialog = outer(el);
    await open(el);
    equal(el.shadowRoot.getElementById(dialog.getAttribute('aria-labelledby')).textContent, 'Own heading');
    equal(dialog.querySelector(':scope > .butik-dialog__inner > .butik-dialog__head'), null, 'no header');
    const floating = getComputedStyle(closeButton(dialog));
    equal(floating.position, 'absolute');
    // Still the round 44px ×, now filled so it stays readable over a picture.
    deepEqual(
      [floating.width, floating.borderTopLeftRadius, floating.borderTopWidth, floating.backgroundColor],
      ['44px', '50%', '0px', 'rgba(255, 255, 255, 0.92)'],
    );
    await expectAccessible(el);
  });

  it('× is a round 44px target, outlined under a title', async () => {
    const framed = await mount();
    await open(framed);
    const button = closeButton(outer(framed));
    const style = getComputedStyle(button);
    deepEqual(
      [style.width, style.height, style.borderTopLeftRadius, style.borderTopWidth, style.backgroundColor],
      ['44px', '44px', '50%', '1px', 'rgba(0, 0, 0, 0)'],
    );
    const icon = getComputedStyle(button.querySelector('svg'));
    deepEqual([icon.width, icon.fill, icon.strokeWidth, icon.strokeLinecap], ['20px', 'none', '2.5px', 'round']);
  });

  it('focus moves to the first focusable element (×) on open and back to the opener on ×', async () => {
    const el = await mount();
    const opener = await open(el);
    const dialog = outer(el);
    equal(deepActive(), closeButton(dialog), 'focus on ×');
    closeButton(dialog).click();
    await waitFor(() => !dialog.open && el.dataset.state === 'closed', 'closed by ×');
    equal(deepActive(), opener, 'focus back on the opener');
    equal($(el, '#closes').textContent, 'close-button');
  });

  it('a quick reopen is not closed again by the earlier close event (it arrives late, as a queued task)', async () => {
    const el = await mount();
    await open(el);
    const dialog = outer(el);
    closeButton(dialog).click();
    await Promise.resolve(); // React commits the close (microtask): dialog.close() queues its 'close' event
    equal(dialog.open, false, 'closed by ×');
    $(el, '#open').click();
    await Promise.resolve(); // reopened before the queued 'close' event ran
    equal(dialog.open, true, 'reopened');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    equal(dialog.open, true, 'still open after the stale close event');
    equal(el.dataset.state, 'open');
    equal($(el, '#closes').textContent, 'close-button', 'no second close reported');
  });

  it('initialFocus: focus starts on the given element', async () => {
    const el = await mount('focus-field');
    await open(el);
    equal(deepActive(), $(el, '#field'));
  });

  it('Esc closes through the owner (onClose "escape", the owner state follows) and focus returns', async () => {
    const el = await mount('focus-field');
    const opener = await open(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => el.dataset.state === 'closed', 'owner state closed');
    equal(outer(el).open, false, 'dialog closed');
    equal($(el, '#closes').textContent, 'escape', 'one close, reported as escape');
    equal(deepActive(), opener, 'focus back on the opener');
    // Opens again as often as asked (the owner and the dialog agree).
    await open(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => el.dataset.state === 'closed', 'closed again');
    equal($(el, '#closes').textContent, 'escape,escape');
  });

  it('a click on the backdrop closes; a click inside the box does not', async () => {
    const el = await mount();
    await open(el);
    const dialog = outer(el);
    const rect = dialog.getBoundingClientRect();
    // Inside the box on the dialog element itself (its padding area or a scrollbar would be here): stays open.
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: rect.left + 2, clientY: rect.top + 2 }));
    $(el, '#field').click();
    await rendered();
    equal(dialog.open, true, 'clicks inside keep it open');
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 1, clientY: 1 }));
    await waitFor(() => !dialog.open, 'backdrop click closed it');
    equal($(el, '#closes').textContent, 'backdrop');
  });

  it('not dismissible (busy): Esc, × and the backdrop leave it open; × says it is disabled', async () => {
    const el = await mount('busy');
    await open(el);
    const dialog = outer(el);
    equal(closeButton(dialog).getAttribute('aria-disabled'), 'true');
    await sendKeys({ press: 'Escape' });
    closeButton(dialog).click();
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 1, clientY: 1 }));
    await rendered();
    equal(dialog.open, true, 'still open');
    equal(el.dataset.state, 'open');
    equal($(el, '#closes').textContent, '', 'no close asked');
    // Once the change is done it closes normally.
    el.busy = false;
    await rendered();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 'closed once dismissible');
  });

  it('locks page scrolling while open and restores the root style exactly, also with a nested dialog', async () => {
    const html = document.documentElement;
    const spacer = fixture('<div style="height: 3000px" aria-hidden="true"></div>');
    html.style.setProperty('overflow-y', 'auto');
    html.style.setProperty('padding-right', '3px');
    const before = html.getAttribute('style');
    try {
      const el = await mount();
      await open(el);
      // The page was scrolled down to the opener (below the spacer); the lock keeps that position.
      const scrolled = window.scrollY;
      assert(scrolled > 0, 'the page is scrolled');
      equal(getComputedStyle(html).overflowY, 'hidden', 'locked');
      equal(getComputedStyle(html).overflowX, 'hidden', 'locked sideways too');
      // The nested dialog takes a second lock; closing it keeps the first. Opened by a key press: a user
      // activation, so the browser treats its Esc apart from the outer dialog's.
      $(el, '#open-nested').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => nested(el).open && el.dataset.state === 'nested', 'nested open');
      assert(nested(el).matches(':modal'), 'nested modal');
      equal(deepActive(), closeButton(nested(el)), 'focus in the nested dialog');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => el.dataset.state === 'open', 'nested closed');
      equal(outer(el).open, true, 'Esc closed only the top dialog');
      equal($(el, '#nested-closes').textContent, 'escape');
      equal($(el, '#closes').textContent, '', 'the outer dialog was not asked to close');
      equal(deepActive(), $(el, '#open-nested'), "focus back on the nested dialog's opener");
      equal(getComputedStyle(html).overflowY, 'hidden', 'still locked by the outer dialog');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => el.dataset.state === 'closed', 'outer closed');
      equal(html.getAttribute('style'), before, 'root style restored exactly');
      equal(window.scrollY, scrolled, 'scroll position kept');
      // Unmounting an open dialog releases its lock too.
      const other = await mount();
      await open(other);
      equal(getComputedStyle(html).overflowY, 'hidden');
      other.remove();
      await waitFor(() => html.getAttribute('style') === before, 'lock released on unmount');
    } finally {
      html.style.removeProperty('overflow-y');
      html.style.removeProperty('padding-right');
      if (html.getAttribute('style') === '') html.removeAttribute('style');
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('without an inline style on the root, none is left behind', async () => {
    const html = document.documentElement;
    equal(html.hasAttribute('style'), false, 'no root style to start with');
    const el = await mount();
    await open(el);
    assert(html.hasAttribute('style'), 'locked through the root style');
    closeButton(outer(el)).click();
    await waitFor(() => el.dataset.state === 'closed', 'closed');
    equal(html.hasAttribute('style'), false, 'no style attribute left');
  });

  it('sizes: default 600px (viewport minus 24px on phones), large 90vw × 90vh, wide at most 1000px (full screen on phones)', async () => {
    const sizes = [];
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ]) {
      await setViewport({ width, height });
      for (const size of ['default', 'large', 'wide']) {
        const el = await mount(`size="${size}"`);
        await open(el);
        const rect = outer(el).getBoundingClientRect();
        sizes.push([width, size, Math.round(rect.width), Math.round(rect.height)]);
        if (size === 'default') {
          equal(Math.round(rect.width), Math.min(600, width - 24), `default width at ${width}`);
          assert(rect.height <= height - 24, 'default never taller than the viewport minus a margin');
        }
        if (size === 'large') {
          assert(Math.abs(rect.width - width * 0.9) <= 1, `large 90vw at ${width} (got ${rect.width})`);
          assert(Math.abs(rect.height - height * 0.9) <= 1, `large 90vh at ${width} (got ${rect.height})`);
        }
        if (size === 'wide') {
          equal(getComputedStyle(outer(el)).maxWidth, '1000px');
          if (width >= 640) {
            equal(Math.round(rect.width), Math.min(1000, width - 32), `wide width at ${width}`);
            assert(rect.height <= height * 0.9 + 1, 'wide at most 90vh');
          } else {
            deepEqual(
              [rect.left, rect.top, Math.round(rect.width), Math.round(rect.height)],
              [0, 0, width, height],
              'wide fills a phone',
            );
          }
        }
        closeButton(outer(el)).click();
        await waitFor(() => el.dataset.state === 'closed', 'closed');
      }
    }
    await setViewport({ width: 800, height: 600 });
    equal(sizes.length, 6);
  });

  it("in a shadow root: the dialog and its CSS live in the element's shadow root, not the document", async () => {
    const el = await mount();
    const dialog = outer(el);
    equal(dialog.getRootNode(), el.shadowRoot);
    const hasKitRule = (sheets) =>
      sheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.selectorText === '.butik-dialog'));
    assert(hasKitRule(el.shadowRoot.adoptedStyleSheets), 'kit CSS adopted by the shadow root');
    assert(!hasKitRule(document.adoptedStyleSheets), 'not by the document');
    await open(el);
    equal(getComputedStyle(dialog).borderTopWidth, '0px', 'kit CSS applies (no UA border)');
  });
});
