/**
 * Gift shop, gift code, settings, salesperson user (spec §3, §4) and every `/giftshop` call of spec §7.
 * All paths are relative to `/contextapi/{context}/v1/giftshop/`.
 */
import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Email, EmailOrEmpty, HexColor, Id, IsoDate, IsoDateTime, LinkUrlOrEmpty, ProductId, text } from './common.ts';
import { Product, ProductInfo } from './product.ts';

/** Gift shop status (spec §4): 0 = OPEN, 1 = CLOSED. */
export const GiftShopStatus = enums([0, 1]);
export type GiftShopStatus = Infer<typeof GiftShopStatus>;
export const GIFT_SHOP_STATUS = { OPEN: 0, CLOSED: 1 } as const;

/**
 * Derived front state (spec §4): UNKNOWN (no shop), CLOSED (status closed or enddate before today),
 * AWAITING (startdate after today), otherwise OPEN; dates compared by day in UTC. The server sends it
 * computed for "today"; the library recomputes it (machines) and does not trust it blindly.
 */
export const GiftShopState = enums(['UNKNOWN', 'OPEN', 'CLOSED', 'AWAITING']);
export type GiftShopState = Infer<typeof GiftShopState>;

/** Invitation state of a gift code (spec §4). */
export const InvitationState = enums(['MANUAL', 'SENDING', 'SENT', 'FAILED']);
export type InvitationState = Infer<typeof InvitationState>;

/** Gift shop theme (spec §3): colours as `#rrggbb`/`#rgb`, logo as an image URL; `null` = not set. */
export const GiftShopTheme = type({
  backgroundcolor: nullable(HexColor),
  textcolor: nullable(HexColor),
  logoimage: nullable(string()),
});
export type GiftShopTheme = Infer<typeof GiftShopTheme>;

/** The fields of a delivery address: loose in responses ({@link DeliveryAddress}), strict in a persist request. */
const deliveryAddressFields = {
  id: Id,
  name: string(),
  address1: string(),
  address2: optional(nullable(string())),
  zip: string(),
  city: string(),
  country: optional(nullable(string())),
};

/** A delivery address of the customer (`GET giftshop/addresses`) and the one chosen for a shop's delivery. */
export const DeliveryAddress = type(deliveryAddressFields);
export type DeliveryAddress = Infer<typeof DeliveryAddress>;

/**
 * Decision: the spec's `delivery` field is an object holding the delivery day (`date`, YYYY-MM-DD; the UI
 * shows its ISO week — "edit delivery week") and the delivery `address` chosen from `GET addresses`
 * (unused when `homedeliveryrequested`). Both `null` until chosen.
 */
export const GiftShopDelivery = type({
  date: nullable(IsoDate),
  address: nullable(DeliveryAddress),
});
export type GiftShopDelivery = Infer<typeof GiftShopDelivery>;

/**
 * Gift shop (spec §3). `id` is a slug chosen by the server from the name (e.g. "jul-2026").
 * `startdate`/`enddate` are `null` for a freshly created shop. `products` is the assortment,
 * `defaultproducts` the chosen default gifts (a subset of `products`), `defaultproductsinfo` their short
 * records. `message` is the recipients' welcome message, `emailmessage` the invitation e-mail text (plain
 * text). `status` defaults to OPEN (0).
 *
 * Decision (not in the spec): `lastupdate` is when the shop was last changed (ISO 8601 date-time, UTC, with
 * milliseconds), sent with the full record to those who manage the shop. Echoed in a persist it makes the
 * save conditional: the server refuses a stale one with 409 (see {@link PersistGiftShopRequest}). Optional, so
 * a server without it still validates.
 *
 * Decision (not in the spec), for the management lists: `ownername` is the name of the owning user (`userid`),
 * `codecount` how many codes the shop has and `usedcodecount` how many of them are used (products chosen). Sent
 * with the full record; optional, so a server without them still validates (the lists then show the user id and
 * no code count).
 */
export const GiftShop = type({
  id: Id,
  name: string(),
  customerid: string(),
  userid: string(),
  startdate: nullable(IsoDate),
  enddate: nullable(IsoDate),
  delivery: GiftShopDelivery,
  wrappingrequested: boolean(),
  homedeliveryrequested: boolean(),
  requireddefaultproducts: size(integer(), 1, 100),
  defaultproducts: array(ProductId),
  defaultproductsinfo: array(ProductInfo),
  products: array(ProductId),
  theme: GiftShopTheme,
  message: string(),
  emailmessage: string(),
  cardsrequested: boolean(),
  status: defaulted(GiftShopStatus, 0),
  state: GiftShopState,
  lastupdate: optional(string()),
  ownername: optional(string()),
  codecount: optional(size(integer(), 0, Number.MAX_SAFE_INTEGER)),
  usedcodecount: optional(size(integer(), 0, Number.MAX_SAFE_INTEGER)),
});
export type GiftShop = Infer<typeof GiftShop>;

/**
 * Gift code (spec §3), shown as "gavebevis" (gift certificate). `name`/`email` are the recipient's
 * (`null` until known), `products` the chosen product ids (non-empty = USED), `productsinfo` their short records.
 */
export const GiftCode = type({
  id: Id,
  shopid: Id,
  name: nullable(string()),
  email: nullable(string()),
  products: array(ProductId),
  productsinfo: array(ProductInfo),
  cardrequested: boolean(),
  invitationstate: InvitationState,
  createdate: IsoDateTime,
  lastupdate: IsoDateTime,
});
export type GiftCode = Infer<typeof GiftCode>;

/** Settings (spec §3): help texts of the management area sections (HTML allowed; sanitise before rendering). */
export const GiftShopSettings = type({
  defaultconfiguration: type({
    overviewhelptext: string(),
    assortmenthelptext: string(),
    codeshelptext: string(),
  }),
});
export type GiftShopSettings = Infer<typeof GiftShopSettings>;

/** Salesperson user (spec §3), shown as "name (email)" in the 'Valgte bruger' dropdown. */
export const SalespersonUser = type({
  id: Id,
  name: string(),
  email: string(),
  active: boolean(),
});
export type SalespersonUser = Infer<typeof SalespersonUser>;

// ---------------------------------------------------------------------------------------------
// Path parameters

/** Path parameter `{id}` of a gift shop (`GET giftshop/{id}`, `.../{id}/codes`, ...). */
export const GiftShopIdParams = object({ id: Id });
export type GiftShopIdParams = Infer<typeof GiftShopIdParams>;
/** Path parameter `{id}` of a gift code (`GET giftshop/code/{id}`, `POST giftshop/code/{id}/redeem`). */
export const GiftCodeIdParams = object({ id: Id });
export type GiftCodeIdParams = Infer<typeof GiftCodeIdParams>;
/**
 * A gift code as a recipient types it, for `GET giftshop/code/{id}`: an id, but spaces are tolerated too (the
 * server matches codes forgivingly: case, spaces and dashes do not matter; the reference server's `TypedCode`).
 */
export const TypedGiftCode = refine(
  string(),
  'TypedGiftCode',
  (value) =>
    /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,99}$/.test(value) ||
    `Expected an id or a typed gift code (letters, digits, spaces, "_", "." or "-", 1-100 characters), but received: ${JSON.stringify(value)}`,
);
/** Path parameter `{id}` of `GET giftshop/salesperson/users/change/{id}`. */
export const SalespersonUserIdParams = object({ id: Id });
export type SalespersonUserIdParams = Infer<typeof SalespersonUserIdParams>;

/** Calls without a body or query use this: nothing is accepted (an empty object). */
export const EmptyRequest = object({});
export type EmptyRequest = Infer<typeof EmptyRequest>;

// ---------------------------------------------------------------------------------------------
// Calls (request + response per call)

/** `GET giftshop/settings` -> {@link GiftShopSettings}. */
export const GetSettingsResponse = GiftShopSettings;
/** `GET giftshop/{id}` -> {@link GiftShop}. */
export const GetGiftShopResponse = GiftShop;
/** `GET giftshop/by-user` -> the signed-in (or salesperson-selected) user's gift shops. */
export const GiftShopList = array(GiftShop);
export type GiftShopList = Infer<typeof GiftShopList>;
/** `GET giftshop/supervisor/giftshops` -> every gift shop (supervisor only). */
export const SupervisorGiftShopsResponse = GiftShopList;

/**
 * One product of `GET giftshop/supervisor/products` ('Disponering'; **an extension**: spec §7 has no such call).
 * Over the gift shops that are not closed: `shops` whose assortment has it, `chosen` codes that chose it,
 * `defaultpicks` codes that will get it as a default gift (not chosen yet, in a shop where it is a default gift),
 * `toorder` = chosen + defaultpicks. `name` is empty for a product the catalogue no longer has.
 */
export const SupervisorProduct = type({
  productid: ProductId,
  name: string(),
  sku: string(),
  image: string(),
  shops: min(integer(), 0),
  defaultpicks: min(integer(), 0),
  chosen: min(integer(), 0),
  toorder: min(integer(), 0),
});
export type SupervisorProduct = Infer<typeof SupervisorProduct>;
/** `GET giftshop/supervisor/products` -> the products to order (supervisor only; 403 otherwise). */
export const SupervisorProductsResponse = array(SupervisorProduct);
export type SupervisorProductsResponse = Infer<typeof SupervisorProductsResponse>;

/**
 * `POST giftshop/create` request: `{ name }`. The name must be non-empty after trimming (spec §5); the spec
 * shows no length bound, we chose at most 200 characters. The server trims it.
 */
export const CreateGiftShopRequest = object({ name: text(200, 'GiftShopName') });
export type CreateGiftShopRequest = Infer<typeof CreateGiftShopRequest>;
/** `POST giftshop/create` response: the new {@link GiftShop} (OPEN, no dates, empty assortment). */
export const CreateGiftShopResponse = GiftShop;

/**
 * `POST giftshop/persist` request: the gift shop. Every field except `id` is optional so the elements can
 * send only what changed or the whole shop as received. Editable: name, startdate, enddate, delivery,
 * wrappingrequested, homedeliveryrequested, requireddefaultproducts, defaultproducts, products, theme, message,
 * emailmessage. Read-only fields (customerid, userid, defaultproductsinfo, cardsrequested, status, state, ownername,
 * codecount, usedcodecount) are accepted and ignored. The server refuses persisting a CLOSED shop and `enddate` before `startdate`.
 *
 * Decision: `lastupdate`, when given, is the shop's `lastupdate` as the sender last received it. If the stored
 * shop has changed since (another tab, user or call saved it), the server answers 409
 * `{ error, field: "lastupdate" }` and changes nothing; the sender reloads the shop and applies its edit again.
 * Without `lastupdate` the save is unconditional (the last save wins). Every successful persist, close,
 * default-assortment and request-cards gives the shop a newer `lastupdate`.
 */
export const PersistGiftShopRequest = object({
  id: Id,
  name: optional(text(200, 'GiftShopName')),
  customerid: optional(string()),
  userid: optional(string()),
  startdate: optional(nullable(IsoDate)),
  enddate: optional(nullable(IsoDate)),
  delivery: optional(
    object({
      date: nullable(IsoDate),
      address: nullable(object(deliveryAddressFields)),
    }),
  ),
  wrappingrequested: optional(boolean()),
  homedeliveryrequested: optional(boolean()),
  requireddefaultproducts: optional(size(integer(), 1, 100)),
  defaultproducts: optional(size(array(ProductId), 0, 100)),
  defaultproductsinfo: optional(array(ProductInfo)),
  products: optional(size(array(ProductId), 0, 2000)),
  theme: optional(
    object({
      backgroundcolor: nullable(HexColor),
      textcolor: nullable(HexColor),
      logoimage: nullable(LinkUrlOrEmpty),
    }),
  ),
  message: optional(size(string(), 0, 5000)),
  emailmessage: optional(size(string(), 0, 5000)),
  cardsrequested: optional(boolean()),
  status: optional(GiftShopStatus),
  state: optional(GiftShopState),
  lastupdate: optional(IsoDateTime),
  ownername: optional(string()),
  codecount: optional(integer()),
  usedcodecount: optional(integer()),
});
export type PersistGiftShopRequest = Infer<typeof PersistGiftShopRequest>;
/** `POST giftshop/persist` response: the stored {@link GiftShop}. */
export const PersistGiftShopResponse = GiftShop;

/** `POST giftshop/remove` request: `{ id }` of the gift shop to delete (only a shop without used codes). */
export const RemoveGiftShopRequest = object({ id: Id });
export type RemoveGiftShopRequest = Infer<typeof RemoveGiftShopRequest>;
/** `POST giftshop/remove` response (spec: "returns success flag"): `{ success: boolean }`. */
export { SuccessResponse as RemoveGiftShopResponse } from './common.ts';

/** `POST giftshop/close` request: `{ id }` of the gift shop to close (status becomes CLOSED). */
export const CloseGiftShopRequest = object({ id: Id });
export type CloseGiftShopRequest = Infer<typeof CloseGiftShopRequest>;
/** `POST giftshop/close` response: the closed {@link GiftShop}. */
export const CloseGiftShopResponse = GiftShop;

/**
 * `POST giftshop/{id}/default-assortment` request (decision): `{ defaultproducts }`, the chosen default gifts
 * ("Vælg standardgaver"). Each must be in the shop's `products`; at most `requireddefaultproducts` of them
 * (the server checks both).
 */
export const DefaultAssortmentRequest = object({ defaultproducts: size(array(ProductId), 0, 100) });
export type DefaultAssortmentRequest = Infer<typeof DefaultAssortmentRequest>;
/** `POST giftshop/{id}/default-assortment` response: the updated {@link GiftShop} (with `defaultproductsinfo`). */
export const DefaultAssortmentResponse = GiftShop;

/** `GET giftshop/{id}/request-cards` (no query) response: `{ success }`; on success the shop's `cardsrequested` is true. */
export { SuccessResponse as RequestCardsResponse } from './common.ts';

/** `GET giftshop/{id}/codes` response: the shop's codes, oldest first. */
export const GiftCodeList = array(GiftCode);
export type GiftCodeList = Infer<typeof GiftCodeList>;

/** `GET giftshop/code/{id}` response: the {@link GiftCode}. Reachable without sign-in (recipients). */
export const GetGiftCodeResponse = GiftCode;

/**
 * `POST giftshop/code/persist` request (management): the code with `id`; editable `name`, `email`
 * (empty string or `null` clears it) and `cardrequested`. Other GiftCode fields are accepted and ignored.
 */
export const PersistGiftCodeRequest = object({
  id: Id,
  shopid: optional(Id),
  name: optional(nullable(size(string(), 0, 200))),
  email: optional(nullable(EmailOrEmpty)),
  products: optional(array(ProductId)),
  productsinfo: optional(array(ProductInfo)),
  cardrequested: optional(boolean()),
  invitationstate: optional(InvitationState),
  createdate: optional(IsoDateTime),
  lastupdate: optional(IsoDateTime),
});
export type PersistGiftCodeRequest = Infer<typeof PersistGiftCodeRequest>;
/** `POST giftshop/code/persist` response: the stored {@link GiftCode}. */
export const PersistGiftCodeResponse = GiftCode;

/**
 * Recipient front: persisting the chosen gifts. The spec does not show this path; **decision:**
 * `POST giftshop/code/{id}/redeem` with `{ name, email?, products }`, no sign-in needed (the code is the
 * credential). `name` must hold first and last name (contains a space, spec §5); `email` optional (empty
 * string = none); `products` exactly `requireddefaultproducts` distinct ids from the shop's assortment
 * (server-checked). The server refuses a used code ('Kode allerede brugt', 409) and a shop that is not OPEN
 * (409). Concurrent redemptions of one code leave exactly one winner. Response: the updated {@link GiftCode}.
 */
export const RedeemGiftCodeRequest = object({
  name: refine(
    size(string(), 1, 200),
    'FullName',
    (value) => /\S\s+\S/.test(value.trim()) || 'Udfyld venligst fornavn og efternavn',
  ),
  email: optional(EmailOrEmpty),
  products: refine(
    size(array(ProductId), 1, 100),
    'DistinctProducts',
    (value) => new Set(value).size === value.length || 'Expected distinct product ids',
  ),
});
export type RedeemGiftCodeRequest = Infer<typeof RedeemGiftCodeRequest>;
/** `POST giftshop/code/{id}/redeem` response: the redeemed {@link GiftCode} (products and productsinfo set). */
export const RedeemGiftCodeResponse = GiftCode;

/** `POST giftshop/{id}/codes/remove` request (decision): `{ codeids }`, the codes to delete (unused codes only). */
export const RemoveGiftCodesRequest = object({ codeids: size(array(Id), 1, 1000) });
export type RemoveGiftCodesRequest = Infer<typeof RemoveGiftCodesRequest>;
/** `POST giftshop/{id}/codes/remove` response (decision): the shop's remaining codes. */
export const RemoveGiftCodesResponse = GiftCodeList;

/** `POST giftshop/{id}/codes/create` request: `{ count }` new codes, 1–1000 (our bound). */
export const CreateGiftCodesRequest = object({ count: size(integer(), 1, 1000) });
export type CreateGiftCodesRequest = Infer<typeof CreateGiftCodesRequest>;
/** `POST giftshop/{id}/codes/create` response: the newly created codes (MANUAL). */
export const CreateGiftCodesResponse = GiftCodeList;

/**
 * `POST giftshop/{id}/codes/invite` request (decision): `{ codeids, emails?, emailmessage? }`. `emails`, when
 * given, has one address per code id (same order, same length) and replaces the codes' stored e-mails;
 * otherwise each code's stored `email` is used. `emailmessage` replaces the shop's invitation text for this
 * sending. The invited codes move to SENDING; a background worker moves them to SENT or FAILED.
 */
export const InviteGiftCodesRequest = refine(
  object({
    codeids: size(array(Id), 1, 1000),
    emails: optional(size(array(Email), 1, 1000)),
    emailmessage: optional(size(string(), 0, 5000)),
  }),
  'InviteEmails',
  (value) =>
    value.emails === undefined ||
    value.emails.length === value.codeids.length || {
      path: ['emails'],
      message: `Expected one e-mail per code id (${value.codeids.length}), received ${value.emails.length}`,
    },
);
export type InviteGiftCodesRequest = Infer<typeof InviteGiftCodesRequest>;
/** `POST giftshop/{id}/codes/invite` response: the invited codes (invitationstate SENDING, or FAILED without an e-mail). */
export const InviteGiftCodesResponse = GiftCodeList;

/** One entry of `GET giftshop/{id}/codes/sent-status`. */
export const SentStatusEntry = type({ id: Id, invitationstate: InvitationState });
export type SentStatusEntry = Infer<typeof SentStatusEntry>;
/** `GET giftshop/{id}/codes/sent-status` response: `[{ id, invitationstate }]` for every code of the shop. */
export const SentStatusResponse = array(SentStatusEntry);
export type SentStatusResponse = Infer<typeof SentStatusResponse>;

/** `POST giftshop/productinfo` request: the JSON body is a plain list of product ids (spec: "list of product ids"). */
export const ProductInfoRequest = size(array(ProductId), 1, 500);
export type ProductInfoRequest = Infer<typeof ProductInfoRequest>;
/**
 * `POST giftshop/productinfo` response (decision): full {@link Product} records (a superset of
 * {@link ProductInfo}: the recipient product overlay needs images, badges, icons and long description).
 */
export const ProductInfoResponse = array(Product);
export type ProductInfoResponse = Infer<typeof ProductInfoResponse>;

/** `GET giftshop/addresses` response: the customer's delivery addresses. */
export const DeliveryAddressList = array(DeliveryAddress);
export type DeliveryAddressList = Infer<typeof DeliveryAddressList>;

/** `GET giftshop/salesperson/users` response: the users the salesperson may act for. */
export const SalespersonUserList = array(SalespersonUser);
export type SalespersonUserList = Infer<typeof SalespersonUserList>;

/** `GET giftshop/salesperson/users/change/{id}` response: `{ success }`; the page then reloads. */
export { SuccessResponse as ChangeSalespersonUserResponse } from './common.ts';
