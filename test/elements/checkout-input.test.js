/* global describe, it */
// <checkout-input>: the checkout text input showing the first validation error below the field (spec §2, §5), in
// the light DOM so the host page's <form> posts its value; submit is blocked while invalid.
import { expectAccessible } from './helpers/axe.js';
import { assert, captureErrors, deepActive, deepEqual, equal, fixture, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();

let container;
const FIELDS =
  '<checkout-input name="email" label="E-mail" type="email" rules="required|email|max:35" placeholder="Din e-mail" autocomplete="email"></checkout-input>' +
  '<checkout-input name="ean" label="EAN" rules="ean" value="5790000000012"></checkout-input>';

async function mount(formAttributes = '', fields = FIELDS, culture = 'da-DK') {
  container = fixture(
    `<shop-context culture="${culture}"><form action="/nowhere" ${formAttributes}>${fields}<button>Send</button></form></shop-context>`,
  );
  await customElements.whenDefined('checkout-input');
  await rendered();
  const form = container.querySelector('form');
  const [email, ean] = container.querySelectorAll('checkout-input');
  await waitFor(() => email.querySelector('input') && (!ean || ean.querySelector('input')), 'inputs rendered');
  return { form, email, ean };
}

const input = (el) => el.querySelector('input');
const error = (el) => {
  const id = input(el).getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};
async function typeInto(field, text) {
  field.focus();
  field.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

describe('<checkout-input>', () => {
  it('renders a labelled input in the light DOM that belongs to the page form; required placeholder ends in " *"', async () => {
    const { form, email, ean } = await mount();
    equal(email.shadowRoot, null, 'no shadow root');
    const field = input(email);
    equal(field.form, form, 'a control of the page form');
    equal(field.name, 'email');
    equal(field.placeholder, 'Din e-mail *');
    equal(field.getAttribute('autocomplete'), 'email');
    equal(field.getAttribute('inputmode'), 'email');
    equal(field.getAttribute('aria-required'), 'true');
    equal(field.labels[0].textContent, 'E-mail');
    equal(input(ean).value, '5790000000012');
    deepEqual(
      [...new FormData(form)],
      [
        ['email', ''],
        ['ean', '5790000000012'],
      ],
    );
    equal(error(email), null, 'no error before the field is left');
    equal(email.getAttribute('data-state'), 'pristine');
    assert(input(email).getBoundingClientRect().height >= 44, '44px touch target');
  });

  it('shows the FIRST error below the field on blur (Danish), follows the typing, fires butik-input-change', async () => {
    const { form, email } = await mount();
    const changes = [];
    email.addEventListener('butik-input-change', (e) => changes.push(e.detail));
    input(email).focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => error(email), 'error shown');
    equal(error(email).textContent, 'E-mail skal udfyldes');
    equal(input(email).getAttribute('aria-invalid'), 'true');
    equal(email.getAttribute('data-state'), 'invalid');
    await expectAccessible(container);
    await typeInto(input(email), 'ikke-en-mail');
    await waitFor(
      () => error(email)?.textContent === 'E-mail skal være en gyldig e-mailadresse',
      'the next rule fails now',
    );
    await typeInto(input(email), 'søren@blåbær.dk');
    await waitFor(() => error(email) === null, 'error gone once valid');
    equal(input(email).hasAttribute('aria-invalid'), false);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => changes.length > 0 && changes.at(-1).value === 'søren@blåbær.dk', 'change event');
    deepEqual(changes.at(-1), { name: 'email', value: 'søren@blåbær.dk', valid: true });
    equal(new FormData(form).get('email'), 'søren@blåbær.dk');
    equal(email.getAttribute('data-state'), 'valid');
  });

  it('a validating form does not submit while a field is invalid: errors show and the first invalid field gets focus', async () => {
    const { form, email, ean } = await mount();
    let submits = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits += 1;
    });
    await typeInto(input(ean), '123');
    form.querySelector('button').click();
    await waitFor(() => error(email) && error(ean), 'both errors shown');
    equal(submits, 0, 'blocked');
    equal(deepActive(), input(email), 'first invalid field focused');
    equal(error(email).textContent, 'E-mail skal udfyldes');
    equal(error(ean).textContent, 'EAN har et ugyldigt format');
    await expectAccessible(container);
    await typeInto(input(email), 'kunde@butik.test');
    await typeInto(input(ean), '5790000000012');
    form.requestSubmit();
    equal(submits, 1, 'valid form submits');
  });

  it('a novalidate form: the submit is cancelled before the page handlers, the first invalid field is focused', async () => {
    const { form, email, ean } = await mount('novalidate');
    let submits = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits += 1;
    });
    await typeInto(input(ean), '5790000000013');
    form.requestSubmit();
    await waitFor(() => error(email) && error(ean), 'errors shown');
    equal(submits, 0, 'page handler not reached');
    equal(deepActive(), input(email));
    await typeInto(input(email), 'a@b.dk');
    await typeInto(input(ean), '');
    form.requestSubmit();
    equal(submits, 1);
  });

  it('English messages with the max rule; reset restores the value attribute; bad rules are logged, never crash', async () => {
    const errors = captureErrors();
    try {
      const { form, email } = await mount(
        '',
        '<checkout-input name="company" label="Company" rules="required|max:5|bogus" value="Butik"></checkout-input>',
        'en-GB',
      );
      await waitFor(() => errors.calls.some((c) => c.includes('"bogus"')), 'bad rule logged');
      await typeInto(input(email), 'Butik Demo ApS');
      await sendKeys({ press: 'Tab' });
      await waitFor(() => error(email), 'error');
      equal(error(email).textContent, 'The Company field may not be greater than 5 characters');
      form.reset();
      await waitFor(() => input(email).value === 'Butik' && error(email) === null, 'reset');
      email.setAttribute('value', 'Ny');
      await waitFor(() => input(email).value === 'Ny', 'value attribute sets the field');
      email.setAttribute('type', 'password');
      await waitFor(() => errors.calls.some((c) => c.includes('type="password"')), 'bad type logged');
      equal(input(email).type, 'text');
    } finally {
      errors.stop();
    }
  });
});
