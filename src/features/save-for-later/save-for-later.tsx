/**
 * `<save-for-later>` view: the button; the wish list dialog with its machine (wish-dialog.part.tsx) is loaded when the
 * button is first pressed, or a moment earlier when a pointer or focus reaches it (XState is not on the product
 * page's start path for a button nobody presses). docs/elements/save-for-later.md has the decisions.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { LazyFallback, usePartOpener } from '../../ui/lazy-part.tsx';
import { useTranslate } from '../../i18n/translate.ts';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { msg } from '@lingui/core/macro';

/** The button's text (English source; Danish in locales/da/messages.po). The dialog's texts are in texts.ts, which
 * only the dialog's on-demand part imports: a module both import would make the element's file export it. */
const BUTTON_TEXT = msg({
  message: 'Save for later',
  comment: 'save-for-later: the button opening the wish list dialog',
});

/** The dialog and its machine, loaded once per page. */
const wishDialog = lazyPart(() => import('./wish-dialog.part.tsx'), {
  chunk: 'wish-dialog.part',
  base: import.meta.url,
});

export interface SaveForLaterProps {
  productId?: string;
  variantSku?: string;
  colli?: number;
  buttonText?: string;
}

export type SaveForLaterState = 'hidden' | 'closed' | 'visitor' | 'loading' | 'failed' | 'ready' | 'saving' | 'saved';

function Hidden({ problem = null }: { problem?: string | null }): ReactNode {
  useHostState('hidden');
  const host = useHost();
  useEffect(() => {
    if (problem) console.error(`<${host.localName}> ${problem}`);
  }, [host, problem]);
  return null;
}

export function SaveForLater(props: SaveForLaterProps): ReactNode {
  const config = usePageConfig();
  if (!config.enableWishList) return <Hidden />;
  const productid = (props.variantSku ?? '').trim() || (props.productId ?? '').trim();
  if (!productid) return <Hidden problem="needs a product-id (or variant-sku) attribute; the button is not shown." />;
  return (
    <SaveForLaterDialog
      key={`${productid}|${props.colli ?? ''}`}
      productid={productid}
      colli={props.colli}
      buttonText={props.buttonText}
    />
  );
}

function SaveForLaterDialog({
  productid,
  colli,
  buttonText,
}: {
  productid: string;
  colli: number | undefined;
  buttonText: string | undefined;
}): ReactNode {
  const _ = useTranslate();
  const [state, setState] = useState<SaveForLaterState>('closed');
  const { opens, state: dialog, buttonProps } = usePartOpener(wishDialog, 'The save-for-later dialog');
  useHostState(dialog.status === 'failed' ? 'failed' : state);
  const Part = dialog.status === 'ready' ? dialog.module.default : null;

  return (
    <>
      <button type="button" className="butik-button sfl__button" part="button" aria-haspopup="dialog" {...buttonProps}>
        <StrokeIcon size={18} strokeWidth={2}>
          <path d="M12 20.5l-1.3-1.2C5.8 14.9 3 12.3 3 8.9 3 6.2 5.1 4 7.8 4c1.6 0 3.1.8 4.2 2 1.1-1.2 2.6-2 4.2-2C18.9 4 21 6.2 21 8.9c0 3.4-2.8 6-7.7 10.4L12 20.5z" />
        </StrokeIcon>
        <span>{buttonText?.trim() || _(BUTTON_TEXT)}</span>
      </button>
      {Part ? <Part productid={productid} colli={colli} opens={opens} onState={setState} /> : null}
      {dialog.status === 'failed' ? <LazyFallback state={dialog} /> : null}
    </>
  );
}
