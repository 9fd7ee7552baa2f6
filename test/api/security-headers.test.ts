/**
 * The security headers and the pages' Content-Security-Policy (demo/server/middleware/security-headers.ts,
 * docs/security-csp.md), and the violation report endpoint (routes/csp-reports.ts). The journey test/e2e/csp.spec.ts
 * shows the pages run under the policy with zero violations; this file pins down what is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { setup, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await setup();
});
afterAll(() => h.close());

/** The policy's directives by name (each value a list of sources). */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const get = (path: string, headers: Record<string, string> = {}, base = 'http://127.0.0.1:8080') =>
  h.app.request(`${base}${path}`, { headers });

describe('every page', () => {
  const pages = ['/', '/category/kontorartikler', '/product/10001', '/cart', '/giftshop', '/login', '/elements'];

  it.each(pages)('%s sends the strict policy with a fresh nonce on every script and style', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    const d = directives(policy);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? '';
    // 16 random bytes, base64.
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(d.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(d.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(d.get('trusted-types')).toEqual(['dompurify']);
    expect(d.get('report-uri')).toEqual(['/csp-reports']);
    // Over plain http no Reporting API (see the next test).
    expect(d.has('report-to')).toBe(false);
    expect(res.headers.get('reporting-endpoints')).toBeNull();
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-hashes');

    const html = await res.text();
    const tags = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) {
      // Data blocks (type="application/json") are not scripts; every other one carries the nonce.
      if (/type="application\/json"/.test(tag)) continue;
      expect(tag, 'nonce on every script and style').toContain(`nonce="${nonce}"`);
    }
    for (const link of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [])
      expect(link).toContain(`nonce="${nonce}"`);
    // No markup the policy refuses: style attributes, event-handler attributes, javascript: URLs.
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/(?:href|src|action)="\s*javascript:/i);

    const again = await get(path);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('over https (the URL or the proxy) the Reporting API too: report-to and an absolute https endpoint', async () => {
    const direct = await get('/', {}, 'https://shop.example');
    expect(directives(direct.headers.get('content-security-policy') ?? '').get('report-to')).toEqual(['csp-endpoint']);
    expect(directives(direct.headers.get('content-security-policy') ?? '').get('report-uri')).toEqual(['/csp-reports']);
    expect(direct.headers.get('reporting-endpoints')).toBe('csp-endpoint="https://shop.example/csp-reports"');
    const proxied = await get('/', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'butik.example' });
    expect(proxied.headers.get('reporting-endpoints')).toBe('csp-endpoint="https://butik.example/csp-reports"');
  });

  it('the 404 page gets the policy too; JSON answers get the general headers without it', async () => {
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    const json = await get('/contextapi/butik/v1/cart/getcart', { accept: 'application/json' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-security-policy')).toBeNull();
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('general headers', () => {
  it('nosniff, Referrer-Policy, Permissions-Policy, COOP and frame rules on a page', async () => {
    const res = await get('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('HSTS only over https: the request URL, or X-Forwarded-Proto from the proxy in front', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await get('/', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
    const direct = await get('/', {}, 'https://shop.example');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = await get('/', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // A chain of proxies: the first hop is the client's protocol.
    expect((await get('/', { 'x-forwarded-proto': 'https, http' })).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // API answers too.
    const api = await get('/contextapi/butik/v1/cart/getcart', {
      'x-forwarded-proto': 'https',
      accept: 'application/json',
    });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the report endpoint', () => {
  const post = (app: ReturnType<typeof createApp>, type: string, body: string) =>
    app.request('http://127.0.0.1:8080/csp-reports', { method: 'POST', headers: { 'content-type': type }, body });

  it('takes Reporting API and report-uri reports without cookies or XSRF header; lists them only when readable', async () => {
    const app = createApp({ db: h.db, readableCspReports: true, logCspReport: () => undefined });
    const reportTo = [
      {
        type: 'csp-violation',
        url: 'http://127.0.0.1:8080/',
        body: {
          documentURL: 'http://127.0.0.1:8080/',
          blockedURL: 'https://evil.invalid/x.js',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
          sourceFile: 'http://127.0.0.1:8080/site.js',
          lineNumber: 3,
        },
      },
      { type: 'deprecation', url: 'http://127.0.0.1:8080/', body: { id: 'x' } },
    ];
    const a = await post(app, 'application/reports+json', JSON.stringify(reportTo));
    expect(a.status).toBe(204);
    // No session or XSRF cookie is handed out for a report.
    expect(a.headers.get('set-cookie')).toBeNull();
    const legacy = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1:8080/cart',
        'blocked-uri': 'inline',
        'effective-directive': 'style-src-attr',
        'source-file': 'http://127.0.0.1:8080/cart',
        'line-number': 12,
      },
    };
    expect((await post(app, 'application/csp-report', JSON.stringify(legacy))).status).toBe(204);
    expect((await post(app, 'application/csp-report', '{not json')).status).toBe(400);
    const list = await app.request('http://127.0.0.1:8080/csp-reports');
    expect(list.status).toBe(200);
    const { reports } = (await list.json()) as { reports: Record<string, unknown>[] };
    expect(reports.map((r) => [r.documentURL, r.blockedURL, r.effectiveDirective, r.lineNumber])).toEqual([
      ['http://127.0.0.1:8080/', 'https://evil.invalid/x.js', 'script-src-elem', 3],
      ['http://127.0.0.1:8080/cart', 'inline', 'style-src-attr', 12],
    ]);
    // The demo's normal app (not created readable) keeps them to itself.
    const quiet = createApp({ db: h.db, logCspReport: () => undefined });
    expect((await post(quiet, 'application/csp-report', JSON.stringify(legacy))).status).toBe(204);
    expect((await quiet.request('http://127.0.0.1:8080/csp-reports')).status).toBe(404);
  });

  it('refuses bodies over 64 KB and keeps at most the last 200 reports', async () => {
    const app = createApp({ db: h.db, readableCspReports: true, logCspReport: () => undefined });
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(70 * 1024) } });
    expect((await post(app, 'application/csp-report', big)).status).toBe(413);
    for (let i = 0; i < 205; i += 1) {
      const body = JSON.stringify({ 'csp-report': { 'document-uri': `http://127.0.0.1:8080/${i}` } });
      await post(app, 'application/csp-report', body);
    }
    const { reports } = (await (await app.request('http://127.0.0.1:8080/csp-reports')).json()) as {
      reports: { documentURL: string }[];
    };
    expect(reports).toHaveLength(200);
    expect(reports[0]!.documentURL).toBe('http://127.0.0.1:8080/5');
  });
});
