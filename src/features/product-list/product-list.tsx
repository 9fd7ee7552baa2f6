/**
 * `<product-list>` (spec §2 product card and load-more, §3 query payload, §7 facetsearch, §8 no results and facet
 * search failure, §9 page size 20): the products of a category page (`category-id`) or a search page (the keyword
 * from the `query` attribute, else the URL's `query` parameter), with sort, a brand filter with counts,
 * 'Displaying X of Y' and 'Load more'.
 *
 * - The flow is machines/product-list.state.ts (a reducer); this container runs its fetch (fetch-page.ts) and keeps
 *   the state in the URL (list-request.ts): sort and brand changes push a history entry (back undoes them), 'Load
 *   more' replaces the entry's `page` (how many pages are shown). Reload, back and forward (`popstate`) restore query,
 *   sort, brand and depth; the scroll position is kept in the entry when a card's link is followed and restored once
 *   the restored list has loaded (for browsers that do not keep the page in the back/forward cache).
 * - While the first answer loads, the element shows its light-DOM children (the page's server-rendered grid) under
 *   a toolbar of the final height, so nothing jumps; without children, placeholder cards.
 * - Host `data-state`: `loading`, `ready`, `empty`, `failed`.
 */
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { PRODUCT_LIST_INITIAL, pendingFetch, productListReducer } from '../../../machines/product-list.state.ts';
import { useApiClientRef } from '../../internal/api.ts';
import { useHost, useHostState, useUntilRenderedSlotGone } from '../../internal/element-context.ts';
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

export function ProductList({ categoryId = '', query = '' }: ProductListProps): ReactNode {
  const clientRef = useApiClientRef();
  const host = useHost();
  // The element starts with a slot (elements/product-list.ts `keepChildren`) showing the page's fallback until this
  // first commit, where the list's own loading view (with its own slot) replaces it.
  useUntilRenderedSlotGone();
  const [state, send] = useReducer(productListReducer, PRODUCT_LIST_INITIAL);
  const current = useRef(state);
  current.current = state;
  const category = categoryId.trim();
  const keyword = query.trim();
  const source = useRef({ category, query: keyword });
  source.current = { category, query: keyword };

  // Read the URL at start, when the attributes change and on back / forward.
  useEffect(() => {
    const load = () => {
      if (!host.isConnected) return;
      const { request, pages } = readUrl(location.href, source.current);
      const now = current.current;
      if (now.status !== 'idle' && sameRequest(now.request, request) && now.pages === pages) return;
      send({ type: 'LOAD', request, pages });
    };
    load();
    window.addEventListener('popstate', load);
    return () => window.removeEventListener('popstate', load);
  }, [category, keyword, host]);

  // The one effect of the flow: the fetch its state waits for; its answer carries the fetch's number (an answer to
  // an older fetch is dropped by the reducer), and a newer fetch aborts the older one.
  const { seq, status: flow } = state;
  useEffect(() => {
    const input = pendingFetch(current.current);
    if (!input) return;
    const controller = new AbortController();
    fetchPage(clientRef.current, input, controller.signal).then(
      (output) => send({ type: 'LOADED', seq, output }),
      () => {
        if (!controller.signal.aborted) send({ type: 'FAILED', seq });
      },
    );
    return () => controller.abort();
  }, [seq, flow, clientRef]);

  // The depth shown belongs to the current history entry ('Load more' replaces it).
  const { request, pages } = state;
  const ready = state.status === 'ready';
  useEffect(() => {
    // A list taken off the page (its unmount may come a little later) no longer owns the URL.
    if (!ready || !request || !host.isConnected) return;
    const next = writeUrl(location.href, request, pages);
    if (next !== location.href) history.replaceState(history.state, '', next);
  }, [ready, request, pages, host]);

  // After a restored load, go back to where the visitor was (when the browser did not keep the page).
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = (history.state as Record<string, unknown> | null)?.[SCROLL_KEY];
    if (typeof saved === 'number' && saved > 0 && window.scrollY < saved) window.scrollTo(0, saved);
  }, [ready]);

  const status =
    state.status === 'failed'
      ? 'failed'
      : state.status === 'ready' || state.status === 'loadingMore'
        ? state.products.length
          ? 'ready'
          : 'empty'
        : 'loading';
  useHostState(status);

  const change = (changes: { orderby?: string; brand?: string }) => {
    if (!request) return;
    const next = { ...request, ...changes };
    if (sameRequest(request, next)) return;
    history.pushState(history.state, '', writeUrl(location.href, next, 1));
    send({ type: 'LOAD', request: next, pages: 1 });
  };

  return (
    <ListView
      status={status}
      state={state}
      onSort={(orderby) => change({ orderby })}
      onBrand={(brand) => change({ brand })}
      onMore={() => send({ type: 'MORE' })}
      onRetry={() => send({ type: 'RETRY' })}
      onFollow={() => {
        const entry: unknown = history.state;
        const kept = entry && typeof entry === 'object' ? entry : {};
        history.replaceState({ ...kept, [SCROLL_KEY]: window.scrollY }, '');
      }}
    />
  );
}
