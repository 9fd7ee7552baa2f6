import { describe, expect, it } from 'vitest';
import {
  cleanParam,
  HOME_PATH,
  managementLocation,
  MANAGEMENT_ROUTE,
  recipientLocation,
  recipientPath,
  samePath,
} from '../../../src/features/gift-shop-app/routes.ts';
import { managementPath } from '../../../src/features/gift-shop-app/management-path.ts';

describe('gift-shop app routes', () => {
  it('reads the recipient route parameters, implying login/info from the segments', () => {
    expect(recipientLocation({})).toEqual({ giftshop: undefined, code: undefined, step: 'login', badStep: false });
    expect(recipientLocation({ giftshop: 'jul-2026' })).toMatchObject({
      giftshop: 'jul-2026',
      code: undefined,
      step: 'login',
    });
    expect(recipientLocation({ giftshop: 'jul-2026', code: 'JUL26-0001' })).toMatchObject({
      code: 'JUL26-0001',
      step: 'info',
    });
    expect(recipientLocation({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'products' })).toMatchObject({
      step: 'products',
      badStep: false,
    });
  });

  it('flags a step segment that is no later recipient step (info and login are implied, never written)', () => {
    for (const step of ['nonsense', 'info', 'login', 'PRODUCTS']) {
      expect(recipientLocation({ giftshop: 's', code: 'c', step })).toMatchObject({ step: 'info', badStep: true });
    }
  });

  it('treats empty, blank and escaped parameters sensibly; a malformed escape never throws', () => {
    expect(cleanParam('  ')).toBeUndefined();
    expect(cleanParam(undefined)).toBeUndefined();
    expect(cleanParam('JUB%200001')).toBe('JUB 0001');
    expect(cleanParam('%E0%A4%A')).toBe('%E0%A4%A');
    expect(recipientLocation({ giftshop: ' ', code: 'X' })).toMatchObject({
      giftshop: undefined,
      code: undefined,
      step: 'login',
    });
  });

  it('builds hash paths: home, shop, code (info) and later steps, escaping segments', () => {
    expect(recipientPath()).toBe(HOME_PATH);
    expect(recipientPath('jul-2026')).toBe('/g/jul-2026');
    expect(recipientPath('jul-2026', 'JUL26-0001')).toBe('/g/jul-2026/JUL26-0001');
    expect(recipientPath('jul-2026', 'JUL26-0001', 'info')).toBe('/g/jul-2026/JUL26-0001');
    expect(recipientPath('jul-2026', 'JUL26-0001', 'products')).toBe('/g/jul-2026/JUL26-0001/products');
    expect(recipientPath('jul 2026', 'a/b')).toBe('/g/jul%202026/a%2Fb');
    expect(recipientPath(null, 'JUL26-0001', 'products')).toBe(HOME_PATH);
  });

  it('compares paths ignoring a leading #, trailing slashes and escaping', () => {
    expect(samePath('#/g/jul-2026/', '/g/jul-2026')).toBe(true);
    expect(samePath('/g/jub%20x', '/g/jub x')).toBe(true);
    expect(samePath('/g/a', '/g/b')).toBe(false);
    expect(samePath('', '#/')).toBe(true);
  });
});

describe('management routes (spec §2)', () => {
  it('reads each management path as its section', () => {
    expect(managementLocation('/m')).toEqual({ section: 'dashboard' });
    expect(managementLocation('/m/')).toEqual({ section: 'dashboard' });
    expect(managementLocation('/m/giftshops')).toEqual({ section: 'giftshops' });
    expect(managementLocation('/m/products')).toEqual({ section: 'products' });
    expect(managementLocation('/m/jul-2026')).toEqual({ section: 'overview', giftshop: 'jul-2026' });
    expect(managementLocation('/m/jul-2026/ass')).toEqual({ section: 'assortment', giftshop: 'jul-2026' });
    expect(managementLocation('/m/jul-2026/inv')).toEqual({ section: 'codes', giftshop: 'jul-2026' });
    expect(managementLocation('/m/jul-2026/nonsense/x')).toEqual({ section: 'overview', giftshop: 'jul-2026' });
    expect(managementLocation('/m/%20')).toEqual({ section: 'dashboard' });
  });

  it("reads the assortment's sub-sections (spec §2: 'Vælg standardgaver', 'Ret sortiment'), only there", () => {
    expect(managementLocation('/m/jul-2026/ass/defaults')).toEqual({
      section: 'assortment',
      giftshop: 'jul-2026',
      subsection: 'choosedefaults',
    });
    expect(managementLocation('/m/jul-2026/ass/edit')).toEqual({
      section: 'assortment',
      giftshop: 'jul-2026',
      subsection: 'editassortment',
    });
    expect(managementLocation('/m/jul-2026/ass/x')).toEqual({ section: 'assortment', giftshop: 'jul-2026' });
    expect(managementLocation('/m/jul-2026/inv/edit')).toEqual({ section: 'codes', giftshop: 'jul-2026' });
    expect(managementPath({ section: 'assortment', giftshop: 'a', subsection: 'none' })).toBe('/m/a/ass');
    expect(managementPath({ section: 'codes', giftshop: 'a', subsection: 'editassortment' })).toBe('/m/a/inv');
  });

  it("reads the codes' print sheet (`inv/print`, issue 12), only under 'Gavebeviser'", () => {
    expect(managementLocation('/m/jul-2026/inv/print')).toEqual({
      section: 'codes',
      giftshop: 'jul-2026',
      subsection: 'printcodes',
    });
    expect(managementLocation('/m/jul-2026/ass/print')).toEqual({ section: 'assortment', giftshop: 'jul-2026' });
    expect(managementPath({ section: 'assortment', giftshop: 'a', subsection: 'printcodes' })).toBe('/m/a/ass');
    expect(managementPath({ section: 'codes', giftshop: 'a b', subsection: 'printcodes' })).toBe('/m/a%20b/inv/print');
  });

  it('writes the path back, and the pattern matches /m and below only', () => {
    for (const path of [
      '/m',
      '/m/giftshops',
      '/m/products',
      '/m/jul-2026',
      '/m/jul-2026/ass',
      '/m/jul-2026/ass/defaults',
      '/m/jul-2026/ass/edit',
      '/m/jul-2026/inv',
      '/m/jul-2026/inv/print',
    ]) {
      expect(managementPath(managementLocation(path))).toBe(path);
    }
    expect(managementPath({ section: 'overview', giftshop: 'a b' })).toBe('/m/a%20b');
    expect(['/m', '/m/x', '/mx', '/g/m'].map((p) => MANAGEMENT_ROUTE.test(p))).toEqual([true, true, false, false]);
  });
});
