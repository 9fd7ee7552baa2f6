/**
 * The demo site: server-rendered pages the way a CMS would render them, each a full document with the
 * shop layout, `<shop-context>` attributes from the session, and the library's tags where they belong.
 * Mounted at `/` by demo/server/app.ts: `app.route('/', pageRoutes())`.
 *
 * A library tag is rendered only once its element exists in the library (see library.ts); until then its
 * place shows nothing — never a placeholder pretending to be a cart or a login.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { FREE_DELIVERY_LIMIT } from '../routes/cart-model.ts';
import {
  categoryPath,
  categoryProducts,
  categoryTree,
  childCategories,
  lowestBulkPrices,
  outboxRows,
  popularProducts,
} from './data.ts';
import { isValidId, parsePage, pager, productGrid, productImage } from './components.ts';
import { productListWithFallback } from './list-fallback.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { breadcrumb, html } from './layout.ts';
import { elementsPage } from './elements-page.ts';
import { hasElement } from './library.ts';
import { renderNotFound, renderPage, slot } from './page.ts';
import { searchPage } from './search-page.ts';
import { cartPage } from './cart-page.ts';
import { productPage } from './product-page.ts';
import { cmsPage } from './cms-page.ts';
import { accountPage, contactPage, loginPage, signupPage } from './account-pages.ts';
import { parseVatMode, setVatMode, vatMode } from './vat.ts';
import { settingRoute } from './settings.ts';
import { parseCulture, setPageCulture } from './language.ts';
import { imageRoutes } from '../routes/catalog-images.ts';

export { renderNotFound, renderPage, sessionInfo } from './page.ts';

const CATEGORY_PAGE_SIZE = 24;

export function pageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The generated catalogue pictures the pages show (CATALOG's routes/catalog-images.ts), unless the app
  // already serves /images itself.
  app.route('/images', imageRoutes() as unknown as Hono<AppEnv>);

  app.get('/', async (c) => {
    const db = c.get('db');
    const [tree, popular] = await Promise.all([categoryTree(db), popularProducts(db, 10)]);
    const from = await lowestBulkPrices(
      db,
      popular.map((p) => p.id),
    );
    return renderPage(c, {
      title: 'Forside',
      bodyClass: 'page-home',
      description: 'Butik – kontorartikler, emballage og firmagaver til erhverv.',
      content: html`
        <section class="hero${hasElement('home-slideshow') ? ' hero--slideshow' : ''}">
          ${hasElement('home-slideshow') ? homeSlideshow(tree, popular) : heroText(tree)}
        </section>
        <div class="container">
          <section class="section" aria-labelledby="cat-heading">
            <div class="section__head">
              <h2 id="cat-heading" class="section__title">Populære kategorier</h2>
            </div>
            <ul class="category-tiles">
              ${tree.slice(0, 8).map(
                (cat, i) => html`<li>
                  <a class="category-tile category-tile--${i % 8}" href="/category/${cat.id}">
                    <span class="category-tile__initial" aria-hidden="true">${cat.name.slice(0, 1)}</span>
                    <span class="category-tile__name">${cat.name}</span>
                    <span class="category-tile__sub">${cat.children
                      .slice(0, 3)
                      .map((ch) => ch.name)
                      .join(' · ')}</span>
                  </a>
                </li>`,
              )}
            </ul>
          </section>
          ${
            hasElement('product-slider')
              ? html`<section class="section">
                  <product-slider class="popular-slider" source="popular" limit="10" heading="Populære produkter">
                    ${tree[0] ? html`<a slot="actions" class="section__link" href="/category/${tree[0].id}">Se alle</a>` : ''}
                    ${popularHead(tree)}
                    ${productGrid(popular, from, { incVat: vatMode(c) === 'inc' })}
                  </product-slider>
                </section>`
              : html`<section class="section" aria-labelledby="popular-heading">
                  ${popularHead(tree)}
                  ${productGrid(popular, from, { incVat: vatMode(c) === 'inc' })}
                </section>`
          }
          <section class="section promo">
            <div class="promo__text">
              <h2 class="promo__title">Julegaver, medarbejderne selv vælger</h2>
              <p>Opret en gaveshop, vælg sortimentet, og send gavebeviser. Modtagerne vælger selv deres gave – du får én samlet levering.</p>
            </div>
            <a class="button button--light" href="/giftshop">Kom i gang</a>
          </section>
        </div>`,
    });
  });

  app.get('/category/:id', async (c) => {
    const db = c.get('db');
    const id = c.req.param('id');
    if (!isValidId(id)) return renderNotFound(c);
    const path = await categoryPath(db, id);
    const category = path[path.length - 1];
    if (!category || category.id !== id) return renderNotFound(c);
    // With <product-list> the page renders the list as the element shows it (sort, brand, 'Load more' as a link: the
    // URL's state) as its fallback, which works on its own; the element takes over when the visitor reaches for it.
    const list = hasElement('product-list');
    const page = parsePage(c.req.query('page'));
    const view = { incVat: vatMode(c) === 'inc' };
    const [children, listed] = await Promise.all([
      childCategories(db, id),
      list
        ? productListWithFallback(db, { 'category-id': id }, { url: c.req.url, category: id })
        : Promise.resolve(null),
    ]);
    const result = listed ? { items: [], total: 0 } : await categoryProducts(db, id, page, CATEGORY_PAGE_SIZE);
    const from = await lowestBulkPrices(
      db,
      result.items.map((p) => p.id),
    );
    return renderPage(c, {
      title: category.name,
      bodyClass: 'page-category',
      description: category.description || undefined,
      content: html`<div class="container">
        ${breadcrumb([
          { label: 'Forside', href: '/' },
          ...path.map((p) => ({ label: p.name, href: `/category/${p.id}` })),
        ])}
        <header class="page-head">
          <h1 class="page-title">${category.name}</h1>
          ${category.description ? html`<p class="page-lead">${category.description}</p>` : ''}
        </header>
        ${
          children.length
            ? html`<ul class="chips" aria-label="Underkategorier">
              ${children.map((ch) => html`<li><a class="chip" href="/category/${ch.id}">${ch.name}</a></li>`)}
            </ul>`
            : ''
        }
        ${
          listed
            ? listed
            : result.items.length
              ? html`${productGrid(result.items, from, view)}
              ${pager({
                page,
                pageSize: CATEGORY_PAGE_SIZE,
                total: result.total,
                href: (n) => `/category/${encodeURIComponent(id)}${n > 1 ? `?page=${n}` : ''}`,
              })}`
              : html`<p class="empty">Der er ingen varer i denne kategori${page > 1 ? ' på denne side' : ''}.</p>`
        }
      </div>`,
    });
  });

  app.get('/product/:id', (c) => productPage(c));

  app.get('/search', (c) => searchPage(c));

  // CMS pages: the URL magic search gives CMS page hits (cms_pages.url = /side/{id}).
  app.get('/side/:id', (c) => cmsPage(c));

  app.get('/cart', (c) => cartPage(c));

  // The visitor's settings (settings.ts): the VAT display (vat.ts) and the language (language.ts).
  settingRoute(app, '/settings/vat', 'vat', parseVatMode, setVatMode);
  settingRoute(app, '/settings/language', 'culture', parseCulture, setPageCulture);

  // Accounts and forms (issue 6): account-pages.ts.
  app.get('/login', (c) => loginPage(c));
  app.get('/signup', (c) => signupPage(c));
  app.get('/konto', (c) => accountPage(c));
  app.get('/kontakt', (c) => contactPage(c));

  app.get('/giftshop', (c) =>
    renderPage(c, {
      title: 'Gaveshop',
      description: 'Indløs dit gavebevis og vælg din gave – eller giv dine medarbejdere en gaveshop.',
      bodyClass: 'page-giftshop',
      // The app renders the recipient flow (this page's main content) once it runs: start its entry with the page
      // (docs/elements/gift-shop-app.md).
      // With the policy's nonce: under 'strict-dynamic' a parser-inserted module preload needs it like a script.
      head: html`<link rel="modulepreload" href="/js/dist/elements/gift-recipient-flow.js" nonce="${c.get('cspNonce')}">`,
      content: html`<div class="container">
        ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Gaveshop' }])}
        <h1 class="page-title">Gaveshop</h1>
        ${slot('gift-shop-app')}
        ${
          hasElement('gift-shop-button')
            ? html`<section class="giftshop-promo" aria-labelledby="giftshop-promo-title">
              <h2 id="giftshop-promo-title">Giv dine medarbejdere en gaveshop</h2>
              <p>Vælg gaverne, send gavebeviser, og lad modtagerne selv vælge – på computer og mobil.</p>
              ${slot('gift-shop-button', { variant: 'button', text: 'Opret en gaveshop', 'management-url': '/giftshop#/m', 'promotion-url': '/giftshop' })}
            </section>`
            : ''
        }
      </div>`,
    }),
  );

  app.get('/outbox', async (c) => {
    const rows = await outboxRows(c.get('db'));
    return renderPage(c, {
      title: 'Udbakke',
      bodyClass: 'page-outbox',
      content: html`<div class="container">
        ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Udbakke' }])}
        <header class="page-head">
          <h1 class="page-title">Udbakke</h1>
          <p class="page-lead">Demo-serveren sender ingen rigtige e-mails: hver e-mail (invitationer, nulstilling af adgangskode, bekræftelser) lander her. Nyeste først.</p>
        </header>
        ${
          rows.length
            ? html`<div class="table-wrap" tabindex="0" role="region" aria-label="Udbakke">
              <table class="data-table outbox">
                <thead><tr><th scope="col">Til</th><th scope="col">Emne</th><th scope="col">Status</th><th scope="col">Tidspunkt</th><th scope="col">Indhold</th></tr></thead>
                <tbody>
                  ${rows.map(
                    (r) => html`<tr>
                      <td class="outbox__to">${r.to}</td>
                      <td>${r.subject}</td>
                      <td><span class="status status--${r.status}">${statusLabel(r.status)}</span>${r.error ? html`<span class="outbox__error">${r.error}</span>` : ''}</td>
                      <td class="outbox__time"><time datetime="${(r.sent ?? r.created).toISOString()}">${formatDateTime(r.sent ?? r.created)}</time></td>
                      <td><details class="outbox__body"><summary>Vis e-mail</summary><pre tabindex="0">${r.body}</pre></details></td>
                    </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
            : html`<p class="empty">Udbakken er tom. Send gavebeviser fra gaveshoppen eller bed om en ny adgangskode, så dukker e-mailen op her.</p>`
        }
      </div>`,
    });
  });

  app.get('/elements', (c) => elementsPage(c));

  // Mounted last (after the API's own 404s and the static files): any other GET is an HTML 404 page.
  app.get('*', (c) => renderNotFound(c));

  return app;
}

function statusLabel(status: string): string {
  switch (status) {
    case 'queued':
      return 'I kø';
    case 'sent':
      return 'Sendt';
    case 'failed':
      return 'Fejlet';
    default:
      return status;
  }
}

type TopCategory = { id: string; name: string };

/** The home page's hero text and advantages (without the slideshow element). */
function heroText(tree: TopCategory[]) {
  return html`<div class="container hero__inner">
    <div class="hero__text">
      <p class="hero__eyebrow">Til erhverv · Levering på 1–2 hverdage</p>
      <h1 class="hero__title">Alt til kontoret, lageret og kantinen</h1>
      <p class="hero__lead">Over 500 varer fra kendte mærker, mængderabat på store ordrer og firmagaver, dine medarbejdere selv vælger i vores gaveshop.</p>
      <div class="hero__actions">
        ${tree[0] ? html`<a class="button button--primary" href="/category/${tree[0].id}">Se sortimentet</a>` : ''}
        <a class="button button--ghost" href="/giftshop">Opret en gaveshop</a>
      </div>
    </div>
    ${heroAdvantages()}
  </div>`;
}

function heroAdvantages() {
  return html`<ul class="hero__usp" aria-label="Fordele">
    <li><strong>Fri fragt</strong><span>ved køb over ${formatMoney(FREE_DELIVERY_LIMIT)} ekskl. moms</span></li>
    <li><strong>Mængderabat</strong><span>automatisk i kurven</span></li>
    <li><strong>Faktura</strong><span>med EAN til det offentlige</span></li>
  </ul>`;
}

/**
 * The home page's `<home-slideshow>`: three slides as a CMS editor would write them (each child element one slide:
 * text, link, picture). Before the element is defined only the first shows (site CSS), at the same size.
 */
function homeSlideshow(tree: TopCategory[], popular: { id: string; images: string[] }[]) {
  const [first, second] = tree;
  const picture = (i: number) => (popular[i] ? productImage(popular[i]) : '/images/products/10001.svg');
  const slide = (opts: {
    theme: string;
    eyebrow: string;
    title: string;
    lead: string;
    href: string;
    cta: string;
    image: string;
  }) => html`<article class="slide slide--${opts.theme}">
    <div class="slide__text">
      <p class="slide__eyebrow">${opts.eyebrow}</p>
      <h2 class="slide__title">${opts.title}</h2>
      <p class="slide__lead">${opts.lead}</p>
      <a class="button button--primary slide__cta" href="${opts.href}">${opts.cta}</a>
    </div>
    <img class="slide__image" src="${opts.image}" alt="" width="400" height="300">
  </article>`;
  return html`<div class="container hero__slides">
    <h1 class="visually-hidden">Butik: Alt til kontoret, lageret og kantinen</h1>
    <home-slideshow class="home-slideshow" interval="7000" label="Aktuelt">
      ${slide({
        theme: 'office',
        eyebrow: 'Til erhverv · Levering på 1–2 hverdage',
        title: 'Alt til kontoret, lageret og kantinen',
        lead: 'Over 500 varer fra kendte mærker – med mængderabat på store ordrer.',
        href: first ? `/category/${first.id}` : '/search',
        cta: 'Se sortimentet',
        image: picture(0),
      })}
      ${slide({
        theme: 'gifts',
        eyebrow: 'Gaveshop · Julen 2026',
        title: 'En gaveshop til jeres medarbejdere',
        lead: 'Vælg sortimentet og send gavebeviser – modtagerne vælger selv, og I får én samlet levering.',
        href: '/giftshop',
        cta: 'Opret en gaveshop',
        image: picture(3),
      })}
      ${slide({
        theme: 'bulk',
        eyebrow: `Fri fragt over ${formatMoney(FREE_DELIVERY_LIMIT)}`,
        title: 'Mængderabat direkte i kurven',
        lead: 'Jo flere du køber, jo lavere stykpris – og faktura med EAN til det offentlige.',
        href: second ? `/category/${second.id}` : '/search',
        cta: second ? `Se ${second.name.toLowerCase()}` : 'Se varerne',
        image: picture(1),
      })}
    </home-slideshow>
    ${heroAdvantages()}
  </div>`;
}

function popularHead(tree: TopCategory[]) {
  return html`<div class="section__head">
    <h2 id="popular-heading" class="section__title">Populære produkter</h2>
    ${tree[0] ? html`<a class="section__link" href="/category/${tree[0].id}">Se alle</a>` : ''}
  </div>`;
}
