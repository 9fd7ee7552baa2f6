/**
 * One item of a wish list in `<wish-lists>` (wish-lists.tsx): image, name, its quantity form (rounded up to the
 * pack size) and its actions ('Add to cart', 'Remove').
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { WishList, WishListItem } from '../../api/schemas/wishlist.ts';
import { digitsOnly, normalizeColli, roundUpToColli } from '../../validation/quantity.ts';
import { useProduct } from '../catalog/product-store.ts';
import { WISH_LIST_TEXTS } from '../../wish-list/texts.ts';
import { useTranslate, withValues } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';
import { productIdOf, type WishListsHandle } from './use-wish-lists.ts';
import { BusyButton } from '../../ui/busy-button.tsx';

export function ItemView({
  list,
  item,
  handle,
  canBuy,
}: {
  list: WishList;
  item: WishListItem;
  handle: WishListsHandle;
  canBuy: boolean;
}): ReactNode {
  const _ = useTranslate();
  const id = useId();
  const product = useProduct(productIdOf(item)).product;
  const colli = normalizeColli(product?.colli);
  const [text, setText] = useState(String(item.quantity));
  const [lastQuantity, setLastQuantity] = useState(item.quantity);
  if (lastQuantity !== item.quantity) {
    setLastQuantity(item.quantity);
    setText(String(item.quantity));
  }
  const busy = handle.busy.has(`item:${item.id}`);
  const buying = handle.busy.has(`cart:item:${item.id}`);
  const name = item.name || product?.name || item.productid;
  const image = item.image || product?.image || null;
  const willSave = text === '' ? null : roundUpToColli(Number(text), colli);
  const dirty = willSave !== null && willSave !== item.quantity;
  const rounding = willSave !== null && text !== '' && willSave !== Number(text);
  const rounded =
    handle.notice?.kind === 'quantityChanged' && handle.notice.itemId === item.id && handle.notice.rounded;

  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (willSave === null) {
      setText(String(item.quantity));
      return;
    }
    if (!dirty) {
      setText(String(item.quantity));
      return;
    }
    void handle.setQuantity(list, item, willSave, rounding);
  };

  const roundingText =
    rounding && dirty
      ? _(withValues(WISH_LIST_TEXTS.willRound, { 0: willSave }))
      : rounded
        ? _(withValues(TEXTS.rounded, { 0: item.quantity }))
        : '';
  const notice = [colli > 1 ? _(withValues(TEXTS.packNotice, { 0: colli })) : '', roundingText]
    .filter(Boolean)
    .join(' ');

  return (
    <li className="wl-item" part="item" data-item-id={item.id}>
      <div className="wl-item__media">
        {image ? <img src={image} alt="" width="64" height="48" loading="lazy" /> : <span className="wl-item__noimg" />}
      </div>
      <div className="wl-item__body">
        {item.url ? (
          <a className="wl-item__name" part="item-name" href={item.url}>
            {name}
          </a>
        ) : (
          <span className="wl-item__name" part="item-name">
            {name}
          </span>
        )}
        {notice ? (
          <span className="wl-item__notice" id={`${id}-notice`}>
            {notice}
          </span>
        ) : null}
      </div>
      <form className="wl-item__qty" onSubmit={commit} noValidate>
        <input
          className="butik-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={7}
          part="quantity"
          aria-label={_(withValues(TEXTS.quantityOf, { 0: name }))}
          aria-describedby={notice ? `${id}-notice` : undefined}
          value={text}
          onChange={(e) => setText(digitsOnly(e.currentTarget.value).slice(0, 7))}
          onBlur={() => {
            if (!dirty && text !== String(item.quantity)) setText(String(item.quantity));
          }}
        />
        {dirty ? (
          <button type="submit" className="butik-button butik-button--primary" part="update" aria-disabled={busy}>
            {_(TEXTS.update)}
          </button>
        ) : null}
      </form>
      <div className="wl-item__actions">
        {canBuy && item.quantity > 0 ? (
          <BusyButton
            className="butik-button butik-button--primary"
            part="add-item"
            aria-label={_(withValues(TEXTS.addItemToCartLabel, { 0: name }))}
            busy={buying}
            onClick={() => void handle.addToCart(`item:${item.id}`, [item])}
          >
            {_(TEXTS.addItemToCart)}
          </BusyButton>
        ) : null}
        <button
          type="button"
          className="butik-button butik-button--quiet"
          part="remove"
          aria-label={_(withValues(TEXTS.removeLabel, { 0: name }))}
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void handle.removeItem(list, item);
          }}
        >
          {_(TEXTS.remove)}
        </button>
      </div>
    </li>
  );
}
