/**
 * The demo site's page shell: one full HTML document per page, the way a CMS template would render it.
 *
 * Everything interpolated goes through hono/html's `html` tagged template, which HTML-escapes every
 * string and number (text and attribute values alike); only values that are already `html` fragments
 * pass through unescaped. Never wrap user or database text in `raw()`.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { NavCategory } from './data.ts';
import { FREE_DELIVERY_LIMIT } from '../routes/cart-model.ts';
import { formatInt, formatMoney } from './format.ts';
import type { VatMode } from './vat.ts';
import { cultureAttributes, cultureName, DEFAULT_DEMO_CULTURE, DEMO_CULTURES, type DemoCulture } from './language.ts';
import { hasElement } from './library.ts';

export { html, raw };
export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Roles the `<shop-context user-role>` attribute accepts (spec §6). */
export type PageRole = 'visitor' | 'user' | 'owner' | 'salesperson' | 'supervisor';

/** What a page knows about the visitor; derived from the session by `sessionInfo()`. */
export interface PageSession {
  signedIn: boolean;
  role: PageRole;
  name?: string;
  email?: string;
}

/**
 * Feature flags the demo shop turns on (spec §1). `customerprofiles`: a salesperson's `<customer-switcher>` offers
 * the selected customer's profiles (the seed gives Butik Demo ApS, C1000, 'Standard' and 'Projekt').
 */
export const FEATURES = 'wishlist freegifts csvimport magicsearch customerprofiles eventtracking';

export interface LayoutOptions {
  title: string;
  session: PageSession;
  nav: NavCategory[];
  /** Current path, to mark the active navigation entry. */
  path: string;
  /** Search box value (search page). */
  query?: string;
  /** Page-specific class on <body>. */
  bodyClass?: string;
  /** Extra tags for <head> (page-specific scripts). */
  head?: Html;
  /** Header slots: library elements (login, cart) rendered only once they exist. */
  headerSlots?: Html;
  /** <meta name="description"> text. */
  description?: string;
  /** The visitor's VAT display setting (vat.ts); default ex VAT. */
  vat?: VatMode;
  /** The visitor's language (language.ts): `<html lang dir>`, `<shop-context culture>`; default da-DK. */
  culture?: DemoCulture;
  /** This page's path and query, where the VAT switch returns to. */
  returnPath?: string;
  /** The product the page shows: `<shop-context product-id>` (its view event, with the eventtracking flag). */
  productId?: string;
  /**
   * This response's Content-Security-Policy nonce (middleware/security-headers.ts): on every `<script>` and `<style>`
   * the page carries. Pages' own head tags take it from `c.get('cspNonce')`.
   */
  nonce?: string;
  content: Html;
}

/** Boolean attribute helper: present when true, absent when false (HTML boolean semantics). */
function flag(name: string, on: boolean): Html {
  return on ? html` ${name}` : html``;
}

/**
 * The `<shop-context>` opening tag with the attributes taken from the session (spec §1, §6) and the
 * visitor's VAT setting: `prices-inc-vat` (incl. VAT) or `prices-inc-vat="false"` (excl. VAT).
 */
export function shopContextOpen(
  session: PageSession,
  vat: VatMode = 'ex',
  productId?: string,
  culture: DemoCulture = DEFAULT_DEMO_CULTURE,
): Html {
  // Shop variables (spec §3): wish lists on, purchase allowed (also from lists), secondary hover images on.
  const pricesIncVat = vat === 'inc' ? html` prices-inc-vat` : html` prices-inc-vat="false"`;
  return html`<shop-context context="butik" culture="${culture}" currency="DKK"${flag('signed-in', session.signedIn)} user-role="${session.role}"${flag('purchase-allowed', true)}${flag('show-prices', true)}${pricesIncVat} login-url="/login" features="${FEATURES}" enable-wish-list allow-purchase enable-purchase-from-lists enable-secondary-image api-base="/contextapi"${productId ? html` product-id="${productId}"` : ''}>`;
}

/**
 * The header's VAT switch: two submit buttons posting `vat=ex|inc` to /settings/vat (vat.ts), the pressed
 * one marked with aria-pressed. /site.js sends the post with the XSRF header and reloads the page.
 */
export function vatSwitch(vat: VatMode, returnPath: string): Html {
  const option = (value: VatMode, label: string) =>
    html`<button class="vat-switch__option" type="submit" name="vat" value="${value}" aria-pressed="${vat === value ? 'true' : 'false'}">${label}</button>`;
  return html`<form class="vat-switch" method="post" action="/settings/vat" data-vat-switch>
    <input type="hidden" name="return" value="${returnPath}">
    <span class="vat-switch__label" id="vat-switch-label">Priser</span>
    <span class="vat-switch__options" role="group" aria-labelledby="vat-switch-label">
      ${option('ex', 'ekskl. moms')}${option('inc', 'inkl. moms')}
    </span>
  </form>`;
}

/**
 * The ids from the top level down to the category at `path` (`/category/{id}`), joined by "/" (`<main-nav current>`),
 * or '' when the page is no category.
 */
export function currentCategoryPath(nav: NavCategory[], path: string): string {
  const id = /^\/category\/([^/?#]+)$/.exec(path)?.[1];
  if (!id) return '';
  const find = (list: NavCategory[], trail: string[]): string[] | null => {
    for (const c of list) {
      if (c.id === id) return [...trail, c.id];
      const below = find(c.children, [...trail, c.id]);
      if (below) return below;
    }
    return null;
  };
  return find(nav, [])?.join('/') ?? '';
}

/**
 * The main navigation. With the library's `<main-nav>` the server's mega menu below is its fallback (its light-DOM
 * children): shown before the element is defined, while its tree loads and if it cannot be loaded; the element's
 * bar has the same height (header.css), so the page does not move when it takes over.
 */
function navigation(nav: NavCategory[], path: string): Html {
  if (!hasElement('main-nav')) return serverNavigation(nav, path);
  const current = currentCategoryPath(nav, path);
  return html`<main-nav label="Hovedmenu"${current ? html` current="${current}"` : ''}>${serverNavigation(nav, path, true)}</main-nav>`;
}

/**
 * The server's navigation. `menuButton`: inside `<main-nav>`, phones get a 'Menu' button in front of the links
 * (`data-nav-menu`: the element loads its navigation and opens the category drawer when it is pressed); without
 * the library there is no drawer, so no button.
 */
function serverNavigation(nav: NavCategory[], path: string, menuButton = false): Html {
  return html`<nav class="main-nav" aria-label="Hovedmenu">
    <div class="container${menuButton ? ' main-nav__row' : ''}">
      ${
        menuButton
          ? html`<button type="button" class="main-nav__menu" data-nav-menu aria-haspopup="dialog"><span class="main-nav__burger" aria-hidden="true"></span><span>Menu</span></button>`
          : ''
      }
      <ul class="main-nav__list">
        ${nav.map((top) => {
          const href = `/category/${top.id}`;
          const active = path === href || top.children.some((c) => path === `/category/${c.id}`);
          return html`<li class="main-nav__item${active ? ' is-active' : ''}">
            <a class="main-nav__link" href="${href}"${active ? html` aria-current="page"` : ''}>${top.name}</a>
            ${
              top.children.length
                ? html`<div class="mega">
                  <div class="mega__inner">
                    ${top.children.slice(0, 80).map(
                      (child) => html`<div class="mega__group">
                        <a class="mega__title" href="/category/${child.id}">${child.name}</a>
                        ${
                          child.children.length
                            ? html`<ul class="mega__list">
                              ${child.children
                                .slice(0, 5)
                                .map((leaf) => html`<li><a href="/category/${leaf.id}">${leaf.name}</a></li>`)}
                              ${
                                child.children.length > 5
                                  ? html`<li><a class="mega__more" href="/category/${child.id}">Vis flere</a></li>`
                                  : ''
                              }
                            </ul>`
                            : ''
                        }
                      </div>`,
                    )}
                    <a class="mega__all" href="${href}">Se alle varer i ${top.name} →</a>
                  </div>
                </div>`
                : ''
            }
          </li>`;
        })}
      </ul>
    </div>
  </nav>`;
}

/**
 * The footer's language picker (language.ts): a form posting `culture` to /settings/language by its button; /site.js
 * sends it with the XSRF header and reloads the page.
 */
function languagePicker(culture: DemoCulture, returnPath: string): Html {
  return html`<form class="language-picker" method="post" action="/settings/language" data-language-switch>
      <label class="language-picker__label" for="site-language">Sprog for butikkens elementer</label>
      <span class="language-picker__row">
        <select id="site-language" class="language-picker__select" name="culture" autocomplete="off">
          ${DEMO_CULTURES.map(
            (c) =>
              html`<option value="${c}" lang="${cultureAttributes(c).lang}"${c === culture ? html` selected` : ''}>${cultureName(c)}</option>`,
          )}
        </select>
        <input type="hidden" name="return" value="${returnPath}">
        <button class="language-picker__button" type="submit">Skift</button>
      </span>
    </form>`;
}

function footer(culture: DemoCulture, returnPath: string): Html {
  const year = new Date().getUTCFullYear();
  return html`<footer class="site-footer">
    <div class="container site-footer__grid">
      <section>
        <a class="logo logo--footer" href="/">Butik</a>
        <p class="site-footer__lead">Kontorartikler, emballage og firmagaver til danske virksomheder.</p>
      </section>
      <section>
        <h2 class="site-footer__heading">Kundeservice</h2>
        <ul class="site-footer__list">
          <li><a href="/login">Log ind</a></li>
          <li><a href="/signup">Opret erhvervskonto</a></li>
          <li><a href="/konto">Min konto</a></li>
          <li><a href="/kontakt">Kontakt os</a></li>
          <li><a href="/cart">Kurv</a></li>
        </ul>
      </section>
      <section>
        <h2 class="site-footer__heading">Gaveshop</h2>
        <ul class="site-footer__list">
          <li><a href="/giftshop">Gaveshop</a></li>
          <li><a href="/giftshop#/g/">Indløs gavebevis</a></li>
        </ul>
      </section>
      <section>
        <h2 class="site-footer__heading">For udviklere</h2>
        <ul class="site-footer__list">
          <li><a href="/elements">Elementkatalog</a></li>
          <li><a href="/outbox">Udbakke (demo-e-mails)</a></li>
        </ul>
      </section>
    </div>
    <div class="container site-footer__bottom">
      <span>© ${year} Butik ApS · Demo-butik · Priser i DKK</span>
      ${languagePicker(culture, returnPath)}
    </div>
  </footer>`;
}

/**
 * Space kept for library elements before (and while) they render, so the page does not shift as they load
 * (Lighthouse measured a cumulative layout shift of 0.53 on /giftshop): the gift-shop app takes the height its
 * recipient flow takes once rendered (the flow's own `--butik-gift-min-height`, default 100svh) from the first
 * paint, through its loading states; a header control keeps its 44px tap target until it has rendered (elements
 * mirror their state as `data-state` once they have: before that, defined or not, they are empty); on /cart
 * the cart and the free-gift progress keep the height of their empty-cart state (the least they show) until
 * they have loaded. Inline (with the policy's nonce): a few hundred bytes, and no extra render-blocking request.
 */
const reservedSpace = (nonce: string) => html`<style nonce="${nonce}">
    gift-shop-app { display: block; min-height: var(--butik-gift-min-height, 100svh); }
    .header-slot > :not([data-state]) { display: block; min-width: 44px; min-height: 44px; }
    cart-preview[variant='page']:is(:not([data-state]), [data-state='loading']) { display: block; min-height: 195px; }
    free-gift:is(:not([data-state]), [data-state='loading']) { display: block; min-height: 99px; }
  </style>`;

/**
 * The header search: a plain GET form to /search. With `<search-box>` in the library the form goes inside the tag
 * as its fallback (shown until the element renders, the same 48px pill, so nothing moves).
 */
function searchBox(query: string): Html {
  const form = html`<form class="search-box" action="/search" method="get" role="search">
        <label class="visually-hidden" for="site-search">Søg i butikken</label>
        <input id="site-search" class="search-box__input" type="search" name="query" value="${query}" placeholder="Søg efter varer, varenumre og mærker" autocomplete="off">
        <button class="search-box__button" type="submit">Søg</button>
      </form>`;
  return hasElement('search-box')
    ? html`<search-box class="header-search" search-url="/search">${form}</search-box>`
    : form;
}

/** A full HTML document for one page. */
export function layout(opts: LayoutOptions): Html {
  const culture = opts.culture ?? DEFAULT_DEMO_CULTURE;
  const { lang, dir } = cultureAttributes(culture);
  const nonce = opts.nonce ?? '';
  return html`<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${opts.title} · Butik</title>
  ${opts.description ? html`<meta name="description" content="${opts.description}">` : ''}
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/site.css">
  ${reservedSpace(nonce)}
  <script type="module" src="/js/dist/loader.js" nonce="${nonce}"></script>
  <script type="module" src="/site.js" nonce="${nonce}"></script>
  ${opts.head ?? ''}
</head>
<body${opts.bodyClass ? html` class="${opts.bodyClass}"` : ''}>
${shopContextOpen(opts.session, opts.vat, opts.productId, culture)}
  <a class="skip-link" href="#main">Spring til indhold</a>
  <header class="site-header">
    <div class="topbar">
      <div class="container topbar__inner">
        <span class="topbar__text"><span class="topbar__long">Fri fragt ved køb over ${formatMoney(FREE_DELIVERY_LIMIT)} ekskl. moms</span><span class="topbar__short">Fri fragt fra ${formatInt(FREE_DELIVERY_LIMIT)} kr.</span></span>
        <span class="topbar__right">Erhvervskunder · <a class="topbar__link" href="/kontakt">Kundeservice</a> +45 70 20 30 40</span>
        ${vatSwitch(opts.vat ?? 'ex', opts.returnPath ?? '/')}
      </div>
    </div>
    <div class="container header-main">
      <a class="logo" href="/" aria-label="Butik – forside">Butik</a>
      ${searchBox(opts.query ?? '')}
      <div class="header-actions">
        ${
          opts.session.signedIn && !hasElement('login-button')
            ? html`<span class="header-user" title="${opts.session.email ?? ''}">${opts.session.name ?? opts.session.email ?? ''}</span>`
            : ''
        }
        ${opts.headerSlots ?? ''}
      </div>
    </div>
    ${navigation(opts.nav, opts.path)}
  </header>
  <main id="main" class="site-main" tabindex="-1">
    ${opts.content}
  </main>
  ${footer(culture, opts.returnPath ?? '/')}
</shop-context>
</body>
</html>`;
}

/** Breadcrumb trail; the last crumb is the current page. */
export function breadcrumb(items: { label: string; href?: string }[]): Html {
  return html`<nav class="breadcrumb" aria-label="Brødkrumme">
    <ol>
      ${items.map((item, i) =>
        item.href && i < items.length - 1
          ? html`<li><a href="${item.href}">${item.label}</a></li>`
          : html`<li aria-current="page">${item.label}</li>`,
      )}
    </ol>
  </nav>`;
}
