/* eslint-disable @typescript-eslint/no-explicit-any -- answers are compared field by field */
/**
 * The two backends of the fake-shop contract suite: the reference server in-process (seeded PGlite, the app
 * through `app.request`) and the element tests' fake shop (test/elements/helpers/fake-shop/handle.js) called
 * from Node. Their catalogues differ, so each names its own fixtures for the roles the scenarios use.
 */
import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import { bulkDiscounts, products, variants } from '../../../demo/server/db/schema/catalog.ts';
import { salespersonCustomers, users } from '../../../demo/server/db/schema/commerce.ts';
import { hashPassword } from '../../../demo/server/middleware/password.ts';
import { FREE_GIFT_PRODUCTS } from '../../../demo/server/routes/cart-model.ts';
import { DEMO_PASSWORD, SAELGER_CUSTOMERS } from '../../../demo/server/seed/commerce.ts';
import { assignToSalesperson } from '../../../demo/server/seed/records.ts';
import { ShopState, XSRF_TOKEN, handle } from '../../elements/helpers/fake-shop/handle.js';
import { API, Client, setup, type Harness } from '../helpers.ts';

export interface Answer {
  status: number;
  body: any;
  header(name: string): string | null;
}

export interface CallOptions {
  /** Send the X-XSRF-TOKEN header (default true). */
  xsrf?: boolean;
}

export type Role = 'user' | 'salesperson';

/** One browser session; `path` is relative to `/contextapi/{context}/v1/` and may carry a query string. */
export interface Session {
  get(path: string, opts?: CallOptions): Promise<Answer>;
  post(path: string, json?: unknown, opts?: CallOptions): Promise<Answer>;
  delete(path: string, opts?: CallOptions): Promise<Answer>;
  /** Signs in a fresh account of `role` (no wish lists); `saved`: lines of that account's saved (retention) cart. */
  signIn(role: Role, opts?: { saved?: Array<{ productid: string; quantity: number }> }): Promise<void>;
  /** Ends the signed-in salesperson's assignment to customer `customerId` (as a supervisor would, meanwhile). */
  unassign(customerId: string): Promise<void>;
}

export interface Roles {
  /** Purchasable, colli 1, no variants, no bulk discounts. */
  plain: { id: string; sku: string };
  /** Purchasable, colli > 1, no variants. */
  colli: { id: string; colli: number };
  /** Purchasable, sold in variants: one purchasable variant (colli 1), one that is not. */
  variants: { id: string; ok: string; okSku: string; notOk: string; notOkSku: string };
  /** Not purchasable, no variants. */
  notPurchasable: { id: string; sku: string };
  /** The sku of a purchasable variant of a product that is not purchasable (CSV verdict 'invalid'). */
  invalidVariantSku: string;
  /** Purchasable, colli 1, no variants or bulk discounts, priced exactly 100.00 and 99.99 ex VAT. */
  fee: { p100: string; p9999: string };
  gift: string;
  /**
   * A customer with at least two profiles (the signed-in user's own), a search that finds it, another customer (both
   * assigned to the salesperson), and one not assigned to the salesperson with a search that finds only it.
   */
  customers: {
    withProfiles: string;
    profiles: [string, string];
    search: string;
    other: string;
    unassigned: string;
    unassignedSearch: string;
  };
}

export interface Backend {
  name: string;
  roles: Roles;
  session(): Promise<Session>;
  close(): Promise<void>;
}

// ---- the fake ---------------------------------------------------------------------------------------------------

const FAKE_ROLES: Roles = {
  plain: { id: '10001', sku: 'A10001' },
  colli: { id: '10006', colli: 6 },
  variants: { id: '10060', ok: '10060-S', okSku: 'A10060-S', notOk: '10060-M', notOkSku: 'A10060-M' },
  notPurchasable: { id: '10030', sku: 'A10030' },
  invalidVariantSku: 'A10095-M',
  fee: { p100: '10001', p9999: '10090' },
  gift: '10597',
  customers: {
    withProfiles: 'C100',
    profiles: ['indkob', 'kantine'],
    search: 'Kontorhuset',
    other: 'C101',
    unassigned: 'C300',
    unassignedSearch: 'Fremmed',
  },
};

let fakeSessions = 0;

export function fakeBackend(): Backend {
  return {
    name: 'fake',
    roles: FAKE_ROLES,
    async session() {
      fakeSessions += 1;
      const shop = new ShopState(`contract-${fakeSessions}`);
      const call = async (method: string, path: string, json: unknown, opts: CallOptions = {}): Promise<Answer> => {
        const [route = '', search = ''] = path.split('?');
        // Through JSON both ways, like the wire.
        const body = json === undefined ? undefined : JSON.parse(JSON.stringify(json));
        const answer = handle(shop, {
          method,
          path: route,
          query: new URLSearchParams(search),
          body,
          headers: opts.xsrf === false ? {} : { 'X-XSRF-TOKEN': XSRF_TOKEN },
        });
        const headers = new Headers(answer.headers);
        return {
          status: answer.status,
          body: JSON.parse(JSON.stringify(answer.body ?? null)),
          header: (name) => headers.get(name),
        };
      };
      return {
        get: (path, opts) => call('GET', path, undefined, opts),
        post: (path, json, opts) => call('POST', path, json, opts),
        delete: (path, opts) => call('DELETE', path, undefined, opts),
        async signIn(role, { saved = [] } = {}) {
          shop.user = role === 'user' ? { role, customerId: FAKE_ROLES.customers.withProfiles } : { role };
          shop.saved = saved.map((l) => ({ productid: l.productid, variantid: null, quantity: l.quantity }));
        },
        async unassign(customerId) {
          shop.salespersonCustomers = shop.salespersonCustomers.filter((assigned) => assigned !== customerId);
        },
      };
    },
    async close() {},
  };
}

// ---- the reference server ---------------------------------------------------------------------------------------

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`contract fixture: no ${what} in the seed`);
  return row;
}

/** Inserts the products the seed lacks: exact prices for the fee boundaries, and a not purchasable product with a purchasable variant. */
async function insertFixtures(h: Harness): Promise<void> {
  const template = await one(h.db.select().from(products).limit(1), 'product');
  const base = {
    brandId: template.brandId,
    categoryId: template.categoryId,
    colli: 1,
    hasVariants: false,
    allowPurchase: true,
  };
  await h.db.insert(products).values([
    {
      ...base,
      id: 'contract-100',
      sku: 'CONTRACT-100',
      name: 'Contract 100',
      priceExVat: 100,
      standardPriceExVat: 100,
    },
    {
      ...base,
      id: 'contract-9999',
      sku: 'CONTRACT-9999',
      name: 'Contract 99.99',
      priceExVat: 99.99,
      standardPriceExVat: 99.99,
    },
    {
      ...base,
      id: 'contract-jacket',
      sku: 'CONTRACT-JACKET',
      name: 'Contract jacket',
      priceExVat: 300,
      standardPriceExVat: 300,
      hasVariants: true,
      allowPurchase: false,
    },
  ]);
  await h.db.insert(variants).values({
    id: 'contract-jacket-m',
    productId: 'contract-jacket',
    sku: 'CONTRACT-JACKET-M',
    name: 'Contract jacket M',
    allowPurchase: true,
  });
}

async function serverRoles(h: Harness): Promise<Roles> {
  const noTiers = notExists(h.db.select().from(bulkDiscounts).where(eq(bulkDiscounts.productId, products.id)));
  const plain = await one(
    h.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.colli, 1),
          eq(products.hasVariants, false),
          eq(products.allowPurchase, true),
          noTiers,
          lt(products.priceExVat, 400),
        ),
      )
      .orderBy(products.id)
      .limit(1),
    'plain product',
  );
  const colli = await one(
    h.db
      .select()
      .from(products)
      .where(and(gt(products.colli, 1), eq(products.hasVariants, false), eq(products.allowPurchase, true)))
      .orderBy(products.id)
      .limit(1),
    'colli product',
  );
  const notPurchasable = await one(
    h.db
      .select()
      .from(products)
      .where(and(eq(products.allowPurchase, false), eq(products.hasVariants, false)))
      .orderBy(products.id)
      .limit(1),
    'not purchasable product',
  );
  const mixed = await one(
    h.db
      .execute(
        sql`select p.id from products p join variants v on v.product_id = p.id where p.allow_purchase and p.has_variants
      group by p.id having bool_or(v.allow_purchase and v.colli = 1) and bool_or(not v.allow_purchase) order by p.id limit 1`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows),
    'product with a purchasable and a not purchasable variant',
  );
  const ok = await one(
    h.db
      .select()
      .from(variants)
      .where(and(eq(variants.productId, mixed.id), eq(variants.allowPurchase, true), eq(variants.colli, 1)))
      .orderBy(variants.id)
      .limit(1),
    'variant',
  );
  const notOk = await one(
    h.db
      .select()
      .from(variants)
      .where(and(eq(variants.productId, mixed.id), eq(variants.allowPurchase, false)))
      .orderBy(variants.id)
      .limit(1),
    'variant',
  );
  return {
    plain: { id: plain.id, sku: plain.sku },
    colli: { id: colli.id, colli: colli.colli },
    variants: { id: mixed.id, ok: ok.id, okSku: ok.sku, notOk: notOk.id, notOkSku: notOk.sku },
    notPurchasable: { id: notPurchasable.id, sku: notPurchasable.sku },
    invalidVariantSku: 'CONTRACT-JACKET-M',
    fee: { p100: 'contract-100', p9999: 'contract-9999' },
    gift: FREE_GIFT_PRODUCTS[0],
    // Seed: Butik Demo ApS (C1000) with the profiles Standard and Projekt; Gaveglad A/S (C1001); Nordlys Energi A/S
    // (C1004, not one of the salesperson's four).
    customers: {
      withProfiles: 'C1000',
      profiles: ['standard', 'projekt'],
      search: 'Butik Demo',
      other: 'C1001',
      unassigned: 'C1004',
      unassignedSearch: 'Nordlys',
    },
  };
}

export async function serverBackend(): Promise<Backend> {
  const h = await setup();
  await insertFixtures(h);
  const roles = await serverRoles(h);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let accounts = 0;
  /** A fresh account, so no scenario sees another's wish lists or saved cart. */
  const account = async (role: Role): Promise<{ email: string; id: number }> => {
    accounts += 1;
    const email = `contract-${role}-${accounts}@butik.test`;
    const [user] = await h.db
      .insert(users)
      .values({
        email,
        name: `Contract ${accounts}`,
        passwordHash,
        role,
        customerId: role === 'user' ? roles.customers.withProfiles : null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`contract fixture: no account ${email}`);
    // A salesperson reaches only the customers assigned to them: these get the demo salesperson's four companies.
    if (role === 'salesperson') await assignToSalesperson(h.db, user.id, { customers: SAELGER_CUSTOMERS });
    return { email, id: user.id };
  };
  const answer = (res: { status: number; body: unknown; headers: Headers }): Answer => ({
    status: res.status,
    body: res.body,
    header: (name) => res.headers.get(name),
  });
  return {
    name: 'server',
    roles,
    async session() {
      const c = new Client(h.app);
      let signedIn: number | null = null;
      return {
        get: async (path, opts = {}) => answer(await c.get(`${API}/${path}`, { xsrf: opts.xsrf !== false })),
        post: async (path, json, opts = {}) =>
          answer(await c.post(`${API}/${path}`, json, { xsrf: opts.xsrf !== false })),
        delete: async (path, opts = {}) => answer(await c.delete(`${API}/${path}`, { xsrf: opts.xsrf !== false })),
        async signIn(role, { saved = [] } = {}) {
          const { email, id } = await account(role);
          signedIn = id;
          if (saved.length > 0) {
            // A saved cart is the cart a user left when signing out.
            const before = new Client(h.app);
            await before.signIn(email);
            const filled = await before.post(`${API}/cart/addorupdatecartfromlist`, { items: saved });
            if (filled.status !== 200) throw new Error(`contract fixture: saved cart ${JSON.stringify(filled.body)}`);
            await before.get('/login/signout?output=json');
          }
          const res = await c.signIn(email);
          if (!res.body.signincompleted) throw new Error(`contract fixture: sign-in of ${email} failed`);
        },
        async unassign(customerId) {
          if (signedIn === null) throw new Error('contract fixture: unassign before sign-in');
          await h.db
            .delete(salespersonCustomers)
            .where(
              and(eq(salespersonCustomers.salespersonId, signedIn), eq(salespersonCustomers.customerId, customerId)),
            );
        },
      };
    },
    close: () => h.close(),
  };
}
