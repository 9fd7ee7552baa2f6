/**
 * The 'Unfinished business?' dialog after sign-in when a previous cart was found (spec §2, §4): the saved items
 * (image, quantity, name, line price; add-on children nested under their parent) and the three choices. The kit's
 * Dialog (600px, spec §9); × and Esc close it, which reloads the page (the machine's CLOSE), so neither works while
 * a choice is being applied and a backdrop click does nothing.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import type { SavedCartItem } from '../../api/schemas/cart.ts';
import type { SavedCartChoice } from '../../../machines/login.machine.ts';
import { formatMoneyOr } from '../../format/index.ts';
import { withValues } from '../../i18n/translate.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { TEXTS } from './texts.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

export interface SavedCartDialogProps {
  open: boolean;
  loading: boolean;
  items: SavedCartItem[];
  canMerge: boolean;
  /** The choice being applied (use/merge), while the cart changes. */
  changing: SavedCartChoice | null;
  changeFailed: boolean;
  onUse(): void;
  onMerge(): void;
  onNothing(): void;
  onClose(): void;
}

export interface SavedCartNode {
  item: SavedCartItem;
  addons: SavedCartItem[];
}

/**
 * Nests add-ons under their parent: an item whose `addonparent` is the product id of another (top-level) item in
 * the list goes under the first such item; an add-on whose parent is not in the list is shown on its own.
 */
export function nestSavedItems(items: readonly SavedCartItem[]): SavedCartNode[] {
  const valid = items.filter((i): i is SavedCartItem => !!i && typeof i === 'object');
  const tops = valid.filter(
    (i) => !i.addonparent || !valid.some((p) => p !== i && !p.addonparent && p.productid === i.addonparent),
  );
  const nodes = tops.map((item) => ({ item, addons: [] as SavedCartItem[] }));
  for (const item of valid) {
    if (tops.includes(item)) continue;
    nodes.find((n) => !n.item.addonparent && n.item.productid === item.addonparent)?.addons.push(item);
  }
  return nodes;
}

export function SavedCartDialog(props: SavedCartDialogProps): ReactNode {
  const { open, loading, items, canMerge, changing, changeFailed, onUse, onMerge, onNothing, onClose } = props;
  const { i18n } = useLingui();
  const _ = (d: MessageDescriptor) => i18n._(d);
  const busy = changing !== null;
  const nodes = nestSavedItems(items);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={_(TEXTS.savedTitle)}
      className="butik-login__dialog butik-login__dialog--saved"
      closeClassName="butik-login__close"
      closeLabel={_(TEXTS.close)}
      closeOnBackdrop={false}
      // While the cart changes the change finishes first (then the page reloads).
      dismissible={!busy}
      aria-busy={busy || loading || undefined}
    >
      <p className="butik-login__intro">{_(TEXTS.savedIntro)}</p>
      {loading ? (
        <p className="butik-login__loading" role="status">
          <Spinner className="butik-login__spinner--dark" />
          {_(TEXTS.savedLoading)}
        </p>
      ) : nodes.length === 0 ? (
        <p className="butik-login__muted">{_(TEXTS.savedEmpty)}</p>
      ) : (
        <ul className="butik-login__items" aria-label={_(TEXTS.savedItemsLabel)}>
          {nodes.map((node, index) => (
            <li
              key={`${node.item.productid}|${node.item.variantid ?? ''}|${index}`}
              className="butik-login__item-group"
            >
              <SavedItem item={node.item} />
              {node.addons.length > 0 ? (
                <ul
                  className="butik-login__addons"
                  aria-label={_(withValues(TEXTS.addonsLabel, { 0: node.item.name }))}
                >
                  {node.addons.map((addon, i) => (
                    <li key={`${addon.productid}|${addon.variantid ?? ''}|${i}`}>
                      <SavedItem item={addon} addon />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {changeFailed ? (
        <p className="butik-login__alert butik-login__alert--error" role="alert">
          {_(TEXTS.changeFailed)}
        </p>
      ) : null}
      <p className="butik-visually-hidden" role="status">
        {busy ? _(TEXTS.changing) : ''}
      </p>
      <div className="butik-login__choices">
        <ChoiceButton
          primary
          label={_(TEXTS.useSaved)}
          busy={changing === 'use'}
          blocked={busy || loading}
          onClick={onUse}
        />
        {canMerge ? (
          <ChoiceButton
            label={_(TEXTS.merge)}
            busy={changing === 'merge'}
            blocked={busy || loading}
            onClick={onMerge}
          />
        ) : null}
        <ChoiceButton label={_(TEXTS.nothing)} busy={false} blocked={busy} onClick={onNothing} />
      </div>
    </Dialog>
  );
}

function ChoiceButton({
  label,
  busy,
  blocked,
  primary,
  onClick,
}: {
  label: string;
  busy: boolean;
  blocked: boolean;
  primary?: boolean;
  onClick(): void;
}): ReactNode {
  return (
    <button
      type="button"
      className={`butik-button${primary ? ' butik-button--primary' : ''}`}
      aria-busy={busy || undefined}
      aria-disabled={(blocked && !busy) || undefined}
      onClick={() => !blocked && onClick()}
    >
      {busy ? <Spinner className={primary ? undefined : 'butik-login__spinner--dark'} /> : null}
      {label}
    </button>
  );
}

function SavedItem({ item, addon }: { item: SavedCartItem; addon?: boolean }): ReactNode {
  const { i18n } = useLingui();
  const config = usePageConfig();
  const quantity = Number.isFinite(item.quantity) ? item.quantity : 0;
  // One money format (docs/money-format.md): the number for the page's culture; the server's string without it.
  const price = formatMoneyOr(item.lineprice, item.displaylineprice, {
    culture: config.culture,
    currency: config.currency,
  });
  return (
    <div className={`butik-login__item${addon ? ' butik-login__item--addon' : ''}`}>
      {item.imageurl ? (
        <img
          className="butik-login__item-image"
          src={item.imageurl}
          alt=""
          width={addon ? 40 : 56}
          height={addon ? 40 : 56}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="butik-login__item-image butik-login__item-image--none" aria-hidden="true" />
      )}
      <span className="butik-login__item-quantity">
        <span aria-hidden="true">{i18n._(withValues(TEXTS.quantity, { 0: quantity }))}</span>
        <span className="butik-visually-hidden">{i18n._(withValues(TEXTS.quantityLabel, { 0: quantity }))}</span>
      </span>
      <span className="butik-login__item-name">{item.name}</span>
      {price ? <span className="butik-login__item-price">{price}</span> : null}
    </div>
  );
}
