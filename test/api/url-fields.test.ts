/**
 * URL-valued fields (issue 15): the gift shop logo accepts only http(s) URLs and same-origin paths; the server
 * refuses `javascript:`, `data:`, `vbscript:`, protocol-relative and otherwise hostile URLs with 400 naming
 * `theme.logoimage`, and stores nothing. The rule itself (src/domain/safe-url.ts) is tested value by value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeUrl, isSameOriginPath, safeUrl } from '../../src/domain/safe-url.ts';
import { API, Client, setup, type Harness } from './helpers.ts';

const G = `${API}/giftshop`;

/** Refused everywhere a URL is used. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)x:',
  '\u0001javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  '//evil.example/logo.svg',
  '/\\evil.example/logo.svg',
  '\\\\evil.example\\logo.svg',
  'https:evil.example',
  'http://',
  'https://evil.example/a b.svg',
  'x'.repeat(2001),
];

const ACCEPTED = [
  'https://cdn.example.com/logo.svg',
  'http://cdn.example.com/logo.png?v=2#x',
  '/assets/giftshop/jul-2026.svg',
  'assets/logo.svg',
  '?logo=1',
];

describe('src/domain/safe-url.ts', () => {
  it('accepts http(s) URLs and same-origin paths, refuses every other scheme and protocol-relative URLs', () => {
    for (const url of ACCEPTED) expect(isSafeUrl(url), url).toBe(true);
    for (const url of HOSTILE_URLS) expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
  });

  it('same-origin paths only: absolute URLs of any origin are not paths', () => {
    for (const url of ['/cart', 'cart', '/giftshop#/m', '?q=1']) expect(isSameOriginPath(url), url).toBe(true);
    for (const url of ['https://evil.example/cart', '//evil.example', 'javascript:x', 'mailto:a@b.c', '/\\evil'])
      expect(isSameOriginPath(url), url).toBe(false);
  });

  it('safeUrl gives the fallback for a refused URL and trims white space around a good one', () => {
    expect(safeUrl(' /cart ')).toBe('/cart');
    expect(safeUrl('javascript:alert(1)', '/cart')).toBe('/cart');
    expect(safeUrl(null, '/login')).toBe('/login');
  });
});

describe('POST giftshop/persist theme.logoimage', () => {
  let h: Harness;
  let ejer: Client;
  let id: string;

  beforeAll(async () => {
    h = await setup();
    ejer = new Client(h.app);
    expect((await ejer.signIn('ejer@butik.test')).body.signincompleted).toBe(true);
    const created = await ejer.post(`${G}/create`, { name: 'Logo-test' });
    expect(created.status).toBe(200);
    id = created.body.id;
  });
  afterAll(() => h.close());

  const persist = (logoimage: string | null) =>
    ejer.post(`${G}/persist`, { id, theme: { backgroundcolor: '#123456', textcolor: '#ffffff', logoimage } });

  it('refuses each hostile URL with 400 naming the field, and keeps the stored logo', async () => {
    expect((await persist('/assets/giftshop/jul-2026.svg')).status).toBe(200);
    for (const url of HOSTILE_URLS) {
      const res = await persist(url);
      expect(res.status, JSON.stringify(url)).toBe(400);
      expect(res.body.field, JSON.stringify(url)).toBe('theme.logoimage');
    }
    expect((await ejer.get(`${G}/${id}`)).body.theme.logoimage).toBe('/assets/giftshop/jul-2026.svg');
  });

  it('stores http(s) URLs and same-origin paths; empty or null clears the logo', async () => {
    for (const url of ACCEPTED.slice(0, 3)) {
      const res = await persist(url);
      expect(res.status, url).toBe(200);
      expect(res.body.theme.logoimage).toBe(url);
    }
    expect((await persist('')).body.theme.logoimage).toBeNull();
    expect((await persist(null)).body.theme.logoimage).toBeNull();
  });
});
