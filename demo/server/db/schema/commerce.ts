/**
 * Commerce tables (COMMERCE helper): accounts, sessions, carts, gift shops, gift codes,
 * wish lists, the e-mail outbox, single-use tokens, translations and form submissions.
 *
 * Money is stored in øre (integer hundredths of a krone) wherever the server computes it.
 * Product ids are the catalogue's string ids ("10001" ...); they are not foreign keys here so the
 * commerce schema does not depend on the catalogue table layout.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type UserRole = 'user' | 'owner' | 'salesperson' | 'supervisor';
export type InvitationState = 'MANUAL' | 'SENDING' | 'SENT' | 'FAILED';

export interface GiftShopTheme {
  backgroundcolor: string | null;
  textcolor: string | null;
  logoimage: string | null;
}

/** A company customer (B2B account). */
export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  company: text('company').notNull(),
  vatno: text('vatno').notNull().default(''),
  eanno: text('eanno').notNull().default(''),
  address: text('address').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  city: text('city').notNull().default(''),
  /** Customer profiles a user of this customer may switch between (customer/changeprofile). */
  profiles: jsonb('profiles').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    /** scrypt hash: `scrypt$<salt b64>$<hash b64>`; empty until the user opts in / sets a password. */
    passwordHash: text('password_hash').notNull().default(''),
    role: text('role').$type<UserRole>().notNull().default('user'),
    customerId: text('customer_id').references(() => customers.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/** Which users a salesperson may act for. */
export const salespersonUsers = pgTable(
  'salesperson_users',
  {
    salespersonId: integer('salesperson_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.salespersonId, t.userId] })],
);

/**
 * Which customers (companies) a salesperson may act for: search, choose (customer/change) and buy for. A
 * salesperson reaches no other customer; a supervisor reaches all (docs/security-access.md).
 */
export const salespersonCustomers = pgTable(
  'salesperson_customers',
  {
    salespersonId: integer('salesperson_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.salespersonId, t.customerId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the random cookie value; the raw value is only in the cookie. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For salespeople: the user they currently act for. */
    actingAsUserId: integer('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
    selectedCustomerId: text('selected_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerProfile: text('customer_profile'),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The worker's purge of expired sessions (once a minute on every instance): a range, not a scan of all guests.
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Carts. The current cart of a browser is the one whose `sessionId` is the session's id (guest or
 * signed in). On sign-in the session cart is given `userId`; on sign-out `sessionId` is cleared, and a
 * user's cart with no session is their saved ("retention") cart offered at the next sign-in.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Free gift product chosen by the buyer (freegift/add), or null for the default. */
    freeGiftProductId: text('free_gift_product_id'),
    /** True when the buyer removed the free gift (freegift/remove). */
    freeGiftRemoved: boolean('free_gift_removed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_session_idx').on(t.sessionId), index('carts_user_idx').on(t.userId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** '' when the product has no variant; the line key is productId + variantId. */
    variantId: text('variant_id').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Product id of the parent line for add-on products. */
    addonParent: text('addon_parent'),
    position: serial('position'),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId, t.variantId] })],
);

/** Delivery addresses a gift-shop manager may pick for a gift shop. */
export const giftShopAddresses = pgTable('giftshop_addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  att: text('att').notNull().default(''),
});

export const giftShops = pgTable(
  'gift_shops',
  {
    /** Slug, e.g. "jul-2026". */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    customerId: text('customer_id').references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startdate: date('startdate', { mode: 'string' }),
    enddate: date('enddate', { mode: 'string' }),
    /** Delivery date (ISO yyyy-mm-dd) of the gifts; the UI shows its ISO week. */
    delivery: date('delivery', { mode: 'string' }),
    deliveryAddressId: integer('delivery_address_id').references(() => giftShopAddresses.id, { onDelete: 'set null' }),
    wrappingrequested: boolean('wrappingrequested').notNull().default(false),
    homedeliveryrequested: boolean('homedeliveryrequested').notNull().default(false),
    requireddefaultproducts: integer('requireddefaultproducts').notNull().default(1),
    defaultproducts: jsonb('defaultproducts').$type<string[]>().notNull().default([]),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    theme: jsonb('theme').$type<GiftShopTheme>(),
    message: text('message').notNull().default(''),
    emailmessage: text('emailmessage').notNull().default(''),
    cardsrequested: boolean('cardsrequested').notNull().default(false),
    /** 0 OPEN, 1 CLOSED. */
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_shops_user_idx').on(t.userId)],
);

export const giftCodes = pgTable(
  'gift_codes',
  {
    /** As printed, e.g. "JUL26-0001". */
    id: text('id').primaryKey(),
    /** Forgiving lookup key: upper case, no spaces/dashes, O->0, I/L->1. */
    lookupKey: text('lookup_key').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => giftShops.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    consent: boolean('consent').notNull().default(false),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    cardrequested: boolean('cardrequested').notNull().default(false),
    invitationstate: text('invitationstate').$type<InvitationState>().notNull().default('MANUAL'),
    /** Invitation text override given with codes/invite (else the shop's emailmessage is used). */
    invitemessage: text('invitemessage'),
    createdate: timestamp('createdate', { withTimezone: true }).notNull().defaultNow(),
    lastupdate: timestamp('lastupdate', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_codes_lookup_idx').on(t.lookupKey),
    index('gift_codes_shop_idx').on(t.shopId),
    // The outbox worker's queue: only the codes waiting to be sent (a handful among thousands).
    index('gift_codes_sending_idx')
      .on(t.lastupdate, t.id)
      .where(sql`${t.invitationstate} = 'SENDING'`),
  ],
);

export const wishLists = pgTable(
  'wish_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wish_lists_user_label_idx').on(t.userId, t.label)],
);

export const wishListItems = pgTable(
  'wish_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => wishLists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    quantity: integer('quantity').notNull(),
  },
  // A user's lists' items (every wish-list answer), and the cascade when a list is deleted.
  (t) => [index('wish_list_items_list_idx').on(t.listId, t.id)],
);

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** Every e-mail the demo "sends"; shown on the demo site's /outbox page. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    /** Gift code the e-mail invites to, if any. */
    codeId: text('code_id'),
    error: text('error'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    sent: timestamp('sent', { withTimezone: true }),
  },
  (t) => [
    // The worker's queue of mails still to send, and the sent-status of a code's invitation.
    index('outbox_queued_idx')
      .on(t.id)
      .where(sql`${t.status} = 'queued'`),
    index('outbox_code_idx').on(t.codeId),
  ],
);

/**
 * Failed attempts (gift-code look-ups, sign-ins) per client address in a fixed window, shared by every
 * server instance on the database (middleware/failure-limit.ts).
 */
export const failureLimits = pgTable(
  'failure_limits',
  {
    /** What is limited: 'code' or 'signin'. */
    scope: text('scope').notNull(),
    /** The client address. */
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('failure_limits_reset_idx').on(t.resetAt)],
);

/**
 * Server secrets generated once per database (middleware/secret.ts): the fallback HMAC key of the XSRF tokens when
 * the environment gives none (BUTIK_SECRET). Stored, so every instance on the database derives the same tokens.
 */
export const serverSecrets = pgTable('server_secrets', {
  /** What the secret is for, e.g. 'xsrf'. */
  name: text('name').primaryKey(),
  /** base64url of 32 random bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TokenKind = 'reset' | 'optin';

/** Single-use, expiring tokens (password reset, opt-in). Only the sha256 of the token is stored. */
export const tokens = pgTable('tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<TokenKind>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Interface label translations, per language. */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    group: text('group').notNull().default(''),
    key: text('key').notNull(),
    value: text('value').notNull(),
    replacements: jsonb('replacements').$type<string[]>().notNull().default([]),
    /** True when registered through translations/ensure (missing label, default text). */
    ensured: boolean('ensured').notNull().default(false),
  },
  (t) => [uniqueIndex('translations_key_idx').on(t.language, t.group, t.key)],
);

/** Key/value settings, e.g. the gift-shop default configuration help texts. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export interface UploadedFileMeta {
  name: string;
  type: string;
  size: number;
}

export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  files: jsonb('files').$type<UploadedFileMeta[]>().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const newCustomerRequests = pgTable('new_customer_requests', {
  id: serial('id').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const signups = pgTable('signups', {
  id: serial('id').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Tracked events (POST /contextapi/{profileId}/v1/event/view, route owned by CATALOG). */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  profileId: text('profile_id').notNull(),
  type: text('type').notNull(),
  itemId: text('item_id').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
