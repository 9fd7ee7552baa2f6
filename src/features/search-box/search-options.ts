/**
 * The options of one `<search-box>` answer (spec §9 limits; unit tested in test/unit/search-box/search-model.test.ts):
 * query suggestions from `GET suggestions`, products from `GET search`. Used by the suggestions part only.
 */
import type { Product } from '../../api/schemas/product.ts';
import type { Suggestion } from '../../api/schemas/search.ts';
import type { SearchOption } from './search-model.ts';

/** Spec §9: search limit 10, mobile suggestions 5 (mobile from 0px, desktop from 960px). */
export const DESKTOP_LIMIT = 10;
export const PHONE_LIMIT = 5;
export const DESKTOP_MEDIA = '(min-width: 960px)';
/** Query suggestions shown above the products (the server gives at most 3 categories). */
export const MAX_QUERY_SUGGESTIONS = 3;

/**
 * The options of one answer: query suggestions first (titles of the suggestions that are not products, without
 * repeats or the typed text itself), then the products, `limit` at most.
 */
export function searchOptions(
  query: string,
  products: readonly Product[],
  suggestions: readonly Suggestion[],
  limit: number,
): SearchOption[] {
  const typed = query.trim().toLocaleLowerCase();
  const seen = new Set<string>([typed]);
  const texts: SearchOption[] = [];
  for (const s of suggestions) {
    if (s.type === 'PRODUCT') continue;
    const text = s.title.trim();
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    texts.push({ kind: 'query', text });
    if (texts.length >= Math.min(MAX_QUERY_SUGGESTIONS, limit)) break;
  }
  const found = products.slice(0, limit).map((product): SearchOption => ({ kind: 'product', product }));
  return [...texts, ...found];
}
