// <product-list>'s element tests (product-list.test.js, product-list-waiting.test.js): the fake shop answers POST
// facetsearch from this catalogue (45 pens of three brands, 3 paper products), by the demo server's rules.
import { PRODUCTS, mountInShop } from './fake-shop.js';

const base = PRODUCTS.find((p) => p.id === '10001');
export const BRANDS = { bic: 'BIC', pilot: 'Pilot', stabilo: 'Stabilo' };
const brandOf = (i) => (i < 20 ? 'bic' : i < 35 ? 'pilot' : 'stabilo');
export const CATALOGUE = [
  ...Array.from({ length: 45 }, (_, i) => ({
    ...base,
    id: String(30000 + i),
    name: i === 3 ? 'Kuglepen <b>Deluxe</b>' : `Kuglepen ${String(i).padStart(2, '0')}`,
    sku: `PEN-${i}`,
    url: `/product/${30000 + i}`,
    price: { ...base.price, priceexvat: 10 + i, priceincvat: (10 + i) * 1.25, priceexvatasnumeric: 10 + i },
    brand: brandOf(i),
    categoryid: 'pens',
    popularity: 100 - i,
  })),
  ...['Kopipapir', 'Karton', 'Notesblok'].map((name, i) => ({
    ...base,
    id: String(31000 + i),
    name,
    url: `/product/${31000 + i}`,
    brand: 'bic',
    categoryid: 'paper',
    popularity: 0,
  })),
];

/** POST facetsearch over CATALOGUE (the demo server's rules: the brand facet ignores the brand selection). */
export function facetSearch(body) {
  const pre = (path) => body.preselections?.find((p) => p.path === path)?.values ?? null;
  const category = pre('category');
  const brand = pre('brand');
  const q = (body.query ?? '').toLowerCase();
  const matched = CATALOGUE.filter(
    (p) => (!category || category.includes(p.categoryid)) && (!q || p.name.toLowerCase().includes(q)),
  );
  const counts = new Map();
  for (const p of matched) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
  let hits = matched.filter((p) => !brand || brand.includes(p.brand));
  const sort = body.sortoptions?.[0] ?? { field: 'relevance', direction: 'desc' };
  const key = { name: (p) => p.name, price: (p) => p.price.priceexvat, popularity: (p) => p.popularity }[sort.field];
  if (key) {
    const dir = sort.direction === 'asc' ? 1 : -1;
    hits = [...hits].sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : 0));
  }
  const products = hits.slice(body.offset ?? 0, (body.offset ?? 0) + (body.count ?? 20)).map((p) => {
    const copy = { ...p };
    delete copy.popularity;
    return copy;
  });
  const values = [...counts].map(([value, count]) => ({
    value,
    label: BRANDS[value],
    count,
    selected: !!brand?.includes(value),
  }));
  return { products, total: hits.length, facets: [{ name: 'brand', values }] };
}

/** The test page's URL: each test puts it back (the list keeps its state in the URL). */
export const ORIGINAL = location.href;

/** Mounts `html` with facetsearch answered; `search` sets the URL's query string first. */
export async function mount(
  html,
  { search = '', tweak, config = 'culture="en-GB" purchase-allowed show-prices' } = {},
) {
  history.replaceState(null, '', `${location.pathname}${search}`);
  const { el, shop, container } = await mountInShop('product-list', html, {
    config,
    tweak: (s) => {
      const answer = s.answer.bind(s);
      s.answer = (method, path, query, body) =>
        method === 'POST' && path === 'facetsearch'
          ? { status: 200, body: facetSearch(body) }
          : answer(method, path, query, body);
      tweak?.(s);
    },
  });
  return { el, shop, container };
}
