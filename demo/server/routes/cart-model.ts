/**
 * Cart arithmetic on the server (the elements show what this computes): unit prices with bulk tiers,
 * VAT 25 %, fees, free-delivery and free-gift thresholds. Money in DKK numbers rounded to øre.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { cartLines, carts } from '../db/schema/commerce.ts';
import { VAT_RATE } from './products-full.ts';
import { purchaseProducts, unitPriceAt, type PurchaseProduct } from './products-lookup.ts';
import { roundMoney } from '../../../src/domain/index.ts';
import { formatDkk } from './shared.ts';

/** Free delivery from this subtotal (ex VAT, DKK). */
export const FREE_DELIVERY_LIMIT = 1500;
/** Shipping fee (ex VAT) below the free-delivery limit. */
export const SHIPPING_FEE = 79;
/** Small-order fee (ex VAT) below this subtotal. */
export const SMALL_ORDER_LIMIT = 500;
export const SMALL_ORDER_FEE = 35;
/** A free gift from this subtotal (ex VAT, DKK). */
export const FREE_GIFT_LIMIT = 1000;
/** Products offered as free gifts. */
export const FREE_GIFT_PRODUCTS = ['10597', '10598', '10599'] as const;

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLines.$inferSelect;

export interface ComputedCart {
  json: {
    items: Array<Record<string, unknown>>;
    fees: Array<{ name: string; price: number; displayprice: string }>;
    displaytotalprice: string;
    itemcount: number;
    delivery: ReturnType<typeof deliveryJson>;
    /** Extras (decision): numbers behind the display strings. */
    subtotalexvat: number;
    totalexvat: number;
    vat: number;
    totalincvat: number;
    displaysubtotalexvat: string;
    displayvat: string;
    displaytotalexvat: string;
  };
  subtotalExVat: number;
}

export function deliveryJson(subtotalExVat: number, hasItems: boolean) {
  return {
    freedeliverypossible: true,
    freedeliveryobtained: hasItems && subtotalExVat >= FREE_DELIVERY_LIMIT,
    displayfreedeliverylimit: formatDkk(FREE_DELIVERY_LIMIT),
    displayfreedeliverydiff: formatDkk(Math.max(0, FREE_DELIVERY_LIMIT - subtotalExVat)),
    freedeliverylimit: FREE_DELIVERY_LIMIT,
    freedeliverydiff: roundMoney(Math.max(0, FREE_DELIVERY_LIMIT - subtotalExVat)),
  };
}

export function lineColli(p: PurchaseProduct, variantId: string): number {
  return (variantId && p.variants.get(variantId)?.colli) || p.colli;
}

/** Whether the cart of a session (guest or signed in) has lines: what the /cart page renders before the elements know. */
export async function sessionCartHasLines(db: Db, sessionId: string | undefined): Promise<boolean> {
  if (sessionId === undefined) return false;
  const [row] = await db
    .select({ cart: cartLines.cartId })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.sessionId, sessionId))
    .limit(1);
  return !!row;
}

/** What the header's cart link shows before `<cart-preview>` has loaded (page.ts): the session cart's count and totals. */
export async function sessionCartSummary(
  db: Db,
  sessionId: string | undefined,
): Promise<{ count: number; totalExVat: number; totalIncVat: number }> {
  if (sessionId === undefined) return { count: 0, totalExVat: 0, totalIncVat: 0 };
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).limit(1);
  if (!cart) return { count: 0, totalExVat: 0, totalIncVat: 0 };
  const { json } = await computeCart(db, await loadLines(db, cart.id));
  return { count: json.itemcount, totalExVat: json.totalexvat, totalIncVat: json.totalincvat };
}

const linesOfCart = prepared('cart_lines_of_cart', (db, name) =>
  db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(cartLines.position)
    .prepare(name),
);

export async function loadLines(db: Db, cartId: number | null): Promise<LineRow[]> {
  if (cartId === null) return [];
  return linesOfCart(db).execute({ cartId });
}

export async function computeCart(db: Db, lines: LineRow[]): Promise<ComputedCart> {
  const productsById = await purchaseProducts(
    db,
    lines.map((l) => l.productId),
  );
  let subtotal = 0;
  let itemcount = 0;
  const items: Array<Record<string, unknown>> = [];
  for (const line of lines) {
    const p = productsById.get(line.productId);
    if (!p) continue; // product left the catalogue: not sold any more
    const unit = unitPriceAt(p, line.quantity);
    const lineTotal = roundMoney(unit * line.quantity);
    subtotal += lineTotal;
    itemcount += line.quantity;
    const variant = line.variantId ? p.variants.get(line.variantId) : undefined;
    items.push({
      productid: p.id,
      variantid: line.variantId || null,
      quantity: line.quantity,
      unitprice: {
        price: roundMoney(unit),
        vatrate: VAT_RATE,
        currency: 'DKK',
        discountamount: roundMoney(Math.max(0, p.standardPriceExVat - unit)),
      },
      name: variant?.name ?? p.name,
      image: p.image,
      url: `/product/${p.id}`,
      sku: variant?.sku ?? p.sku,
      unit: variant?.unit ?? p.unit,
      colli: lineColli(p, line.variantId),
      displaylineprice: formatDkk(lineTotal),
      lineprice: lineTotal,
      addonparent: line.addonParent ?? null,
    });
  }
  subtotal = roundMoney(subtotal);
  const hasItems = items.length > 0;
  const fees: ComputedCart['json']['fees'] = [];
  if (hasItems && subtotal < FREE_DELIVERY_LIMIT)
    fees.push({ name: 'Fragt', price: SHIPPING_FEE, displayprice: formatDkk(SHIPPING_FEE) });
  if (hasItems && subtotal < SMALL_ORDER_LIMIT)
    fees.push({ name: 'Småordregebyr', price: SMALL_ORDER_FEE, displayprice: formatDkk(SMALL_ORDER_FEE) });
  const totalExVat = roundMoney(subtotal + fees.reduce((sum, f) => sum + f.price, 0));
  const vat = roundMoney(totalExVat * VAT_RATE);
  const totalIncVat = roundMoney(totalExVat + vat);
  return {
    subtotalExVat: subtotal,
    json: {
      items,
      fees,
      displaytotalprice: formatDkk(totalIncVat),
      itemcount,
      delivery: deliveryJson(subtotal, hasItems),
      subtotalexvat: subtotal,
      totalexvat: totalExVat,
      vat,
      totalincvat: totalIncVat,
      displaysubtotalexvat: formatDkk(subtotal),
      displayvat: formatDkk(vat),
      displaytotalexvat: formatDkk(totalExVat),
    },
  };
}

/** The user's saved (retention) cart: their cart with no session, most recent first. */
export async function retentionCart(db: Db, userId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), isNull(carts.sessionId)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row;
}
