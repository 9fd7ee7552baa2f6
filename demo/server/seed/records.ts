/**
 * Builders of commerce records, shared by the demo seed (commerce.ts, giftshops-more.ts) and the API tests that
 * build their own records beside it (test/api/access-world.ts): users with the demo password, a salesperson's
 * assignments, gift codes, a saved cart, a wish list with items.
 */
import type { Db } from '../db/client.ts';
import {
  cartLines,
  carts,
  giftCodes,
  salespersonCustomers,
  salespersonUsers,
  users,
  wishListItems,
  wishLists,
  type UserRole,
} from '../db/schema/commerce.ts';
import { hashPassword } from '../middleware/password.ts';
import { normalizeGiftCode } from '../../../src/domain/index.ts';

/** The password of every demo user (and of the users the API tests create). */
export const DEMO_PASSWORD = 'demo1234';

export interface Person {
  email: string;
  name: string;
  role: UserRole;
  customerId: string | null;
  phone?: string;
}

/** Inserts `people` in order, each with the demo password under their own salt; returns their ids and e-mails. */
export async function insertUsers(db: Db, people: Person[]): Promise<Array<{ id: number; email: string }>> {
  const rows = [];
  for (const p of people) rows.push({ ...p, passwordHash: await hashPassword(DEMO_PASSWORD) });
  return db.insert(users).values(rows).returning({ id: users.id, email: users.email });
}

/** Assigns users (to act for) and customer companies (to buy for) to the salesperson `salespersonId`. */
export async function assignToSalesperson(
  db: Db,
  salespersonId: number,
  assigned: { users?: number[]; customers?: string[] },
): Promise<void> {
  const userIds = assigned.users ?? [];
  const customerIds = assigned.customers ?? [];
  if (userIds.length > 0)
    await db.insert(salespersonUsers).values(userIds.map((userId) => ({ salespersonId, userId })));
  if (customerIds.length > 0)
    await db.insert(salespersonCustomers).values(customerIds.map((customerId) => ({ salespersonId, customerId })));
}

/** A gift code `id` of shop `shopId`, created and last changed at `at`; `more`: its other fields. */
export const giftCodeRecord = (
  id: string,
  shopId: string,
  at: Date,
  more: Partial<typeof giftCodes.$inferInsert> = {},
): typeof giftCodes.$inferInsert => ({
  id,
  lookupKey: normalizeGiftCode(id),
  shopId,
  createdate: at,
  lastupdate: at,
  ...more,
});

type CartLine = Omit<typeof cartLines.$inferInsert, 'cartId'>;

/** A saved (retention) cart of `userId` — no session, as sign-out leaves it — with `lines`; returns its id. */
export async function insertSavedCart(db: Db, userId: number, lines: CartLine[], at?: Date): Promise<number> {
  const [cart] = await db
    .insert(carts)
    .values({ userId, sessionId: null, ...(at ? { updatedAt: at, createdAt: at } : {}) })
    .returning({ id: carts.id });
  if (!cart) throw new Error('insertSavedCart: no cart row');
  if (lines.length > 0) await db.insert(cartLines).values(lines.map((line) => ({ ...line, cartId: cart.id })));
  return cart.id;
}

type WishItem = Omit<typeof wishListItems.$inferInsert, 'listId'>;

/** A wish list `label` of `userId` with `items` (in order); returns the list's id and the items' ids. */
export async function insertWishList(
  db: Db,
  userId: number,
  label: string,
  items: WishItem[],
): Promise<{ listId: number; itemIds: number[] }> {
  const [list] = await db.insert(wishLists).values({ userId, label }).returning({ id: wishLists.id });
  if (!list) throw new Error('insertWishList: no list row');
  const rows =
    items.length > 0
      ? await db
          .insert(wishListItems)
          .values(items.map((item) => ({ ...item, listId: list.id })))
          .returning({ id: wishListItems.id })
      : [];
  return { listId: list.id, itemIds: rows.map((r) => r.id) };
}
