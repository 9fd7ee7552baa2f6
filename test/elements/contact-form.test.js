/* global describe, it */
// <contact-form>: POST content/contactrequest (multipart: `request` = JSON, `files` = uploads), upload limits of
// the server (5 files, 10 MB each, listed MIME types) stated and checked before sending, validation (errors
// announced, focus on the first invalid field, ' *' placeholders), spinner, confirmation, §8 failure = false with
// a retry. Runs against the fake shop API (one context per test).
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepActive, deepEqual, equal, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFakeShop();

async function mount(html = '<contact-form></contact-form>', config = 'culture="en-GB"') {
  const mounted = await mountInShop('contact-form', html, { config });
  await waitState(mounted.el, 'editing');
  return mounted;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const part = (el, name) => $(el, `[part~="${name}"]`);
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);
const field = (el, name) => $(el, `[name="${name}"]`);
const posts = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'content/contactrequest');

async function type(el, name, text) {
  field(el, name).focus();
  await sendKeys({ type: text });
}

/** Chooses files in the picker as a user would (DataTransfer → input.files, then change). */
function choose(el, files) {
  const input = part(el, 'file-input');
  const dt = new DataTransfer();
  for (const file of files) dt.items.add(file);
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const pdf = (name = 'tilbud.pdf', bytes = 1200) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('<contact-form>', () => {
  it('states the upload limits, marks required fields and sends the request as JSON plus the file (spinner, confirmation, event)', async () => {
    const { el, shop } = await mount(
      '<contact-form product-id="10001" subject="Spørgsmål om kuglepen"></contact-form>',
    );
    equal(part(el, 'title').textContent, 'Contact us');
    const limits = part(el, 'file-limits').textContent;
    assert(limits.includes('Up to 5 files') && limits.includes('10 MB'), `limits stated: ${limits}`);
    assert(limits.includes('PDF') && limits.includes('Excel (.xlsx)'), 'types stated');
    const accept = part(el, 'file-input').getAttribute('accept');
    assert(accept.includes('application/pdf') && accept.includes('.docx'), 'accept lists the types');
    equal(field(el, 'name').getAttribute('placeholder'), 'Name *');
    equal(field(el, 'email').getAttribute('placeholder'), 'E-mail *');
    equal(field(el, 'message').getAttribute('placeholder'), 'Message *');
    equal(field(el, 'phone').getAttribute('placeholder'), 'Phone', 'optional field without *');
    equal(field(el, 'subject').value, 'Spørgsmål om kuglepen', 'subject attribute pre-fills');
    await expectAccessible(el);

    await type(el, 'name', 'Mette Jensen');
    await type(el, 'email', 'mette@example.test');
    await type(el, 'phone', '12 34 56 78');
    await type(el, 'message', 'Kan I levere 500 stk?');
    choose(el, [pdf()]);
    await waitFor(() => $$(el, '.form__file-item').length === 1, 'file listed');
    assert(part(el, 'file-list').textContent.includes('tilbud.pdf'), 'file name listed');
    assert(part(el, 'remove-file').getAttribute('aria-label') === 'Remove tilbud.pdf', 'remove button named');
    await expectAccessible(el);

    const events = [];
    const onSent = (e) => events.push(e.detail);
    document.addEventListener('butik-contact-sent', onSent);
    const release = shop.hold('content/contactrequest');
    part(el, 'submit').click();
    await waitState(el, 'sending');
    equal(part(el, 'submit').getAttribute('aria-busy'), 'true');
    assert($(el, '.form__submit .butik-spinner'), 'spinner shown');
    equal(part(el, 'submit').textContent, 'Sending…');
    part(el, 'submit').click(); // ignored while sending
    await expectAccessible(el);
    release();
    await waitState(el, 'sent');
    document.removeEventListener('butik-contact-sent', onSent);

    equal(posts(shop).length, 1, 'one request');
    const form = posts(shop)[0].form;
    assert(form instanceof FormData, 'multipart body');
    deepEqual(JSON.parse(form.get('request')), {
      name: 'Mette Jensen',
      email: 'mette@example.test',
      message: 'Kan I levere 500 stk?',
      phone: '12 34 56 78',
      subject: 'Spørgsmål om kuglepen',
      productid: '10001',
    });
    const files = form.getAll('files');
    equal(files.length, 1);
    equal(files[0].name, 'tilbud.pdf');
    equal(files[0].size, 1200);
    deepEqual(events, [{ subject: 'Spørgsmål om kuglepen', productid: '10001', files: 1 }]);

    assert(!part(el, 'form'), 'the confirmation replaces the form');
    const done = part(el, 'confirmation');
    assert(done.textContent.includes('Thank you for your message'), done.textContent);
    await waitFor(() => deepActive() === done, 'confirmation focused');
  });

  it('refuses too large, wrong-type and surplus files before sending; remove takes a file out', async () => {
    const { el, shop } = await mount();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'stor.pdf', { type: 'application/pdf' });
    const exe = new File([new Uint8Array(10)], 'program.exe', { type: 'application/x-msdownload' });
    choose(el, [big, exe, pdf('ok.pdf')]);
    await waitFor(() => part(el, 'file-error'), 'refusal shown');
    const refusal = part(el, 'file-error');
    equal(refusal.getAttribute('role'), 'alert');
    const items = [...refusal.querySelectorAll('li')].map((li) => li.textContent);
    deepEqual(items, [
      'stor.pdf is larger than 10 MB and was not attached.',
      'program.exe is not an allowed file type and was not attached.',
    ]);
    deepEqual(
      $$(el, '.form__file-name').map((n) => n.textContent),
      ['ok.pdf'],
      'only the good file is attached',
    );
    await expectAccessible(el);

    choose(
      el,
      [1, 2, 3, 4, 5].map((n) => new File([`x${n}`], `note${n}.txt`, { type: 'text/plain' })),
    );
    await waitFor(() => $$(el, '.form__file-item').length === 5, 'five files');
    assert(
      part(el, 'file-error').textContent.includes('At most 5 files can be attached; note5.txt was not attached.'),
      part(el, 'file-error').textContent,
    );
    assert(part(el, 'file-input').disabled, 'picker disabled when full');

    $$(el, '[part="remove-file"]')[0].click();
    await waitFor(() => $$(el, '.form__file-item').length === 4, 'removed');
    assert(!$$(el, '.form__file-name').some((n) => n.textContent === 'ok.pdf'), 'ok.pdf removed');
    assert(!part(el, 'file-input').disabled, 'picker enabled again');

    // Submit with nothing typed: errors, summary announced, focus on the first invalid field, nothing sent.
    part(el, 'submit').click();
    await waitFor(() => part(el, 'error-summary').querySelector('[role="alert"]'), 'summary');
    const summary = part(el, 'error-summary').querySelector('[role="alert"]');
    deepEqual(
      [...summary.querySelectorAll('li')].map((li) => li.textContent),
      ['The Name field is required', 'The E-mail field is required', 'The Message field is required'],
    );
    await waitFor(() => deepActive() === field(el, 'name'), 'focus on the first invalid field');
    equal(field(el, 'name').getAttribute('aria-invalid'), 'true');
    const errorId = field(el, 'name').getAttribute('aria-describedby');
    equal(el.shadowRoot.getElementById(errorId).textContent, 'The Name field is required');
    await type(el, 'email', 'not-an-email');
    await waitFor(
      () =>
        el.shadowRoot.getElementById(field(el, 'email').getAttribute('aria-describedby'))?.textContent ===
        'The E-mail field must be a valid email',
      'e-mail message',
    );
    await expectAccessible(el);
    equal(posts(shop).length, 0, 'nothing sent');
  });

  it('shows the failure (false, spec §8) with a retry that keeps the input and files', async () => {
    const { el, shop } = await mount();
    await type(el, 'name', 'Ole');
    await type(el, 'email', 'ole@example.test');
    await type(el, 'message', 'Hej');
    choose(el, [pdf('bilag.pdf')]);
    await waitFor(() => $$(el, '.form__file-item').length === 1, 'file listed');
    shop.failNext('content/contactrequest', { status: 500 });
    part(el, 'submit').click();
    await waitState(el, 'failed');
    const error = part(el, 'error');
    equal(error.getAttribute('role'), 'alert');
    assert(error.textContent.includes('Your message could not be sent. Please try again.'), error.textContent);
    equal(field(el, 'name').value, 'Ole', 'input kept');
    await expectAccessible(el);
    part(el, 'retry').click();
    await waitState(el, 'sent');
    equal(posts(shop).length, 2);
    equal(posts(shop)[1].form.getAll('files')[0].name, 'bilag.pdf', 'file sent on retry');
  });

  it('speaks Danish for a Danish culture', async () => {
    const { el } = await mount('<contact-form></contact-form>', 'culture="da-DK"');
    await waitFor(() => part(el, 'title').textContent === 'Kontakt os', 'Danish heading');
    equal(field(el, 'name').getAttribute('placeholder'), 'Navn *');
    assert(part(el, 'file-limits').textContent.startsWith('Op til 5 filer'), part(el, 'file-limits').textContent);
  });
});
