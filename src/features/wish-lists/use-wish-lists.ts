/**
 * The signed-in user's wish lists for `<wish-lists>`: GET wishlist/list as page data (src/data, shared with every
 * view of the page, reloaded on a session change), and every change answers with all the lists (spec §7), which
 * replace the page's. One call at a time per target (a list, or an item); the
 * outcome of the last action is kept as `notice` (success) or `error` (failure kind) for the view to announce.
 */
import { useCallback, useRef, useState } from 'react';
import { createCartApi } from '../../api/cart.ts';
import type { AddToCartRequest } from '../../api/schemas/cart.ts';
import type { WishList, WishListItem } from '../../api/schemas/wishlist.ts';
import { createWishListApi } from '../../api/wishlist.ts';
import { mapValue, type ApiResult } from '../../api/result.ts';
import { useQuery, useQueryStore } from '../../data/index.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent } from '../../internal/element-context.ts';
import { useCartActions } from '../cart/use-cart.ts';
import { WISH_LIST_CHANGE } from '../../wish-list/events.ts';
import { WISH_LISTS_KEY, WISH_LISTS_QUERY } from '../../wish-list/query.ts';

export type WishListsStatus = 'loading' | 'ready' | 'failed';
export type WishListsErrorKind = 'changeFailed' | 'renameFailed' | 'cartFailed';
export type WishListsNotice =
  | { kind: 'renamed' }
  | { kind: 'deleted'; label: string }
  | { kind: 'removed'; name: string }
  | { kind: 'quantityChanged'; itemId: string; quantity: number; rounded: boolean }
  | { kind: 'addedToCart' };

/** The server's extras on an item (demo server): the product and variant behind `productid`. */
type ItemWithExtras = WishListItem & { product?: unknown; variantid?: unknown };

/** The add-to-cart payload of a wish-list item (decision: the item's `product` / `variantid` extras when sent). */
export function cartRequestOf(item: WishListItem): AddToCartRequest {
  const extra = item as ItemWithExtras;
  const productid = typeof extra.product === 'string' && extra.product ? extra.product : item.productid;
  const variantid = typeof extra.variantid === 'string' && extra.variantid ? extra.variantid : null;
  return { productid, variantid, quantity: item.quantity };
}

/** The product id of an item (for the page product store: colli, image). */
export function productIdOf(item: WishListItem): string {
  return cartRequestOf(item).productid;
}

const NO_LISTS: WishList[] = [];

export interface WishListsHandle {
  status: WishListsStatus;
  lists: WishList[];
  /** Keys (`list:{id}` / `item:{id}` / `cart:{id}`) with a call in flight. */
  busy: ReadonlySet<string>;
  notice: WishListsNotice | null;
  error: WishListsErrorKind | null;
  reload(): void;
  rename(list: WishList, label: string): Promise<boolean>;
  removeList(list: WishList): Promise<boolean>;
  removeItem(list: WishList, item: WishListItem): Promise<boolean>;
  setQuantity(list: WishList, item: WishListItem, quantity: number, rounded: boolean): Promise<boolean>;
  addToCart(key: string, items: WishListItem[]): Promise<boolean>;
  dismiss(): void;
}

export function useWishLists(): WishListsHandle {
  const client = useApiClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const fire = useButikEvent();
  const cartActions = useCartActions();
  const queries = useQueryStore();
  const query = useQuery(
    WISH_LISTS_KEY,
    async (signal) => mapValue(await createWishListApi(client).list({ signal }), (answer) => answer.wishlists),
    WISH_LISTS_QUERY,
  );
  const status: WishListsStatus = query.status === 'ready' ? 'ready' : query.status === 'failed' ? 'failed' : 'loading';
  const lists = query.data ?? NO_LISTS;
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<WishListsNotice | null>(null);
  const [error, setError] = useState<WishListsErrorKind | null>(null);
  const busyRef = useRef(new Set<string>());

  /** Runs one call for `key` (ignored while one runs for it); `done` takes the answer. */
  const run = useCallback(
    async <T>(
      key: string,
      call: () => Promise<ApiResult<T>>,
      done: (answer: T) => void,
      failure: WishListsErrorKind,
    ): Promise<boolean> => {
      if (busyRef.current.has(key)) return false;
      busyRef.current.add(key);
      setBusy(new Set(busyRef.current));
      setError(null);
      setNotice(null);
      try {
        const result = await call();
        if (!result.ok) {
          setError(failure);
          return false;
        }
        done(result.value);
        return true;
      } finally {
        busyRef.current.delete(key);
        setBusy(new Set(busyRef.current));
      }
    },
    [],
  );

  const api = () => createWishListApi(clientRef.current);
  const changed = (wishlists: WishList[], change: Record<string, unknown>) => {
    queries.set(WISH_LISTS_KEY, wishlists);
    fire(WISH_LIST_CHANGE, { wishlists, change });
  };

  return {
    status,
    lists,
    busy,
    notice,
    error,
    reload: () => queries.refresh(WISH_LISTS_KEY),
    rename: (list, label) =>
      run(
        `list:${list.id}`,
        () => api().update({ id: list.id, label }),
        (a) => {
          changed(a.wishlists, { action: 'rename', id: list.id, label });
          setNotice({ kind: 'renamed' });
        },
        'renameFailed',
      ),
    removeList: (list) =>
      run(
        `list:${list.id}`,
        () => api().remove(list.id),
        (a) => {
          changed(a.wishlists, { action: 'delete', id: list.id });
          setNotice({ kind: 'deleted', label: list.label });
        },
        'changeFailed',
      ),
    removeItem: (list, item) =>
      run(
        `item:${item.id}`,
        () => api().removeItem(list.id, item.id),
        (a) => {
          changed(a.wishlists, { action: 'remove', listid: list.id, itemid: item.id });
          setNotice({ kind: 'removed', name: item.name });
        },
        'changeFailed',
      ),
    setQuantity: (list, item, quantity, rounded) =>
      run(
        `item:${item.id}`,
        () => api().update({ id: list.id, items: [{ id: item.id, quantity }] }),
        (a) => {
          changed(a.wishlists, { action: 'quantity', listid: list.id, itemid: item.id, quantity });
          setNotice(
            quantity === 0
              ? { kind: 'removed', name: item.name }
              : { kind: 'quantityChanged', itemId: item.id, quantity, rounded },
          );
        },
        'changeFailed',
      ),
    addToCart: (key, items) => {
      const requests = items.filter((i) => i.quantity > 0).map(cartRequestOf);
      if (requests.length === 0) return Promise.resolve(false);
      return run(
        `cart:${key}`,
        () => createCartApi(clientRef.current).addFromList({ items: requests }),
        (cart) => {
          cartActions.replaceCart(cart);
          setNotice({ kind: 'addedToCart' });
        },
        'cartFailed',
      );
    },
    dismiss: () => {
      setError(null);
      setNotice(null);
    },
  };
}
