/**
 * Gift-shop calls (spec §7, `/contextapi/{context}/v1/giftshop/…`). Every call sends no-cache headers.
 * Every call returns an `ApiResult` (result.ts); the spec §8 failure values come from `orFailure` (errors.ts).
 */
import type { ApiClient, CallOptions } from './client.ts';
import { call, callForSuccess, get, post } from './call.ts';
import { Id, SuccessResponse } from './schemas/common.ts';
import {
  CloseGiftShopRequest,
  CreateGiftCodesRequest,
  CreateGiftShopRequest,
  DefaultAssortmentRequest,
  DeliveryAddressList,
  GiftCode,
  GiftCodeList,
  GiftShop,
  GiftShopList,
  GiftShopSettings,
  InviteGiftCodesRequest,
  PersistGiftCodeRequest,
  PersistGiftShopRequest,
  ProductInfoRequest,
  ProductInfoResponse,
  RedeemGiftCodeRequest,
  RemoveGiftCodesRequest,
  RemoveGiftShopRequest,
  SalespersonUserList,
  SentStatusResponse,
  SupervisorProductsResponse,
  TypedGiftCode,
} from './schemas/giftshop.ts';

const seg = encodeURIComponent;
const IdInput = Id;

export function createGiftShopApi(client: ApiClient) {
  const gs = { noCache: true } as const;
  const changing = { ...gs, stateChanging: true } as const;
  return {
    /** GET giftshop/settings */
    getSettings: (opts: CallOptions = {}) =>
      call(client, 'giftshop.getSettings', get('giftshop/settings', GiftShopSettings, opts, gs)),
    /** GET giftshop/{id} */
    get: (id: string, opts: CallOptions = {}) =>
      call(client, 'giftshop.get', { schema: IdInput, value: id }, (v) =>
        get(`giftshop/${seg(v)}`, GiftShop, opts, gs),
      ),
    /** GET giftshop/by-user */
    getByUser: (opts: CallOptions = {}) =>
      call(client, 'giftshop.getByUser', get('giftshop/by-user', GiftShopList, opts, gs)),
    /** GET giftshop/supervisor/giftshops */
    getSupervisorGiftShops: (opts: CallOptions = {}) =>
      call(client, 'giftshop.getSupervisorGiftShops', get('giftshop/supervisor/giftshops', GiftShopList, opts, gs)),
    /** GET giftshop/supervisor/products -> what to order ('Disponering'; an extension of the API, not in spec §7) */
    getSupervisorProducts: (opts: CallOptions = {}) =>
      call(
        client,
        'giftshop.getSupervisorProducts',
        get('giftshop/supervisor/products', SupervisorProductsResponse, opts, gs),
      ),
    /** POST giftshop/create { name } -> GiftShop */
    create: (request: CreateGiftShopRequest, opts: CallOptions = {}) =>
      call(client, 'giftshop.create', { schema: CreateGiftShopRequest, value: request }, (body) =>
        post('giftshop/create', body, GiftShop, opts, gs),
      ),
    /** POST giftshop/persist (gift shop) -> GiftShop */
    persist: (shop: PersistGiftShopRequest, opts: CallOptions = {}) =>
      call(
        client,
        'giftshop.persist',
        { schema: PersistGiftShopRequest, value: stripExtras(shop, PERSIST_SHOP_KEYS) },
        (body) => post('giftshop/persist', body, GiftShop, opts, gs),
      ),
    /** POST giftshop/remove { id } -> the `success` flag */
    remove: (id: string, opts: CallOptions = {}) =>
      callForSuccess(client, 'giftshop.remove', { schema: RemoveGiftShopRequest, value: { id } }, (body) =>
        post('giftshop/remove', body, SuccessResponse, opts, gs),
      ),
    /** POST giftshop/close { id } -> the closed GiftShop */
    close: (id: string, opts: CallOptions = {}) =>
      call(client, 'giftshop.close', { schema: CloseGiftShopRequest, value: { id } }, (body) =>
        post('giftshop/close', body, GiftShop, opts, gs),
      ),
    /** POST giftshop/{id}/default-assortment { defaultproducts } -> GiftShop */
    setDefaultAssortment: (id: string, defaultproducts: string[], opts: CallOptions = {}) =>
      call(
        client,
        'giftshop.setDefaultAssortment',
        { schema: DefaultAssortmentRequest, value: { defaultproducts } },
        (body) => post(`giftshop/${seg(id)}/default-assortment`, body, GiftShop, opts, gs),
      ),
    /** GET giftshop/{id}/request-cards -> the `success` flag */
    requestCards: (id: string, opts: CallOptions = {}) =>
      callForSuccess(client, 'giftshop.requestCards', { schema: IdInput, value: id }, (v) =>
        get(`giftshop/${seg(v)}/request-cards`, SuccessResponse, opts, changing),
      ),
    /** GET giftshop/{id}/codes -> GiftCode[] */
    getCodes: (id: string, opts: CallOptions = {}) =>
      call(client, 'giftshop.getCodes', { schema: IdInput, value: id }, (v) =>
        get(`giftshop/${seg(v)}/codes`, GiftCodeList, opts, gs),
      ),
    /** GET giftshop/code/{id} (the code as typed: spaces allowed) -> GiftCode (404: no such code) */
    getCode: (code: string, opts: CallOptions = {}) =>
      call(client, 'giftshop.getCode', { schema: TypedGiftCode, value: code }, (v) =>
        get(`giftshop/code/${seg(v)}`, GiftCode, opts, gs),
      ),
    /** POST giftshop/code/persist (gift code) -> GiftCode */
    persistCode: (code: PersistGiftCodeRequest, opts: CallOptions = {}) =>
      call(
        client,
        'giftshop.persistCode',
        { schema: PersistGiftCodeRequest, value: stripExtras(code, PERSIST_CODE_KEYS) },
        (body) => post('giftshop/code/persist', body, GiftCode, opts, gs),
      ),
    /** Recipient front (our chosen path): POST giftshop/code/{id}/redeem { name, email?, products } -> GiftCode */
    redeemCode: (code: string, request: RedeemGiftCodeRequest, opts: CallOptions = {}) =>
      call(client, 'giftshop.redeemCode', { schema: RedeemGiftCodeRequest, value: request }, (body) =>
        post(`giftshop/code/${seg(code)}/redeem`, body, GiftCode, opts, gs),
      ),
    /** POST giftshop/{id}/codes/remove { codeids } -> remaining GiftCode[] */
    removeCodes: (id: string, codeids: string[], opts: CallOptions = {}) =>
      call(client, 'giftshop.removeCodes', { schema: RemoveGiftCodesRequest, value: { codeids } }, (body) =>
        post(`giftshop/${seg(id)}/codes/remove`, body, GiftCodeList, opts, gs),
      ),
    /** POST giftshop/{id}/codes/create { count } -> the new GiftCode[] */
    createCodes: (id: string, count: number, opts: CallOptions = {}) =>
      call(client, 'giftshop.createCodes', { schema: CreateGiftCodesRequest, value: { count } }, (body) =>
        post(`giftshop/${seg(id)}/codes/create`, body, GiftCodeList, opts, gs),
      ),
    /** POST giftshop/{id}/codes/invite { codeids, emails?, emailmessage? } -> invited GiftCode[] */
    inviteCodes: (id: string, request: InviteGiftCodesRequest, opts: CallOptions = {}) =>
      call(client, 'giftshop.inviteCodes', { schema: InviteGiftCodesRequest, value: request }, (body) =>
        post(`giftshop/${seg(id)}/codes/invite`, body, GiftCodeList, opts, gs),
      ),
    /** GET giftshop/{id}/codes/sent-status -> [{ id, invitationstate }] */
    getSentStatus: (id: string, opts: CallOptions = {}) =>
      call(client, 'giftshop.getSentStatus', { schema: IdInput, value: id }, (v) =>
        get(`giftshop/${seg(v)}/codes/sent-status`, SentStatusResponse, opts, gs),
      ),
    /** POST giftshop/productinfo [ids] -> Product[] */
    getProductInfo: (ids: string[], opts: CallOptions = {}) =>
      call(client, 'giftshop.getProductInfo', { schema: ProductInfoRequest, value: ids }, (body) =>
        post('giftshop/productinfo', body, ProductInfoResponse, opts, gs),
      ),
    /** GET giftshop/addresses -> DeliveryAddress[] */
    getAddresses: (opts: CallOptions = {}) =>
      call(client, 'giftshop.getAddresses', get('giftshop/addresses', DeliveryAddressList, opts, gs)),
    /** GET giftshop/salesperson/users -> SalespersonUser[] */
    getSalespersonUsers: (opts: CallOptions = {}) =>
      call(client, 'giftshop.getSalespersonUsers', get('giftshop/salesperson/users', SalespersonUserList, opts, gs)),
    /** GET giftshop/salesperson/users/change/{id} -> `success` flag (then the page reloads) */
    changeSalespersonUser: (userId: string, opts: CallOptions = {}) =>
      callForSuccess(client, 'giftshop.changeSalespersonUser', { schema: IdInput, value: userId }, (v) =>
        get(`giftshop/salesperson/users/change/${seg(v)}`, SuccessResponse, opts, changing),
      ),
  };
}
export type GiftShopApi = ReturnType<typeof createGiftShopApi>;

const PERSIST_SHOP_KEYS = Object.keys(PersistGiftShopRequest.schema);
const PERSIST_CODE_KEYS = Object.keys(PersistGiftCodeRequest.schema);

/**
 * Elements may pass a record as received from the server (which may carry fields a newer server added);
 * the strict request schema would refuse those, so only the request's own keys are sent.
 */
function stripExtras<T>(value: T, keys: string[]): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in (value as object)) out[key] = (value as Record<string, unknown>)[key];
  return out as T;
}
