/**
 * The login page URL's actions (spec §7), at `/login` (LOGIN_PATH):
 *
 * - `POST /login` multipart (or url-encoded) with the action in form field `action` (or `?action=`):
 *   `signin` (username, password URL-encoded by the client, rememberlogin),
 *   `resetpasswordrequest` (email), `resetpassword` (newpassword, confirmnewpassword; `?key=`),
 *   `optin` (newpassword, confirmnewpassword; `?token=`), `signout`, `user/changepassword`
 *   (oldpassword, newpassword).
 * - `GET /login/signout?output=json` and `GET /login/user/changepassword?oldpassword=&newpassword=`
 *   (the spec's GET forms; both need the X-XSRF-TOKEN header as they change state).
 *
 * With `output=json` (form field or query) or `Accept: application/json` the answer is JSON with the
 * spec's fields (src/api/schemas/login.ts); otherwise a 303 redirect (a plain HTML form works too).
 * `GET /login` itself is the demo site's login page (DEMO SITE).
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  LoginPageForms,
  OptInQuery,
  ResetPasswordQuery,
  type LoginPageAction,
} from '../../../src/api/schemas/login.ts';
import { validate } from '../../../src/api/schemas/common.ts';
import { cartLines, sessions, users } from '../db/schema/commerce.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { ApiError, badRequest } from '../middleware/errors.ts';
import { failureLimiter, type FailureLimiter } from '../middleware/failure-limit.ts';
import { hashPassword, verifyPassword } from '../middleware/password.ts';
import { signIn, signOut } from '../middleware/session.ts';
import { check, formBody, refuseNul } from '../middleware/validate.ts';
import { requireXsrf } from '../middleware/xsrf.ts';
import { retentionCart } from './cart-model.ts';
import { LOGIN_PATH } from './login-path.ts';
import { consumeToken, issueToken } from './tokens.ts';

export { LOGIN_PATH };

type Ctx = Context<AppEnv>;
const MIN_PASSWORD_LENGTH = 8;

function decodePassword(value: string, field: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest(`${field} is not valid: expected a URL-encoded password`, field);
  }
}

function checkNewPassword(password: string, field = 'newpassword'): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw badRequest(`${field} must be at least ${MIN_PASSWORD_LENGTH} characters`, field);
}

function wantsJson(c: Ctx, form: Record<string, unknown>): boolean {
  return (
    form.output === 'json' ||
    c.req.query('output') === 'json' ||
    (c.req.header('accept') ?? '').includes('application/json')
  );
}

function answer(c: Ctx, json: boolean, body: Record<string, unknown>, redirect: string): Response {
  return json ? c.json(body) : c.redirect(redirect, 303);
}

async function findUser(c: Ctx, email: string): Promise<UserRow | undefined> {
  const [user] = await c.get('db').select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

async function hasSavedCart(c: Ctx, userId: number): Promise<boolean> {
  const db = c.get('db');
  const saved = await retentionCart(db, userId);
  if (!saved) return false;
  const [line] = await db
    .select({ id: cartLines.cartId })
    .from(cartLines)
    .where(eq(cartLines.cartId, saved.id))
    .limit(1);
  return !!line;
}

/** Failed sign-ins allowed per client address and window (then 429 with Retry-After). */
export const SIGNIN_FAILURE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };
/**
 * Failed sign-ins allowed per account (the username tried, from any address) and window: a guesser spread over many
 * addresses gets no more tries at one password. (Someone can use it to hold an account's sign-in for 15 minutes;
 * the password reset still works.)
 */
export const SIGNIN_ACCOUNT_FAILURE_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 };

/** The per-account key of a sign-in: the username as matched (trimmed, lower case), for known and unknown ones. */
const accountKey = (username: string): string => username.trim().toLowerCase().slice(0, 320);

type Handler = (c: Ctx, form: Record<string, unknown>, json: boolean, limiter: FailureLimiter) => Promise<Response>;

const handlers: Record<LoginPageAction, Handler> = {
  async signin(c, form, json, limiter) {
    const username = String(form.username);
    const password = decodePassword(String(form.password), 'password');
    try {
      // Inside the try: the limit lives in the database, so a failing database is a critical failure here too.
      await limiter.check(c, accountKey(username));
      const user = await findUser(c, username);
      const ok = await verifyPassword(password, user?.passwordHash ?? '');
      if (!user || !ok || !user.active) {
        await limiter.fail(c, accountKey(username));
        return answer(
          c,
          json,
          { signincompleted: false, previouscartfound: false, errortype: 0, signinerror: true },
          `${LOGIN_PATH}?signinerror=true&errortype=0`,
        );
      }
      const previouscartfound = await hasSavedCart(c, user.id);
      await signIn(c, user, form.rememberlogin === true);
      return answer(c, json, { signincompleted: true, previouscartfound, errortype: null }, '/');
    } catch (err) {
      if (err instanceof ApiError) throw err;
      console.error('[butik] sign-in failed:', err);
      return answer(
        c,
        json,
        { signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true },
        `${LOGIN_PATH}?signinerror=true&errortype=1`,
      );
    }
  },

  async resetpasswordrequest(c, form, json) {
    const user = await findUser(c, String(form.email));
    if (!user) return answer(c, json, { emailsent: false, emailmissing: true }, `${LOGIN_PATH}?emailmissing=true`);
    // The token and its e-mail in one transaction: a crash between the two would leave a token nobody can receive.
    await c.get('db').transaction((tx) => issueToken(tx, c, user, 'reset'));
    return answer(c, json, { emailsent: true, emailmissing: false }, `${LOGIN_PATH}?emailsent=true`);
  },

  async resetpassword(c, form, json) {
    const { key } = check(ResetPasswordQuery, { key: c.req.query('key') }, 'key');
    const password = decodePassword(String(form.newpassword), 'newpassword');
    checkNewPassword(password);
    if (password !== decodePassword(String(form.confirmnewpassword), 'confirmnewpassword')) {
      throw badRequest('The passwords do not match', 'confirmnewpassword');
    }
    const db = c.get('db');
    const userId = await consumeToken(db, key, 'reset', c.get('now')());
    if (userId === null) return answer(c, json, { resetcompleted: false, redirecturl: '/' }, '/');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      // Every existing session of the user ends with the reset.
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    });
    return answer(c, json, { resetcompleted: true, redirecturl: LOGIN_PATH }, LOGIN_PATH);
  },

  async optin(c, form, json) {
    const { token } = check(OptInQuery, { token: c.req.query('token') }, 'token');
    const password = decodePassword(String(form.newpassword), 'newpassword');
    checkNewPassword(password);
    if (password !== decodePassword(String(form.confirmnewpassword), 'confirmnewpassword')) {
      throw badRequest('The passwords do not match', 'confirmnewpassword');
    }
    const db = c.get('db');
    const userId = await consumeToken(db, token, 'optin', c.get('now')());
    if (userId === null) {
      return answer(
        c,
        json,
        { signincompleted: false, errortype: 1, optinerror: true },
        `${LOGIN_PATH}?optinerror=true&errortype=1`,
      );
    }
    const passwordHash = await hashPassword(password);
    const [user] = await db.update(users).set({ passwordHash, active: true }).where(eq(users.id, userId)).returning();
    if (!user)
      return answer(
        c,
        json,
        { signincompleted: false, errortype: 1, optinerror: true },
        `${LOGIN_PATH}?optinerror=true&errortype=1`,
      );
    await signIn(c, user, false);
    return answer(c, json, { signincompleted: true, errortype: null }, '/');
  },

  async signout(c, _form, json) {
    await signOut(c);
    return answer(c, json, { signoutcompleted: true }, '/');
  },

  async 'user/changepassword'(c, form, json) {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'Sign-in required');
    const oldpassword = decodePassword(String(form.oldpassword), 'oldpassword');
    const newpassword = decodePassword(String(form.newpassword), 'newpassword');
    checkNewPassword(newpassword);
    if (!(await verifyPassword(oldpassword, user.passwordHash))) {
      return answer(c, json, { passwordchanged: false, errortype: 0 }, `${LOGIN_PATH}?passwordchanged=false`);
    }
    const passwordHash = await hashPassword(newpassword);
    await c.get('db').update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return answer(c, json, { passwordchanged: true, errortype: null }, `${LOGIN_PATH}?passwordchanged=true`);
  },
};

function isAction(value: unknown): value is LoginPageAction {
  return typeof value === 'string' && Object.hasOwn(LoginPageForms, value);
}

async function dispatch(c: Ctx, raw: Record<string, unknown>, limiter: FailureLimiter): Promise<Response> {
  refuseNul(raw); // the GET forms' query values too (the POST form is checked by formBody)
  const action = raw.action ?? c.req.query('action');
  if (!isAction(action)) {
    throw badRequest(`action must be one of ${Object.keys(LoginPageForms).join(', ')}`, 'action');
  }
  const result = validate(LoginPageForms[action] as never, { ...raw, action });
  if (!result.ok) throw badRequest(result.message, result.field || 'body');
  const form = result.value as Record<string, unknown>;
  return handlers[action](c, form, wantsJson(c, raw), limiter);
}

export function loginRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const limiter = failureLimiter({
    ...SIGNIN_FAILURE_LIMIT,
    account: SIGNIN_ACCOUNT_FAILURE_LIMIT,
    what: 'sign-ins',
    scope: 'signin',
  });

  app.post('/', async (c) => {
    const body = await formBody(c);
    const raw: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      const single = Array.isArray(value) ? value[value.length - 1] : value;
      if (single instanceof File) throw badRequest(`${key} must be a text field`, key);
      raw[key] = single;
    }
    return dispatch(c, raw, limiter);
  });

  app.get('/signout', requireXsrf, async (c) => dispatch(c, { action: 'signout', ...pick(c, ['output']) }, limiter));
  app.post('/signout', async (c) => dispatch(c, { action: 'signout', ...pick(c, ['output']) }, limiter));
  app.get('/user/changepassword', requireXsrf, async (c) =>
    dispatch(c, { action: 'user/changepassword', ...pick(c, ['oldpassword', 'newpassword', 'output']) }, limiter),
  );

  return app;
}

function pick(c: Ctx, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = c.req.query(key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
