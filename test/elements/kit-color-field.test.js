/* global describe, it */
// The kit's ColorField (src/ui/color-field.tsx): native picker + hex field, WCAG contrast readout.
import { $, $$, mountKit, settle, text } from './helpers/kit.js';
import { equal, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();

const mount = (attrs = '') => mountKit(`<test-kit-color-field ${attrs}></test-kit-color-field>`, '.kit-color__hex');
const hex = (el) => $(el, '.kit-color__hex');
const picker = (el) => $(el, 'input[type="color"]');
const ratio = (el) => text($(el, '.kit-color__ratio'));
const verdicts = (el) =>
  Object.fromEntries(
    $$(el, '.kit-color__check').map((li) => [li.dataset.check, text(li.querySelector('.kit-color__verdict'))]),
  );
const committed = (el) => text($(el, '#value'));

async function typeHex(el, value) {
  hex(el).focus();
  hex(el).select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: value });
  await settle();
}

describe('kit ColorField', () => {
  it('#767676 on white: 4.54:1, AA normal and large pass, AAA normal fails, AAA large passes', async () => {
    const el = await mount();
    equal(ratio(el), 'Contrast 4.54:1 on #ffffff');
    equal(
      JSON.stringify(verdicts(el)),
      JSON.stringify({ aaNormal: 'Pass', aaLarge: 'Pass', aaaNormal: 'Fail', aaaLarge: 'Pass' }),
    );
    equal($(el, '.kit-color__readout').getAttribute('aria-live'), 'polite');
  });

  it('labels: the hex field by the visible label (and its hint), the picker by "<label>: colour picker"', async () => {
    const el = await mount();
    const label = $(el, 'label');
    equal(label.htmlFor, hex(el).id);
    equal(text(label), 'Text colour');
    equal(picker(el).getAttribute('aria-label'), 'Text colour: colour picker');
    equal(hex(el).getAttribute('aria-describedby'), $(el, '.kit-color__hint').id);
    equal($(el, '[role="group"]').getAttribute('aria-labelledby'), label.id);
  });

  it('typing a hex updates the colour and the readout (#777 fails AA for normal text)', async () => {
    const el = await mount();
    await typeHex(el, '#777');
    equal(committed(el), '#777777');
    equal(picker(el).value, '#777777');
    equal(ratio(el), 'Contrast 4.47:1 on #ffffff');
    equal(
      JSON.stringify(verdicts(el)),
      JSON.stringify({ aaNormal: 'Fail', aaLarge: 'Pass', aaaNormal: 'Fail', aaaLarge: 'Fail' }),
    );
    await typeHex(el, '000000');
    equal(committed(el), '#000000');
    equal(ratio(el), 'Contrast 21.00:1 on #ffffff');
  });

  it('an invalid hex marks the field invalid with a linked message and keeps the last colour', async () => {
    const el = await mount();
    await typeHex(el, '#12');
    equal(hex(el).getAttribute('aria-invalid'), 'true');
    const error = $(el, '.kit-color__error');
    equal(text(error), 'Enter a colour as #rrggbb, for example #1d5c8c.');
    equal(hex(el).getAttribute('aria-describedby').split(' ').includes(error.id), true);
    equal(committed(el), '#767676');
    // leaving the field puts the valid colour back
    hex(el).blur();
    await settle();
    equal(hex(el).value, '#767676');
    equal(hex(el).hasAttribute('aria-invalid'), false);
  });

  it('the native picker updates the hex field and the readout', async () => {
    const el = await mount();
    const input = picker(el);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '#595959');
    // as the browser fires it after a pick (input events are composed)
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await waitFor(() => committed(el) === '#595959', 'colour from the picker');
    equal(hex(el).value, '#595959');
    equal(ratio(el), 'Contrast 7.00:1 on #ffffff');
    equal(verdicts(el).aaaNormal, 'Pass');
  });

  it('reads against the given background', async () => {
    const el = await mount('value="#ffffff" background="#1d5c8c"');
    equal(ratio(el), `Contrast ${ratio(el).match(/[\d.]+:1/)[0]} on #1d5c8c`);
    // white on the brand blue: the same ratio as the blue on white
    const other = await mount('value="#1d5c8c" background="#ffffff"');
    equal(ratio(el).match(/[\d.]+:1/)[0], ratio(other).match(/[\d.]+:1/)[0]);
    equal(verdicts(el).aaNormal, 'Pass');
  });

  it('Danish: decimal comma and Danish verdicts', async () => {
    const el = await mount('culture="da-DK"');
    await waitFor(() => ratio(el).startsWith('Kontrast'), 'Danish readout');
    equal(ratio(el), 'Kontrast 4,54:1 på #ffffff');
    equal(verdicts(el).aaNormal, 'Bestået');
    equal(verdicts(el).aaaNormal, 'Ikke bestået');
  });
});
