/**
 * Starts the reference server: `tsx demo/server/main.ts` (npm run demo).
 *
 * Environment: PORT (default 8080), HOST (default 127.0.0.1), DATABASE_URL (PostgreSQL; else embedded
 * PGlite), BUTIK_DATA_DIR (PGlite data directory, default demo/data/pglite). An empty database is
 * seeded (once: under a PostgreSQL advisory lock, so instances started together wait for the first). DB_POOL_MAX
 * sizes the PostgreSQL pool (default 10). BUTIK_SECRET (≥ 32 characters): the XSRF tokens' HMAC key, the same on
 * every instance (else one generated and stored in the database). BUTIK_TRUST_PROXY=1: behind a proxy or load
 * balancer, take the client address for the guessing limits from X-Forwarded-For. BUTIK_TEST_CSP_REPORTS=1 lets
 * GET /csp-reports list the CSP violation reports received (tests only). `npm run serve` starts it without building the library. Serves the API and pages (app.ts), the built library under /js/dist/ from dist/, and static
 * files from demo/public/. The outbox worker runs in the same process. SIGINT/SIGTERM shut down cleanly.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createApp } from './app.ts';
import { openDb, type Db } from './db/client.ts';
import { products } from './db/schema/catalog.ts';
import { users } from './db/schema/commerce.ts';
import type { AppEnv } from './env.ts';
import { configuredSecret, databaseSecret } from './middleware/secret.ts';
import { seed } from './seed/index.ts';
import { seedCommerce } from './seed/commerce.ts';
import { siteCss } from './site-css.ts';
import { siteScript } from './site-js.ts';
import { createOutboxWorker } from './worker/outbox.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = resolve(here, '../../dist');
export const PUBLIC_DIR = resolve(here, '../public');

/**
 * Hashed files (chunks/name-AbCd1234.js, locales/unit.da-AbCd1234.js) never change: cache them for a year. Only
 * those folders hold hashed names: an element's file (elements/related-products.js: "-products" is no hash) holds
 * its code and must revalidate like the loader and the other entry files.
 */
const HASHED = /^\/js\/dist\/(?:chunks|locales)\/[^/]+[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|map)$/;

export function mountStatic(app: Hono<AppEnv>): void {
  // ETag + If-None-Match -> 304 for the revalidated (no-cache) entry files.
  app.use('/js/dist/*', etag());
  // Caching and type headers, set on the finished response (serveStatic builds it before its onFound hook runs).
  app.use('/js/dist/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const name = basename(c.req.path);
    c.res.headers.set('Cache-Control', HASHED.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (/\.m?js$/.test(name)) c.res.headers.set('Content-Type', 'text/javascript; charset=utf-8');
    if (name.endsWith('.map')) c.res.headers.set('Content-Type', 'application/json; charset=utf-8');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    '/js/dist/*',
    serveStatic({
      root: DIST_DIR,
      rewriteRequestPath: (path) => path.replace(/^\/js\/dist/, ''),
    }),
  );
  app.all('/js/dist/*', (c) => c.text('Not found', 404));
  if (existsSync(PUBLIC_DIR)) {
    // /site.css is joined from its parts once (demo/server/site-css.ts), /site.js minified once (site-js.ts);
    // revalidated like the other public files.
    const css = siteCss(PUBLIC_DIR);
    const modified = new Date().toUTCString();
    app.get('/site.css', (c) =>
      c.body(css, 200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        'Last-Modified': modified,
      }),
    );
    const script = siteScript(PUBLIC_DIR);
    app.get('/site.js', (c) =>
      c.body(script, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        'Last-Modified': modified,
      }),
    );
    app.use('*', async (c, next) => {
      await next();
      if (c.res.status === 200 && c.res.headers.has('Last-Modified') && !c.res.headers.has('Cache-Control')) {
        c.res.headers.set('Cache-Control', 'public, max-age=300');
      }
    });
    app.use('*', serveStatic({ root: PUBLIC_DIR }));
  }
}

/** Seeds an empty database; a database with products is never seeded again (restarts, more instances). */
export async function seedIfEmpty(db: Db, log: (msg: string) => void): Promise<void> {
  const [p] = await db.select({ n: count() }).from(products);
  if (!p || p.n === 0) {
    const started = Date.now();
    await seed(db);
    log(`Seeded an empty database in ${Date.now() - started} ms`);
    return;
  }
  const [u] = await db.select({ n: count() }).from(users);
  if (!u || u.n === 0) {
    await seedCommerce(db);
    log('Seeded the commerce demo records');
  }
}

export interface StartOptions {
  port?: number;
  host?: string;
  /** PostgreSQL URL (else PGlite). */
  url?: string;
  /** PGlite data directory ('memory://' for a throw-away database). */
  dataDir?: string;
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.quiet ? () => undefined : (msg: string) => console.log(`[butik] ${msg}`);
  const host = opts.host ?? '127.0.0.1';
  // Migrations and the seed run under a PostgreSQL advisory lock (db/client.ts): instances started together on
  // an empty database wait for the first one instead of colliding.
  const opened = await openDb({
    ...(opts.url ? { url: opts.url } : {}),
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    prepare: (db) => seedIfEmpty(db, log),
  });
  // The XSRF key (env BUTIK_SECRET, else the database's stored one) is read before the first request.
  if (!configuredSecret()) await databaseSecret(opened.db);
  let baseUrl = `http://${host}:${opts.port ?? 8080}`;
  const worker = createOutboxWorker(opened.db, { baseUrl, intervalMs: 1000 });
  const app = createApp({
    db: opened.db,
    wakeWorker: () => worker.wake(),
    static: mountStatic,
    // The journeys read the CSP violation reports the browser sent (routes/csp-reports.ts): tests only.
    readableCspReports: process.env.BUTIK_TEST_CSP_REPORTS === '1',
  });
  const server = await new Promise<ServerType>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 8080, hostname: host }, () => resolveServer(s));
    s.once('error', reject);
  });
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node closes them after
  // 5 s): a request sent on a connection the server is closing at that moment fails with ECONNRESET (seen
  // in the journeys' API calls between page steps).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 8080);
  baseUrl = `http://${host}:${port}`;
  worker.start();
  log(`Butik Elements demo on ${baseUrl} (${opened.driver})`);
  let closing: Promise<void> | null = null;
  return {
    url: baseUrl,
    port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((done) => {
          server.close(() => done());
          // Idle keep-alive sockets would hold close() open.
          (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        });
        await worker.stop();
        await opened.close();
      })();
      return closing;
    },
  };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got ${process.env.PORT}`);
    process.exit(1);
  }
  startServer({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {}),
    ...(process.env.BUTIK_DATA_DIR ? { dataDir: process.env.BUTIK_DATA_DIR } : {}),
  })
    .then((running) => {
      const shutdown = (signal: string) => {
        console.log(`[butik] ${signal}: shutting down`);
        const force = setTimeout(() => process.exit(1), 5000);
        force.unref();
        running.close().then(
          () => process.exit(0),
          (err: unknown) => {
            console.error('[butik] shutdown failed:', err);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
    })
    .catch((err: unknown) => {
      console.error('[butik] failed to start:', err);
      process.exit(1);
    });
}
