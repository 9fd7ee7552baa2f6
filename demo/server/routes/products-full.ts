/**
 * Full Product records (src/api/schemas/product.ts `Product`) for `giftshop/productinfo`, related
 * products and free gifts: CATALOG's mapper (search/product-json.ts), so every API returns identical
 * product records.
 */
import type { Product } from '../../../src/api/schemas/product.ts';
import type { Db } from '../db/client.ts';
import { productsByIds, VAT_RATE } from '../search/product-json.ts';

export { VAT_RATE };

/** Products in the order of `ids`; unknown ids are left out. */
export function fullProducts(db: Db, ids: readonly string[]): Promise<Product[]> {
  return productsByIds(db, [...new Set(ids)]);
}
