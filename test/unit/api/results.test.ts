/**
 * The results of API functions (src/api/result.ts) against a real local HTTP server: the status and the server's
 * error body are kept (403, 404, 409, 400 with the failing field), and the failures without an answer say why
 * (network, timeout, aborted, invalid response, invalid request). Then the one derivation of the spec §8 values
 * (`orFailure`, `legacyApi`) and the helpers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type ApiOptions } from '../../../src/api/index.ts';
import { ERROR_CATALOGUE, legacyApi, orFailure } from '../../../src/api/errors.ts';
import {
  errorMessage,
  isStatus,
  isTransient,
  mapValue,
  unwrap,
  unwrapOr,
  ApiResultError,
  type ApiResult,
} from '../../../src/api/result.ts';
import { deadOrigin, json, startServer, type Handler, type TestServer } from './http-server.ts';
import * as F from './fixtures.ts';

let server: TestServer;
const logger = { debug: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  server = await startServer((_req, res) => json(res, 200, {}));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logger.debug.mockClear();
  logger.warn.mockClear();
});

function api(handler: Handler, extra: Partial<ApiOptions> = {}) {
  server.setHandler(handler);
  return createApi({
    apiBase: '/contextapi',
    context: 'shop',
    origin: server.origin,
    cookies: () => 'XSRF-TOKEN=t0k',
    retry: { retries: 2, baseDelay: 1, maxDelay: 2 },
    logger,
    ...extra,
  });
}

describe('HTTP failures keep the status and the error body', () => {
  it('403 (a forged request) with the server body', async () => {
    const r = await api((_req, res) => json(res, 403, { error: 'Forbidden' })).giftshop.create({ name: 'Jul 2026' });
    expect(r).toEqual({
      ok: false,
      kind: 'http',
      status: 403,
      reason: 'Request failed with status code 403',
      body: { error: 'Forbidden' },
      error: { error: 'Forbidden' },
    });
    expect(isStatus(r, 403)).toBe(true);
    expect(isStatus(r, 404)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('[butik-api] giftshop.create failed: Request failed with status code 403');
  });

  it('404 of an unknown gift code, not retried', async () => {
    const r = await api((_req, res) => json(res, 404, { error: 'Ukendt kode' })).giftshop.getCode('NOPE-0001');
    expect(r).toMatchObject({ ok: false, kind: 'http', status: 404, error: { error: 'Ukendt kode' } });
    expect(server.requests).toHaveLength(1);
    expect(errorMessage(r)).toBe('Ukendt kode');
    expect(orFailure(r, 'giftshop.getCode')).toBeNull();
  });

  it('409 of a used code with its message', async () => {
    const r = await api((_req, res) => json(res, 409, { error: 'Kode allerede brugt' })).giftshop.redeemCode(
      'JUL26-0001',
      {
        name: 'Anna Hansen',
        products: ['10001'],
      },
    );
    expect(isStatus(r, 409) && errorMessage(r)).toBe('Kode allerede brugt');
    expect(isTransient(r)).toBe(false);
  });

  it('400 naming the failing line of a bulk add (the reference server body, validated)', async () => {
    const body = { error: 'Product 10030 cannot be purchased', field: 'items.1.productid' };
    const r = await api((_req, res) => json(res, 400, body)).cart.addFromList({
      items: [
        { productid: '10001', quantity: 1 },
        { productid: '10030', quantity: 1 },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok || r.kind !== 'http') throw new Error('expected an HTTP failure');
    expect(r.status).toBe(400);
    expect(r.body).toEqual(body);
    expect(r.error?.field).toBe('items.1.productid');
  });

  it('a body that is not the server error shape is kept raw (error undefined); no body at all is undefined', async () => {
    const odd = await api((_req, res) => json(res, 502, ['gateway'])).cart.get();
    expect(odd).toMatchObject({ ok: false, kind: 'http', status: 502, body: ['gateway'], error: undefined });
    expect(isTransient(odd)).toBe(true);
    const empty = await api((_req, res) => {
      res.writeHead(401);
      res.end();
    }).wishlist.list();
    expect(empty).toMatchObject({ ok: false, kind: 'http', status: 401, body: undefined, error: undefined });
  });

  it("a call's own error schema: a refused sign-up keeps its sign-up result, and orFailure gives it", async () => {
    const refusal = { signupcompleted: false, error: 'MissingDetails', field: 'vatno' };
    const r = await api((_req, res) => json(res, 400, refusal)).customer.signup({
      companyname: 'Firma',
      address: 'Vej 1',
      zipcode: '8000',
      city: 'Aarhus',
      vatno: 'DK1',
      eanno: '',
      name: 'Anna Hansen',
      phone: '12345678',
      email: 'a@b.dk',
    });
    expect(r).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      error: { signupcompleted: false, error: 'MissingDetails' },
    });
    expect(orFailure(r, 'customer.signup')).toMatchObject({ signupcompleted: false, error: 'MissingDetails' });
  });
});

describe('failures without an answer say why', () => {
  it('network: nothing listens', async () => {
    const dead = await deadOrigin();
    const r = await createApi({ context: 'shop', origin: dead, logger, retry: { retries: 0 } }).cart.get();
    expect(r).toEqual({ ok: false, kind: 'network', reason: 'Network Error' });
    expect(isTransient(r)).toBe(true);
  });

  it('timeout: the client timeout passed', async () => {
    const r = await api((_req, res) => void setTimeout(() => json(res, 200, F.cart), 500), { timeout: 30 }).cart.get();
    expect(r).toEqual({ ok: false, kind: 'timeout', reason: 'timeout of 30 ms exceeded' });
    expect(logger.warn).toHaveBeenCalledWith('[butik-api] cart.get failed: timeout of 30 ms exceeded');
  });

  it('aborted: logged with debug only', async () => {
    const controller = new AbortController();
    const pending = api((_req, res) => void setTimeout(() => json(res, 200, F.cart), 500)).cart.get({
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, kind: 'aborted', reason: 'Request aborted' });
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledWith('[butik-api] cart.get: Request aborted');
  });

  it('invalid response: a 2xx body the schema refuses keeps its status', async () => {
    const r = await api((_req, res) => json(res, 200, { unexpected: 1 })).cart.get();
    expect(r).toMatchObject({ ok: false, kind: 'invalid-response', status: 200 });
    expect(!r.ok && r.reason).toMatch(/^Invalid response: /);
  });

  it('invalid request: refused before sending, logged once', async () => {
    const r = await api((_req, res) => json(res, 200, F.cart)).cart.addOrUpdate({ productid: '10001', quantity: -1 });
    expect(r).toMatchObject({ ok: false, kind: 'invalid-request' });
    expect(server.requests).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('empty input the spec sends nothing for is invalid-request too, but not logged', async () => {
    const r = await api((_req, res) => json(res, 200, [])).product.search('  ');
    expect(r).toMatchObject({ ok: false, kind: 'invalid-request' });
    expect(server.requests).toHaveLength(0);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(orFailure(r, 'product.search')).toEqual([]);
  });
});

describe('success', () => {
  it('keeps the status and the validated value', async () => {
    const r = await api((_req, res) => json(res, 201, F.giftShop)).giftshop.create({ name: 'Jul 2026' });
    expect(r).toMatchObject({ ok: true, status: 201, value: { id: F.giftShop.id } });
    expect(isStatus(r, 201)).toBe(true);
  });
});

describe('the spec §8 values come from orFailure only', () => {
  const failure: ApiResult<never> = { ok: false, kind: 'network', reason: 'Network Error' };

  it('every catalogued call derives its failure value, and a success its value', () => {
    for (const name of Object.keys(ERROR_CATALOGUE) as Array<keyof typeof ERROR_CATALOGUE>) {
      expect(orFailure(failure, name)).toEqual(ERROR_CATALOGUE[name]());
      expect(orFailure({ ok: true, value: 'v', status: 200 }, name)).toBe('v');
    }
  });

  it('deriving logs nothing more (the client logged the failure once)', async () => {
    const r = await api((_req, res) => json(res, 500, { error: 'boom' })).cart.empty();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(orFailure(r, 'cart.empty')).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('legacyApi wraps every function of every resource; the client passes through', async () => {
    const raw = api((_req, res) => json(res, 500, { error: 'boom' }));
    const legacy = legacyApi(raw);
    expect(legacy.client).toBe(raw.client);
    await expect(legacy.giftshop.getCode('JUL26-0001')).resolves.toBeNull();
    await expect(legacy.cart.getRetentionCart()).resolves.toEqual([]);
    await expect(legacy.product.magicSearch({ query: 'pen' })).resolves.toEqual({});
    const names = Object.entries(raw).flatMap(([resource, fns]) =>
      resource === 'client' ? [] : Object.keys(fns as object).map((fn) => `${resource}.${fn}`),
    );
    expect(names.sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
  });
});

describe('helpers', () => {
  const ok: ApiResult<number> = { ok: true, value: 2, status: 200 };
  const notFound: ApiResult<number> = {
    ok: false,
    kind: 'http',
    status: 404,
    reason: 'Request failed with status code 404',
    body: { error: 'x' },
    error: { error: 'x' },
  };

  it('unwrapOr, mapValue', () => {
    expect(unwrapOr(ok, 0)).toBe(2);
    expect(unwrapOr(notFound, 0)).toBe(0);
    expect(mapValue(ok, (n) => n * 10)).toEqual({ ok: true, value: 20, status: 200 });
    expect(mapValue(notFound, (n: number) => n * 10)).toBe(notFound);
  });

  it('unwrap throws an ApiResultError that carries the failure', () => {
    expect(unwrap(ok, 'cart.get')).toBe(2);
    try {
      unwrap(notFound, 'giftshop.getCode');
      throw new Error('unwrap did not throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiResultError);
      expect((error as ApiResultError).failure).toBe(notFound);
      expect((error as Error).message).toBe('giftshop.getCode failed: Request failed with status code 404');
    }
  });
});
