/**
 * A gift shop's codes (spec §7): list, sent status, create, remove and invite — registered on the gift-shop routes
 * by demo/server/routes/giftshop.ts (same access rules: only those who manage the shop).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  CreateGiftCodesRequest,
  InviteGiftCodesRequest,
  RemoveGiftCodesRequest,
} from '../../../src/api/schemas/giftshop.ts';
import { giftCodes } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest, conflict } from '../middleware/errors.ts';
import { jsonBody } from '../middleware/validate.ts';
import { normalizeGiftCode } from '../../../src/domain/index.ts';
import {
  type CodeRow,
  GIFTSHOP_TEXTS,
  codesJson,
  manageableShop,
  ensureNotClosed,
  shopParam,
  randomCodePart,
  codePrefix,
} from './giftshop-model.ts';

/** Registers `/:id/codes*` on the gift-shop app. */
export function registerCodeRoutes(app: Hono<AppEnv>): void {
  app.get('/:id/codes/sent-status', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    const rows = await c
      .get('db')
      .select({ id: giftCodes.id, invitationstate: giftCodes.invitationstate })
      .from(giftCodes)
      .where(eq(giftCodes.shopId, shop.id))
      .orderBy(asc(giftCodes.id));
    return c.json(rows);
  });

  app.get('/:id/codes', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    const db = c.get('db');
    const rows = await db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.shopId, shop.id))
      .orderBy(asc(giftCodes.createdate), asc(giftCodes.id));
    return c.json(await codesJson(db, rows));
  });

  app.post('/:id/codes/create', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const { count } = await jsonBody(c, CreateGiftCodesRequest);
    const db = c.get('db');
    const now = c.get('now')();
    const created = await db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(giftCodes)
        .where(eq(giftCodes.shopId, shop.id))
        .orderBy(asc(giftCodes.id))
        .limit(1);
      const prefix = codePrefix(shop, existing);
      const out: CodeRow[] = [];
      let attempts = 0;
      while (out.length < count) {
        if (++attempts > count * 20 + 100) throw new ApiError(500, 'Could not allocate gift codes');
        const id = `${prefix}-${randomCodePart()}`;
        const rows = await tx
          .insert(giftCodes)
          .values({ id, lookupKey: normalizeGiftCode(id), shopId: shop.id, createdate: now, lastupdate: now })
          .onConflictDoNothing()
          .returning();
        out.push(...rows);
      }
      return out;
    });
    return c.json(await codesJson(db, created));
  });

  app.post('/:id/codes/remove', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const { codeids } = await jsonBody(c, RemoveGiftCodesRequest);
    const db = c.get('db');
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(giftCodes)
        .where(and(eq(giftCodes.shopId, shop.id), inArray(giftCodes.id, codeids)));
      codeids.forEach((id, i) => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw badRequest(`${GIFTSHOP_TEXTS.unknownCode}: ${id}`, `codeids.${i}`);
        if (row.products.length > 0) throw conflict(`${GIFTSHOP_TEXTS.used}: ${id}`, `codeids.${i}`);
      });
      await tx.delete(giftCodes).where(and(eq(giftCodes.shopId, shop.id), inArray(giftCodes.id, codeids)));
    });
    const rest = await db
      .select()
      .from(giftCodes)
      .where(eq(giftCodes.shopId, shop.id))
      .orderBy(asc(giftCodes.createdate), asc(giftCodes.id));
    return c.json(await codesJson(db, rest));
  });

  app.post('/:id/codes/invite', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const body = await jsonBody(c, InviteGiftCodesRequest);
    const db = c.get('db');
    const now = c.get('now')();
    const invited = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(giftCodes)
        .where(and(eq(giftCodes.shopId, shop.id), inArray(giftCodes.id, body.codeids)));
      const out: CodeRow[] = [];
      for (const [i, id] of body.codeids.entries()) {
        const row = rows.find((r) => r.id === id);
        if (!row) throw badRequest(`${GIFTSHOP_TEXTS.unknownCode}: ${id}`, `codeids.${i}`);
        if (row.products.length > 0) throw conflict(`${GIFTSHOP_TEXTS.used}: ${id}`, `codeids.${i}`);
        const email = (body.emails?.[i] ?? row.email).trim().toLowerCase();
        const [updated] = await tx
          .update(giftCodes)
          .set({
            email,
            invitationstate: email ? 'SENDING' : 'FAILED',
            invitemessage: body.emailmessage ?? null,
            lastupdate: now,
          })
          .where(eq(giftCodes.id, id))
          .returning();
        if (updated) out.push(updated);
      }
      return out;
    });
    c.get('wakeWorker')?.();
    return c.json(await codesJson(db, invited));
  });
}
