/**
 * `<product-list>` (spec §2 product card and load-more, §3 query payload, §7 facetsearch, §8 no results and facet
 * search failure, §9 page size 20): the products of a category page (`category-id`) or a search page (the keyword
 * from the `query` attribute, else the URL's `query` parameter), with sort, a brand filter with counts,
 * 'Displaying X of Y' and 'Load more'.
 *
 * - The flow is machines/product-list.machine.ts; this container supplies its `fetchPage` (fetch-page.ts) and keeps
 *   the state in the URL (list-request.ts): sort and brand changes push a history entry (back undoes them), 'Load
 *   more' replaces the entry's `page` (how many pages are shown). Reload, back and forward (`popstate`) restore query,
 *   sort, brand and depth; the scroll position is kept in the entry when a card's link is followed and restored once
 *   the restored list has loaded (for browsers that do not keep the page in the back/forward cache).
 * - While the first answer loads, the element shows its light-DOM children (the page's server-rendered grid) under
 *   a toolbar of the final height, so nothing jumps; without children, placeholder cards.
 * - Host `data-state`: `loading`, `ready`, `empty`, `failed`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  productListMachine,
  type FetchPageInput,
  type FetchPageOutput,
  type ProductListSnapshot,
} from '../../../machines/product-list.machine.ts';
import { useApiClientRef } from '../../internal/api.ts';
import { useHostState } from '../../internal/element-context.ts';
import { fetchPage } from './fetch-page.ts';
import { readUrl, sameRequest, writeUrl } from './list-request.ts';
import { ListView } from './views.tsx';

export interface ProductListProps {
  /** Category page: the category's id. */
  categoryId?: string;
  /** Search page: the keyword (default: the URL's `query` parameter). */
  query?: string;
}

/** history.state key of the scroll position saved when a card's link is followed. */
const SCROLL_KEY = 'butikProductListScroll';

const selectView = (s: ProductListSnapshot) => s;

export function ProductList({ categoryId = '', query = '' }: ProductListProps): ReactNode {
  const clientRef = useApiClientRef();
  const machine = useMemo(
    () =>
      productListMachine.provide({
        actors: {
          fetchPage: fromPromise<FetchPageOutput, FetchPageInput>(({ input, signal }) =>
            fetchPage(clientRef.current, input, signal),
          ),
        },
      }),
    [clientRef],
  );
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, selectView);
  const category = categoryId.trim();
  const keyword = query.trim();
  const source = useRef({ category, query: keyword });
  source.current = { category, query: keyword };

  // Read the URL at start, when the attributes change and on back / forward.
  useEffect(() => {
    const load = () => {
      const { request, pages } = readUrl(location.href, source.current);
      const current = actor.getSnapshot().context;
      if (sameRequest(current.request, request) && current.pages === pages && !actor.getSnapshot().matches('idle'))
        return;
      actor.send({ type: 'LOAD', request, pages });
    };
    load();
    window.addEventListener('popstate', load);
    return () => window.removeEventListener('popstate', load);
  }, [actor, category, keyword]);

  // The depth shown belongs to the current history entry ('Load more' replaces it).
  const { request, pages } = snapshot.context;
  const ready = snapshot.matches('ready');
  useEffect(() => {
    if (!ready || !request) return;
    const next = writeUrl(location.href, request, pages);
    if (next !== location.href) history.replaceState(history.state, '', next);
  }, [ready, request, pages]);

  // After a restored load, go back to where the visitor was (when the browser did not keep the page).
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = (history.state as Record<string, unknown> | null)?.[SCROLL_KEY];
    if (typeof saved === 'number' && saved > 0 && window.scrollY < saved) window.scrollTo(0, saved);
  }, [ready]);

  const status = snapshot.matches('failed')
    ? 'failed'
    : snapshot.matches('ready') || snapshot.matches('loadingMore')
      ? snapshot.context.products.length
        ? 'ready'
        : 'empty'
      : 'loading';
  useHostState(status);

  const change = (changes: { orderby?: string; brand?: string }) => {
    if (!request) return;
    const next = { ...request, ...changes };
    if (sameRequest(request, next)) return;
    history.pushState(history.state, '', writeUrl(location.href, next, 1));
    actor.send({ type: 'LOAD', request: next, pages: 1 });
  };

  return (
    <ListView
      status={status}
      snapshot={snapshot}
      onSort={(orderby) => change({ orderby })}
      onBrand={(brand) => change({ brand })}
      onMore={() => actor.send({ type: 'MORE' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onFollow={() => history.replaceState({ ...(history.state ?? {}), [SCROLL_KEY]: window.scrollY }, '')}
    />
  );
}
