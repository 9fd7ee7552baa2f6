/**
 * Every commerce response matches the superstruct schema the library validates it with
 * (src/api/schemas): the server and the elements share one contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import * as S from '../../src/api/schemas/index.ts';
import { API, Client, loginForm, setup, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await setup();
});
afterAll(() => h.close());

function conforms<T, U>(schema: Struct<T, U>, res: { status: number; body: unknown }, label: string): void {
  expect(res.status, label).toBe(200);
  const result = S.validate(schema, res.body);
  expect(result.ok ? 'ok' : `${label}: ${result.field} ${result.message}`, label).toBe('ok');
}

describe('responses match src/api/schemas', () => {
  it('gift shop calls', async () => {
    const ejer = new Client(h.app);
    await ejer.signIn('ejer@butik.test');
    const G = `${API}/giftshop`;
    conforms(S.GiftShopSettings, await ejer.get(`${G}/settings`), 'settings');
    conforms(S.GiftShopList, await ejer.get(`${G}/by-user`), 'by-user');
    conforms(S.GiftShop, await ejer.get(`${G}/jul-2026`), 'get (full)');
    conforms(S.GiftShop, await new Client(h.app).get(`${G}/jul-2026`), 'get (public)');
    conforms(S.GiftCodeList, await ejer.get(`${G}/jul-2026/codes`), 'codes');
    conforms(S.GiftCode, await ejer.get(`${G}/code/JUL26-0002`), 'code (used)');
    conforms(S.SentStatusResponse, await ejer.get(`${G}/jul-2026/codes/sent-status`), 'sent-status');
    conforms(S.DeliveryAddressList, await ejer.get(`${G}/addresses`), 'addresses');
    conforms(S.ProductInfoResponse, await ejer.post(`${G}/productinfo`, ['10001', '10002']), 'productinfo');
    const created = await ejer.post(`${G}/create`, { name: 'Kontrakt' });
    conforms(S.GiftShop, created, 'create');
    conforms(
      S.GiftShop,
      await ejer.post(`${G}/persist`, {
        id: created.body.id,
        products: ['10001', '10002'],
        startdate: '2030-01-01',
        enddate: '2030-02-01',
      }),
      'persist',
    );
    conforms(
      S.GiftShop,
      await ejer.post(`${G}/${created.body.id}/default-assortment`, { defaultproducts: ['10001'] }),
      'default-assortment',
    );
    conforms(S.GiftCodeList, await ejer.post(`${G}/${created.body.id}/codes/create`, { count: 2 }), 'codes/create');
    const codes = (await ejer.get(`${G}/${created.body.id}/codes`)).body as Array<{ id: string }>;
    conforms(
      S.GiftCodeList,
      await ejer.post(`${G}/${created.body.id}/codes/invite`, { codeids: [codes[0]?.id], emails: ['a@b.test'] }),
      'codes/invite',
    );
    conforms(S.GiftCode, await ejer.post(`${G}/code/persist`, { id: codes[1]?.id, name: 'A B' }), 'code/persist');
    conforms(
      S.GiftCodeList,
      await ejer.post(`${G}/${created.body.id}/codes/remove`, { codeids: [codes[1]?.id] }),
      'codes/remove',
    );
    conforms(S.SuccessResponse, await ejer.get(`${G}/${created.body.id}/request-cards`), 'request-cards');
    conforms(S.GiftShop, await ejer.post(`${G}/close`, { id: created.body.id }), 'close');
    conforms(S.SuccessResponse, await ejer.post(`${G}/remove`, { id: created.body.id }), 'remove');
    const shop = (await ejer.get(`${G}/jul-2026`)).body;
    conforms(
      S.GiftCode,
      await new Client(h.app).post(`${G}/code/JUL26-0030/redeem`, {
        name: 'Kim Kontrakt',
        products: [shop.products[0]],
      }),
      'redeem',
    );
    const saelger = new Client(h.app);
    await saelger.signIn('saelger@butik.test');
    const users = await saelger.get(`${G}/salesperson/users`);
    conforms(S.SalespersonUserList, users, 'salesperson/users');
    conforms(
      S.SuccessResponse,
      await saelger.get(`${G}/salesperson/users/change/${users.body[0].id}`),
      'salesperson/users/change',
    );
    const sup = new Client(h.app);
    await sup.signIn('supervisor@butik.test');
    conforms(S.GiftShopList, await sup.get(`${G}/supervisor/giftshops`), 'supervisor/giftshops');
  });

  it('cart and free gift calls', async () => {
    const c = new Client(h.app);
    const C = `${API}/cart`;
    conforms(S.Cart, await c.get(`${C}/getcart`), 'getcart (empty)');
    conforms(S.Cart, await c.post(`${C}/addorupdatecart`, { productid: '10001', quantity: 1 }), 'addorupdatecart');
    conforms(
      S.Cart,
      await c.post(`${C}/addorupdatecartfromlist`, { items: [{ productid: '10002', quantity: 1 }] }),
      'addorupdatecartfromlist',
    );
    conforms(S.Cart, await c.get(`${C}/getcart`), 'getcart');
    conforms(S.CartDelivery, await c.get(`${C}/getcurrentdelivery`), 'getcurrentdelivery');
    conforms(S.RelatedProductsResponse, await c.get(`${C}/getrelatedproducts`), 'getrelatedproducts');
    conforms(S.CsvImportResponse, await c.post(`${C}/csvimporttocart`, { csv: '10003;1\nnope;1' }), 'csvimporttocart');
    conforms(S.FreeGift, await c.get(`${API}/freegift/getcurrent`), 'freegift/getcurrent');
    conforms(S.FreeGift, await c.get(`${API}/freegift/add?productid=10598`), 'freegift/add');
    conforms(S.FreeGift, await c.get(`${API}/freegift/remove`), 'freegift/remove');
    conforms(S.Cart, await c.get(`${C}/emptycart`), 'emptycart');
    const login = await c.signIn('kunde@butik.test');
    conforms(S.SignInResponse, login, 'signin');
    conforms(S.RetentionCart, await c.get(`${C}/getretentioncart`), 'getretentioncart');
    conforms(S.Cart, await c.get(`${C}/change?merge=true`), 'change');
  });

  it('customer, wish list, translations, content and login page calls', async () => {
    const k = new Client(h.app);
    await k.signIn('kunde@butik.test');
    conforms(S.Customer, await k.get(`${API}/customer`), 'customer');
    conforms(S.Customer, await k.get(`${API}/customer/changeprofile?customerprofile=projekt`), 'changeprofile');
    conforms(S.WishListsResponse, await k.get(`${API}/wishlist/list`), 'wishlist/list');
    const added = await k.post(`${API}/wishlist/add`, { label: 'Ny', productid: '10010', quantity: 1 });
    conforms(S.WishListsResponse, added, 'wishlist/add');
    const list = added.body.wishlists.find((l: { label: string }) => l.label === 'Ny');
    conforms(
      S.WishListsResponse,
      await k.post(`${API}/wishlist/updatelist`, { id: list.id, label: 'Nyere' }),
      'wishlist/updatelist',
    );
    conforms(
      S.WishListsResponse,
      await k.delete(`${API}/wishlist/${list.id}/${list.items[0].id}`),
      'wishlist item delete',
    );
    conforms(S.WishListsResponse, await k.delete(`${API}/wishlist/${list.id}`), 'wishlist delete');
    conforms(S.TranslationsResponse, await k.get(`${API}/labeltranslation/translations/giftshop`), 'translations');
    const s = new Client(h.app);
    await s.signIn('saelger@butik.test');
    conforms(S.CustomerSearchResponse, await s.get(`${API}/customer/search?query=a`), 'customer/search');
    conforms(S.Customer, await s.post(`${API}/customer/change?selectedcustomer=C1002`), 'customer/change');
    const sup = new Client(h.app);
    await sup.signIn('supervisor@butik.test');
    conforms(
      S.SuccessResponse,
      await sup.post(`${API}/translations/ensure`, { group: 'x', key: 'y', defaulttext: 'z' }),
      'translations/ensure',
    );
    const anon = new Client(h.app);
    conforms(
      S.SignupResult,
      await anon.post(`${API}/customer/signup`, {
        companyname: 'K ApS',
        address: 'Vej 1',
        zipcode: '1000',
        city: 'Kbh',
        vatno: 'DK31313131',
        eanno: '',
        name: 'K K',
        phone: '+4512345670',
        email: 'k@k.test',
      }),
      'signup',
    );
    conforms(
      S.SuccessResponse,
      await anon.post(`${API}/content/newcustomerrequest`, {
        companyname: 'A',
        name: 'B',
        email: 'c@d.test',
        phone: '1',
      }),
      'newcustomerrequest',
    );
    conforms(
      S.ResetPasswordRequestResponse,
      await anon.request('POST', '/login', {
        form: loginForm({ action: 'resetpasswordrequest', email: 'kunde@butik.test', output: 'json' }),
      }),
      'resetpasswordrequest',
    );
    conforms(
      S.ResetPasswordResponse,
      await anon.request('POST', '/login?key=nope', {
        form: loginForm({
          action: 'resetpassword',
          newpassword: 'abcdefgh',
          confirmnewpassword: 'abcdefgh',
          output: 'json',
        }),
      }),
      'resetpassword',
    );
    conforms(
      S.OptInResponse,
      await anon.request('POST', '/login?token=nope', {
        form: loginForm({ action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh', output: 'json' }),
      }),
      'optin',
    );
    conforms(
      S.ChangePasswordResponse,
      await k.request('POST', '/login', {
        form: loginForm({
          action: 'user/changepassword',
          oldpassword: 'demo1234',
          newpassword: 'demo1234',
          output: 'json',
        }),
      }),
      'changepassword',
    );
    conforms(
      S.SignOutResponse,
      await k.request('POST', '/login', { form: loginForm({ action: 'signout', output: 'json' }) }),
      'signout',
    );
  });
});
