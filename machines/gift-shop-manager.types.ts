/**
 * Types and pure helpers of the gift-shop manager machine (gift-shop-manager.machine.ts): the context, events and
 * emitted facts, the failure kinds an actor rejects with, and the list and state rules of spec §4.
 */
import type {
  DeliveryAddress,
  GiftCode,
  GiftShop,
  GiftShopSettings,
  PersistGiftShopRequest,
} from '../src/api/schemas/giftshop.ts';
import { giftShopState } from '../src/domain/shop-state.ts';

export type ManagerRole = 'owner' | 'salesperson' | 'supervisor';
export type ManagerSection = 'dashboard' | 'giftshops' | 'products' | 'overview' | 'assortment' | 'codes';
export type ManagerSubsection = 'none' | 'choosedefaults' | 'editassortment';
/** Spec §2 modal kinds, plus the two confirmations of the overview. */
export type ManagerModal =
  'create' | 'dates' | 'deliverydate' | 'address' | 'theme' | 'message' | 'addcodes' | 'sendcodes' | 'close' | 'remove';

/** Why a call failed, as the view tells the user. */
export interface ManagerFailure {
  kind: 'forbidden' | 'unknownShop' | 'conflict' | 'invalid' | 'failed';
  /** With `invalid`: the request field the server named (400). */
  field?: string;
}

export interface ManagerRoute {
  section: ManagerSection;
  giftshop?: string;
  subsection?: ManagerSubsection;
}

export interface ShopData {
  codes?: GiftCode[];
  addresses?: DeliveryAddress[];
  /** The shop with its default products' info completed (when some were missing). */
  shop?: GiftShop;
}

export interface ManagerContext {
  role: ManagerRole;
  /** The day the shop states are computed for (UTC day rule, src/domain/shop-state.ts). */
  now: Date;
  settings: GiftShopSettings | null;
  /** The user's gift shops (`by-user`), newest first as the server sends them; new ones are added at the front. */
  shops: GiftShop[];
  /** Every gift shop (supervisor list), loaded on the first visit of 'Gaveshop oversigt'. */
  allShops: GiftShop[] | null;
  current: GiftShop | null;
  codes: GiftCode[] | null;
  addresses: DeliveryAddress[] | null;
  section: ManagerSection;
  subsection: ManagerSubsection;
  modal: ManagerModal | null;
  /** Why the basics could not be loaded (`failed`). */
  loadError: ManagerFailure | null;
  /** Why the route's shop could not be opened (403, 404, a failure). */
  routeError: ManagerFailure | null;
  saveError: ManagerFailure | null;
  switchError: ManagerFailure | null;
  /** The route being entered (kept for RETRY). */
  route: ManagerRoute;
  /** A route entered while a save was in flight: taken when it ends. */
  pendingRoute: ManagerRoute | null;
}

export interface ManagerInput {
  role?: ManagerRole;
  now?: Date;
}

export type ManagerEvent =
  | { type: 'ROUTE'; route: ManagerRoute }
  | { type: 'RETRY' }
  | { type: 'OPEN'; modal: ManagerModal }
  | { type: 'CLOSE_MODAL' }
  | { type: 'CREATE'; name: string }
  | { type: 'SAVE'; changes: Omit<PersistGiftShopRequest, 'id'> }
  | { type: 'CLOSE_SHOP' }
  | { type: 'REMOVE_SHOP' }
  | { type: 'CHANGE_USER'; userId: string }
  /** A section saved the current shop itself (the assortment machine): it replaces the shop in the lists. */
  | { type: 'SHOP_UPDATED'; shop: GiftShop };

export type ManagerEmitted =
  | { type: 'created'; shop: GiftShop }
  | { type: 'saved'; shop: GiftShop }
  | { type: 'closed'; shop: GiftShop }
  | { type: 'removed'; id: string }
  | { type: 'reload' };

/** A rejection as a {@link ManagerFailure}. */
export function failureOf(error: unknown): ManagerFailure {
  const kinds: ManagerFailure['kind'][] = ['forbidden', 'unknownShop', 'conflict', 'invalid', 'failed'];
  if (error && typeof error === 'object' && kinds.includes((error as ManagerFailure).kind)) {
    const { kind, field } = error as ManagerFailure;
    return typeof field === 'string' ? { kind, field } : { kind };
  }
  return { kind: 'failed' };
}

/** The list with `shop` replacing its namesake, or added at the front (spec §4). */
export function upsertShop(list: GiftShop[], shop: GiftShop): GiftShop[] {
  const at = list.findIndex((s) => s.id === shop.id);
  if (at < 0) return [shop, ...list];
  return list.map((s, i) => (i === at ? shop : s));
}

/** Whether the current shop is closed (by status or by its end date, UTC day): every edit action is hidden. */
export function isClosed(context: Pick<ManagerContext, 'current' | 'now'>): boolean {
  return giftShopState(context.current, context.now) === 'CLOSED';
}

/** Default products of a shop whose info is not loaded yet (spec §4: loaded when the shop becomes current). */
export function missingDefaults(shop: GiftShop): string[] {
  const known = new Set(shop.defaultproductsinfo.map((p) => String(p.id)));
  return shop.defaultproducts.filter((id) => !known.has(String(id)));
}
