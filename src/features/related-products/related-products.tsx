/**
 * `<related-products>` (spec §7 `GET cart/getrelatedproducts?limit`, §9 "related cart products limit 10"):
 * products related to the page cart's contents, as a horizontal scroller of cards.
 *
 * - Loaded at start through the page's data layer (src/data: one request for every element asking the same limit)
 *   and again after the page cart's server-confirmed changes or a session change, debounced
 *   ({@link RELATED_RELOAD_DEBOUNCE_MS}); a newer request aborts the older one, whose answer is dropped.
 * - Card: the shared product card (src/features/product-card) with its compact add-to-cart area (`buy="button"`):
 *   'Buy now' adding one package (colli) through the page cart when `product.allowpurchase` and the page's
 *   purchase-allowed. A product with variants gets a link to its page instead ('Choose variant').
 * - Hidden when there are no related products. Decision: a failed call (spec §8: the call returns nothing) also
 *   hides the element (the list is a suggestion; there is nothing the visitor can do about it); it is asked again
 *   on the next cart change.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { createCartApi } from '../../api/cart.ts';
import { mapValue } from '../../api/result.ts';
import type { Product } from '../../api/schemas/product.ts';
import { useQuery, type QueryOptions } from '../../data/index.ts';
import { useApiClient } from '../../internal/api.ts';
import { useHostState } from '../../internal/element-context.ts';
import { ProductCard } from '../product-card/index.ts';

/** Reloads after a cart change wait this long for more changes. */
export const RELATED_RELOAD_DEBOUNCE_MS = 400;
export const RELATED_DEFAULT_LIMIT = 10;

export interface RelatedProductsProps {
  limit?: number;
  heading?: string;
}

type RelatedState = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed' };

/** A usable limit: an integer 1–100, else the default 10. */
export function relatedLimit(limit: unknown): number {
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= 100
    ? limit
    : RELATED_DEFAULT_LIMIT;
}

/**
 * The page's related products for `limit` (src/data): every `<related-products>` of the page with the same limit
 * shares one request; a confirmed cart change (or a session change) reloads it once, debounced.
 */
function useRelatedProducts(limit: number): RelatedState {
  const client = useApiClient();
  const query = useQuery(
    ['cart/getrelatedproducts', limit],
    async (signal) =>
      mapValue(await createCartApi(client).getRelatedProducts({ limit }, { signal }), (p) => p.slice(0, limit)),
    RELATED_QUERY,
  );
  // While reloading after a cart change the current list stays; a failed reload hides the element.
  if (query.status === 'ready') return { status: 'ready', products: query.data ?? [] };
  return query.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}

const RELATED_QUERY: QueryOptions = { refreshOn: ['cart', 'session'], refreshDelay: RELATED_RELOAD_DEBOUNCE_MS };

export function RelatedProducts({ limit, heading }: RelatedProductsProps): ReactNode {
  const state = useRelatedProducts(relatedLimit(limit));
  const headingId = useId();
  const { t } = useLingui();
  const shown = state.status === 'ready' && state.products.length > 0;
  useHostState(state.status === 'ready' ? (shown ? 'ready' : 'empty') : state.status);
  if (!shown) return null;
  const title = heading?.trim() || t({ message: 'Related products', comment: 'related products: default heading' });
  return (
    <section className="rp" part="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rp-heading" part="heading">
        {title}
      </h2>
      <ul className="rp-list" part="list">
        {state.products.map((product) => (
          <ProductCard key={product.id} product={product} buy="button" />
        ))}
      </ul>
    </section>
  );
}
