/**
 * The recipient's calls of the gift-shop routes (no sign-in: the code is the credential): fetch one's code,
 * and choose the gifts (`POST giftshop/code/{id}/redeem`). Mounted by giftshop.ts in its route order.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { RedeemGiftCodeRequest } from '../../../src/api/schemas/giftshop.ts';
import { giftShopState, utcDay } from '../../../src/domain/index.ts';
import { giftCodes, giftShops } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { badRequest, conflict, notFound } from '../middleware/errors.ts';
import type { failureLimiter } from '../middleware/failure-limit.ts';
import { jsonBody } from '../middleware/validate.ts';
import { GIFTSHOP_TEXTS, codeParam, codesJson, loadCode, loadShop } from './giftshop-model.ts';

/** The per-account key of a code look-up: the signed-in user (a visitor is limited by address only). */
const accountOf = (c: Context<AppEnv>): string | undefined => {
  const user = c.get('user');
  return user ? `user:${user.id}` : undefined;
};

export function recipientRoutes(app: Hono<AppEnv>, codeGuesses: ReturnType<typeof failureLimiter>): void {
  // Recipient: fetch own code (no sign-in; the code is the credential).
  app.get('/code/:id', async (c) => {
    const id = codeParam(c);
    const db = c.get('db');
    // The limit check and the look-up at once (one round trip of waiting, not two): an address over the limit
    // gets its 429 whatever the look-up found, and the look-up only reads.
    const [, code] = await Promise.all([codeGuesses.check(c, accountOf(c)), loadCode(db, id)]);
    if (!code) {
      await codeGuesses.fail(c, accountOf(c));
      throw notFound(GIFTSHOP_TEXTS.unknownCode);
    }
    const [json] = await codesJson(db, [code]);
    return c.json(json);
  });

  // Recipient: choose the gifts. Exactly one of concurrent redemptions wins (conditional UPDATE).
  app.post('/code/:id/redeem', async (c) => {
    const id = codeParam(c);
    const body = await jsonBody(c, RedeemGiftCodeRequest);
    const db = c.get('db');
    const now = c.get('now')();
    await codeGuesses.check(c, accountOf(c));
    const code = await loadCode(db, id);
    if (!code) {
      await codeGuesses.fail(c, accountOf(c));
      throw notFound(GIFTSHOP_TEXTS.unknownCode);
    }
    const shop = await loadShop(db, code.shopId);
    if (!shop) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    const state = giftShopState(shop, now);
    if (state === 'CLOSED') throw conflict(GIFTSHOP_TEXTS.closed);
    if (state === 'AWAITING') throw conflict(GIFTSHOP_TEXTS.notOpenYet);
    if (code.products.length > 0) throw conflict(GIFTSHOP_TEXTS.used);
    if (body.products.length !== shop.requireddefaultproducts) {
      throw badRequest(
        `Vælg præcis ${shop.requireddefaultproducts} ${shop.requireddefaultproducts === 1 ? 'gave' : 'gaver'}`,
        'products',
      );
    }
    const outside = body.products.findIndex((p) => !shop.products.includes(p));
    if (outside >= 0)
      throw badRequest(`Product ${body.products[outside]} is not in the gift shop's assortment`, `products.${outside}`);

    const today = utcDay(now);
    const [won] = await db
      .update(giftCodes)
      .set({
        products: body.products,
        name: body.name.trim(),
        email: (body.email ?? '').trim().toLowerCase(),
        consent: true,
        redeemedAt: now,
        lastupdate: now,
      })
      .where(
        and(
          eq(giftCodes.id, code.id),
          sql`jsonb_array_length(${giftCodes.products}) = 0`,
          // The shop must still be open at the moment of writing.
          sql`exists (select 1 from ${giftShops} where ${giftShops.id} = ${code.shopId} and ${giftShops.status} = 0
                and (${giftShops.startdate} is null or ${giftShops.startdate} <= ${today}::date)
                and (${giftShops.enddate} is null or ${giftShops.enddate} >= ${today}::date))`,
        ),
      )
      .returning();
    if (!won) throw conflict(GIFTSHOP_TEXTS.used);
    const [json] = await codesJson(db, [won]);
    return c.json(json);
  });
}
