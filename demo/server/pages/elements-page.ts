/**
 * /elements — the integrator's catalogue: every element the library defines with its tag, summary,
 * attributes, events and a live example, plus a log of every `butik-*` event fired on the page
 * (demo/public/elements-page.js listens on `document` for each known event name).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { breadcrumb, html, raw, type Html } from './layout.ts';
import { libraryElements, type ElementInfo } from './library.ts';
import { renderPage } from './page.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Live examples per tag: trusted markup written here (never from input). A tag without an entry is
 * shown bare (`<tag></tag>`), which every element must support.
 */
export const EXAMPLES: Record<string, string> = {
  'shop-context': `<shop-context context="butik" culture="en-GB" currency="DKK" show-prices>
  <p>Elements in here use en-GB; the rest of this page uses da-DK.</p>
</shop-context>`,
  'add-to-cart': `<add-to-cart product-id="10019" colli="6" unit="stk"></add-to-cart>`,
  'product-price': `<!-- On a card: 'Fra' the lowest bulk price -->
<product-price product-id="10003"></product-price>
<!-- On discount -->
<product-price product-id="10010"></product-price>
<!-- Product page: bulk discount and duties tables -->
<product-price product-id="10032" detail></product-price>`,
  'cart-preview': `<cart-preview checkout-url="/cart"></cart-preview>`,
  'free-delivery-notice': `<free-delivery-notice></free-delivery-notice>
<free-delivery-notice variant="compact"></free-delivery-notice>`,
  'related-products': `<related-products limit="4"></related-products>`,
  'main-nav': `<!-- The light-DOM links are the fallback: shown until the visitor reaches for the navigation, and if it cannot be loaded -->
<main-nav label="Eksempel på hovedmenu">
  <nav aria-label="Eksempel på hovedmenu"><a href="/category/kontorartikler">Kontorartikler</a></nav>
</main-nav>`,
  'search-box': `<!-- The header search; the server-rendered form inside shows until the visitor reaches for it.
     features="": without the page's magicsearch flag, the suggestion list (the header shows the overlay). -->
<search-box search-url="/search" label="Søg i butikken (eksempel)" features="">
  <form class="search-box" action="/search" role="search" aria-label="Søg i butikken (eksempel)">
    <label class="visually-hidden" for="el-search">Søg i butikken (eksempel)</label>
    <input id="el-search" class="search-box__input" type="search" name="query" placeholder="Søg efter varer, varenumre og mærker">
    <button class="search-box__button" type="submit">Søg</button>
  </form>
</search-box>`,
  'product-slider': `<!-- Popular products; the children are the fallback while loading or after a failure -->
<product-slider source="popular" limit="8"><p>Populære produkter …</p></product-slider>
<!-- The same category as a product, without it -->
<product-slider source="related" product-id="10001" heading="Andre kunder købte også"></product-slider>`,
  'home-slideshow': `<!-- Each child element is a slide, written by the editor and styled by the page -->
<home-slideshow interval="6000" label="Aktuelt">
  <article class="slide slide--office">
    <div class="slide__text">
      <h2 class="slide__title">Alt til kontoret</h2>
      <a class="button button--primary" href="/category/kontorartikler">Se kontorartikler</a>
    </div>
  </article>
  <article class="slide slide--gifts">
    <div class="slide__text">
      <h2 class="slide__title">En gaveshop til jeres medarbejdere</h2>
      <a class="button button--primary" href="/giftshop">Opret en gaveshop</a>
    </div>
  </article>
</home-slideshow>`,
  'free-gift': `<free-gift></free-gift>`,
  'bulk-order': `<bulk-order></bulk-order>`,
  'csv-import': `<csv-import></csv-import>`,
  'checkout-input': `<form class="el-form" data-demo-checkout>
  <checkout-input name="ean" label="EAN-nummer" rules="ean"></checkout-input>
  <checkout-input name="email" label="E-mail" type="email" rules="required|email"></checkout-input>
  <button class="button button--small" type="submit">Tjek felterne</button>
  <p role="status" data-checkout-status></p>
</form>`,
  'save-for-later': `<save-for-later product-id="10019" colli="6"></save-for-later>`,
  'login-form': `<!-- Light DOM: password managers and autofill see the fields -->
<login-form></login-form>`,
  'login-button': `<!-- The header's login link (modal) or, signed in, the user menu -->
<login-button dashboard-url="/konto"></login-button>`,
  'password-form': `<!-- mode="reset" (?key= from the e-mail), "optin" (?token=) or "change" (signed in) -->
<password-form mode="change"></password-form>`,
  'company-signup': `<company-signup heading="Opret erhvervskonto" description="Handl på faktura med mængderabat." terms-url="/side/handelsbetingelser"></company-signup>`,
  'wish-lists': `<!-- A signed-in user's lists (sign in as kunde@butik.test to see 'Favoritter') -->
<wish-lists></wish-lists>`,
  'contact-form': `<contact-form></contact-form>`,
  'new-customer-request': `<new-customer-request></new-customer-request>`,
  'customer-switcher': `<!-- Shown to salespeople only (sign in as saelger@butik.test) -->
<customer-switcher></customer-switcher>`,
  'gift-shop-button': `<gift-shop-button variant="button" management-url="/giftshop#/m" promotion-url="/giftshop"></gift-shop-button>`,
  'gift-recipient-flow': `<gift-recipient-flow giftshop="jul-2026"></gift-recipient-flow>`,
};

/**
 * Elements not run live here, with the reason: the gift-shop app is a hash router and would take over
 * this page's `#el-...` anchors; it runs on /giftshop.
 */
export const NOT_LIVE: Record<string, { reason: string; href: string }> = {
  'gift-shop-app': {
    reason: 'Gaveshop-appen styrer sidens #-adresse og kører derfor på sin egen side.',
    href: '/giftshop',
  },
};

function exampleFor(tag: string): string {
  return EXAMPLES[tag] ?? `<${tag}></${tag}>`;
}

/** Every `butik-*` event name the library mentions: manifest events, plus string literals in its sources. */
export function knownEventNames(elements: ElementInfo[], root = ROOT): string[] {
  const names = new Set<string>(['butik-error']);
  for (const el of elements) for (const ev of el.events) if (ev.name.startsWith('butik-')) names.add(ev.name);
  // Names where events are declared or fired: event-map entries (`'butik-x': SomeEvent`), `super('butik-x'`
  // in event classes, `fire(target, 'butik-x'`, `new ButikEvent('butik-x'` / `new CustomEvent('butik-x'`.
  const patterns = [
    /['"](butik(?:-[a-z0-9]+)+)['"]\s*:\s*[A-Z]\w*Event\b/g,
    /(?:\bsuper|\bfire(?:<[^>]*>)?\([^,()]+,|new (?:Butik|Custom)Event(?:<[^>]*>)?\()\s*['"`](butik(?:-[a-z0-9]+)+)['"`]/g,
  ];
  const visit = (dir: string, depth: number): void => {
    if (depth > 6 || !existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      const stat = statSync(path);
      if (stat.isDirectory()) visit(path, depth + 1);
      else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && stat.size < 500_000) {
        const text = readFileSync(path, 'utf8');
        for (const pattern of patterns) for (const m of text.matchAll(pattern)) names.add(m[1]!);
      }
    }
  };
  visit(join(root, 'elements'), 0);
  visit(join(root, 'src'), 0);
  return [...names].sort();
}

/** Text with `code` spans (the JSDoc convention) rendered as <code>, everything escaped. */
function richText(text: string): Html {
  return html`${text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}`;
}

/** Splits a trailing "Default: x." off a JSDoc attribute description. */
export function splitDefault(description: string | undefined): { text: string; default?: string } {
  if (!description) return { text: '' };
  // Only a final "Default: ..." sentence (the default itself holds no ". ").
  const m = /^(.*?)\s*Default:\s*((?:(?!\.\s)[\s\S])+?)\.?\s*$/s.exec(description);
  return m ? { text: m[1]!.trim(), default: m[2]!.trim() } : { text: description };
}

function attributeTable(el: ElementInfo): Html {
  if (!el.attributes.length) return html`<p class="muted">Ingen attributter.</p>`;
  return html`<div class="table-wrap" tabindex="0" role="region" aria-label="Attributter for ${el.tag}"><table class="data-table attr-table">
    <caption class="visually-hidden">Attributter for ${el.tag}</caption>
    <thead><tr><th scope="col">Attribut</th><th scope="col">Type</th><th scope="col">Standard</th><th scope="col">Beskrivelse</th></tr></thead>
    <tbody>${el.attributes.map((a) => {
      const { text, default: fromText } = splitDefault(a.description);
      const def = a.default ?? fromText;
      return html`<tr>
        <td><code>${a.name}</code></td>
        <td class="attr-table__type">${a.type ? html`<code>${a.type.replace(/\|/g, ' | ')}</code>` : ''}</td>
        <td>${def ? richText(def.startsWith('`') || def.includes(' ') ? def : `\`${def}\``) : ''}</td>
        <td>${richText(text)}</td>
      </tr>`;
    })}</tbody>
  </table></div>`;
}

function elementSection(el: ElementInfo): Html {
  const example = exampleFor(el.tag);
  return html`<section class="el-card" id="el-${el.tag}" aria-labelledby="el-${el.tag}-title">
    <header class="el-card__head">
      <h2 class="el-card__title" id="el-${el.tag}-title"><code>&lt;${el.tag}&gt;</code></h2>
      ${el.summary ? html`<p class="el-card__summary">${richText(el.summary)}</p>` : ''}
      <p class="el-card__source">Kilde: ${el.source}</p>
    </header>
    <div class="el-card__demo">
      <h3 class="el-card__label">Live eksempel</h3>
      ${
        NOT_LIVE[el.tag]
          ? html`<p class="el-live el-live--link">${NOT_LIVE[el.tag]!.reason} <a href="${NOT_LIVE[el.tag]!.href}">Se den på ${NOT_LIVE[el.tag]!.href}</a>.</p>`
          : html`<div class="el-live" data-tag="${el.tag}">${raw(example)}</div>`
      }
      <pre class="code" tabindex="0"><code>${example}</code></pre>
    </div>
    <h3 class="el-card__label">Attributter</h3>
    ${attributeTable(el)}
    <h3 class="el-card__label">Hændelser</h3>
    ${
      el.events.length
        ? html`<ul class="event-names">${el.events.map(
            (ev) => html`<li><code>${ev.name}</code>${ev.description ? html` – ${richText(ev.description)}` : ''}</li>`,
          )}</ul>`
        : html`<p class="muted">Ingen hændelser.</p>`
    }
  </section>`;
}

export function elementsPage(c: Context<AppEnv>): Promise<Response> {
  const elements = libraryElements();
  const events = knownEventNames(elements);
  return renderPage(c, {
    title: 'Elementkatalog',
    bodyClass: 'page-elements',
    head: html`<script type="module" src="/elements-page.js" nonce="${c.get('cspNonce')}"></script>`,
    content: html`<div class="container">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Elementkatalog' }])}
      <header class="page-head">
        <h1 class="page-title">Elementkatalog</h1>
        <p class="page-lead">Alle elementer i Butik Elements med deres attributter og et levende eksempel. En CMS-skabelon indlæser biblioteket én gang og bruger derefter tags direkte i sit HTML.</p>
      </header>
      <pre class="code code--intro" tabindex="0" aria-label="Eksempel på integration"><code>${`<script type="module" src="/js/dist/loader.js"></script>

<shop-context context="butik" culture="da-DK" currency="DKK" show-prices purchase-allowed>
  …elementer her…
</shop-context>`}</code></pre>
      <div class="elements-layout">
        <div class="elements-list">
          ${
            elements.length
              ? html`<nav class="el-index" aria-label="Elementer"><ul>${elements.map(
                  (el) => html`<li><a href="#el-${el.tag}"><code>${el.tag}</code></a></li>`,
                )}</ul></nav>
              ${elements.map(elementSection)}`
              : html`<p class="empty">Biblioteket definerer endnu ingen elementer. Kataloget fyldes automatisk, efterhånden som elementerne lander (fra <code>custom-elements.json</code> eller JSDoc i <code>elements/*.ts</code>).</p>`
          }
        </div>
        <aside class="event-log" aria-labelledby="event-log-title">
          <div class="event-log__head">
            <h2 class="event-log__title" id="event-log-title">Hændelseslog</h2>
            <button class="button button--small" type="button" id="event-log-clear">Ryd</button>
          </div>
          <p class="event-log__hint">Lytter efter: ${events.map((n, i) => html`${i ? ', ' : ''}<code>${n}</code>`)}</p>
          <ol class="event-log__list" id="event-log" aria-live="polite"></ol>
          <p class="event-log__empty" id="event-log-empty">Ingen hændelser endnu.</p>
          <script type="application/json" id="butik-event-names">${raw(JSON.stringify(events).replace(/</g, '\\u003c'))}</script>
        </aside>
      </div>
    </div>`,
  });
}
