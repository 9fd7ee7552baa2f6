/**
 * The extra gift shops of the demo (plans in giftshops-more-data.ts): new owners with their companies and
 * addresses, then the shops, then their codes. Runs inside the commerce seed's transaction, after the fixed
 * records, so every fixed id (users, addresses, shops, codes) stays what it was. Deterministic: the same seed
 * day gives the same rows.
 */
import type { Db } from '../db/client.ts';
import { customers, giftCodes, giftShopAddresses, giftShops } from '../db/schema/commerce.ts';
import { utcDayOffset } from '../../../src/domain/index.ts';
import { EXTRA_SHOPS, type ExtraShopPlan } from './giftshops-more-data.ts';
import {
  EXTRA_ADDRESSES,
  EXTRA_CUSTOMERS,
  EXTRA_OWNERS,
  FIRST_NAMES,
  LAST_NAMES,
  OWNER_COMPANY,
} from './giftshops-more-owners.ts';
import { createRandom, hashString } from './random.ts';
import { giftCodeRecord, insertUsers } from './records.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Midday (UTC) of the day `days` from `now`, never later than an hour before `now`. */
function dayAt(now: Date, days: number, minutes = 0): Date {
  const midday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 10, minutes);
  return new Date(Math.min(midday, now.getTime() - 3600 * 1000));
}

const ascii = (s: string): string =>
  s.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa').replace(/\s+/g, '.');

const assortmentOf = ({ products: [first, count] }: ExtraShopPlan): string[] =>
  Array.from({ length: count }, (_, i) => String(first + i));

/** Inserts the new owners (after the fixed users) and returns email -> id for them. */
export async function seedExtraOwners(tx: Db): Promise<Map<string, number>> {
  await tx.insert(customers).values(EXTRA_CUSTOMERS.map((c) => ({ ...c })));
  const inserted = await insertUsers(tx, EXTRA_OWNERS);
  return new Map(inserted.map((r) => [r.email, r.id]));
}

/**
 * The extra shops and their codes, and one delivery address per new owner. `userId(email)` resolves fixed and
 * new owners. A shop's delivery address is its owner's first one (none for home delivery or a draft).
 */
export async function seedExtraShops(tx: Db, now: Date, userId: (email: string) => number): Promise<void> {
  const addressRows = await tx
    .insert(giftShopAddresses)
    .values(
      EXTRA_ADDRESSES.map((a) => ({
        userId: userId(a.owner),
        customerId: OWNER_COMPANY[a.owner]?.customerId ?? null,
        name: a.name,
        address1: a.address1,
        zip: a.zip,
        city: a.city,
        att: 'Personaleafdelingen',
      })),
    )
    .returning({ id: giftShopAddresses.id, userId: giftShopAddresses.userId });
  const fixedAddresses = await tx
    .select({ id: giftShopAddresses.id, userId: giftShopAddresses.userId })
    .from(giftShopAddresses);
  const addressOf = (owner: number): number | null =>
    (addressRows.find((a) => a.userId === owner) ?? fixedAddresses.find((a) => a.userId === owner))?.id ?? null;

  const shopRows: Array<typeof giftShops.$inferInsert> = [];
  const codeRows: Array<typeof giftCodes.$inferInsert> = [];
  EXTRA_SHOPS.forEach((plan, index) => {
    const owner = userId(plan.owner);
    const company = OWNER_COMPANY[plan.owner];
    if (!company) throw new Error(`seed: no company for ${plan.owner}`);
    const assortment = assortmentOf(plan);
    const random = createRandom(hashString(plan.id));
    const [start, end] = plan.days ?? [null, null];
    const [prefix, codeCount, used] = plan.codes;
    // Created three weeks before opening (a draft: a few days ago); last edited a day later.
    const created = dayAt(now, start === null ? -3 - (index % 5) : Math.min(start - 21, -1));
    const edited = new Date(Math.min(created.getTime() + DAY_MS, now.getTime() - 3600 * 1000));
    shopRows.push({
      id: plan.id,
      name: plan.name,
      customerId: company.customerId,
      userId: owner,
      startdate: start === null ? null : utcDayOffset(now, start),
      enddate: end === null ? null : utcDayOffset(now, end),
      delivery: end === null ? null : utcDayOffset(now, end + 10),
      deliveryAddressId: plan.homedelivery || end === null ? null : addressOf(owner),
      homedeliveryrequested: plan.homedelivery ?? false,
      wrappingrequested: plan.wrapping ?? false,
      requireddefaultproducts: plan.gifts,
      products: assortment,
      defaultproducts: assortment.slice(0, plan.gifts),
      theme: {
        backgroundcolor: plan.colours[0],
        textcolor: plan.colours[1],
        logoimage: `/assets/giftshop/${plan.id}.svg`,
      },
      message: plan.message,
      emailmessage: plan.message ? `Du har fået et gavebevis fra ${plan.name}. Brug linket herunder til at vælge.` : '',
      cardsrequested: plan.cards ?? false,
      status: plan.closed ? 1 : 0,
      createdAt: created,
      updatedAt: edited,
    });

    const opened = start !== null && start <= 0;
    if (used > 0 && !opened) throw new Error(`seed: ${plan.id} has used codes but has not opened`);
    // Which codes were redeemed: `used` of them, spread over the list.
    const usedIndexes = new Set(
      random.sample(
        Array.from({ length: codeCount }, (_, i) => i),
        used,
      ),
    );
    // Names and e-mails for about three in four codes; the rest are handed out by hand (printed cards).
    for (let i = 0; i < codeCount; i++) {
      const id = `${prefix}-${String(i + 1).padStart(4, '0')}`;
      const named = usedIndexes.has(i) || i % 4 !== 3;
      const name = named
        ? `${FIRST_NAMES[(i + index) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 5 + index) % LAST_NAMES.length]}`
        : '';
      const email = name ? `${ascii(name)}@${company.domain}` : '';
      const code = giftCodeRecord(id, plan.id, edited, {
        name,
        email,
        cardrequested: !email && (plan.cards ?? false),
        invitationstate: email && opened ? 'SENT' : 'MANUAL',
      });
      if (usedIndexes.has(i) && start !== null && end !== null) {
        const redeemed = dayAt(now, random.int(start, Math.max(start, Math.min(end, 0))), i);
        code.products = random.sample(assortment, plan.gifts);
        code.consent = true;
        code.redeemedAt = redeemed;
        code.lastupdate = redeemed;
      }
      codeRows.push(code);
    }
  });
  await tx.insert(giftShops).values(shopRows);
  if (codeRows.length > 0) await tx.insert(giftCodes).values(codeRows);
}
