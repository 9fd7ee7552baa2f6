// <search-box> rules (src/features/search-box/search-model.ts): the options of one answer and the search page's address.
import { describe, expect, it } from 'vitest';
import { searchPageUrl } from '../../../src/features/search-box/search-model.ts';
import { searchOptions, DESKTOP_LIMIT, PHONE_LIMIT } from '../../../src/features/search-box/search-options.ts';
import type { Product } from '../../../src/api/schemas/product.ts';
import type { Suggestion } from '../../../src/api/schemas/search.ts';

const product = (id: string) => ({ id, name: `P${id}`, url: `/product/${id}` }) as unknown as Product;
const suggestion = (title: string, type: Suggestion['type'] = 'CATEGORY'): Suggestion => ({
  title,
  url: '/x',
  image: null,
  type,
});

describe('searchOptions', () => {
  it('suggested searches (not products, no repeats, not the typed text, at most 3) before the products, limit applied', () => {
    const products = Array.from({ length: 12 }, (_, i) => product(String(i + 1)));
    const options = searchOptions(
      'Kugle',
      products,
      [
        suggestion('kugle'),
        suggestion('Kuglepenne'),
        suggestion('kuglepenne'),
        suggestion('Kuglepen blå', 'PRODUCT'),
        suggestion('Kuglelejer'),
        suggestion('Kuglerammer', 'CMSPAGE'),
        suggestion('Kugler'),
      ],
      DESKTOP_LIMIT,
    );
    expect(options.filter((o) => o.kind === 'query')).toEqual([
      { kind: 'query', text: 'Kuglepenne' },
      { kind: 'query', text: 'Kuglelejer' },
      { kind: 'query', text: 'Kuglerammer' },
    ]);
    expect(options.filter((o) => o.kind === 'product')).toHaveLength(10);
    expect(searchOptions('x', products, [], PHONE_LIMIT)).toHaveLength(5);
  });
});

describe('searchPageUrl', () => {
  const here = 'https://shop.test/category/5?orderby=price&page=2';
  it('sets query (trimmed), keeps the current orderby, stays relative on the same origin', () => {
    expect(searchPageUrl('/search', '  blå pen ', here)).toBe('/search?query=bl%C3%A5+pen&orderby=price');
    expect(searchPageUrl('/soeg?lang=da', 'pen', 'https://shop.test/')).toBe('/soeg?lang=da&query=pen');
    expect(searchPageUrl('https://other.test/s', 'pen', 'https://shop.test/')).toBe('https://other.test/s?query=pen');
    expect(searchPageUrl('', 'pen', 'https://shop.test/')).toBe('/search?query=pen');
  });
  it('a blank query has no address (never navigates)', () => {
    expect(searchPageUrl('/search', '', here)).toBeNull();
    expect(searchPageUrl('/search', ' \t ', here)).toBeNull();
  });
});
