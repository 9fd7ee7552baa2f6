import { describe, expect, it } from 'vitest';
import * as S from '../../../src/api/schemas/index.ts';
import { validate } from '../../../src/api/schemas/index.ts';
import * as F from './fixtures.ts';

describe('validate()', () => {
  it('returns the coerced value on success', () => {
    expect(validate(S.RelatedProductsQuery, { limit: '5' })).toEqual({ ok: true, value: { limit: 5 } });
    expect(validate(S.RelatedProductsQuery, {})).toEqual({ ok: true, value: { limit: 10 } });
  });

  it('names the failing field as a dotted path', () => {
    const r = validate(S.AddToCartFromListRequest, {
      items: [
        { productid: '1', quantity: 1 },
        { productid: '2', quantity: 'x' },
      ],
    });
    expect(r).toMatchObject({ ok: false, field: 'items.1.quantity' });
    if (!r.ok) expect(r.message).toMatch(/^"items\.1\.quantity": Expected an integer/);
  });

  it('reports missing and unknown fields clearly', () => {
    expect(validate(S.CreateGiftShopRequest, {})).toEqual({ ok: false, field: 'name', message: '"name" is required' });
    expect(validate(S.CreateGiftShopRequest, { name: 'Jul', extra: 1 })).toEqual({
      ok: false,
      field: 'extra',
      message: 'Unknown field "extra"',
    });
  });

  it('never throws, whatever the input', () => {
    for (const value of [undefined, null, 42, 'text', [], () => 1, Symbol('x'), new Date(NaN)]) {
      expect(() => validate(S.GiftShop, value)).not.toThrow();
      expect(validate(S.GiftShop, value).ok).toBe(false);
    }
    const r = validate(S.GiftShop, null);
    expect(r).toMatchObject({ ok: false, field: '' });
  });
});

describe('query-string coercion', () => {
  it('coerces numeric strings and refuses other strings', () => {
    expect(validate(S.SearchQuery, { query: 'pen', limit: '7' })).toEqual({
      ok: true,
      value: { query: 'pen', limit: 7 },
    });
    expect(validate(S.SearchQuery, { query: 'pen', limit: 'abc' })).toMatchObject({ ok: false, field: 'limit' });
    expect(validate(S.SearchQuery, { query: 'pen', limit: '1.5' })).toMatchObject({ ok: false, field: 'limit' });
    expect(validate(S.SearchQuery, { query: 'pen', limit: '0' })).toMatchObject({ ok: false, field: 'limit' });
    expect(validate(S.SearchQuery, { query: 'pen', limit: '101' })).toMatchObject({ ok: false, field: 'limit' });
  });

  it('applies the spec §9 defaults', () => {
    expect(validate(S.MagicSearchQuery, { query: 'pen' })).toEqual({
      ok: true,
      value: { query: 'pen', limit: 12, offset: 0 },
    });
    expect(validate(S.CustomerSearchQuery, { query: '' })).toEqual({
      ok: true,
      value: { query: '', limit: 15, offset: 0 },
    });
    expect(validate(S.FacetSearchRequest, {})).toEqual({ ok: true, value: { count: 20, offset: 0 } });
  });

  it('coerces boolean strings', () => {
    expect(validate(S.ChangeCartQuery, { merge: 'true' })).toEqual({ ok: true, value: { merge: true } });
    expect(validate(S.ChangeCartQuery, { merge: 'false' })).toEqual({ ok: true, value: { merge: false } });
    expect(validate(S.ChangeCartQuery, { merge: 'yes' })).toMatchObject({ ok: false, field: 'merge' });
    expect(validate(S.CategoryChildrenQuery, { expandWithChildren: 'true' })).toEqual({
      ok: true,
      value: { expandWithChildren: true },
    });
    expect(validate(S.MagicSearchQuery, { query: 'x', doctype: 'PAGE' })).toMatchObject({
      ok: false,
      field: 'doctype',
    });
  });
});

describe('dates, e-mail, EAN', () => {
  it('IsoDate accepts real calendar days only', () => {
    expect(validate(S.IsoDate, '2028-02-29').ok).toBe(true);
    expect(validate(S.IsoDate, '2026-02-29').ok).toBe(false);
    expect(validate(S.IsoDate, '2026-2-1').ok).toBe(false);
    expect(validate(S.IsoDate, '2026-12-01T00:00:00Z').ok).toBe(false);
  });

  it('IsoDateTime', () => {
    expect(validate(S.IsoDateTime, '2026-11-21T13:37:00.000Z').ok).toBe(true);
    expect(validate(S.IsoDateTime, '2026-11-21T13:37:00+01:00').ok).toBe(true);
    expect(validate(S.IsoDateTime, '2026-11-21').ok).toBe(false);
    expect(validate(S.IsoDateTime, '2026-13-21T13:37:00Z').ok).toBe(false);
  });

  it('Email', () => {
    expect(validate(S.Email, 'kunde@butik.test').ok).toBe(true);
    for (const bad of ['', 'kunde', 'a b@c.dk', 'a@b', 'a@b.dk,c@d.dk']) expect(validate(S.Email, bad).ok).toBe(false);
  });

  it('EAN: real GTIN-8/12/13/14 numbers pass, wrong check digits and lengths fail', () => {
    for (const good of ['96385074', '036000291452', '4006381333931', '5901234123457', '10012345678902'])
      expect(S.isValidEan(good)).toBe(true);
    for (const bad of ['96385075', '4006381333932', '1234567', '123456789', '12345678901', '400638133393a'])
      expect(S.isValidEan(bad)).toBe(false);
  });
});

describe('entities (responses)', () => {
  it('accept the sample records', () => {
    expect(validate(S.Product, F.product).ok).toBe(true);
    expect(validate(S.GiftShop, F.giftShop).ok).toBe(true);
    expect(validate(S.GiftCode, F.giftCode).ok).toBe(true);
    expect(validate(S.Cart, F.cart).ok).toBe(true);
    expect(validate(S.FreeGift, F.freeGift).ok).toBe(true);
    expect(validate(S.Customer, F.customer).ok).toBe(true);
    expect(validate(S.Variant, F.variant).ok).toBe(true);
    expect(validate(S.WishListsResponse, F.wishlists).ok).toBe(true);
    expect(validate(S.MagicSearchResult, F.magic).ok).toBe(true);
  });

  it('tolerate extra fields a server may add', () => {
    expect(validate(S.Cart, { ...F.cart, newfield: 1 }).ok).toBe(true);
  });

  it('fill defaults: product image 400x300, gift shop status OPEN', () => {
    const { imagewidth: _w, imageheight: _h, ...noSize } = F.product;
    const p = validate(S.Product, noSize);
    expect(p.ok && [p.value.imagewidth, p.value.imageheight]).toEqual([400, 300]);
    const { status: _s, ...noStatus } = F.giftShop;
    const g = validate(S.GiftShop, noStatus);
    expect(g.ok && g.value.status).toBe(0);
  });

  it('check enums and numbers', () => {
    expect(validate(S.GiftShop, { ...F.giftShop, status: 2 })).toMatchObject({ ok: false, field: 'status' });
    expect(validate(S.GiftShop, { ...F.giftShop, state: 'open' })).toMatchObject({ ok: false, field: 'state' });
    expect(validate(S.GiftCode, { ...F.giftCode, invitationstate: 'DONE' })).toMatchObject({
      ok: false,
      field: 'invitationstate',
    });
    expect(validate(S.Product, { ...F.product, price: { ...F.price, priceincvat: '125,00' } })).toMatchObject({
      ok: false,
      field: 'price.priceincvat',
    });
    expect(validate(S.Product, { ...F.product, price: null }).ok).toBe(true);
    expect(validate(S.Cart, { ...F.cart, displaytotalprice: 1281.25 })).toMatchObject({
      ok: false,
      field: 'displaytotalprice',
    });
    expect(validate(S.GiftShop, { ...F.giftShop, theme: { ...F.giftShop.theme, textcolor: 'red' } })).toMatchObject({
      ok: false,
      field: 'theme.textcolor',
    });
  });

  it('recursive category and navigation trees are checked at depth', () => {
    const tree = {
      link: '/',
      title: 'Root',
      children: [
        {
          link: '/a',
          title: 'A',
          children: [{ link: '/b', title: 'B', children: [{ title: 'no link', children: [] }] }],
        },
      ],
    };
    expect(validate(S.NavigationChild, tree)).toMatchObject({
      ok: false,
      field: 'children.0.children.0.children.0.link',
    });
    const cat = { ...F.category, children: [{ ...F.category, id: '2', parentid: '1', children: [] }] };
    expect(validate(S.CategoryChildrenResponse, { children: [cat], parent: null }).ok).toBe(true);
  });
});

describe('requests (strict)', () => {
  it('create gift shop: name non-empty after trimming, at most 200 characters', () => {
    expect(validate(S.CreateGiftShopRequest, { name: 'Jul 2026' }).ok).toBe(true);
    expect(validate(S.CreateGiftShopRequest, { name: '   ' })).toMatchObject({ ok: false, field: 'name' });
    expect(validate(S.CreateGiftShopRequest, { name: 'x'.repeat(201) })).toMatchObject({ ok: false, field: 'name' });
  });

  it('persist gift shop: id required, other fields optional but checked', () => {
    expect(validate(S.PersistGiftShopRequest, { id: 'jul-2026', startdate: '2026-12-01' }).ok).toBe(true);
    expect(validate(S.PersistGiftShopRequest, F.giftShop).ok).toBe(true);
    expect(validate(S.PersistGiftShopRequest, { startdate: '2026-12-01' })).toMatchObject({ ok: false, field: 'id' });
    expect(validate(S.PersistGiftShopRequest, { id: 'jul-2026', enddate: '31-12-2026' })).toMatchObject({
      ok: false,
      field: 'enddate',
    });
  });

  it('redeem: full name, distinct products, optional e-mail', () => {
    expect(validate(S.RedeemGiftCodeRequest, { name: 'Anna Hansen', products: ['10001'] }).ok).toBe(true);
    expect(validate(S.RedeemGiftCodeRequest, { name: 'Anna Hansen', email: '', products: ['10001'] }).ok).toBe(true);
    expect(validate(S.RedeemGiftCodeRequest, { name: 'Anna', products: ['10001'] })).toEqual({
      ok: false,
      field: 'name',
      message: '"name": Udfyld venligst fornavn og efternavn',
    });
    expect(validate(S.RedeemGiftCodeRequest, { name: 'Anna Hansen', products: ['1', '1'] })).toMatchObject({
      ok: false,
      field: 'products',
    });
    expect(validate(S.RedeemGiftCodeRequest, { name: 'Anna Hansen', products: [] })).toMatchObject({
      ok: false,
      field: 'products',
    });
    expect(validate(S.RedeemGiftCodeRequest, { name: 'Anna Hansen', email: 'nope', products: ['1'] })).toMatchObject({
      ok: false,
      field: 'email',
    });
  });

  it('codes: create count 1-1000, invite e-mails one per code', () => {
    expect(validate(S.CreateGiftCodesRequest, { count: 50 }).ok).toBe(true);
    expect(validate(S.CreateGiftCodesRequest, { count: 0 })).toMatchObject({ ok: false, field: 'count' });
    expect(validate(S.CreateGiftCodesRequest, { count: 1001 })).toMatchObject({ ok: false, field: 'count' });
    expect(validate(S.InviteGiftCodesRequest, { codeids: ['A'] }).ok).toBe(true);
    expect(validate(S.InviteGiftCodesRequest, { codeids: ['A'], emails: ['a@b.dk'] }).ok).toBe(true);
    expect(validate(S.InviteGiftCodesRequest, { codeids: ['A', 'B'], emails: ['a@b.dk'] })).toMatchObject({
      ok: false,
      field: 'emails',
    });
    expect(validate(S.InviteGiftCodesRequest, { codeids: [] })).toMatchObject({ ok: false, field: 'codeids' });
  });

  it('product id lists are plain JSON arrays', () => {
    expect(validate(S.ProductInfoRequest, ['10001', '10002']).ok).toBe(true);
    expect(validate(S.ProductIdsRequest, { ids: ['10001'] }).ok).toBe(false);
    expect(validate(S.ProductIdsRequest, ['10001', ''])).toMatchObject({ ok: false, field: '1' });
  });

  it('add to cart: integer quantity >= 0, optional variant and add-ons', () => {
    expect(validate(S.AddToCartRequest, { productid: '10001', quantity: 0 }).ok).toBe(true);
    expect(
      validate(S.AddToCartRequest, {
        productid: '10001',
        quantity: 3,
        variantid: '10001-M',
        addonproductids: ['10002'],
      }).ok,
    ).toBe(true);
    expect(validate(S.AddToCartRequest, { productid: '10001', quantity: 2.5 })).toMatchObject({
      ok: false,
      field: 'quantity',
    });
    expect(validate(S.AddToCartRequest, { productid: '10001' })).toMatchObject({ ok: false, field: 'quantity' });
  });

  it('sign-up model: required fields, valid e-mail, EAN only when non-empty, phone without spaces', () => {
    const model = {
      companyname: 'Firma',
      address: 'Vej 1',
      zipcode: '8000',
      city: 'Aarhus',
      vatno: 'DK1',
      eanno: '',
      name: 'Anna',
      phone: '12345678',
      email: 'a@b.dk',
    };
    expect(validate(S.SignupModel, model).ok).toBe(true);
    expect(validate(S.SignupModel, { ...model, eanno: '5901234123457' }).ok).toBe(true);
    expect(validate(S.SignupModel, { ...model, eanno: '5901234123458' })).toMatchObject({ ok: false, field: 'eanno' });
    expect(validate(S.SignupModel, { ...model, phone: '12 34' })).toMatchObject({ ok: false, field: 'phone' });
    expect(validate(S.SignupModel, { ...model, city: '' })).toMatchObject({ ok: false, field: 'city' });
    expect(validate(S.SignupModel, { ...model, consent: true })).toMatchObject({ ok: false, field: 'consent' });
  });

  it('login page forms', () => {
    expect(
      validate(S.SignInForm, { action: 'signin', username: 'u', password: 'p', rememberlogin: 'on', output: 'json' }),
    ).toEqual({
      ok: true,
      value: { action: 'signin', username: 'u', password: 'p', rememberlogin: true, output: 'json' },
    });
    expect(validate(S.SignInForm, { action: 'signin', username: '', password: 'p' })).toMatchObject({
      ok: false,
      field: 'username',
    });
    expect(
      validate(S.ResetPasswordForm, { action: 'resetpassword', newpassword: 'a', confirmnewpassword: 'b' }),
    ).toMatchObject({ ok: false, field: 'confirmnewpassword' });
    expect(validate(S.ResetPasswordRequestForm, { action: 'resetpasswordrequest', email: 'x' })).toMatchObject({
      ok: false,
      field: 'email',
    });
    expect(Object.keys(S.LoginPageForms).sort()).toEqual([
      'optin',
      'resetpassword',
      'resetpasswordrequest',
      'signin',
      'signout',
      'user/changepassword',
    ]);
  });

  it('wish list, translations, address, event', () => {
    expect(validate(S.AddWishListItemRequest, { label: 'Favoritter', productid: 'KP-10001', quantity: 0 }).ok).toBe(
      true,
    );
    expect(validate(S.AddWishListItemRequest, { label: ' ', productid: 'KP-10001', quantity: 1 })).toMatchObject({
      ok: false,
      field: 'label',
    });
    expect(
      validate(S.EnsureTranslationRequest, {
        group: 'giftshop',
        key: 'title',
        defaulttext: 'Gift shop',
        replacements: ['0'],
      }).ok,
    ).toBe(true);
    expect(validate(S.EnsureTranslationRequest, { group: 'gift shop', key: 'title', defaulttext: '' })).toMatchObject({
      ok: false,
      field: 'group',
    });
    expect(validate(S.TranslationsResponse, { 'giftshop.title': 'Gaveshop', 'giftshop.empty': '' }).ok).toBe(true);
    expect(validate(S.AddressQuery, { query: '' })).toMatchObject({ ok: false, field: 'query' });
    expect(validate(S.ViewEvent, { type: 'product', id: '10001' }).ok).toBe(true);
    expect(validate(S.ViewEvent, { type: 'product' })).toMatchObject({ ok: false, field: 'id' });
  });
});
