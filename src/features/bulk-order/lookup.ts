/**
 * The item-number lookup of `<bulk-order>` (the machine's `lookup` actor): every key is asked as a sku
 * (`POST simpleproductquery`, field `sku`, at most 50 keys a request so the 100-product limit always holds) and,
 * when it can be a product id, as an id (`POST product/ids`). Requests run in parallel. A product id match
 * wins over a sku match; keys are compared case-insensitively (they arrive upper-cased; the lower-case form is
 * asked as a sku too). Any failed request fails the lookup (the view then says the numbers could not be
 * checked; an empty answer is never mistaken for "unknown item").
 */
import type { ApiClient } from '../../api/client.ts';
import { ProductIdsResponse, type Product } from '../../api/schemas/product.ts';
import { SimpleProductQueryResponse, type SimpleProductQueryRequest } from '../../api/schemas/search.ts';
import type { BulkProduct, LookupOutput } from '../../../machines/bulk-order.machine.ts';

const SKU_BATCH = 50;
const ID_BATCH = 500;
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toBulkProduct(p: Product): BulkProduct {
  return { id: p.id, sku: p.sku, name: p.name, colli: p.colli, unit: p.unit, allowpurchase: p.allowpurchase, hasvariants: p.hasvariants };
}

export class LookupFailed extends Error {}

export function createItemLookup(client: ApiClient): (keys: readonly string[], signal?: AbortSignal) => Promise<LookupOutput> {
  return async (keys, signal) => {
    const wanted = [...new Set(keys.map((k) => k.trim().toUpperCase()).filter((k) => k !== '' && k.length <= 200))];
    if (wanted.length === 0) return { products: {} };
    const skuCalls = batches(wanted, SKU_BATCH).map(async (batch) => {
      const values = [...new Set(batch.flatMap((k) => [k, k.toLowerCase()]))];
      const body: SimpleProductQueryRequest = { Fields: [{ Field: 'sku', FieldType: 'String', Values: values }], Limit: 100 };
      const result = await client.send({ call: 'product.simpleProductQuery', method: 'POST', path: 'simpleproductquery', body, response: SimpleProductQueryResponse, signal });
      if (!result.ok) {
        client.logFailure('product.simpleProductQuery', result);
        throw new LookupFailed(result.message);
      }
      return result.value;
    });
    const ids = wanted.filter((k) => ID.test(k));
    const idCalls = batches(ids, ID_BATCH).map(async (batch) => {
      const result = await client.send({ call: 'product.getByIds', method: 'POST', path: 'product/ids', body: batch, response: ProductIdsResponse, signal });
      if (!result.ok) {
        client.logFailure('product.getByIds', result);
        throw new LookupFailed(result.message);
      }
      return result.value;
    });
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
