import { lazyPart } from '../../ui/lazy-load.ts';
import { untilReached, type ElementPart } from '../../ui/until-reached.tsx';
import type { ProductListProps } from './product-list.tsx';

export type { ProductListProps } from './product-list.tsx';

/**
 * The element's shell: the page's server-rendered list (its fallback: a GET form for sort and brand, the cards,
 * 'Load more' as a link) until a pointer, focus or touch reaches its toolbar (`[data-list-toolbar]`) or its 'Load
 * more' (`[data-list-more]`), then the list (product-list.part.tsx). The cards do not count: their own add-to-cart
 * fields work already. Without such a fallback the list loads at once; after a back or forward within the page too
 * (the fallback shows the URL it was rendered for).
 */
export const ProductListShell = untilReached<ProductListProps>(
  lazyPart<ElementPart<ProductListProps>>(() => import('./product-list.part.tsx'), {
    chunk: 'product-list.part',
    base: import.meta.url,
  }),
  // Back or forward within the page (a filter's history entry) changes the URL the fallback shows: the list loads.
  { what: '<product-list>', reach: '[data-list-toolbar], [data-list-more]', loadOn: ['popstate'] },
);
