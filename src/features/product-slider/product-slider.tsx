/**
 * `<product-slider>` (spec §2 product slider, §9 popular products limit 10 sorted by popularity descending):
 * a horizontal slider of the shared product cards (src/features/product-card) on the kit's Slider (src/ui/slider.tsx: items per row by width,
 * previous / next, keyboard, scroll snap, native swipe).
 *
 * Sources (data through src/data: every slider of a page asking the same thing shares one request):
 * - `popular`: `POST simpleproductquery { Fields: [], Limit, SortField: popularity, SortDirection: Descending }`.
 * - `related` (needs `product-id`): the API has no "related to a product" call (`cart/getrelatedproducts` is
 *   related to the cart). Decision: products of the same category, most popular first, without the product itself
 *   (what the demo's product page shows): `POST product/ids [id]` for its `categoryid`, then `simpleproductquery`
 *   with a `category` field (one more than `limit`, the product itself left out).
 *
 * While loading, after a failure and when empty the element shows its light-DOM children (the page's
 * server-rendered row, `<slot>`): nothing shifts while loading, and the row stays usable when the call fails
 * (spec §8: the call returns nothing; it is logged by the API client). Children with `slot="actions"` (a 'See all'
 * link) are shown beside the heading of the slider only.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { createProductApi } from '../../api/product.ts';
import { mapValue, type ApiResult } from '../../api/result.ts';
import type { Product } from '../../api/schemas/product.ts';
import { useQuery } from '../../data/index.ts';
import { useApiClient } from '../../internal/api.ts';
import { useHostState, useUntilRenderedSlotGone } from '../../internal/element-context.ts';
import { Slider } from '../../ui/slider.tsx';
import { ProductCard } from '../product-card/index.ts';

import { PRODUCT_SLIDER_DEFAULT_LIMIT, type ProductSliderSource } from './sources.ts';

export { PRODUCT_SLIDER_DEFAULT_LIMIT, PRODUCT_SLIDER_SOURCES, type ProductSliderSource } from './sources.ts';

export interface ProductSliderProps {
  source?: ProductSliderSource;
  productId?: string;
  limit?: number;
  heading?: string;
}

type ApiClientLike = Parameters<typeof createProductApi>[0];

/** The products of a source (an ApiResult, for useQuery). */
export async function loadSliderProducts(
  client: ApiClientLike,
  source: ProductSliderSource,
  productId: string,
  limit: number,
  signal: AbortSignal,
): Promise<ApiResult<Product[], unknown>> {
  const api = createProductApi(client);
  const query = (Fields: { Field: 'category'; FieldType: 'String'; Values: string[] }[], Limit: number) =>
    api.simpleProductQuery({ Fields, Limit, SortField: 'popularity', SortDirection: 'Descending' }, { signal });
  if (source === 'popular') return query([], limit);
  const own = await api.getByIds([productId], { signal });
  if (!own.ok) return own;
  const category = own.value[0]?.categoryid;
  if (!category) return mapValue(own, () => []);
  return mapValue(await query([{ Field: 'category', FieldType: 'String', Values: [category] }], limit + 1), (list) =>
    list.filter((p) => p.id !== productId).slice(0, limit),
  );
}

export function ProductSlider({ source = 'popular', productId = '', limit, heading }: ProductSliderProps): ReactNode {
  const client = useApiClient();
  const { t } = useLingui();
  const headingId = useId();
  const count = limit ?? PRODUCT_SLIDER_DEFAULT_LIMIT;
  const wanted = source === 'popular' || productId.trim() !== '';
  const query = useQuery(wanted ? ['product-slider', source, productId.trim(), count] : null, (signal) =>
    loadSliderProducts(client, source, productId.trim(), count, signal),
  );
  const products = query.status === 'ready' ? (query.data ?? []) : [];
  const state =
    query.status === 'idle' ? 'empty' : query.status === 'ready' ? (products.length ? 'ready' : 'empty') : query.status;
  useHostState(state);
  useUntilRenderedSlotGone();
  if (state !== 'ready') return <slot />;
  const title =
    heading?.trim() ||
    (source === 'related'
      ? t({ message: 'Related products', comment: 'related products: default heading' })
      : t({ message: 'Popular products', comment: 'product slider: default heading of the popular products' }));
  return (
    <section className="ps" part="section" aria-labelledby={headingId}>
      <Slider
        items={products}
        itemKey={(p) => p.id}
        renderItem={(p) => <ProductCard product={p} />}
        label={title}
        previousLabel={t({ message: 'Previous products', comment: 'product slider: button scrolling back one row' })}
        nextLabel={t({ message: 'Next products', comment: 'product slider: button scrolling on one row' })}
        parts={{ list: 'list', previous: 'previous', next: 'next' }}
        header={
          <>
            <h2 id={headingId} className="ps-heading" part="heading">
              {title}
            </h2>
            <slot name="actions" />
          </>
        }
      />
    </section>
  );
}
