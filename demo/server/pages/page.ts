/** Page rendering shared by every demo page: session -> <shop-context>, layout, header slots, 404. */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { renderTag } from './components.ts';
import { categoryTree, type NavCategory } from './data.ts';
import { breadcrumb, html, layout, type Html, type PageRole, type PageSession } from './layout.ts';
import { hasElement } from './library.ts';
import { currentPath, vatMode } from './vat.ts';
import { pageCulture } from './language.ts';
import { formatInt, formatMoney } from './format.ts';
import { sessionCartSummary } from '../routes/cart-model.ts';

/** What `<shop-context>` says about the visitor, from COMMERCE's session (`c.get('user')`). */
export function sessionInfo(c: Context<AppEnv>): PageSession {
  const user = c.get('user');
  if (!user) return { signedIn: false, role: 'visitor' };
  const roles: PageRole[] = ['user', 'owner', 'salesperson', 'supervisor'];
  return {
    signedIn: true,
    role: roles.includes(user.role) ? user.role : 'user',
    name: user.name,
    email: user.email,
  };
}

/**
 * Header slots for the library's header elements (issues 4-6: `<gift-shop-button>`, `<login-button>`,
 * `<cart-preview>`), each rendered only once it exists.
 */
export interface HeaderCart {
  count: number;
  /** The total as the page shows prices (with or without VAT). */
  total: number;
  incVat: boolean;
}

/** `<cart-preview>`'s fallback: a link to the cart drawn like its toggle (icon, count badge, total). */
function cartLink(cart: HeaderCart): Html {
  const count = formatInt(cart.count);
  const total = formatMoney(cart.total);
  const vat = cart.incVat ? 'inkl. moms' : 'ekskl. moms';
  // Like the element's toggle: the name is text (hidden but read), the badge is hidden from assistive technology.
  return html`<a class="header-cart" href="/cart">
    <span class="header-cart__icon"><svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"/><circle cx="10" cy="20" r="1.4"/><circle cx="17" cy="20" r="1.4"/></svg><span class="header-cart__badge" aria-hidden="true">${count}</span></span>
    <span class="visually-hidden">Kurv, ${count} ${cart.count === 1 ? 'vare' : 'varer'}</span>
    <span class="header-cart__total"><span class="visually-hidden">, </span>${total}<span class="visually-hidden"> ${vat}</span></span>
  </a>`;
}

/** `<login-button>`'s fallback: a link to the login page (signed in: to the account), drawn like its button. */
function loginLink(session: PageSession): Html {
  const icon = html`<svg class="header-login__icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/></svg>`;
  return session.signedIn
    ? html`<a class="header-login" href="/konto">${icon}<span class="header-login__label">Min konto</span><svg class="header-login__caret" viewBox="0 0 12 12" width="12" height="12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2 4l4 4 4-4"/></svg></a>`
    : html`<a class="header-login" href="/login">${icon}<span class="header-login__label">Log ind</span></a>`;
}

export function headerSlots(session: PageSession, cart: HeaderCart): Html {
  // <gift-shop-button> waits for the visitor (src/ui/until-reached.tsx): its fallback is the link it would render.
  const giftShop = hasElement('gift-shop-button')
    ? html`<div class="header-slot">${renderTag(
        'gift-shop-button',
        { variant: 'header', 'management-url': '/giftshop#/m', 'promotion-url': '/giftshop' },
        html`<a class="header-entry" href="${session.signedIn ? '/giftshop#/m' : '/giftshop'}">Gaveshop</a>`,
      )}</div>`
    : html``;
  return html`${giftShop}${
    hasElement('login-button')
      ? html`<div class="header-slot header-slot--login">${renderTag('login-button', { 'dashboard-url': '/konto' }, loginLink(session))}</div>`
      : ''
  }${
    hasElement('cart-preview')
      ? html`<div class="header-slot header-slot--cart">${renderTag('cart-preview', { 'checkout-url': '/cart' }, cartLink(cart))}</div>`
      : ''
  }`;
}

export interface PageOptions {
  title: string;
  content: Html;
  query?: string;
  bodyClass?: string;
  head?: Html;
  description?: string;
  status?: 200 | 404;
  /** The product the page shows (`<shop-context product-id>`: its view event). */
  productId?: string;
}

/** Renders a full page with the shared layout. */
export async function renderPage(c: Context<AppEnv>, opts: PageOptions): Promise<Response> {
  let nav: NavCategory[] = [];
  try {
    nav = await categoryTree(c.get('db'));
  } catch (error) {
    console.error('[demo] navigation could not be loaded:', error);
  }
  // The header's cart link shows what the server knows until <cart-preview> loads (headerSlots).
  let summary = { count: 0, totalExVat: 0, totalIncVat: 0 };
  if (hasElement('cart-preview')) {
    try {
      summary = await sessionCartSummary(c.get('db'), c.get('session')?.id);
    } catch (error) {
      console.error('[demo] the header cart could not be read:', error);
    }
  }
  const incVat = vatMode(c) === 'inc';
  const page = layout({
    title: opts.title,
    session: sessionInfo(c),
    nav,
    path: c.req.path,
    query: opts.query,
    bodyClass: opts.bodyClass,
    head: opts.head,
    description: opts.description,
    vat: vatMode(c),
    culture: pageCulture(c),
    returnPath: currentPath(c),
    headerSlots: headerSlots(sessionInfo(c), {
      count: summary.count,
      total: incVat ? summary.totalIncVat : summary.totalExVat,
      incVat,
    }),
    productId: opts.productId,
    nonce: c.get('cspNonce'),
    content: opts.content,
  });
  return c.html(page, opts.status ?? 200);
}

/** A library element, or nothing when it has not landed yet (never a placeholder pretending to be one). */
export function slot(
  tag: string,
  attrs: Record<string, string | boolean | undefined> = {},
  className = 'element-slot',
): Html {
  return hasElement(tag) ? html`<div class="${className}">${renderTag(tag, attrs)}</div>` : html``;
}

/** The HTML 404 page (status 404). The app's notFound handler uses it for non-API paths. */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    title: 'Siden findes ikke',
    bodyClass: 'page-404',
    status: 404,
    content: html`<div class="container container--narrow not-found">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Siden findes ikke' }])}
      <p class="not-found__code" aria-hidden="true">404</p>
      <h1 class="page-title">Siden findes ikke</h1>
      <p class="page-lead">Vi kan desværre ikke finde siden <code>${c.req.path}</code>. Måske er varen udgået, eller adressen er skrevet forkert.</p>
      <form class="search-inline" action="/search" method="get" role="search">
        <label class="visually-hidden" for="nf-search">Søg i butikken</label>
        <input id="nf-search" type="search" name="query" placeholder="Søg efter varer">
        <button class="button button--primary" type="submit">Søg</button>
      </form>
      <p><a class="button button--ghost" href="/">Til forsiden</a></p>
    </div>`,
  });
}
