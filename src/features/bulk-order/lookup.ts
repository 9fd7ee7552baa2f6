/**
 * The item-number lookup of `<bulk-order>` (the machine's `lookup` actor): every key is asked as a sku
 * (`POST simpleproductquery`, field `sku`, at most 50 keys a request so the 100-product limit always holds) and,
 * when it can be a product id, as an id (`POST product/ids`). Requests run in parallel. A product id match
 * wins over a sku match; keys are compared case-insensitively (they arrive upper-cased; the lower-case form is
 * asked as a sku too). Any failed request fails the lookup (the view then says the numbers could not be
 * checked; an empty answer is never mistaken for "unknown item").
 */
import type { ApiClient } from '../../api/client.ts';
import { createProductApi } from '../../api/product.ts';
import type { ApiResult } from '../../api/result.ts';
import type { Product } from '../../api/schemas/product.ts';
import type { SimpleProductQueryRequest } from '../../api/schemas/search.ts';
import type { BulkProduct, LookupOutput } from '../../../machines/bulk-order.state.ts';

const SKU_BATCH = 50;
const ID_BATCH = 500;
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toBulkProduct(p: Product): BulkProduct {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    colli: p.colli,
    unit: p.unit,
    allowpurchase: p.allowpurchase,
    hasvariants: p.hasvariants,
  };
}

export class LookupFailed extends Error {}

/** The products of a result; a failure (logged by the client) fails the whole lookup. */
function productsOf(result: ApiResult<Product[]>): Product[] {
  if (!result.ok) throw new LookupFailed(result.reason);
  return result.value;
}

export function createItemLookup(
  client: ApiClient,
): (keys: readonly string[], signal?: AbortSignal) => Promise<LookupOutput> {
  const api = createProductApi(client);
  return async (keys, signal) => {
    const wanted = [...new Set(keys.map((k) => k.trim().toUpperCase()).filter((k) => k !== '' && k.length <= 200))];
    if (wanted.length === 0) return { products: {} };
    const skuCalls = batches(wanted, SKU_BATCH).map(async (batch) => {
      const values = [...new Set(batch.flatMap((k) => [k, k.toLowerCase()]))];
      const body: SimpleProductQueryRequest = {
        Fields: [{ Field: 'sku', FieldType: 'String', Values: values }],
        Limit: 100,
      };
      return productsOf(await api.simpleProductQuery(body, { signal }));
    });
    const ids = wanted.filter((k) => ID.test(k));
    const idCalls = batches(ids, ID_BATCH).map(async (batch) => productsOf(await api.getByIds(batch, { signal })));
    const [bySku, byId] = await Promise.all([Promise.all(skuCalls), Promise.all(idCalls)]);
    const products: Record<string, BulkProduct | null> = {};
    for (const key of wanted) {
      const id = byId.flat().find((p) => p.id.toUpperCase() === key);
      const sku = id ? undefined : bySku.flat().find((p) => p.sku.toUpperCase() === key);
      const found = id ?? sku;
      products[key] = found ? toBulkProduct(found) : null;
    }
    return { products };
  };
}
