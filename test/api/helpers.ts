/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * Test harness for the reference server: an in-memory PGlite database, migrated and seeded once per
 * test file, the app in-process (`app.request`), and a small browser-like client with a cookie jar
 * that echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN (like the library's HTTP client).
 */
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../../demo/server/app.ts';
import { openDb, type Db } from '../../demo/server/db/client.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { seed } from '../../demo/server/seed/index.ts';
import { DEMO_PASSWORD } from '../../demo/server/seed/commerce.ts';
import { createOutboxWorker, type OutboxWorker } from '../../demo/server/worker/outbox.ts';

export const API = '/contextapi/demo/v1';

/** The gift shops of the demo owner `ejer@butik.test` (`giftshop/by-user`), sorted: the four fixed and three extra. */
export const EJER_SHOP_IDS = [
  'jubilaeum',
  'jul-2025',
  'jul-2026',
  'medarbejdergave-q3-gaveglad',
  'paaske-2027',
  'personalefest-2027-gaveglad',
  'sommerfest-2026-gaveglad',
];

export interface Harness {
  db: Db;
  app: ReturnType<typeof createApp>;
  worker: OutboxWorker;
  close(): Promise<void>;
}

export async function setup(opts: { now?: () => Date } = {}): Promise<Harness> {
  const opened = await openDb({ dataDir: 'memory://' });
  await seed(opened.db);
  const worker = createOutboxWorker(opened.db, { baseUrl: 'http://127.0.0.1:8080' });
  const app = createApp({ db: opened.db, ...(opts.now ? { now: opts.now } : {}) });
  return { db: opened.db, app, worker, close: () => opened.close() };
}

export interface Res<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header (default true). */
  xsrf?: boolean;
}

/** A browser: cookie jar + XSRF echo. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: Harness['app']) {}

  async request<T = any>(method: string, path: string, opts: RequestOptions = {}): Promise<Res<T>> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.prime();
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (opts.xsrf !== false) headers['X-XSRF-TOKEN'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let body: BodyInit | undefined = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    if (opts.form) body = opts.form;
    const res = await this.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    this.store(res.headers);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('GET', path, opts);
  }
  post<T = any>(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...opts, ...(json !== undefined ? { json } : {}) });
  }
  delete<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('DELETE', path, opts);
  }

  /** Loads any page to receive the XSRF cookie. */
  async prime(): Promise<void> {
    const res = await this.app.request(`${API}/cart/getcart`, { headers: { accept: 'application/json' } });
    this.store(res.headers);
    await res.text();
  }

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Signs in through the login page URL (multipart, password URL-encoded like the element does). */
  async signIn(username: string, password = DEMO_PASSWORD, remember = false) {
    const form = new FormData();
    form.set('action', 'signin');
    form.set('username', username);
    form.set('password', encodeURIComponent(password));
    if (remember) form.set('rememberlogin', 'true');
    form.set('output', 'json');
    return this.request<{
      signincompleted: boolean;
      previouscartfound: boolean;
      errortype?: number | null;
      signinerror?: boolean;
    }>('POST', '/login', { form });
  }
}

/** A new client signed in as `email` (the demo password by default); throws when the sign-in does not complete. */
export async function signedInClient(app: Harness['app'], email: string, password = DEMO_PASSWORD): Promise<Client> {
  const client = new Client(app);
  const res = await client.signIn(email, password);
  if (!res.body.signincompleted) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(res.body)}`);
  return client;
}

/** The first `count` products (by id) that are purchasable, without variants, colli 1 and with prices shown. */
export async function plainProducts(db: Db, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.hasVariants, false),
        eq(products.allowPurchase, true),
        eq(products.colli, 1),
        eq(products.showPrices, true),
      ),
    )
    .orderBy(sql`${products.id}`)
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} plain products, ${count} wanted`);
  return rows.map((r) => r.id);
}

export const loginForm = (fields: Record<string, string>): FormData => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
