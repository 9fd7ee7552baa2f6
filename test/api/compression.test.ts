/**
 * The demo server compresses what a browser downloads (demo/server/app.ts, hono/compress): HTML pages, the built
 * library's JS, the site CSS, API JSON and the generated SVG images. With `Accept-Encoding: gzip` the answer is
 * gzip and decompresses to exactly the bytes sent without it; without Accept-Encoding nothing is compressed.
 * Also over a real socket (@hono/node-server streams static files), where a browser would meet it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { serve, type ServerType } from '@hono/node-server';
import { DIST_DIR, PUBLIC_DIR, mountStatic } from '../../demo/server/main.ts';
import { API, setup, type Harness } from './helpers.ts';

let h: Harness;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  h = await setup();
  app = createApp({ db: h.db, static: mountStatic });
}, 180_000);
afterAll(async () => h?.close());

const hasDist = existsSync(join(DIST_DIR, 'loader.js'));
const chunk = hasDist ? readdirSync(join(DIST_DIR, 'chunks')).find((f) => /^vendor-.*\.js$/.test(f)) : undefined;

/** [what, path, expected content type] */
const KINDS: [string, string, RegExp][] = [
  ['an HTML page', '/', /^text\/html/],
  ['a product page', '/product/10001', /^text\/html/],
  ['the site CSS', '/site.css', /^text\/css/],
  ['the site script', '/site.js', /^text\/javascript/],
  ['API JSON', `${API}/search?query=kuglepen`, /^application\/json/],
  ['an SVG image', '/images/products/10001.svg', /^image\/svg\+xml/],
];

async function both(path: string): Promise<{ plain: Response; gzip: Response; plainBytes: Buffer; gzipBytes: Buffer }> {
  const plain = await app.request(path);
  const gzip = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  return {
    plain,
    gzip,
    plainBytes: Buffer.from(await plain.arrayBuffer()),
    gzipBytes: Buffer.from(await gzip.arrayBuffer()),
  };
}

/** The same answer, but for the CSP nonce that every HTML answer has afresh (docs/security-csp.md). */
const withoutNonces = (bytes: Buffer) => bytes.toString('latin1').replace(/nonce="[^"]*"/g, 'nonce=""');
const sameContent = (a: Buffer, b: Buffer) => withoutNonces(a) === withoutNonces(b);

describe('compression (Accept-Encoding: gzip)', () => {
  for (const [what, path, type] of KINDS) {
    it(`compresses ${what} (${path}) and leaves it alone without Accept-Encoding`, async () => {
      const { plain, gzip, plainBytes, gzipBytes } = await both(path);
      expect(plain.status).toBe(200);
      expect(gzip.status).toBe(200);
      expect(plain.headers.get('content-type')).toMatch(type);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
      // Uncompressed, the answer still says it varies on Accept-Encoding (for caches), as compress() says it.
      expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(plainBytes.length).toBeGreaterThan(0);
      expect(sameContent(gunzipSync(gzipBytes), plainBytes)).toBe(true);
      expect(gzipBytes.length).toBeLessThan(plainBytes.length);
    });
  }

  describe.skipIf(!hasDist && !process.env.CI)('the built library (needs dist/: npm run build)', () => {
    for (const file of ['loader.js', `chunks/${chunk}`]) {
      it(`compresses /js/dist/${file} and keeps its caching headers`, async () => {
        const { plain, gzip, plainBytes, gzipBytes } = await both(`/js/dist/${file}`);
        expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(gzip.headers.get('content-encoding')).toBe('gzip');
        expect(gunzipSync(gzipBytes).equals(plainBytes)).toBe(true);
        expect(gzip.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
      });
    }

    it('still answers 304 to the (now weak) ETag of a compressed entry file', async () => {
      const gzip = await app.request('/js/dist/loader.js', { headers: { 'accept-encoding': 'gzip' } });
      const tag = gzip.headers.get('etag') ?? '';
      expect(tag).toMatch(/^W\/"/);
      const again = await app.request('/js/dist/loader.js', {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': tag },
      });
      expect(again.status).toBe(304);
    });
  });
});

describe('compression over a real socket (@hono/node-server)', () => {
  let server: ServerType;
  let url = '';
  beforeAll(async () => {
    server = await new Promise<ServerType>((ok) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        url = `http://127.0.0.1:${info.port}`;
        ok(s);
      });
    });
  });
  afterAll(
    () =>
      new Promise<void>((done) => {
        server.close(() => done());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  );

  for (const path of ['/', '/site.css', `${API}/search?query=kuglepen`, ...(hasDist ? ['/js/dist/loader.js'] : [])]) {
    it(`streams ${path} gzip-compressed to a client that accepts it`, async () => {
      const get = (headers: Record<string, string>) =>
        new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((ok, fail) => {
          httpGet(`${url}${path}`, { headers }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (d: Buffer) => parts.push(d));
            res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(parts) }));
          }).on('error', fail);
        });
      const plain = await get({});
      const gzip = await get({ 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(sameContent(gunzipSync(gzip.body), plain.body)).toBe(true);
    });
  }
});

describe('the demo site script', () => {
  it('is sent minified: no comments, smaller than its source, the same behaviour hooks', async () => {
    const res = await app.request('/site.js');
    expect(res.status).toBe(200);
    const code = await res.text();
    const source = readFileSync(join(PUBLIC_DIR, 'site.js'), 'utf8');
    expect(source).toContain('// The demo site');
    expect(code).not.toContain('// The demo site');
    expect(code.length).toBeLessThan(source.length * 0.7);
    for (const hook of ['data-vat-switch', 'data-demo-checkout', 'X-XSRF-TOKEN']) expect(code).toContain(hook);
  });
});
