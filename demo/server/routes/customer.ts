/**
 * `/contextapi/{context}/v1/customer*` (spec §7): the current customer, customer search and change
 * (salespeople and supervisors), customer profile change, and company sign-up.
 *
 * Access (docs/security-access.md): a supervisor finds and chooses any customer; a salesperson only those assigned to
 * them (`salesperson_customers`), and a choice counts only while the assignment lasts.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  ChangeCustomerQuery,
  ChangeProfileQuery,
  CustomerSearchQuery,
  SignupModel,
} from '../../../src/api/schemas/customer.ts';
import { validate } from '../../../src/api/schemas/common.ts';
import { customers, salespersonCustomers, sessions, signups, users } from '../db/schema/commerce.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { requireRole, requireUser } from '../middleware/auth.ts';
import { badRequest, forbidden, notFound } from '../middleware/errors.ts';
import { nulPath, queryParams } from '../middleware/validate.ts';
import { requireXsrf } from '../middleware/xsrf.ts';
import { issueToken } from './tokens.ts';

type Ctx = Context<AppEnv>;
type CustomerRow = typeof customers.$inferSelect;

const profileId = (name: string): string =>
  name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-');

function customerJson(
  row: CustomerRow,
  contact: { email: string; phone: string } | null,
  currentprofile: string | null,
) {
  return {
    id: row.id,
    name: row.company,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    vatno: row.vatno,
    eanno: row.eanno,
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    profiles: row.profiles.map((name) => ({ id: profileId(name), name })),
    currentprofile,
  };
}

/** True when `user` may act for customer `customerId`: a supervisor always, a salesperson when assigned to it. */
async function mayActForCustomer(c: Ctx, user: UserRow, customerId: string): Promise<boolean> {
  if (user.role === 'supervisor') return true;
  if (user.role !== 'salesperson') return false;
  const rows = await c
    .get('db')
    .select({ id: salespersonCustomers.customerId })
    .from(salespersonCustomers)
    .where(and(eq(salespersonCustomers.salespersonId, user.id), eq(salespersonCustomers.customerId, customerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The customer the request buys for: the customer a salesperson or supervisor chose (customer/change) while they
 * may still act for it, else the actor's own customer.
 */
async function currentCustomer(c: Ctx): Promise<CustomerRow | null> {
  const session = c.get('session');
  const user = c.get('user');
  const actor = c.get('actor');
  const selected = session?.selectedCustomerId ?? null;
  const id = selected && user && (await mayActForCustomer(c, user, selected)) ? selected : (actor?.customerId ?? null);
  if (!id) return null;
  const [row] = await c.get('db').select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

async function contactOf(c: Ctx, customer: CustomerRow): Promise<{ email: string; phone: string } | null> {
  const actor = c.get('actor');
  if (actor && actor.customerId === customer.id) return { email: actor.email, phone: actor.phone };
  const [first] = await c
    .get('db')
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.customerId, customer.id))
    .orderBy(asc(users.id))
    .limit(1);
  return first ?? null;
}

const normalizeVat = (vat: string): string =>
  vat
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/^DK/, '');

export const SIGNUP_MESSAGES = {
  None: 'Thank you! Please check your inbox, in order to confirm your e-mail address',
  MissingDetails: 'Please provide the nessesary details.',
  CustomerExists: 'A customer already exist with provided details.',
  UserExists: 'A user already exist with provided email address.',
  Critical: 'The system encountered an error, please contact our support.',
} as const;

export function customerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const customer = await currentCustomer(c);
    if (!customer) return c.json(null);
    return c.json(customerJson(customer, await contactOf(c, customer), c.get('session')?.customerProfile ?? null));
  });

  app.get('/search', async (c) => {
    const user = requireRole(c, 'salesperson', 'supervisor');
    const { query, limit, offset } = queryParams(c, CustomerSearchQuery);
    const q = query.trim();
    const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const matches = q
      ? or(
          ilike(customers.company, pattern),
          ilike(customers.vatno, pattern),
          ilike(customers.city, pattern),
          eq(customers.id, q),
        )
      : undefined;
    // A salesperson finds only the customers assigned to them; a supervisor finds all.
    const where =
      user.role === 'salesperson'
        ? and(
            matches,
            inArray(
              customers.id,
              c
                .get('db')
                .select({ id: salespersonCustomers.customerId })
                .from(salespersonCustomers)
                .where(eq(salespersonCustomers.salespersonId, user.id)),
            ),
          )
        : matches;
    const db = c.get('db');
    const rows = await db
      .select()
      .from(customers)
      .where(where)
      .orderBy(asc(customers.company), asc(customers.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(customers).where(where);
    c.header('X-Total-Count', String(total?.n ?? rows.length));
    return c.json(rows.map((row) => customerJson(row, null, null)));
  });

  app.post('/change', async (c) => {
    const user = requireRole(c, 'salesperson', 'supervisor');
    const { selectedcustomer } = queryParams(c, ChangeCustomerQuery);
    const db = c.get('db');
    const [row] = await db.select().from(customers).where(eq(customers.id, selectedcustomer)).limit(1);
    if (!row) throw badRequest(`Unknown customer ${selectedcustomer}`, 'selectedcustomer');
    if (!(await mayActForCustomer(c, user, row.id))) throw forbidden('You may not act for this customer');
    const session = c.get('session');
    if (!session) throw forbidden();
    await db
      .update(sessions)
      .set({ selectedCustomerId: row.id, customerProfile: null })
      .where(eq(sessions.id, session.id));
    return c.json(customerJson(row, await contactOf(c, row), null));
  });

  app.get('/changeprofile', requireXsrf, async (c) => {
    requireUser(c);
    const { customerprofile } = queryParams(c, ChangeProfileQuery);
    const customer = await currentCustomer(c);
    if (!customer) throw notFound('No customer for this user');
    const profile = customer.profiles.find((name) => profileId(name) === customerprofile);
    if (!profile) throw badRequest(`Unknown customer profile ${customerprofile}`, 'customerprofile');
    const session = c.get('session');
    if (!session) throw forbidden();
    await c.get('db').update(sessions).set({ customerProfile: customerprofile }).where(eq(sessions.id, session.id));
    return c.json(customerJson(customer, await contactOf(c, customer), customerprofile));
  });

  // Company sign-up: creates the customer and an inactive user; the opt-in link goes to the outbox.
  app.post('/signup', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(
        { signupcompleted: false, error: 'MissingDetails', field: 'body', message: 'Request body must be valid JSON' },
        400,
      );
    }
    const nul = nulPath(body);
    if (nul) {
      const field = nul.join('.') || 'body';
      return c.json(
        {
          signupcompleted: false,
          error: 'MissingDetails',
          field,
          message: `${field} is not valid: it contains a NUL character`,
        },
        400,
      );
    }
    const result = validate(SignupModel, body);
    if (!result.ok) {
      return c.json(
        { signupcompleted: false, error: 'MissingDetails', field: result.field, message: result.message },
        400,
      );
    }
    const model = result.value;
    const db = c.get('db');
    const email = model.email.trim().toLowerCase();
    const [existingUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existingUser) return c.json({ signupcompleted: false, error: 'UserExists' });
    const vat = normalizeVat(model.vatno);
    const [existingCustomer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        or(
          sql`upper(regexp_replace(regexp_replace(${customers.vatno}, '[\\s.-]', '', 'g'), '^DK', '', 'i')) = ${vat}`,
          model.eanno ? eq(customers.eanno, model.eanno) : sql`false`,
        ),
      )
      .limit(1);
    if (existingCustomer) return c.json({ signupcompleted: false, error: 'CustomerExists' });
    try {
      await db.transaction(async (tx) => {
        const customerId = `C${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
        await tx.insert(customers).values({
          id: customerId,
          company: model.companyname.trim(),
          vatno: model.vatno.trim(),
          eanno: model.eanno,
          address: model.address.trim(),
          zipcode: model.zipcode.trim(),
          city: model.city.trim(),
        });
        const [user] = await tx
          .insert(users)
          .values({ email, name: model.name.trim(), phone: model.phone, role: 'user', customerId, active: false })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        await tx
          .insert(signups)
          .values({ payload: model as unknown as Record<string, unknown>, customerId, userId: user.id });
        await issueToken(tx, c, user, 'optin');
      });
    } catch (err) {
      // A concurrent sign-up with the same e-mail loses on the unique index.
      if (/users_email_idx|duplicate key/i.test(String((err as { cause?: unknown }).cause ?? err))) {
        return c.json({ signupcompleted: false, error: 'UserExists' });
      }
      console.error('[butik] sign-up failed:', err);
      return c.json({ signupcompleted: false, error: 'Critical' });
    }
    return c.json({ signupcompleted: true, error: 'None' });
  });

  return app;
}
