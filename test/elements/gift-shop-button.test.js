/* global describe, it */
// <gift-shop-button>: the three states of the gift-shop entry (spec §2) and the login / sign-up modal.
import { expectAccessible } from './helpers/axe.js';
import { assert, captureErrors, deepActive, equal, fixture, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();

let container;
async function mount(html, context = 'culture="da-DK"') {
  container = fixture(`<shop-context ${context}>${html}</shop-context>`);
  await customElements.whenDefined('gift-shop-button');
  await rendered();
  const el = container.querySelector('gift-shop-button');
  await waitFor(() => el.shadowRoot?.querySelector('[part="entry"]')?.textContent, 'entry rendered');
  return el;
}

const entry = (el) => el.shadowRoot.querySelector('[part="entry"]');
const dialog = (el) => el.shadowRoot.querySelector('dialog');
describe('<gift-shop-button>', () => {
  it('signed in: links to the management URL (either variant)', async () => {
    const el = await mount(
      '<gift-shop-button variant="button" text="Mine gaveshops" management-url="/giftshop#/m" promotion-url="/promo"></gift-shop-button>',
      'culture="da-DK" signed-in',
    );
    const link = entry(el);
    equal(link.localName, 'a');
    equal(link.getAttribute('href'), '/giftshop#/m');
    equal(link.textContent, 'Mine gaveshops');
    equal(el.getAttribute('data-state'), 'link');
    equal(dialog(el), null, 'no modal for a signed-in user');
  });

  it('not signed in, header variant: links to the promotion URL; default text is Danish "Gaveshop"', async () => {
    const el = await mount(
      '<gift-shop-button variant="header" management-url="/m" promotion-url="/giftshop"></gift-shop-button>',
    );
    const link = entry(el);
    equal(link.localName, 'a');
    equal(link.getAttribute('href'), '/giftshop');
    await waitFor(() => link.textContent === 'Gaveshop', 'Danish default text');
    equal(dialog(el), null);
  });

  it('not signed in, button variant: a large button opening the 90vw × 90vh modal with both panels', async () => {
    const el = await mount(
      '<gift-shop-button variant="button" text="Kom i gang" management-url="/m" promotion-url="/p"></gift-shop-button>',
      'culture="da-DK" login-url="/login"',
    );
    const button = entry(el);
    equal(button.localName, 'button');
    equal(button.textContent, 'Kom i gang');
    assert(button.getBoundingClientRect().height >= 56, 'large button');
    equal(el.getAttribute('data-state'), 'closed');
    equal(dialog(el), null, 'the modal (and its code) only once opened');
    button.click();
    const modal = await waitFor(() => dialog(el)?.open && dialog(el), 'modal open');
    assert(modal.matches(':modal'), 'opened with showModal()');
    await waitFor(() => el.getAttribute('data-state') === 'open', 'data-state open');
    const rect = modal.getBoundingClientRect();
    assert(Math.abs(rect.width - innerWidth * 0.9) <= 1, `width 90vw (${rect.width} vs ${innerWidth * 0.9})`);
    assert(Math.abs(rect.height - innerHeight * 0.9) <= 1, `height 90vh (${rect.height} vs ${innerHeight * 0.9})`);
    const title = el.shadowRoot.getElementById(modal.getAttribute('aria-labelledby'));
    equal(title.textContent, 'Log ind eller opret dig nemt i dag!');
    const headings = [...modal.querySelectorAll('h3')].map((h) => h.textContent);
    equal(headings.join('|'), 'Har du allerede et login?|... eller opret dig nemt i dag');
    // The login panel holds the library's login form (posting to the page's login URL), not a link.
    const login = modal.querySelector('[part="login-panel"] login-form');
    assert(login, '<login-form> in the login panel');
    equal(login.getAttribute('login-url'), '/login');
    const start = [...modal.querySelectorAll('button')].find((b) => b.textContent === 'Påbegynd oprettelse');
    assert(start, "'Påbegynd oprettelse' button");
    assert(modal.contains(deepActive()), 'focus moved inside the modal');
  });

  it('Påbegynd oprettelse switches to the sign-up view; Esc closes and resets to the choice', async () => {
    const el = await mount('<gift-shop-button variant="button" signup-url="/signup?from=gift"></gift-shop-button>');
    entry(el).click();
    const modal = await waitFor(() => dialog(el)?.open && dialog(el), 'modal open');
    const start = await waitFor(
      () => [...modal.querySelectorAll('button')].find((b) => b.textContent === 'Påbegynd oprettelse'),
      'start button',
    );
    start.click();
    await waitFor(() => modal.querySelector('[part="signup-form"]'), 'sign-up view');
    equal(modal.querySelector('[part="login-panel"]'), null, 'choice replaced by the sign-up view');
    // The sign-up view holds the library's sign-up form, not a link to a page.
    assert(modal.querySelector('[part="signup-form"] company-signup'), '<company-signup> in the sign-up view');
    equal(modal.querySelector('[part="signup-form"] a[href]'), null, 'no link away');
    equal(el.getAttribute('data-state'), 'signup');
    assert(modal.contains(deepActive()), 'focus stays inside the modal (sign-up heading)');
    await expectAccessible(el);
    // '← Tilbage' at the top of the sign-up view returns to the choice.
    const back = modal.querySelector('[part="signup-back"]');
    equal(back.textContent, '← Tilbage');
    back.click();
    await waitFor(() => modal.querySelector('[part="login-panel"]'), 'back on the choice');
    equal(el.getAttribute('data-state'), 'open');
    [...modal.querySelectorAll('button')].find((b) => b.textContent === 'Påbegynd oprettelse').click();
    await waitFor(() => modal.querySelector('[part="signup-form"]'), 'sign-up view again');
    // A real key press, so the browser's own dialog cancel behaviour runs.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !modal.open, 'Esc closed the modal');
    await waitFor(() => el.getAttribute('data-state') === 'closed', 'data-state closed');
    entry(el).click();
    await waitFor(() => modal.open, 'reopened');
    await waitFor(() => modal.querySelector('[part="login-panel"]'), 'reset to the choice');
    equal(modal.querySelector('[part="signup-form"]'), null);
    // The × button and a click on the backdrop close it too.
    modal.querySelector('.modal__close').click();
    await waitFor(() => !modal.open, '× closed the modal');
    entry(el).click();
    await waitFor(() => modal.open, 'reopened again');
    modal.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => !modal.open, 'backdrop click closed the modal');
  });

  it('English texts follow the culture; the login panel falls back to /login without a login-url', async () => {
    const el = await mount('<gift-shop-button variant="button"></gift-shop-button>', 'culture="en-GB"');
    await waitFor(() => entry(el).textContent === 'Gift shop', 'English default text');
    entry(el).click();
    const modal = await waitFor(() => dialog(el)?.open && dialog(el), 'open');
    equal(modal.querySelector('h2').textContent, 'Sign in or sign up easily today!');
    equal(modal.querySelector('[part="login-panel"] login-form').getAttribute('login-url'), '/login');
  });

  it('bad input never crashes: a bad variant logs and means header; a missing URL logs and shows plain text', async () => {
    const errors = captureErrors();
    try {
      const el = await mount('<gift-shop-button variant="huge" text="Gaver"></gift-shop-button>');
      await waitFor(() => errors.calls.some((c) => c.includes('variant="huge"')), 'bad variant logged');
      const shown = entry(el);
      equal(shown.localName, 'span', 'no link without a promotion URL');
      equal(shown.textContent, 'Gaver');
      await waitFor(() => errors.calls.some((c) => c.includes('promotion-url')), 'missing URL logged');
    } finally {
      errors.stop();
    }
  });
});
