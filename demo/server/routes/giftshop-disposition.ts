/**
 * `GET giftshop/supervisor/products` — the supervisor's 'Disponering' (issue 12): what to order for the gift shops
 * that are not closed. **An extension of the reference server**: spec §7 lists no call for this list (spec §1 names
 * the route `/m/products`, §6 says the supervisor "sees all products"), so its shape is ours
 * (src/api/schemas/giftshop.ts `SupervisorProductsResponse`). Supervisor only: 401 signed out, 403 for any other role.
 *
 * The rules, per product (the shops counted are those whose state is not CLOSED — OPEN or AWAITING — by the one
 * state rule of src/domain/shop-state.ts: status not closed and the end date not before today, UTC):
 * - `shops`: in how many of those shops' assortments (`products`) it is;
 * - `chosen`: how many of those shops' codes chose it (a code counts once per product);
 * - `defaultpicks`: how many codes will get it as a default gift: in each of those shops where it is a default
 *   gift (`defaultproducts`) and still in the assortment, every code that has not chosen yet (a recipient who never
 *   chooses gets the shop's default gifts);
 * - `toorder` = `chosen` + `defaultpicks`.
 * A product chosen in such a shop but since taken out of its assortment is still listed (it must be ordered; its
 * `shops` may then be 0). Name, item number and image come from the catalogue (the image as `productinfo`'s short
 * record gives it); a product the catalogue no longer has keeps its id with an empty name.
 *
 * One SQL statement does the counting (the JSON arrays unnested in the database, not per shop in a loop), one more
 * reads the names. Sorted by `toorder` (most first), then product id.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { queryRows, type Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { giftCodes, giftShops } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { requireRole } from '../middleware/auth.ts';
import { GIFT_SHOP_STATUS, utcDay } from '../../../src/domain/shop-state.ts';
import type { SupervisorProduct } from '../../../src/api/schemas/giftshop.ts';

interface CountRow {
  productid: string;
  shops: number | string;
  defaultpicks: number | string;
  chosen: number | string;
}

/** The counts per product over the shops that are not closed at `now` (see the module comment). */
export async function dispositionCounts(db: Db, now: Date): Promise<SupervisorProduct[]> {
  const today = utcDay(now);
  const rows = await queryRows<CountRow>(
    db,
    sql`WITH live AS (
        SELECT id, products, defaultproducts FROM ${giftShops}
        WHERE status <> ${GIFT_SHOP_STATUS.CLOSED} AND (enddate IS NULL OR enddate >= ${today}::date)
      ),
      assortment AS (
        SELECT DISTINCT live.id AS shop_id, p.pid FROM live CROSS JOIN LATERAL jsonb_array_elements_text(live.products) AS p(pid)
      ),
      defaults AS (
        SELECT DISTINCT live.id AS shop_id, d.pid FROM live CROSS JOIN LATERAL jsonb_array_elements_text(live.defaultproducts) AS d(pid)
      ),
      waiting AS (
        SELECT c.shop_id, count(*) AS n FROM ${giftCodes} c JOIN live ON live.id = c.shop_id
        WHERE jsonb_array_length(c.products) = 0 GROUP BY c.shop_id
      ),
      picks AS (
        SELECT d.pid, sum(w.n) AS n FROM defaults d
        JOIN assortment a ON a.shop_id = d.shop_id AND a.pid = d.pid
        JOIN waiting w ON w.shop_id = d.shop_id
        GROUP BY d.pid
      ),
      chosen AS (
        SELECT p.pid, count(DISTINCT c.id) AS n FROM ${giftCodes} c JOIN live ON live.id = c.shop_id
        CROSS JOIN LATERAL jsonb_array_elements_text(c.products) AS p(pid)
        GROUP BY p.pid
      ),
      shops AS (SELECT pid, count(*) AS n FROM assortment GROUP BY pid),
      ids AS (SELECT pid FROM shops UNION SELECT pid FROM chosen)
      SELECT ids.pid AS productid,
        coalesce(shops.n, 0)::int AS shops,
        coalesce(picks.n, 0)::int AS defaultpicks,
        coalesce(chosen.n, 0)::int AS chosen
      FROM ids LEFT JOIN shops USING (pid) LEFT JOIN picks USING (pid) LEFT JOIN chosen USING (pid)`,
  );
  const ids = rows.map((r) => r.productid);
  const catalogue = ids.length
    ? await db
        .select({ id: products.id, name: products.name, sku: products.sku, images: products.images })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return rows
    .map((r) => {
      const product = byId.get(r.productid);
      const chosen = Number(r.chosen);
      const defaultpicks = Number(r.defaultpicks);
      return {
        productid: r.productid,
        name: product?.name ?? '',
        sku: product?.sku ?? '',
        image: product?.images[0] ?? '',
        shops: Number(r.shops),
        defaultpicks,
        chosen,
        toorder: chosen + defaultpicks,
      };
    })
    .sort((a, b) => b.toorder - a.toorder || (a.productid < b.productid ? -1 : a.productid > b.productid ? 1 : 0));
}

/** Registers `supervisor/products` on the gift-shop app (before its `/:id` route). */
export function registerDispositionRoutes(app: Hono<AppEnv>): void {
  app.get('/supervisor/products', async (c) => {
    requireRole(c, 'supervisor');
    return c.json(await dispositionCounts(c.get('db'), c.get('now')()));
  });
}
