// @vitest-environment happy-dom
/** In a browser the client reads the page origin from `location` and the XSRF token from `document.cookie`. */
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/api/index.ts';
import { cart } from './fixtures.ts';

/** happy-dom's test hook (not in the DOM lib types). */
function setUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

describe('browser defaults', () => {
  it('resolves /contextapi against location.origin and sends the cookie token on same-origin POST only', async () => {
    setUrl('https://shop.example/cart');
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const seen: { url: string; method: string; token: string | null }[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: String(input), method: init?.method ?? 'GET', token: headers.get('x-xsrf-token') });
      return new Response(JSON.stringify(cart), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const api = createApi({
      context: 'demo',
      fetch: fetch as typeof globalThis.fetch,
      logger: { debug: vi.fn(), warn: vi.fn() },
    });
    expect(api.client.base).toBe('https://shop.example/contextapi/demo/v1/');
    await api.cart.get();
    await api.cart.addOrUpdate({ productid: '10001', quantity: 1 });
    expect(seen).toEqual([
      { url: 'https://shop.example/contextapi/demo/v1/cart/getcart', method: 'GET', token: null },
      { url: 'https://shop.example/contextapi/demo/v1/cart/addorupdatecart', method: 'POST', token: 'abc==' },
    ]);
  });

  it('sends no token when the API lives on another origin', async () => {
    setUrl('https://shop.example/');
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const tokens: (string | null)[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      tokens.push(new Headers(init?.headers).get('x-xsrf-token'));
      return new Response(JSON.stringify(cart), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const api = createApi({
      context: 'demo',
      apiBase: 'https://api.other.example/contextapi',
      fetch: fetch as typeof globalThis.fetch,
    });
    await expect(api.cart.addOrUpdate({ productid: '10001', quantity: 1 })).resolves.toEqual({
      ok: true,
      value: cart,
      status: 200,
    });
    expect(tokens).toEqual([null]);
  });
});
