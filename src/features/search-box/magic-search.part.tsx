/**
 * Magic search (feature flag `magicsearch`, spec §2 "overlay search with tabs Products, Categories, Pages and
 * popular products", §3 magic search result, §7 `GET magicsearch`, §9 limit 12, load-more page size 10, popular
 * products limit 10 by popularity): an on-demand part of `<search-box>`, a full-size kit Dialog (native modal: the
 * page behind is inert and Tab stays inside; the page does not scroll) that also locks pinch zoom while open
 * (the viewport meta gets `maximum-scale=1, user-scalable=no`; its content is put back on close).
 *
 * - Before anything is typed: popular products (`POST simpleproductquery`, popularity descending, limit 10).
 * - 250 ms after the last keystroke `GET magicsearch?query&limit=12`; a newer keystroke aborts the older request.
 *   Tabs 'Products', 'Categories', 'Pages' (kit Tabs) each with its count; each tab's 'Load more' (kit LoadMore)
 *   asks `doctype` + `offset` for the next 10. A failure is an empty result (spec §8).
 * - Enter in the field goes to the search page (the element's own rules); a hit is a link. ArrowDown / ArrowUp move
 *   from the field through the shown hits (links, also in the Tab order) and back.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createProductApi } from '../../api/product.ts';
import { unwrapOr } from '../../api/result.ts';
import { safeUrl } from '../../domain/safe-url.ts';
import type { DocType, MagicSearchItem, MagicSearchResult } from '../../api/schemas/search.ts';
import { useApiClient } from '../../internal/api.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { adoptKitStyles } from '../../ui/adopt-styles.ts';
import buttonCss from '../../ui/button.css?inline';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import { LoadMore, loadMoreCss } from '../../ui/load-more.tsx';
import spinnerCss from '../../ui/spinner.css?inline';
import { Tabs, tabsCss } from '../../ui/tabs.tsx';
import { COMBOBOX_DEBOUNCE_MS } from '../../ui/use-combobox-search.ts';
import magicCss from './magic-search.css?inline';
import { MAGIC_TEXTS as TEXTS } from './magic-texts.ts';

/** Spec §9. */
export const MAGIC_LIMIT = 12;
export const MAGIC_PAGE_SIZE = 10;
export const POPULAR_LIMIT = 10;

type Kind = 'products' | 'categories' | 'cmspages';
const DOCTYPE: Record<Kind, DocType> = { products: 'PRODUCT', categories: 'CATEGORY', cmspages: 'CMSPAGE' };
const COUNT: Record<Kind, 'productcount' | 'categorycount' | 'cmscount'> = {
  products: 'productcount',
  categories: 'categorycount',
  cmspages: 'cmscount',
};
const EMPTY: MagicSearchResult = {
  productcount: 0,
  categorycount: 0,
  cmscount: 0,
  products: [],
  categories: [],
  cmspages: [],
};

export interface MagicSearchProps {
  open: boolean;
  query: string;
  onQueryChange(query: string): void;
  /** Enter in the field: go to the search page (the element's rule; a blank query does nothing). */
  onSubmit(query: string): void;
  onClose(): void;
  onStatus(state: 'open' | 'loading' | 'empty'): void;
}

export function MagicSearch({ open, query, onQueryChange, onSubmit, onClose, onStatus }: MagicSearchProps): ReactNode {
  const _ = useTranslate();
  const client = useApiClient();
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<{ query: string; data: MagicSearchResult } | null>(null);
  const [popular, setPopular] = useState<MagicSearchItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [more, setMore] = useState<Kind | null>(null);
  const [tab, setTab] = useState<Kind>('products');
  const text = query.trim();

  // The dialog's content mounts when the kit's Dialog code has loaded: its sheets are adopted when it does.
  const setBody = useCallback((node: HTMLDivElement | null) => {
    body.current = node;
    if (node) for (const css of [magicCss, tabsCss, loadMoreCss, buttonCss, spinnerCss]) adoptKitStyles(node, css);
  }, []);

  // Popular products before anything is typed (once per overlay).
  useEffect(() => {
    if (!open || popular !== null) return undefined;
    const controller = new AbortController();
    void createProductApi(client)
      .simpleProductQuery(
        { Fields: [], Limit: POPULAR_LIMIT, SortField: 'popularity', SortDirection: 'Descending' },
        { signal: controller.signal },
      )
      .then((answer) => {
        if (controller.signal.aborted) return;
        setPopular(unwrapOr(answer, []).map((p) => ({ url: p.url, image: p.image || null, title: p.name })));
      });
    return () => controller.abort();
  }, [open, popular, client]);

  // The search: debounced, the newest query only.
  useEffect(() => {
    if (!open || !text) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      void createProductApi(client)
        .magicSearch({ query: text, limit: MAGIC_LIMIT }, { signal: controller.signal })
        .then((answer) => {
          if (controller.signal.aborted) return;
          setResult({ query: text, data: unwrapOr(answer, EMPTY) });
          setLoading(false);
        });
    }, COMBOBOX_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text, client]);

  const data = result && result.query === text ? result.data : null;
  const total = data ? data.productcount + data.categorycount + data.cmscount : 0;
  useEffect(() => {
    onStatus(loading ? 'loading' : data && total === 0 ? 'empty' : 'open');
  }, [loading, data, total, onStatus]);

  const loadMore = async (kind: Kind) => {
    if (!data || more) return;
    setMore(kind);
    const answer = await createProductApi(client).magicSearch({
      query: text,
      limit: MAGIC_PAGE_SIZE,
      doctype: DOCTYPE[kind],
      offset: data[kind].length,
    });
    setMore(null);
    const page = unwrapOr(answer, EMPTY)[kind];
    setResult((current) =>
      current && current.query === text
        ? { ...current, data: { ...current.data, [kind]: [...current.data[kind], ...page] } }
        : current,
    );
  };

  const list = (items: readonly MagicSearchItem[], kind: string) => (
    <ul className="ms-list" part={`magic-${kind}`}>
      {items.map((item) => (
        <li key={item.url} className="ms-item">
          {/* Only http(s) URLs and paths on this site become links or images (src/domain/safe-url.ts). */}
          <a className="ms-link" href={safeUrl(item.url) || undefined} part="magic-hit">
            {safeUrl(item.image) ? (
              <img
                className="ms-img"
                src={safeUrl(item.image)}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="ms-img" aria-hidden="true" />
            )}
            <span className="ms-title">{item.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );

  const label = (kind: Kind) =>
    _(kind === 'products' ? TEXTS.products : kind === 'categories' ? TEXTS.categories : TEXTS.pages);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={_(TEXTS.title)}
      initialFocus={field}
      className="ms-dialog"
    >
      <div
        ref={setBody}
        className="ms-body"
        onKeyDown={(event) => {
          // ArrowDown / ArrowUp from the field through the shown hits and back (the hits are links in Tab order too).
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          const root = body.current;
          if (!root) return;
          const links = [...root.querySelectorAll<HTMLElement>('.ms-link')].filter((a) => a.getClientRects().length);
          const stops = [field.current, ...links].filter((n): n is HTMLElement => n !== null);
          const at = stops.indexOf(event.target as HTMLElement);
          if (at < 0 || stops.length < 2) return;
          event.preventDefault();
          const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
          stops[next]?.focus();
        }}
      >
        <form
          className="ms-form"
          role="search"
          aria-label={_(TEXTS.title)}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(query);
          }}
        >
          <label className="butik-visually-hidden" htmlFor={`${ids}-q`}>
            {_(TEXTS.field)}
          </label>
          <input
            ref={field}
            id={`${ids}-q`}
            className="ms-input"
            part="magic-input"
            type="text"
            name="query"
            value={query}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            inputMode="search"
            placeholder={_(TEXTS.placeholder)}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </form>
        <p className="butik-visually-hidden" role="status">
          {data ? (total ? _(TEXTS.count, { 0: total }) : _(TEXTS.noResults, { 0: text })) : ''}
        </p>
        {!text ? (
          <section className="ms-section" aria-labelledby={`${ids}-popular`}>
            <h3 id={`${ids}-popular`} className="ms-heading">
              {_(TEXTS.popular)}
            </h3>
            {popular ? list(popular, 'popular') : null}
          </section>
        ) : data && total === 0 ? (
          <p className="ms-empty" part="empty">
            {_(TEXTS.noResults, { 0: text })}
          </p>
        ) : data ? (
          <Tabs
            label={_(TEXTS.tabs)}
            selectedId={tab}
            onSelect={(id) => setTab(id as Kind)}
            tabs={(['products', 'categories', 'cmspages'] as const).map((kind) => ({
              id: kind,
              label: (
                <>
                  {label(kind)} <span className="ms-count">({data[COUNT[kind]]})</span>
                </>
              ),
              panel: (
                <>
                  {list(data[kind], kind)}
                  {data[COUNT[kind]] > 0 ? (
                    <LoadMore
                      shown={data[kind].length}
                      total={data[COUNT[kind]]}
                      loading={more === kind}
                      onLoadMore={() => void loadMore(kind)}
                    />
                  ) : null}
                </>
              ),
            }))}
          />
        ) : (
          <p className="ms-empty">{_(TEXTS.searching)}</p>
        )}
      </div>
    </Dialog>
  );
}
