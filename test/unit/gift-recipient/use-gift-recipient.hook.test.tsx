// @vitest-environment happy-dom
/**
 * `useGiftRecipient` in React: route props → machine, callbacks for the host (step, redirect, leave,
 * completed), storage of the progress (and storage failures), abort on unmount. The API is a fake `fetch`
 * behind the library's real client.
 */
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import {
  useGiftRecipient,
  type ProgressStorage,
  type UseGiftRecipientOptions,
} from '../../../src/features/gift-recipient/use-gift-recipient.ts';
import { progressKey } from '../../../machines/gift-recipient.machine.ts';
import type { GiftRecipientViewModel } from '../../../src/features/gift-recipient/view-model.ts';
import { giftShopRecord } from '../fakes/gift-shop.ts';
// Shared with the element tests (a plain ES module): the same gift and code records as the browser tests use.
import { giftCode, giftProduct } from '../../elements/helpers/gift-shop-records.js';
import type { GiftShop } from '../../../src/api/schemas/giftshop.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PRODUCT_IDS = Array.from({ length: 25 }, (_, i) => String(10001 + i));

function shopJson(id: string, extra: Record<string, unknown> = {}) {
  return giftShopRecord({
    id,
    name: id,
    startdate: '2020-01-01',
    enddate: '2099-12-31',
    products: PRODUCT_IDS,
    theme: { backgroundcolor: '#003300', textcolor: '#ffffff', logoimage: null },
    ...(extra as Partial<GiftShop>),
  });
}
/** A code of `shopid`, its chosen gifts `products` (the server answers their names and pictures too). */
const codeJson = (id: string, shopid: string, products: string[] = []) =>
  giftCode(id, shopid, {
    products,
    productsinfo: products.map((p) => giftProduct(p)).map(({ id: gift, name, image }) => ({ id: gift, name, image })),
  });

interface FakeServer {
  fetch: typeof fetch;
  signals: AbortSignal[];
  hold: boolean;
  redeemed: string[][];
  productCalls: number;
}

function fakeServer(): FakeServer {
  const server: FakeServer = {
    signals: [],
    hold: false,
    redeemed: [],
    productCalls: 0,
    fetch: undefined as unknown as typeof fetch,
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  server.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const signal = init?.signal ?? request.signal;
    if (signal) server.signals.push(signal);
    if (server.hold) {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const path = new URL(request.url).pathname.replace('/contextapi/demo/v1/giftshop/', '');
    if (request.method === 'POST' && path === 'productinfo') {
      const ids = (await request.json()) as string[];
      server.productCalls++;
      return json(ids.map((id) => giftProduct(id)));
    }
    const redeem = /^code\/([^/]+)\/redeem$/.exec(path);
    if (request.method === 'POST' && redeem) {
      const body = (await request.json()) as { products: string[] };
      server.redeemed.push(body.products);
      return json(codeJson(decodeURIComponent(redeem[1]!), 'jul-2026', body.products));
    }
    const code = /^code\/([^/]+)$/.exec(path);
    if (code) {
      const id = decodeURIComponent(code[1]!).toUpperCase();
      if (id === 'JUL26-0001') return json(codeJson('JUL26-0001', 'jul-2026'));
      if (id === 'JUB-0001') return json(codeJson('JUB-0001', 'jubilaeum'));
      return json({ error: 'Ukendt kode' }, 404);
    }
    if (path === 'jul-2026' || path === 'jubilaeum') return json(shopJson(path));
    return json({ error: 'Ukendt gaveshop' }, 404);
  }) as typeof fetch;
  return server;
}

function memoryStorage(): ProgressStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

function mount(server: FakeServer, options: UseGiftRecipientOptions) {
  const client = createApiClient({
    context: 'demo',
    origin: 'http://localhost',
    fetch: server.fetch,
    cookies: () => '',
    logger: { debug: () => {}, warn: () => {} },
    retry: { retries: 0 },
  });
  const seen: { vm: GiftRecipientViewModel | null } = { vm: null };
  function Probe(props: UseGiftRecipientOptions): ReactNode {
    seen.vm = useGiftRecipient({ ...props, client });
    return null;
  }
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(createElement(Probe, options)));
  return {
    get vm() {
      return seen.vm!;
    },
    rerender(next: UseGiftRecipientOptions) {
      act(() => root!.render(createElement(Probe, next)));
    },
  };
}

async function until(check: () => boolean, timeout = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
  }
}

describe('useGiftRecipient', () => {
  it('loads a route code to INFO, reports steps (not the first render), stores progress, completes', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const onStep = vi.fn();
    const onCompleted = vi.fn();
    const view = mount(server, { giftshop: 'jul-2026', code: 'jul26-0001', storage, onStep, onCompleted });
    expect(view.vm.step).toBe('login');
    expect(view.vm.loading.code).toBe(true);
    await until(() => view.vm.step === 'info');
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep).toHaveBeenCalledWith({ step: 'info', giftshop: 'jul-2026', code: 'JUL26-0001' });
    expect(view.vm.copyLinkUrl).toBe(`${location.origin}${location.pathname}${location.search}#/g/jul-2026/JUL26-0001`);
    expect(view.vm.shop?.theme.backgroundcolor).toBe('#003300');

    // the assortment is prefetched while the recipient fills in the form
    await until(() => server.productCalls === 1);
    act(() => view.vm.updateInfo({ name: 'Anna Hansen', consent: true }));
    expect(view.vm.info.canContinue).toBe(true);
    act(() => view.vm.saveInfo());
    expect(view.vm.step).toBe('message');
    act(() => view.vm.continue());
    await until(() => view.vm.products.items.length > 0);
    expect(view.vm.products).toMatchObject({ page: 0, pageCount: 2, total: 25 });
    expect(server.productCalls).toBe(1);
    expect(view.vm.products.items).toHaveLength(20);
    act(() => view.vm.setPage(1));
    expect(view.vm.products.items.map((p) => p.id)).toEqual(PRODUCT_IDS.slice(20));
    act(() => view.vm.toggleProduct('10022'));
    expect(view.vm.selection).toMatchObject({ ids: ['10022'], canFinish: true });
    const stored = JSON.parse(storage.map.get(progressKey('jul-2026', 'JUL26-0001'))!);
    expect(stored).toMatchObject({ step: 'products', selection: ['10022'], page: 1 });

    act(() => view.vm.confirm());
    await until(() => view.vm.step === 'completed');
    expect(server.redeemed).toEqual([['10022']]);
    expect(view.vm.chosenProducts.map((p) => p.id)).toEqual(['10022']);
    expect(onCompleted).toHaveBeenCalledWith({ giftshop: 'jul-2026', code: 'JUL26-0001', products: ['10022'] });
    expect(storage.map.size).toBe(0);
  });

  it('a reload resumes from storage; leaving clears it and reports the leave', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    storage.map.set(
      progressKey('jul-2026', 'JUL26-0001'),
      JSON.stringify({
        v: 1,
        step: 'products',
        info: { name: 'Anna Hansen', email: '', consent: true },
        selection: ['10003'],
        page: 0,
        expires: Date.now() + 60_000,
      }),
    );
    const onLeave = vi.fn();
    const view = mount(server, { giftshop: 'jul-2026', code: 'JUL26-0001', storage, onLeave });
    await until(() => view.vm.step === 'products' && view.vm.products.items.length > 0);
    expect(view.vm.selection.ids).toEqual(['10003']);
    act(() => view.vm.leave());
    expect(view.vm.step).toBe('login');
    expect(view.vm.code).toBeNull();
    expect(storage.map.size).toBe(0);
    expect(onLeave).toHaveBeenCalledWith({ giftshop: 'jul-2026' });
  });

  it('reports a redirect when the code belongs to another shop, and follows new route props', async () => {
    const server = fakeServer();
    const onRedirect = vi.fn();
    const view = mount(server, { giftshop: 'jul-2026', code: 'JUB-0001', storage: null, onRedirect });
    await until(() => view.vm.step === 'info');
    expect(onRedirect).toHaveBeenCalledWith({ giftshop: 'jubilaeum', code: 'JUB-0001' });
    view.rerender({ giftshop: 'jubilaeum', code: 'JUB-0001', storage: null, onRedirect });
    expect(view.vm.step).toBe('info');
    view.rerender({ giftshop: 'jul-2026', code: 'JUL26-0001', storage: null, onRedirect });
    await until(() => view.vm.step === 'info' && view.vm.code === 'JUL26-0001');
    expect(view.vm.giftshop).toBe('jul-2026');
    view.rerender({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'login', storage: null, onRedirect });
    expect(view.vm.step).toBe('login');
  });

  it('host-requested steps: back is followed; a forward step the progress does not allow reports the real step', async () => {
    const server = fakeServer();
    const onStep = vi.fn();
    const view = mount(server, { giftshop: 'jul-2026', code: 'JUL26-0001', storage: null, onStep });
    await until(() => view.vm.step === 'info');
    onStep.mockClear();
    view.rerender({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'products', storage: null, onStep });
    expect(view.vm.step).toBe('info');
    expect(onStep).toHaveBeenCalledWith({ step: 'info', giftshop: 'jul-2026', code: 'JUL26-0001' });
    act(() => view.vm.updateInfo({ name: 'Anna Hansen', consent: true }));
    act(() => view.vm.saveInfo());
    expect(view.vm.step).toBe('message');
    view.rerender({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'info', storage: null, onStep });
    expect(view.vm.step).toBe('info');
    expect(view.vm.info.values.name).toBe('Anna Hansen');
  });

  it('an unknown code shows unknownCode; a storage that throws never breaks the flow', async () => {
    const server = fakeServer();
    const throwing: ProgressStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const view = mount(server, { storage: throwing });
    act(() => view.vm.submitCode('nope'));
    await until(() => !view.vm.loading.any);
    expect(view.vm.error).toEqual({ kind: 'unknownCode' });
    act(() => view.vm.submitCode('JUL26-0001'));
    await until(() => view.vm.step === 'info');
    act(() => view.vm.updateInfo({ name: 'Anna Hansen', consent: true }));
    act(() => view.vm.saveInfo());
    expect(view.vm.step).toBe('message');
    act(() => view.vm.leave());
    expect(view.vm.step).toBe('login');
  });

  it('aborts the running request on unmount', async () => {
    const server = fakeServer();
    server.hold = true;
    mount(server, { giftshop: 'jul-2026', code: 'JUL26-0001', storage: null });
    await until(() => server.signals.length > 0);
    expect(server.signals[0]!.aborted).toBe(false);
    act(() => root!.unmount());
    root = null;
    expect(server.signals[0]!.aborted).toBe(true);
  });
});
