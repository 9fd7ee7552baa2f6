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
export type ManagerSubsection = 'none' | 'choosedefaults' | 'editassortment' | 'printcodes';
/**
 * Spec §2 modal kinds, plus the two confirmations of the overview and the codes section's own: removing the
 * selected codes (`removecodes`), editing one code's name and e-mail (`editcode`, with `codeId`) and confirming a
 * reminder (`remind`, 'Send påmindelse').
 */
export type ManagerModal =
  | 'create'
  | 'dates'
  | 'deliverydate'
  | 'address'
  | 'theme'
  | 'message'
  | 'addcodes'
  | 'sendcodes'
  | 'close'
  | 'remove'
  | 'removecodes'
  | 'editcode'
  | 'remind';

/** A recipient of a new code (a pasted line): name and e-mail, either may be empty. */
export interface CodeRecipient {
  name: string;
  email: string;
}

/** What the last change of the codes did, for the codes section to say. */
export type CodesNotice =
  | { kind: 'created'; count: number; unsaved: number }
  | { kind: 'removed'; removed: number; kept: number }
  | { kind: 'saved'; id: string };

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
  /** The code the `editcode` modal edits. */
  codeId: string | null;
  /** What the last change of the codes did (cleared by the next route or modal). */
  codesNotice: CodesNotice | null;
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
  | { type: 'OPEN'; modal: ManagerModal; codeId?: string }
  | { type: 'CLOSE_MODAL' }
  | { type: 'CREATE'; name: string }
  | { type: 'SAVE'; changes: Omit<PersistGiftShopRequest, 'id'> }
  | { type: 'CLOSE_SHOP' }
  | { type: 'REMOVE_SHOP' }
  | { type: 'CHANGE_USER'; userId: string }
  /** 'add codes': `count` new codes, or one per recipient (then `count` is ignored). */
  | { type: 'CREATE_CODES'; count: number; recipients: CodeRecipient[] }
  /** Remove the selected codes: only the unused ones are sent. */
  | { type: 'REMOVE_CODES'; ids: string[] }
  /** The `editcode` modal's code: new name and e-mail. */
  | { type: 'SAVE_CODE'; name: string; email: string }
  /** A section saved the current shop itself (the assortment machine): it replaces the shop in the lists. */
  | { type: 'SHOP_UPDATED'; shop: GiftShop }
  /** A section changed some codes itself (the invitations machine): they replace their namesakes. */
  | { type: 'CODES_UPDATED'; codes: GiftCode[] };

export type ManagerEmitted =
  | { type: 'created'; shop: GiftShop }
  | { type: 'saved'; shop: GiftShop }
  | { type: 'closed'; shop: GiftShop }
  | { type: 'removed'; id: string }
  | { type: 'reload' }
  | { type: 'codesChanged'; notice: CodesNotice };

/** What the `save` actor is asked to do. */
export type SaveRequest =
  | { kind: 'create'; name: string }
  | { kind: 'persist'; shop: PersistGiftShopRequest }
  | { kind: 'close'; id: string }
  | { kind: 'remove'; id: string }
  | { kind: 'createCodes'; id: string; count: number; recipients: CodeRecipient[] }
  | { kind: 'removeCodes'; id: string; codeids: string[]; kept: number }
  | { kind: 'persistCode'; code: { id: string; name: string; email: string } };

/**
 * What a save answered. `codes`: the codes it changed (`replace`: the shop's whole list, as `codes/remove` answers)
 * and what to tell the organiser (`created` counts the recipients whose name or e-mail could not be stored).
 */
export type SaveOutput =
  | { kind: 'create' | 'persist' | 'close'; shop: GiftShop }
  | { kind: 'remove'; id: string }
  | { kind: 'codes'; codes: GiftCode[]; replace: boolean; notice: CodesNotice };

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

/** Most codes one 'add codes' creates (the server allows 1000; the modal says 1–500). */
export const MAX_NEW_CODES = 500;

/** A code is used once its recipient chose products (spec §4): it can no longer be edited or removed. */
export const isUsedCode = (code: GiftCode): boolean => code.products.length > 0;

/** Of `ids`, the codes that exist and are unused (those a removal sends). */
export function removableCodes(codes: GiftCode[] | null, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return (codes ?? []).filter((c) => wanted.has(c.id) && !isUsedCode(c)).map((c) => c.id);
}

/** `codes` with each of `changed` replacing its namesake (codes not in the list are not added). */
export function replaceCodes(codes: GiftCode[] | null, changed: GiftCode[]): GiftCode[] | null {
  if (!codes || !changed.length) return codes;
  const byId = new Map(changed.map((c) => [c.id, c]));
  return codes.map((c) => byId.get(c.id) ?? c);
}

/** `codes` with each of `changed` replacing its namesake, or added at the end (new codes). */
export function mergeCodes(codes: GiftCode[] | null, changed: GiftCode[]): GiftCode[] {
  const list = [...(codes ?? [])];
  for (const code of changed) {
    const at = list.findIndex((c) => c.id === code.id);
    if (at < 0) list.push(code);
    else list[at] = code;
  }
  return list;
}
