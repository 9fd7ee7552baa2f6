/* global describe, it, afterEach */
// <password-form>: reset / opt-in forms behind the e-mailed links and change password for a signed-in user
// (spec §7 resetpassword, optin, user/changepassword; §5 generic validation messages). Light DOM, so password
// managers see the inputs.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, XSRF_TOKEN } from './helpers/fake-shop.js';
import { assert, equal, fixture, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();
installFakeShop(); // sets the XSRF cookie

// The login page URL of these tests; answers like demo/server/routes/login.ts.
const LOGIN_URL = '/acct-password-form';
const server = { requests: [], respond: null };
const previousFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname !== LOGIN_URL) return previousFetch(input, init);
  const form = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : null;
  const headers = new Headers(init.headers);
  const request = {
    method: init.method ?? 'GET',
    query: Object.fromEntries(url.searchParams),
    form,
    xsrf: headers.get('X-XSRF-TOKEN'),
  };
  server.requests.push(request);
  let status;
  let body;
  if (request.xsrf !== XSRF_TOKEN) [status, body] = [403, { error: 'xsrf' }];
  else if (server.respond) [status, body] = server.respond(request);
  else [status, body] = [500, { error: 'no answer configured' }];
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

const startUrl = location.pathname + location.search;
let container;
let contexts = 0;
afterEach(() => {
  container = undefined;
  server.requests = [];
  server.respond = null;
  history.replaceState(null, '', startUrl);
});

async function mount(html, { query = '', config = '', culture = 'en-GB' } = {}) {
  history.replaceState(null, '', `${location.pathname}${query}`);
  contexts += 1;
  container = fixture(
    `<shop-context context="acct-pf-${contexts}" culture="${culture}" login-url="${LOGIN_URL}" ${config}>${html}</shop-context>`,
  );
  await customElements.whenDefined('password-form');
  await rendered();
  const el = container.querySelector('password-form');
  await waitFor(() => el.hasAttribute('data-state'), 'password-form rendered');
  return el;
}

const field = (el, name) => el.querySelector(`input[name="${name}"]`);
const errorOf = (input) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? document.getElementById(ids[0])?.textContent : null;
};
async function type(input, text) {
  input.focus();
  await sendKeys({ type: text });
}
const submit = (el) => el.querySelector('button[type="submit"]');

describe('<password-form>', () => {
  it('reset: light DOM inputs with new-password autocomplete in a document form; success posts key, URL-encoded passwords', async () => {
    server.respond = () => [200, { resetcompleted: true, redirecturl: '/login' }];
    const el = await mount('<password-form mode="reset"></password-form>', { query: '?key=abc123' });
    equal(el.shadowRoot, null, 'no shadow root');
    const newPassword = field(el, 'newpassword');
    const confirm = field(el, 'confirmnewpassword');
    equal(newPassword.type, 'password');
    equal(newPassword.autocomplete, 'new-password');
    equal(confirm.autocomplete, 'new-password');
    assert(newPassword.form && document.contains(newPassword.form), 'inputs belong to a form in the document');
    equal(field(el, 'oldpassword'), null, 'no current-password field');
    equal(el.querySelector('h2').textContent, 'Choose a new password');
    equal(el.getAttribute('data-state'), 'editing');
    await expectAccessible(el);

    const events = [];
    el.addEventListener('butik-password-saved', (e) => events.push(e.detail));
    await type(newPassword, 'Hemmelig 123&');
    await type(confirm, 'Hemmelig 123&');
    submit(el).click();
    const done = await waitFor(() => el.querySelector('.butik-pf__success'), 'success shown');
    equal(done.textContent, 'Your password has been changed. You can now log in with your new password.');
    equal(el.querySelector('a').getAttribute('href'), LOGIN_URL, 'link to the login page');
    equal(el.getAttribute('data-state'), 'done');
    equal(server.requests.length, 1);
    const [request] = server.requests;
    equal(request.method, 'POST');
    equal(request.query.key, 'abc123', 'key in the query string');
    equal(request.form.action, 'resetpassword');
    equal(request.form.output, 'json');
    equal(request.form.newpassword, encodeURIComponent('Hemmelig 123&'), 'URL-encoded password');
    equal(request.form.confirmnewpassword, encodeURIComponent('Hemmelig 123&'));
    equal(request.form.key, undefined, 'the key is not a form field');
    equal(events.length, 1);
    equal(events[0].mode, 'reset');
  });

  it('reset failure (the answer "/") shows an error and keeps the form', async () => {
    server.respond = () => [400, { error: 'newpassword must be at least 8 characters' }];
    const el = await mount('<password-form mode="reset"></password-form>', { query: '?key=expired' });
    await type(field(el, 'newpassword'), 'abcdefgh');
    await type(field(el, 'confirmnewpassword'), 'abcdefgh');
    submit(el).click();
    const alert = await waitFor(() => el.querySelector('.butik-pf__alert[role="alert"]'), 'error shown');
    equal(
      alert.textContent,
      'Your password could not be reset. The link may have expired or already been used; please request a new one.',
    );
    equal(el.getAttribute('data-state'), 'error');
    assert(field(el, 'newpassword'), 'form still there');
    await expectAccessible(el);
    // resetcompleted false (unknown / used key) is a failure too.
    server.respond = () => [200, { resetcompleted: false, redirecturl: '/' }];
    submit(el).click();
    await waitFor(() => server.requests.length === 2, 'second request');
    await waitFor(() => el.getAttribute('data-state') === 'error', 'still an error');
    equal(el.querySelector('.butik-pf__success'), null);
  });

  it('mismatch, required and minimum length: errors below the fields, announced, focus on the first invalid; nothing sent', async () => {
    const el = await mount('<password-form mode="reset"></password-form>', { query: '?key=k' });
    const newPassword = field(el, 'newpassword');
    const confirm = field(el, 'confirmnewpassword');
    submit(el).click();
    await waitFor(() => newPassword.getAttribute('aria-invalid') === 'true', 'new password invalid');
    equal(errorOf(newPassword), 'The New password field is required');
    equal(errorOf(confirm), 'The Confirm new password field is required');
    await waitFor(() => document.activeElement === newPassword, 'focus on the first invalid field');
    const summary = el.querySelector('.butik-error-summary[role="alert"]');
    assert(summary, 'error summary announced (role=alert)');
    equal(
      [...summary.querySelectorAll('li')].map((li) => li.textContent).join('|'),
      'The New password field is required|The Confirm new password field is required',
    );
    equal(el.getAttribute('data-state'), 'invalid');
    await expectAccessible(el);

    await type(newPassword, 'short');
    await waitFor(
      () => errorOf(newPassword) === 'The New password field must be at least 8 characters',
      'min length follows the typing',
    );
    await type(newPassword, '-but-long-now');
    await waitFor(() => errorOf(newPassword) === null, 'valid now');
    await type(confirm, 'something-else');
    submit(el).click();
    await waitFor(() => document.activeElement === confirm, 'focus on the confirmation');
    equal(errorOf(confirm), 'The New password field confirmation does not match');
    equal(confirm.getAttribute('aria-invalid'), 'true');
    equal(el.querySelectorAll('.butik-error-summary li').length, 1, 'the summary lists the one remaining error');
    equal(server.requests.length, 0, 'nothing sent while invalid');
  });

  it('reset without ?key= shows that the link is incomplete (no form)', async () => {
    const el = await mount('<password-form mode="reset"></password-form>');
    equal(el.getAttribute('data-state'), 'invalid-link');
    equal(
      el.querySelector('[role="alert"]').textContent,
      'This link is not complete. Please open the link from the e-mail again.',
    );
    equal(el.querySelector('input'), null);
  });

  it('opt-in: posts the token from ?token=; success says signed in; optinerror shows the critical text', async () => {
    server.respond = () => [200, { signincompleted: false, errortype: 1, optinerror: true }];
    // The header's login button sits in the same shop context: after the opt-in it shows the user menu at once.
    const el = await mount(
      '<login-button></login-button><password-form mode="optin" success-url="/konto"></password-form>',
      { query: '?token=tok-1' },
    );
    const header = container.querySelector('login-button');
    await waitFor(() => header.querySelector('.butik-lb__trigger')?.textContent === 'Log in', 'header shows Log in');
    equal(el.querySelector('h2').textContent, 'Create your password');
    await type(field(el, 'newpassword'), 'Velkommen2026');
    await type(field(el, 'confirmnewpassword'), 'Velkommen2026');
    submit(el).click();
    const alert = await waitFor(() => el.querySelector('.butik-pf__alert[role="alert"]'), 'opt-in error');
    equal(alert.textContent, 'The system encountered a problem. Please contact us for help.');
    const [request] = server.requests;
    equal(request.query.token, 'tok-1');
    equal(request.form.action, 'optin');
    equal(request.form.newpassword, 'Velkommen2026');
    await expectAccessible(el);

    server.respond = () => [200, { signincompleted: true, errortype: null }];
    submit(el).click();
    const done = await waitFor(() => el.querySelector('.butik-pf__success'), 'opt-in success');
    equal(done.textContent, 'Your password has been created and you are now signed in.');
    const link = el.querySelector('a');
    equal(link.getAttribute('href'), '/konto', 'success-url');
    equal(link.textContent, 'Continue');
    await waitFor(
      () => header.querySelector('.butik-lb__trigger')?.textContent === 'My account',
      'header shows the signed-in menu',
    );
    equal(header.getAttribute('data-state'), 'menu');
  });

  it('opt-in without ?token= (a ?key= does not count) shows the incomplete-link message', async () => {
    const el = await mount('<password-form mode="optin"></password-form>', { query: '?key=abc' });
    equal(el.getAttribute('data-state'), 'invalid-link');
  });

  it('change: current-password field; a wrong current password marks that field; success replaces the form', async () => {
    server.respond = () => [200, { passwordchanged: false, errortype: 0 }];
    const el = await mount('<password-form mode="change"></password-form>', { config: 'signed-in' });
    const old = field(el, 'oldpassword');
    equal(old.autocomplete, 'current-password');
    equal(field(el, 'newpassword').autocomplete, 'new-password');
    equal(el.querySelector('h2').textContent, 'Change password');
    await expectAccessible(el);
    await type(old, 'gammel');
    await type(field(el, 'newpassword'), 'NyKode2026!');
    await type(field(el, 'confirmnewpassword'), 'NyKode2026!');
    submit(el).click();
    await waitFor(() => errorOf(old) === 'The current password is not correct.', 'wrong current password');
    await waitFor(() => document.activeElement === old, 'focus on the current password');
    equal(old.getAttribute('aria-invalid'), 'true');
    const [request] = server.requests;
    equal(request.form.action, 'user/changepassword');
    equal(request.form.oldpassword, 'gammel', 'old password: no length rule');
    equal(request.form.newpassword, encodeURIComponent('NyKode2026!'));
    equal(request.form.confirmnewpassword, undefined, 'the confirmation is checked here only');
    await expectAccessible(el);

    await type(old, '-rettet');
    await waitFor(() => errorOf(old) === null, 'error cleared while typing');
    server.respond = () => [200, { passwordchanged: true, errortype: null }];
    submit(el).click();
    const done = await waitFor(() => el.querySelector('.butik-pf__success'), 'changed');
    equal(done.textContent, 'Your password has been changed.');
    equal(server.requests[1].form.oldpassword, 'gammel-rettet');
  });

  it('change: a server failure shows the critical text; a visitor is asked to log in', async () => {
    server.respond = () => [401, { error: 'Sign-in required' }];
    const el = await mount('<password-form mode="change"></password-form>', { config: 'signed-in' });
    await type(field(el, 'oldpassword'), 'x');
    await type(field(el, 'newpassword'), '12345678');
    await type(field(el, 'confirmnewpassword'), '12345678');
    submit(el).click();
    const alert = await waitFor(() => el.querySelector('.butik-pf__alert[role="alert"]'), 'failure');
    equal(alert.textContent, 'The system encountered a problem. Please contact us for help.');

    const visitor = await mount('<password-form mode="change"></password-form>');
    equal(visitor.getAttribute('data-state'), 'signed-out');
    equal(visitor.querySelector('[role="alert"]').textContent, 'Please log in to change your password.');
    equal(visitor.querySelector('a').getAttribute('href'), LOGIN_URL);
    equal(visitor.querySelector('input'), null);
  });

  it('Danish texts and validation messages follow the culture', async () => {
    const el = await mount('<password-form mode="reset"></password-form>', { query: '?key=k', culture: 'da-DK' });
    await waitFor(() => el.querySelector('h2')?.textContent === 'Vælg en ny adgangskode', 'Danish heading');
    submit(el).click();
    await waitFor(() => field(el, 'newpassword').getAttribute('aria-invalid') === 'true', 'invalid');
    assert(
      errorOf(field(el, 'newpassword')).includes('Ny adgangskode'),
      `Danish message names the field: ${errorOf(field(el, 'newpassword'))}`,
    );
  });

  it('a bad mode logs an error and renders the reset form', async () => {
    const original = console.error;
    const calls = [];
    console.error = (...args) => calls.push(args.join(' '));
    try {
      const el = await mount('<password-form mode="forgot"></password-form>', { query: '?key=k' });
      assert(
        calls.some((c) => c.includes('mode="forgot"')),
        'bad mode logged',
      );
      assert(field(el, 'newpassword'), 'reset form rendered');
    } finally {
      console.error = original;
    }
  });
});
