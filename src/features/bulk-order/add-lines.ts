/**
 * The `addLines` effect of `<bulk-order>`: ONE `POST cart/addorupdatecartfromlist` with every valid line.
 * The server checks every line before writing any (all or nothing); a 400 names the first line it refused in
 * its error body, `{ error, field: 'items.3.quantity' }` (demo/server/routes/cart.ts). That line is handed to the
 * machine as a {@link BulkLinesRejected} so its row is marked; any other failure is a plain error.
 */
import type { ApiClient } from '../../api/client.ts';
import { createCartApi } from '../../api/cart.ts';
import { isStatus, unwrap, type ApiResult } from '../../api/result.ts';
import type { AddToCartRequest, Cart } from '../../api/schemas/cart.ts';
import { BulkLinesRejected, type BulkRejectedField } from '../../../machines/bulk-order.state.ts';

const LINE_FIELD = /^items\.(\d+)\.([a-z]+)/;

/** The line a 400 names, from its `field` (`items.N.productid|variantid|addonproductids.K` = item, `.quantity`). */
export function rejectedLine(result: ApiResult<unknown>): { index: number; field: BulkRejectedField } | undefined {
  if (!isStatus(result, 400) || result.ok) return undefined;
  const match = LINE_FIELD.exec(result.error?.field ?? '');
  if (!match) return undefined;
  return { index: Number(match[1]), field: match[2] === 'quantity' ? 'quantity' : 'item' };
}

export async function addLines(client: ApiClient, items: AddToCartRequest[], signal?: AbortSignal): Promise<Cart> {
  const result = await createCartApi(client).addFromList({ items }, { signal });
  const line = rejectedLine(result);
  if (line) throw new BulkLinesRejected([line]);
  return unwrap(result, 'cart.addFromList');
}
