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
 * - The element's on-demand part (product-list.part.tsx): it loads when the visitor reaches for the page's
 *   server-rendered list (the element's light-DOM children, with a toolbar marked `[data-list-toolbar]`), and keeps
 *   showing that list, which works on its own, until its first answer is there and the visitor is not on one of its
 *   selects (whose open list would close under their pointer), then shows the same list as its own; focus goes to
 *   the matching control. A sort or brand chosen in that toolbar meanwhile is the list's. Without such a fallback
 *   it shows its toolbar at once (count to come, selects disabled) over its children or placeholder cards.
 * - Host `data-state`: `loading`, `ready`, `empty`, `failed`.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  PRODUCT_LIST_INITIAL,
  pendingFetch,
  productListReducer,
  type ListRequest,
} from '../../../machines/product-list.state.ts';
import { useApiClientRef } from '../../internal/api.ts';
import { useHost, useHostState, useUntilRenderedSlotGone } from '../../internal/element-context.ts';
import { carryFocus } from '../../ui/until-reached.tsx';
import { fetchPage } from './fetch-page.ts';
import { readUrl, sameRequest, sortsFor, writeUrl } from './list-request.ts';
import { ListView } from './views.tsx';

export interface ProductListProps {
  /** Category page: the category's id. */
  categoryId?: string;
  /** Search page: the keyword (default: the URL's `query` parameter). */
  query?: string;
}

/** history.state key of the scroll position saved when a card's link is followed. */
const SCROLL_KEY = 'butikProductListScroll';

/** The fallback toolbar's selects, named like the URL parameters they set. */
const FALLBACK_CONTROLS = ['orderby', 'brand'] as const;
type Changes = { orderby?: string; brand?: string };

const validSort = (request: ListRequest): boolean => sortsFor(request.category).some((s) => s === request.orderby);

const isSelectIn = (toolbar: Element | null, node: Element | null): boolean =>
  node instanceof HTMLSelectElement && !!toolbar?.contains(node);

/** What the visitor chose in the fallback toolbar before the list was here (a select no longer on its `selected`). */
function fallbackChanges(toolbar: Element | null): Changes {
  const changes: Changes = {};
  for (const name of FALLBACK_CONTROLS) {
    const select = toolbar?.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    if (!select) continue;
    const options = [...select.options];
    const initial = (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? '';
    if (select.value !== initial) changes[name] = select.value;
  }
  return changes;
}

export function ProductList({ categoryId = '', query = '' }: ProductListProps): ReactNode {
  const clientRef = useApiClientRef();
  const host = useHost();
  // The element starts with a slot (elements/product-list.ts `keepChildren`) showing its children until the first
  // commit (the shell's, index.ts, which removes it too); the list's own views have slots of their own.
  useUntilRenderedSlotGone();
  // The page's server-rendered list (see above): its toolbar, a GET form with the `orderby` and `brand` selects.
  const [toolbar] = useState(() => host.querySelector('[data-list-toolbar]'));
  // What the visitor chose there before the list was here: the list starts with it.
  const [chosen] = useState(() => fallbackChanges(toolbar));
  // The visitor is on a fallback select (not changed since): the fallback stays until it is changed or left.
  const [held, setHeld] = useState(() => isSelectIn(toolbar, document.activeElement) && !Object.keys(chosen).length);
  const [state, send] = useReducer(productListReducer, PRODUCT_LIST_INITIAL);
  const current = useRef(state);
  current.current = state;
  const category = categoryId.trim();
  const keyword = query.trim();
  const source = useRef({ category, query: keyword });
  source.current = { category, query: keyword };

  // A sort or brand change (the list's toolbar, or the fallback's): a new history entry, from the first page.
  const change = (changes: Changes) => {
    const from = current.current.request;
    if (!from) return;
    const next = { ...from, ...changes };
    if (!validSort(next) || sameRequest(from, next)) return;
    history.pushState(history.state, '', writeUrl(location.href, next, 1));
    send({ type: 'LOAD', request: next, pages: 1 });
  };
  const changeRef = useRef(change);
  changeRef.current = change;

  // Read the URL at start, when the attributes change and on back / forward.
  const fallbackRead = useRef(false);
  useEffect(() => {
    const load = () => {
      if (!host.isConnected) return;
      let { request, pages } = readUrl(location.href, source.current);
      // At start, a sort or brand chosen in the fallback toolbar before the list was here: a change like its own.
      if (!fallbackRead.current) {
        fallbackRead.current = true;
        const next = { ...request, ...chosen };
        if (validSort(next) && !sameRequest(request, next)) {
          history.pushState(history.state, '', writeUrl(location.href, next, 1));
          [request, pages] = [next, 1];
        }
      }
      const now = current.current;
      if (now.status !== 'idle' && sameRequest(now.request, request) && now.pages === pages) return;
      send({ type: 'LOAD', request, pages });
    };
    load();
    window.addEventListener('popstate', load);
    return () => window.removeEventListener('popstate', load);
  }, [category, keyword, host, chosen]);

  // The fallback toolbar's selects, changed while it is still shown (or its select's picker outlived it), change the
  // list like its own. Whether the visitor is on one is checked once focus has settled (between the blur of one
  // control and the focus of the next, nothing has focus).
  useEffect(() => {
    if (!toolbar) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recheck = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeld(isSelectIn(toolbar, document.activeElement)));
    };
    const forward = (event: Event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement)) return;
      clearTimeout(timer);
      setHeld(false);
      if (select.name === 'orderby' || select.name === 'brand') changeRef.current({ [select.name]: select.value });
    };
    toolbar.addEventListener('focusin', recheck);
    toolbar.addEventListener('focusout', recheck);
    toolbar.addEventListener('change', forward);
    return () => {
      clearTimeout(timer);
      toolbar.removeEventListener('focusin', recheck);
      toolbar.removeEventListener('focusout', recheck);
      toolbar.removeEventListener('change', forward);
    };
  }, [toolbar]);

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

  // After a restored load, go back to where the visitor was (when the browser did not keep the page). Over a
  // server-rendered list of the same depth the browser has done so itself.
  const restored = useRef(!!toolbar);
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

  // Over a fallback, the list shows it until its own first answer is there (and the visitor is not on a fallback
  // select), then never again; focus in the fallback goes to the list's matching control.
  const first = state.status === 'idle' || (state.status === 'loading' && state.products.length === 0);
  const [shown, setShown] = useState(!toolbar);
  const own = shown || (!first && !held);
  useLayoutEffect(() => {
    if (!own || shown) return;
    setShown(true);
    if (host.shadowRoot) carryFocus(host.shadowRoot, [...host.children]);
  }, [own, shown, host]);
  if (!own) return <slot />;

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
