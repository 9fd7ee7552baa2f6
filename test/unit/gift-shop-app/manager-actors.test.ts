import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/api/result.ts';
import { managerFailure } from '../../../src/features/gift-shop-app/manager-actors.ts';

const http = (status: number, error?: unknown): ApiResult<unknown> =>
  ({
    ok: false,
    kind: 'http',
    status,
    reason: `Request failed with status code ${status}`,
    body: error,
    error,
  }) as ApiResult<unknown>;

describe('management API failures as the machine names them', () => {
  it('keeps 403, 404, 409 and the field of a 400 apart', () => {
    expect(managerFailure(http(403, { error: 'Forbidden' }))).toEqual({ kind: 'forbidden' });
    expect(managerFailure(http(401))).toEqual({ kind: 'forbidden' });
    expect(managerFailure(http(404, { error: 'Ukendt gaveshop' }))).toEqual({ kind: 'unknownShop' });
    expect(managerFailure(http(409, { error: 'stale', field: 'lastupdate' }))).toEqual({ kind: 'conflict' });
    expect(managerFailure(http(400, { error: 'bad', field: 'theme.logoimage' }))).toEqual({
      kind: 'invalid',
      field: 'theme.logoimage',
    });
    expect(managerFailure(http(400, { error: 'bad' }))).toEqual({ kind: 'invalid' });
  });

  it('anything else is a plain failure', () => {
    expect(managerFailure(http(500))).toEqual({ kind: 'failed' });
    expect(managerFailure({ ok: false, kind: 'network', reason: 'Network Error' })).toEqual({ kind: 'failed' });
    expect(managerFailure({ ok: false, kind: 'timeout', reason: 'timeout of 10 ms exceeded' })).toEqual({
      kind: 'failed',
    });
  });
});
