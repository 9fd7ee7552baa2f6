/**
 * The reference API server as one Hono app.
 *
 * Why Hono (4.x): it is small, fully typed (route params and `c.get(...)` variables are checked by
 * TypeScript), and built on the web-standard Request/Response. The same app therefore runs behind
 * @hono/node-server in `main.ts` and in-process in the tests through `app.request(...)` — no port, no
 * network, one PGlite database per test file.
 *
 * Layout:
 * - `/contextapi/{context}/v1/...`      spec §7 calls (commerce routes here, catalogue routes by CATALOG)
 * - `/api/thirdparty/{provider}/address` address suggestions (CATALOG)
 * - `/login` (POST, multipart, field or query `action`) and `/login/signout`, `/login/user/changepassword`
 * - `/assets/giftshop/{id}.svg`          generated gift-shop logos used by the seed's themes
 * - `/images/...`                         generated catalogue pictures (CATALOG)
 * - `/` demo site pages (DEMO SITE)
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from './db/client.ts';
import type { AppEnv } from './env.ts';
import { compression } from './middleware/compression.ts';
import { handleError } from './middleware/errors.ts';
import { sessionMiddleware } from './middleware/session.ts';
import { xsrfMiddleware } from './middleware/xsrf.ts';
import { CSP_REPORT_PATH, securityHeaders } from './middleware/security-headers.ts';
import { cspReportRoutes } from './routes/csp-reports.ts';
import { cartRoutes, freegiftRoutes } from './routes/cart.ts';
import { customerRoutes } from './routes/customer.ts';
import { contentRoutes } from './routes/content.ts';
import { giftshopRoutes } from './routes/giftshop.ts';
import { loginRoutes, LOGIN_PATH } from './routes/login.ts';
import { translationRoutes } from './routes/translations.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { assetRoutes } from './routes/assets.ts';
import { addressRoutes, catalogRoutes, eventRoutes } from './routes/catalog.ts';
import { imageRoutes } from './routes/catalog-images.ts';
import { pageRoutes } from './pages/index.ts';

export interface CreateAppOptions {
  db: Db;
  /** Clock, injectable for tests (defaults to the real time). */
  now?: () => Date;
  /** Extra middleware/routes mounted before the API and pages (main.ts: static files). */
  before?: (app: Hono<AppEnv>) => void;
  /** Static file routes mounted after the API and before the pages (main.ts: /js/dist/, demo/public/). */
  static?: (app: Hono<AppEnv>) => void;
  /** Called after invitations were queued (main.ts: wakes the outbox worker). */
  wakeWorker?: () => void;
  /**
   * HMAC key of the XSRF tokens (≥ 32 characters). Default: env BUTIK_SECRET, else a key generated once per
   * database (middleware/secret.ts).
   */
  secret?: string;
  /** GET /csp-reports lists the violation reports received (tests only; routes/csp-reports.ts). */
  readableCspReports?: boolean;
  /** Where each violation report is logged (default: a line on stderr). */
  logCspReport?: (line: string) => void;
}

export const API_BASE = '/contextapi/:context/v1';

export function createApp({
  db,
  now = () => new Date(),
  before,
  static: mountStatic,
  wakeWorker,
  secret,
  readableCspReports = false,
  logCspReport,
}: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // gzip (or deflate) for every compressible answer — HTML, JS, CSS, JSON, SVG — when the client accepts it: the
  // pages' scripts alone are ~380 KB uncompressed. Outermost, so it sees each finished response (static files
  // streamed by serveStatic too); a known Content-Length under 1 KB is left alone (middleware/compression.ts).
  app.use('*', compression());
  // nosniff, Referrer-Policy, Permissions-Policy, HSTS over https on every answer; the pages' CSP with its nonce.
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', now);
    c.set('wakeWorker', wakeWorker);
    await next();
  });
  before?.(app);
  // Violation reports: before the XSRF check and sessions (browsers send them without cookies or headers).
  app.route(
    CSP_REPORT_PATH,
    cspReportRoutes({
      readable: readableCspReports,
      ...(logCspReport ? { log: logCspReport } : {}),
    }) as unknown as Hono<AppEnv>,
  );
  // The session first: the XSRF token is derived from it.
  app.use('*', sessionMiddleware());
  app.use('*', xsrfMiddleware(secret === undefined ? {} : { secret }));
  // Request bodies: 2 MB for API calls (JSON, CSV import), 51 MB for the contact form's uploads.
  const apiBodyLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: (c) => c.json({ error: 'Request body too large', field: 'body' }, 413),
  });
  // GET and HEAD carry no body: no limit to check (bodyLimit would build the full web Request just to see that).
  const noBody = (method: string) => method === 'GET' || method === 'HEAD';
  app.use(`${API_BASE}/*`, async (c, next) => {
    if (noBody(c.req.method) || c.req.path.endsWith('/content/contactrequest')) return next();
    return apiBodyLimit(c, next);
  });
  app.use(LOGIN_PATH, (c, next) => (noBody(c.req.method) ? next() : apiBodyLimit(c, next)));
  app.use(`${API_BASE}/*`, async (c, next) => {
    c.set('context', c.req.param('context') ?? '');
    // Gift-shop and cart answers are per user: never cached by shared caches.
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.route(`${API_BASE}/giftshop`, giftshopRoutes());
  app.route(`${API_BASE}/cart`, cartRoutes());
  app.route(`${API_BASE}/freegift`, freegiftRoutes());
  app.route(`${API_BASE}/customer`, customerRoutes());
  app.route(`${API_BASE}/wishlist`, wishlistRoutes());
  app.route(API_BASE, translationRoutes());
  app.route(`${API_BASE}/content`, contentRoutes());
  app.route(LOGIN_PATH, loginRoutes());
  app.route('/assets', assetRoutes());

  // CATALOG's API routes and generated images.
  app.route(API_BASE, catalogRoutes());
  app.route('/api/thirdparty/:provider/address', addressRoutes());
  app.route(API_BASE, eventRoutes());
  app.route('/images', imageRoutes() as unknown as Hono<AppEnv>);

  app.all('/contextapi/*', (c) => c.json({ error: `Unknown API path ${c.req.path}` }, 404));
  app.all('/api/*', (c) => c.json({ error: `Unknown API path ${c.req.path}` }, 404));

  mountStatic?.(app);
  // DEMO SITE's pages.
  app.route('/', pageRoutes());

  app.notFound((c) => {
    if (c.req.header('accept')?.includes('application/json')) return c.json({ error: 'Not found' }, 404);
    return c.text('Not found', 404);
  });
  app.onError(handleError);
  return app;
}
