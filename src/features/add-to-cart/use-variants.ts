/**
 * `useVariants(productid)`: the variants of a product (`GET variant/id?id=productid`, spec §7) as page data
 * (src/data): every control of the same product on the page shares one request and the answer is kept for the
 * page's life (a session change reloads it: variant prices are the customer's). A failed call shows no variants
 * (spec §8: the list is empty) and is not kept, so a later mount asks again.
 */
import { createProductApi } from '../../api/product.ts';
import type { Variant } from '../../api/schemas/product.ts';
import { useQuery, type QueryOptions } from '../../data/index.ts';
import { useApiClient } from '../../internal/api.ts';

export interface VariantsResult {
  status: 'idle' | 'loading' | 'ready';
  variants: readonly Variant[];
}

const NONE: readonly Variant[] = [];
const VARIANTS_QUERY: QueryOptions = { refreshOn: ['session'] };

/** The product's variants; `''` = not wanted (status `idle`, nothing fetched). */
export function useVariants(productid: string): VariantsResult {
  const client = useApiClient();
  const query = useQuery(
    productid ? ['variant/id', productid] : null,
    (signal) => createProductApi(client).getVariants(productid, { signal }),
    VARIANTS_QUERY,
  );
  if (query.status === 'idle' || query.status === 'loading') return { status: query.status, variants: NONE };
  return { status: 'ready', variants: query.status === 'ready' ? (query.data ?? NONE) : NONE };
}
