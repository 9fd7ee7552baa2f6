/* global describe, it */
// <company-signup>: the company sign-up form (spec §2, §3, §5, §8) in the LIGHT DOM (autofill), with address
// suggestions as a keyboard-operable combobox, the shared form validation and the §8 answers.
// The sign-up call (POST /contextapi/{context}/v1/customer/signup) and the address suggestions
// (GET /api/thirdparty/{provider}/address?query=) are stubbed here; everything else goes to the fake shop.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop, XSRF_TOKEN } from './helpers/fake-shop.js';
import { assert, captureErrors, deepEqual, equal, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFakeShop();

/** Per-context stub state: the sign-up answer and the recorded requests. */
const stubs = new Map();
function stubFor(context) {
  if (!stubs.has(context))
    stubs.set(context, { signups: [], answer: { status: 200, body: { signupcompleted: true, error: 'None' } } });
  return stubs.get(context);
}
const addressRequests = [];
/** performance.now() of each address request, in the same order (debounce checks). */
const addressRequestTimes = [];
const ADDRESSES = [
  { suggestion: 'Vestergade 1, 8000 Aarhus C', address1: 'Vestergade 1', zip: '8000', city: 'Aarhus C' },
  { suggestion: 'Vestergade 2, 1456 København K', address1: 'Vestergade 2', zip: '1456', city: 'København K' },
  { suggestion: 'Vestergade 3, 5000 Odense C', address1: 'Vestergade 3', zip: '5000', city: 'Odense C' },
];
const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fakeShopFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input), location.href);
  if (url.pathname === '/api/thirdparty/dawa/address') {
    const query = url.searchParams.get('query') ?? '';
    addressRequests.push(query);
    addressRequestTimes.push(performance.now());
    const q = query.toLowerCase();
    return json(
      200,
      ADDRESSES.filter((a) => a.suggestion.toLowerCase().includes(q)),
    );
  }
  const m = /^\/contextapi\/([^/]+)\/v1\/customer\/signup$/.exec(url.pathname);
  if (m) {
    const stub = stubFor(decodeURIComponent(m[1]));
    const headers = new Headers(init.headers ?? request?.headers);
    if (headers.get('X-XSRF-TOKEN') !== XSRF_TOKEN) return json(403, { error: 'Missing or wrong X-XSRF-TOKEN header' });
    const raw = init.body ?? (request ? await request.clone().text() : '');
    stub.signups.push(JSON.parse(String(raw)));
    if (stub.hold) await stub.hold;
    return json(stub.answer.status, stub.answer.body);
  }
  return fakeShopFetch(input, init);
};

async function mount(attributes = '', culture = 'en-GB', answer) {
  const mounted = await mountInShop('company-signup', `<company-signup ${attributes}></company-signup>`, {
    config: `culture="${culture}"`,
  });
  const stub = stubFor(mounted.context);
  if (answer) stub.answer = answer;
  const el = mounted.el;
  await waitFor(() => el.querySelector('form'), 'form rendered');
  return { el, stub };
}

const field = (el, name) => el.querySelector(`input[name="${name}"]`);
const submitButton = (el) => el.querySelector('button[type="submit"]');
const errorText = (el, name) => {
  const id = field(el, name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function typeInto(input, text) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

const VALID = {
  companyname: 'Nyt Firma ApS',
  address: 'Lille Torv 4',
  zipcode: '8000',
  city: 'Aarhus C',
  vatno: 'DK99887766',
  name: 'Nina Nielsen',
  phone: '12 34 56 78',
  email: 'nina@nytfirma.dk',
};

async function fillValid(el, overrides = {}) {
  const values = { ...VALID, ...overrides };
  for (const [name, value] of Object.entries(values)) await typeInto(field(el, name), value);
  // Close a suggestion list the address may have opened.
  field(el, 'email').focus();
  if (!field(el, 'consent').checked) field(el, 'consent').click();
  await waitFor(() => submitButton(el).getAttribute('aria-disabled') === null, 'form valid');
}

describe('<company-signup>', () => {
  it('renders its form in the light DOM with autofill tokens, " *" placeholders, heading, description and terms link', async () => {
    const { el } = await mount('heading="Opret virksomhed" description="Det tager kun et minut." terms-url="/terms"');
    equal(el.shadowRoot, null, 'no shadow root');
    const form = el.querySelector('form');
    assert(document.contains(form), 'the form is in the document');
    equal(el.querySelector('h2').textContent, 'Opret virksomhed');
    equal(el.querySelector('.butik-signup__intro').textContent, 'Det tager kun et minut.');
    const tokens = Object.fromEntries(
      [...form.querySelectorAll('input:not([type="checkbox"])')].map((i) => [i.name, i.getAttribute('autocomplete')]),
    );
    deepEqual(tokens, {
      companyname: 'organization',
      address: 'street-address',
      zipcode: 'postal-code',
      city: 'address-level2',
      vatno: 'off',
      eanno: 'off',
      name: 'name',
      phone: 'tel-national',
      email: 'email',
    });
    for (const input of form.querySelectorAll('input:not([type="checkbox"])'))
      equal(input.form, form, `${input.name} belongs to the form`);
    equal(field(el, 'companyname').placeholder, 'Company name *');
    equal(field(el, 'eanno').placeholder, 'EAN number', 'EAN is optional: no " *"');
    equal(field(el, 'phone').type, 'tel');
    equal(el.querySelector('.butik-field__prefix').textContent, '+45', 'visible +45 prefix');
    const terms = field(el, 'consent').labels[0].querySelector('a');
    equal(terms.getAttribute('href'), '/terms');
    equal(el.getAttribute('data-state'), 'editing');
  });

  it('shown only once its texts are in: the first rendered form is already Danish; no terms link without terms-url', async () => {
    const { el } = await mount('', 'da-DK');
    equal(field(el, 'companyname').placeholder, 'Firmanavn *', 'Danish from the first render');
    equal(field(el, 'consent').labels[0].querySelector('a'), null);
    equal(submitButton(el).textContent, 'Opret konto');
  });

  it('submit is disabled while invalid: pressing it sends nothing, shows every error and focuses the first invalid field', async () => {
    const { el, stub } = await mount();
    const button = submitButton(el);
    equal(button.getAttribute('aria-disabled'), 'true');
    button.click();
    await waitFor(() => document.activeElement === field(el, 'companyname'), 'focus on the first invalid field');
    equal(stub.signups.length, 0, 'nothing sent');
    equal(errorText(el, 'companyname'), 'The Company name field is required');
    equal(field(el, 'companyname').getAttribute('aria-invalid'), 'true');
    equal(errorText(el, 'consent'), 'The Consent field is required');
    const summary = el.querySelector('[role="alert"]');
    assert(summary && summary.querySelectorAll('li').length === 9, 'summary lists the 9 errors (EAN is optional)');
    await expectAccessible(el);
    // Filling the form makes the submit available.
    await fillValid(el);
    equal(el.querySelector('.butik-error-summary'), null, 'summary gone');
    equal(button.getAttribute('aria-disabled'), null);
  });

  it('address suggestions: none for 2 characters, one debounced request, picked by keyboard fills address, zip and city', async () => {
    const { el } = await mount();
    const address = field(el, 'address');
    equal(address.getAttribute('role'), 'combobox');
    const list = document.getElementById(address.getAttribute('aria-controls'));
    equal(list.getAttribute('role'), 'listbox');
    const before = addressRequests.length;
    // Each keystroke's time is taken as its input event is dispatched (document, capture phase: before the
    // element's handler); the request must leave at least the 250 ms debounce after the last one (a slow
    // machine only widens the gap; 1 ms: performance.now() is coarsened).
    let lastKey = 0;
    const stamp = () => {
      lastKey = performance.now();
    };
    document.addEventListener('input', stamp, true);
    await typeInto(address, 'Ve');
    // Past the debounce for 2 characters (waiting longer can only let a wrong request show up, never hide one).
    await sleep(500);
    equal(addressRequests.length, before, 'no request for 2 characters');
    await sendKeys({ type: 'stergade' });
    document.removeEventListener('input', stamp, true);
    await waitFor(() => !list.hidden, 'list open');
    await waitFor(() => addressRequests.length > before, 'the request after the debounce');
    deepEqual(addressRequests.slice(before), ['Vestergade'], 'one request, for the whole word');
    const gap = addressRequestTimes[before] - lastKey;
    assert(gap >= 249, `sent ${gap.toFixed(1)} ms after the last keystroke, within the 250 ms debounce`);
    equal(address.getAttribute('aria-expanded'), 'true');
    equal(getComputedStyle(list).maxHeight, '300px');
    const options = [...list.querySelectorAll('[role="option"]')];
    equal(options.length, 3);
    equal(address.getAttribute('aria-activedescendant'), null);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => address.getAttribute('aria-activedescendant') === options[0].id, 'first option active');
    equal(options[0].getAttribute('aria-selected'), 'true');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => address.getAttribute('aria-activedescendant') === options[1].id, 'second option active');
    await expectAccessible(el);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => address.getAttribute('aria-activedescendant') === options[1].id, 'back to the second');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => address.value === 'Vestergade 2', 'address filled');
    equal(field(el, 'zipcode').value, '1456');
    equal(field(el, 'city').value, 'København K');
    assert(list.hidden, 'list closed after the pick');
    equal(address.getAttribute('aria-expanded'), 'false');
    await sleep(400);
    equal(addressRequests.length, before + 1, 'the picked text is not searched again');
    // Escape closes a reopened list.
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => !list.hidden, 'list reopened');
    equal(addressRequests.length, before + 2);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => list.hidden, 'Escape closes the list');
    equal(address.getAttribute('aria-expanded'), 'false');
  });

  it('a bad address-provider logs one error and uses dawa', async () => {
    const errors = captureErrors();
    try {
      const { el } = await mount('address-provider="Not a provider!"');
      await waitFor(
        () => errors.calls.some((c) => c.includes('address-provider') && c.includes('Not a provider!')),
        'bad value logged',
      );
      const before = addressRequests.length;
      await typeInto(field(el, 'address'), 'Vestergade 3');
      await waitFor(() => addressRequests.length === before + 1, 'asked the default provider');
      equal(addressRequests.at(-1), 'Vestergade 3');
    } finally {
      errors.stop();
    }
  });

  it('EAN: a bad number shows the message; a good one is accepted', async () => {
    const { el } = await mount();
    await fillValid(el);
    const ean = field(el, 'eanno');
    await typeInto(ean, '5790000000013');
    field(el, 'name').focus();
    await waitFor(() => errorText(el, 'eanno') === 'The EAN number field format is invalid', 'EAN message');
    equal(submitButton(el).getAttribute('aria-disabled'), 'true');
    await expectAccessible(el);
    await typeInto(ean, '5790000000012');
    await waitFor(() => errorText(el, 'eanno') === null, 'message gone');
    equal(submitButton(el).getAttribute('aria-disabled'), null, 'valid with a good EAN');
  });

  it('sends the sign-up model: phone with +45 and without spaces, trimmed values, no consent; success replaces the form', async () => {
    const { el, stub } = await mount('heading="Opret virksomhed"');
    const events = [];
    el.addEventListener('butik-signup-completed', (e) => events.push(e.detail));
    await fillValid(el, { eanno: '5790000000012' });
    submitButton(el).click();
    await waitFor(() => el.querySelector('.butik-signup__done'), 'confirmation shown');
    deepEqual(stub.signups, [
      {
        companyname: 'Nyt Firma ApS',
        address: 'Lille Torv 4',
        zipcode: '8000',
        city: 'Aarhus C',
        vatno: 'DK99887766',
        eanno: '5790000000012',
        name: 'Nina Nielsen',
        phone: '+4512345678',
        email: 'nina@nytfirma.dk',
      },
    ]);
    equal(el.querySelector('form'), null, 'the form is replaced');
    equal(el.querySelector('h2').textContent, 'Opret virksomhed', 'the heading stays');
    equal(
      el.querySelector('.butik-signup__done-text').textContent,
      'Thank you! Please check your inbox, in order to confirm your e-mail address',
    );
    equal(el.getAttribute('data-state'), 'completed');
    await waitFor(
      () => document.activeElement === el.querySelector('.butik-signup__done'),
      'focus on the confirmation',
    );
    deepEqual(events, [{ email: 'nina@nytfirma.dk', companyname: 'Nyt Firma ApS' }]);
  });

  it('shows a spinner while sending and sends once', async () => {
    const { el, stub } = await mount();
    let release;
    stub.hold = new Promise((r) => (release = r));
    await fillValid(el);
    submitButton(el).click();
    await waitFor(() => el.getAttribute('data-state') === 'submitting', 'submitting');
    assert(el.querySelector('.butik-spinner'), 'spinner');
    equal(submitButton(el).getAttribute('aria-disabled'), 'true');
    submitButton(el).click();
    await expectAccessible(el);
    release();
    await waitFor(() => el.getAttribute('data-state') === 'completed', 'completed');
    equal(stub.signups.length, 1);
  });

  const ERRORS = [
    [
      'MissingDetails',
      { status: 200, body: { signupcompleted: false, error: 'MissingDetails' } },
      'Please provide the nessesary details.',
    ],
    [
      'CustomerExists',
      { status: 200, body: { signupcompleted: false, error: 'CustomerExists' } },
      'A customer already exist with provided details.',
    ],
    [
      'UserExists',
      { status: 200, body: { signupcompleted: false, error: 'UserExists' } },
      'A user already exist with provided email address.',
    ],
    [
      'Critical',
      { status: 200, body: { signupcompleted: false, error: 'Critical' } },
      'The system encountered an error, please contact our support.',
    ],
    [
      'a server failure (500)',
      { status: 500, body: { error: 'boom' } },
      'The system encountered an error, please contact our support.',
    ],
  ];
  for (const [name, answer, text] of ERRORS) {
    it(`answer ${name}: '${text}', the form stays for another try`, async () => {
      const { el, stub } = await mount('', 'en-GB', answer);
      const failures = [];
      el.addEventListener('butik-signup-failed', (e) => failures.push(e.detail.error));
      await fillValid(el);
      submitButton(el).click();
      const alert = await waitFor(() => el.querySelector('.butik-signup__error'), 'error shown');
      equal(alert.textContent, text);
      equal(alert.getAttribute('role'), 'alert');
      equal(el.getAttribute('data-state'), 'error');
      assert(el.querySelector('form'), 'the form stays');
      equal(failures.length, 1);
      await expectAccessible(el);
      // An edit hides the message; the next submit asks again.
      stub.answer = { status: 200, body: { signupcompleted: true, error: 'None' } };
      await typeInto(field(el, 'email'), 'nina2@nytfirma.dk');
      await waitFor(() => el.querySelector('.butik-signup__error') === null, 'error hidden after an edit');
      submitButton(el).click();
      await waitFor(() => el.getAttribute('data-state') === 'completed', 'completed on the second try');
      equal(stub.signups.length, 2);
    });
  }

  it('Danish error text (UserExists) and confirmation', async () => {
    const { el, stub } = await mount('', 'da-DK', {
      status: 200,
      body: { signupcompleted: false, error: 'UserExists' },
    });
    await fillValid(el);
    submitButton(el).click();
    const alert = await waitFor(() => el.querySelector('.butik-signup__error'), 'error shown');
    equal(alert.textContent, 'Der findes allerede en bruger med den angivne e-mailadresse.');
    stub.answer = { status: 200, body: { signupcompleted: true, error: 'None' } };
    submitButton(el).click();
    const done = await waitFor(() => el.querySelector('.butik-signup__done-text'), 'confirmation');
    equal(done.textContent, 'Tak! Tjek venligst din indbakke for at bekræfte din e-mailadresse');
  });
});
