/**
 * `<product-list>`'s server-rendered list on the demo's category and search pages (demo/server/pages/list-fallback.ts,
 * docs/elements/product-list.md "The page's list"): it must show what the element will, so nothing changes when the
 * element takes over, and work without scripts. For each URL the page's list is compared with the API's answer to
 * the very `facetsearch` the element sends for that URL (list-request.ts `readUrl` + `listQuery`): the same products
 * in the same order, the count, the brands with their counts, the sorts, 'Displaying X of Y' and 'Load more' as a
 * link to the next depth landing on the first new card. Its texts are the element's Danish texts.
 */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TEXTS } from '../../demo/server/pages/list-fallback.ts';
import type { FacetSearchResult } from '../../src/api/schemas/search.ts';
import { PRODUCT_LIST_PAGE_SIZE } from '../../machines/product-list.state.ts';
import { listQuery, readUrl, sortsFor, writeUrl } from '../../src/features/product-list/list-request.ts';
import { API, Client, setup, type Harness } from './helpers.ts';

let h: Harness;
let client: Client;
beforeAll(async () => {
  h = await setup();
  client = new Client(h.app);
});
afterAll(() => h.close());

const window = new Window();
const parse = (text: string) => new window.DOMParser().parseFromString(text, 'text/html');
const danish = new Intl.Collator('da');
const number = new Intl.NumberFormat('da-DK');

/** msgid → msgstr of locales/da/messages.po (multi-line strings joined). */
function danishCatalog(): Map<string, string> {
  const catalog = new Map<string, string>();
  let id: string | null = null;
  let field: 'id' | 'str' | null = null;
  let str = '';
  const flush = () => {
    if (id) catalog.set(id, str);
  };
  for (const line of readFileSync('locales/da/messages.po', 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      [id, str, field] = [JSON.parse(line.slice(6)) as string, '', 'id'];
    } else if (line.startsWith('msgstr ')) [str, field] = [JSON.parse(line.slice(7)) as string, 'str'];
    else if (line.startsWith('"') && field === 'id') id += JSON.parse(line) as string;
    else if (line.startsWith('"') && field === 'str') str += JSON.parse(line) as string;
    else field = null;
  }
  flush();
  return catalog;
}

/** The page's list as the server rendered it, and the API's answer to the element's question for the same URL. */
async function compare(path: string, category = '') {
  const res = await h.app.request(path, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const doc = parse(await res.text());
  const list = doc.querySelector('product-list');
  expect(list, 'the page renders <product-list>').toBeTruthy();
  const { request, pages } = readUrl(`http://shop${path}`, { category, query: '' });
  const answer = await client.post<FacetSearchResult>(
    `${API}/facetsearch`,
    listQuery(request, 0, pages * PRODUCT_LIST_PAGE_SIZE),
  );
  expect(answer.status).toBe(200);
  return { list: list!, request, pages, answer: answer.body };
}

const texts = (nodes: Iterable<{ textContent: string | null }>) => [...nodes].map((n) => n.textContent?.trim());

describe("<product-list>'s server-rendered list", () => {
  it("uses the element's Danish texts (its catalog)", () => {
    const da = danishCatalog();
    const english: Record<string, string> = {
      '': 'Relevance',
      popularity: 'Most popular',
      name: 'Name (A–Z)',
      price_asc: 'Price, lowest first',
      price_desc: 'Price, highest first',
      newest: 'Newest',
    };
    for (const [value, label] of Object.entries(LIST_TEXTS.sorts)) expect(label).toBe(da.get(english[value]!));
    expect(LIST_TEXTS.brand).toBe(da.get('Brand'));
    expect(LIST_TEXTS.sort).toBe(da.get('Sort by'));
    expect(LIST_TEXTS.allBrands).toBe(da.get('All brands'));
    expect(da.get('{total, plural, one {# product} other {# products}}')).toBe(
      `{total, plural, one {${LIST_TEXTS.count.one}} other {${LIST_TEXTS.count.other}}}`,
    );
    expect(LIST_TEXTS.displaying).toBe(da.get('Displaying {displayed} of {all}'));
    expect(LIST_TEXTS.more).toBe(da.get('Load more'));
    expect(LIST_TEXTS.noBrand).toBe(da.get('No products match the chosen brand.'));
    expect(LIST_TEXTS.noSearch).toBe(da.get('Your search for "{0}" returned no items'));
    expect(LIST_TEXTS.noCategory).toBe(da.get('There are no products in this category.'));
    expect(LIST_TEXTS.offer).toBe(da.get('Offer'));
    expect(LIST_TEXTS.sku).toBe(da.get('Item no. {0}'));
    expect(LIST_TEXTS.chooseVariant).toBe(da.get('Choose variant'));
  });

  it('a category page: the first page, the count, every brand with its count, the sorts, load more', async () => {
    const { list, answer } = await compare('/category/kontorartikler', 'kontorartikler');
    expect(list.getAttribute('category-id')).toBe('kontorartikler');
    const ids = answer.products.map((p) => p.id);
    expect(ids).toHaveLength(20);
    expect([...list.querySelectorAll('.list-card__name')].map((a) => a.getAttribute('href'))).toEqual(
      answer.products.map((p) => p.url),
    );
    expect([...list.querySelectorAll('.list-card')].map((li) => li.id)).toEqual(ids.map((_, i) => `vare-${i + 1}`));
    expect(list.querySelector('.list-fallback__count')?.textContent).toBe(`${number.format(answer.total)} varer`);
    // The first screen's images load at once, the first (the page's largest paint) first; the rest lazily; the
    // hover image is the element's (one image per card here).
    const images = [...list.querySelectorAll('.list-card__media > img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(
      answer.products.map((p) => p.image || p.images[0]?.url),
    );
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<null>(4).fill(null),
      ...Array<string>(16).fill('lazy'),
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array<null>(19).fill(null)]);

    const form = list.querySelector('form[data-list-toolbar]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/category/kontorartikler');
    const brands = answer.facets.find((f) => f.name === 'brand')!.values;
    expect(brands.length).toBeGreaterThan(1);
    const sorted = [...brands].sort((a, b) => danish.compare(a.label!, b.label!));
    const brandSelect = form.querySelector('select[name="brand"]')!;
    expect(texts(brandSelect.querySelectorAll('option'))).toEqual([
      'Alle mærker',
      ...sorted.map((b) => `${b.label} (${b.count})`),
    ]);
    expect([...brandSelect.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      '',
      ...sorted.map((b) => b.value),
    ]);
    const sortSelect = form.querySelector('select[name="orderby"]')!;
    expect([...sortSelect.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(
      sortsFor('kontorartikler'),
    );
    expect(sortSelect.querySelector('option[selected]')?.getAttribute('value')).toBe('popularity');
    expect(texts(sortSelect.querySelectorAll('option'))[0]).toBe('Mest populære');
    // Its button only without scripts: with them, reaching for a select loads the element.
    expect(form.querySelector('noscript')?.innerHTML).toContain('type="submit"');

    const more = list.querySelector('[data-list-more]')!;
    expect(more.querySelector('.list-fallback__shown')?.textContent).toBe(`Viser 20 af ${number.format(answer.total)}`);
    const bar = more.querySelector('[role="progressbar"]')!;
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual([
      '20',
      String(answer.total),
    ]);
    expect(bar.getAttribute('aria-labelledby')).toBe('list-shown');
    const link = more.querySelector('a')!;
    expect(link.textContent).toBe('Indlæs flere');
    expect(link.getAttribute('href')).toBe('/category/kontorartikler?page=2#vare-21');
    expect(link.getAttribute('data-carry-focus')).toBe('more');
  });

  it('a brand, a sort and a depth from the URL: the same products as the element asks for, 40 of them', async () => {
    const first = await compare('/category/kontorartikler', 'kontorartikler');
    const biggest = [...first.answer.facets.find((f) => f.name === 'brand')!.values].sort(
      (a, b) => b.count - a.count,
    )[0]!;
    expect(biggest.count, 'a brand with more than one page').toBeGreaterThan(20);
    const path = `/category/kontorartikler?brand=${biggest.value}&orderby=price_desc&page=2`;
    const { list, answer, request } = await compare(path, 'kontorartikler');
    const shown = Math.min(40, biggest.count);
    expect(answer.products).toHaveLength(shown);
    expect([...list.querySelectorAll('.list-card__name')].map((a) => a.getAttribute('href'))).toEqual(
      answer.products.map((p) => p.url),
    );
    expect(list.querySelector('.list-fallback__count')?.textContent).toBe(`${biggest.count} varer`);
    expect(list.querySelector('select[name="brand"] option[selected]')?.getAttribute('value')).toBe(biggest.value);
    expect(list.querySelector('select[name="orderby"] option[selected]')?.getAttribute('value')).toBe('price_desc');
    // The brand facet's counts ignore the chosen brand, as the element's do.
    expect(list.querySelectorAll('select[name="brand"] option').length).toBe(
      first.answer.facets.find((f) => f.name === 'brand')!.values.length + 1,
    );
    expect(list.querySelector('.list-fallback__shown')?.textContent).toBe(`Viser ${shown} af ${biggest.count}`);
    const link = list.querySelector('[data-list-more] a');
    if (shown < biggest.count) {
      const next = new URL(writeUrl(`http://shop${path}`, request, 3));
      expect(link?.getAttribute('href')).toBe(`${next.pathname}${next.search}#vare-${shown + 1}`);
    } else expect(link).toBeNull();
  });

  it("a search page: the keyword, relevance first, the page's other parameters kept by the form", async () => {
    const { list, answer } = await compare('/search?query=kuglepen&orderby=name&utm_source=nyhedsbrev');
    expect(list.hasAttribute('category-id')).toBe(false);
    expect(answer.products.length).toBeGreaterThan(1);
    expect([...list.querySelectorAll('.list-card__name')].map((a) => a.textContent)).toEqual(
      answer.products.map((p) => p.name),
    );
    const form = list.querySelector('form[data-list-toolbar]')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(
      [...form.querySelectorAll('input[type="hidden"]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]),
    ).toEqual([
      ['query', 'kuglepen'],
      ['utm_source', 'nyhedsbrev'],
    ]);
    const sort = form.querySelector('select[name="orderby"]')!;
    expect(texts(sort.querySelectorAll('option'))[0]).toBe('Relevans');
    expect(sort.querySelector('option[selected]')?.getAttribute('value')).toBe('name');
  });

  it('no results: the messages the element shows (no toolbar without products, unless a brand is chosen)', async () => {
    const none = await compare('/search?query=zzxxqqvv');
    expect(none.answer.total).toBe(0);
    expect(none.list.querySelector('[data-list-toolbar]')).toBeNull();
    expect(none.list.querySelector('[role="status"]')?.textContent).toBe(
      'Din søgning på "zzxxqqvv" gav ingen resultater',
    );
    const brand = await compare('/category/kontorartikler?brand=findes-ikke', 'kontorartikler');
    expect(brand.answer.total).toBe(0);
    expect(brand.list.querySelector('.list-fallback__count')?.textContent).toBe('0 varer');
    expect(brand.list.querySelector('select[name="brand"] option[selected]')?.getAttribute('value')).toBe(
      'findes-ikke',
    );
    expect(brand.list.querySelector('[role="status"]')?.textContent).toBe('Ingen varer passer til det valgte mærke.');
    expect(brand.list.querySelector('[data-list-more]')).toBeNull();
  });
});
