/**
 * The accounts and forms pages of the demo (issue 6):
 *
 * - `/login` — `<login-form>` for a visitor; with `?key=` (the link of the 'Nulstil din adgangskode' e-mail,
 *   routes/tokens.ts) `<password-form mode="reset">`; with `?token=` (the sign-up's 'Bekræft din
 *   e-mailadresse' e-mail) `<password-form mode="optin">`. The password forms read the key or token from the
 *   page's query string themselves. A signed-in visitor without a key or token gets a notice and a link
 *   to /konto.
 * - `/signup` — `<company-signup terms-url="/side/handelsbetingelser">`.
 * - `/konto` — signed in: `<customer-switcher>` (salespeople only), `<wish-lists>` and
 *   `<password-form mode="change">`; signed out: `<login-form>` (after signing in it reloads into the account).
 * - `/kontakt` — `<contact-form>` and `<new-customer-request>`.
 *
 * Every library tag appears only once its element exists (library.ts); a section whose element is missing
 * is left out, never faked. The account and contact elements bring their own heading, intro and card, so
 * these pages place them bare (with an anchor id) and set only their `heading` where the page needs another
 * one. The header's `<login-button dashboard-url="/konto">` is placed by page.ts (headerSlots).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { renderTag } from './components.ts';
import { breadcrumb, html, type Html } from './layout.ts';
import { hasElement } from './library.ts';
import { renderPage, sessionInfo } from './page.ts';

/** The CMS page the sign-up form's consent text links to. */
export const TERMS_URL = '/side/handelsbetingelser';
/** The signed-in user's dashboard (`<login-button dashboard-url>`). */
export const ACCOUNT_PATH = '/konto';
export const CONTACT_PATH = '/kontakt';

type Attrs = Record<string, string | boolean | undefined>;

/**
 * A library element as a section of the page, with an anchor id. The account and contact elements bring their
 * own heading, intro and card, so the page adds no panel or heading of its own around them.
 */
function section(id: string, tag: string, attrs: Attrs = {}): Html {
  if (!hasElement(tag)) return html``;
  return html`<div class="element-slot account-section" id="${id}">${renderTag(tag, attrs)}</div>`;
}

/** A library element in a plain slot (the element brings its own heading or needs none). */
function bare(tag: string, attrs: Attrs = {}, className = 'element-slot'): Html {
  return hasElement(tag) ? html`<div class="${className}">${renderTag(tag, attrs)}</div>` : html``;
}

/** The login page URL's page: login form, or the password form for an e-mail link. */
export function loginPage(c: Context<AppEnv>): Promise<Response> {
  const session = sessionInfo(c);
  const key = c.req.query('key');
  const token = c.req.query('token');
  if (key !== undefined || token !== undefined) {
    const reset = key !== undefined;
    const title = reset ? 'Nulstil adgangskode' : 'Bekræft din konto';
    return renderPage(c, {
      title,
      bodyClass: 'page-login page-password',
      content: html`<div class="container container--narrow">
        ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Log ind', href: '/login' }, { label: title }])}
        <h1 class="page-title">${title}</h1>
        <p class="page-lead">${
          reset
            ? 'Vælg en ny adgangskode til din konto. Linket i e-mailen kan kun bruges én gang og gælder i en time.'
            : 'Velkommen! Vælg en adgangskode for at bekræfte din e-mailadresse og aktivere din erhvervskonto.'
        }</p>
        ${bare('password-form', reset ? { mode: 'reset' } : { mode: 'optin', 'success-url': ACCOUNT_PATH })}
      </div>`,
    });
  }
  return renderPage(c, {
    title: 'Log ind',
    bodyClass: 'page-login',
    content: html`<div class="container container--narrow">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Log ind' }])}
      <h1 class="page-title">Log ind</h1>
      ${
        session.signedIn
          ? html`<p class="notice">Du er logget ind som <strong>${session.name ?? ''}</strong> (${session.email ?? ''}). <a href="${ACCOUNT_PATH}">Gå til Min konto</a>.</p>`
          : html`<p class="page-lead">Log ind med din erhvervskonto. Har du ikke en konto? <a href="/signup">Opret dig her</a>.</p>
            ${bare('login-form', {}, 'element-slot form-card')}`
      }
    </div>`,
  });
}

export function signupPage(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    title: 'Opret erhvervskonto',
    bodyClass: 'page-signup',
    content: html`<div class="container container--narrow">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Opret erhvervskonto' }])}
      <h1 class="page-title">Opret erhvervskonto</h1>
      <p class="page-lead">Som erhvervskunde handler du på faktura, får mængderabat og kan oprette gaveshops til dine medarbejdere. Har du allerede en konto? <a href="/login">Log ind</a>.</p>
      ${bare('company-signup', { 'terms-url': TERMS_URL }, 'element-slot form-card')}
    </div>`,
  });
}

export function accountPage(c: Context<AppEnv>): Promise<Response> {
  const session = sessionInfo(c);
  if (!session.signedIn) {
    return renderPage(c, {
      title: 'Min konto',
      bodyClass: 'page-account page-account--signed-out',
      content: html`<div class="container container--narrow">
        ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Min konto' }])}
        <h1 class="page-title">Min konto</h1>
        <p class="page-lead">Log ind for at se dine ønskelister og skifte adgangskode. Ny kunde? <a href="/signup">Opret en erhvervskonto</a>.</p>
        ${bare('login-form', {}, 'element-slot form-card')}
      </div>`,
    });
  }
  const salesperson = session.role === 'salesperson';
  return renderPage(c, {
    title: 'Min konto',
    bodyClass: 'page-account',
    content: html`<div class="container">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Min konto' }])}
      <header class="page-head">
        <h1 class="page-title">Min konto</h1>
        <p class="page-lead">Logget ind som <strong>${session.name ?? ''}</strong> (${session.email ?? ''}).${salesperson ? ' Som sælger handler du på vegne af dine kunder: søg kunden frem, og vælg den.' : ''}</p>
      </header>
      <div class="account-layout">
        <div class="account-layout__main">
          ${salesperson ? section('kunde', 'customer-switcher', { heading: 'Handl for en kunde' }) : ''}
          ${section('oenskelister', 'wish-lists')}
        </div>
        <aside class="account-layout__side">
          ${section('adgangskode', 'password-form', { mode: 'change', 'success-url': '/' })}
          <section class="panel account-panel account-panel--links" aria-labelledby="genveje-title">
            <h2 class="panel__title" id="genveje-title">Genveje</h2>
            <ul class="link-list">
              <li><a href="/cart">Kurv og hurtig bestilling</a></li>
              <li><a href="/giftshop">Gaveshop</a></li>
              <li><a href="${CONTACT_PATH}">Kontakt kundeservice</a></li>
            </ul>
          </section>
        </aside>
      </div>
    </div>`,
  });
}

export function contactPage(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    title: 'Kontakt os',
    bodyClass: 'page-contact',
    content: html`<div class="container">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Kontakt os' }])}
      <header class="page-head">
        <h1 class="page-title">Kontakt os</h1>
        <p class="page-lead">Kundeservice svarer alle hverdage 8–16 på +45 70 20 30 40 og kundeservice@butik.test – eller skriv til os her. Vil du handle på faktura med mængderabat, kan du også <a href="/signup">oprette en erhvervskonto</a> med det samme.</p>
      </header>
      <div class="contact-layout">
        ${section('skriv-til-os', 'contact-form', { heading: 'Skriv til kundeservice' })}
        ${section('bliv-kunde', 'new-customer-request', { heading: 'Bliv erhvervskunde' })}
      </div>
    </div>`,
  });
}
