/**
 * The kit's Dialog (dialog.tsx) loaded when it first opens (issue 10, "load modal contents when they open";
 * docs/performance.md "Loaded on open"). Same props as `Dialog`; features use this one, so the dialog's code, its CSS
 * and the scroll lock (~2.3 KB gzip) are not part of any page's first download: the header's login and gift-shop
 * buttons and the product page's 'Save for later' carry only their triggers until a dialog is wanted.
 *
 * - Nothing is rendered until `open` is first true; from then on the loaded Dialog is rendered (open or closed), so
 *   it keeps its state and its return of focus like a Dialog that was there from the start.
 * - The dialog opens when its chunk is there (a few ms after the click on a warm connection; `preloadDialog()` on
 *   the trigger's hover or focus starts the load earlier).
 * - A failed load shows the kit's alert with 'Try again' where the dialog would be (src/ui/lazy-part.tsx), and
 *   the dialog opens once a retry succeeds; the owner's `open` state is never contradicted.
 */
import { useState, type ReactNode } from 'react';
import type { DialogProps } from './dialog.tsx';
import { LazyFallback, lazyPart, useLazyPart } from './lazy-part.tsx';

export type { DialogCloseReason, DialogProps, DialogSize } from './dialog.tsx';

const dialogCode = lazyPart(() => import('./dialog.tsx'), { chunk: 'dialog', base: import.meta.url });

/** Starts loading the dialog's code (a trigger's hover or focus): the first opening then shows it at once. */
export const preloadDialog = (): void => dialogCode.preload();

export function LazyDialog(props: DialogProps): ReactNode {
  const [wanted, setWanted] = useState(props.open);
  // The first opening makes the dialog wanted for good (state adjusted while rendering, React's documented pattern).
  if (props.open && !wanted) setWanted(true);
  const state = useLazyPart(dialogCode, wanted, 'The dialog');
  if (state.status === 'ready') return <state.module.Dialog {...props} />;
  return state.status === 'failed' && props.open ? <LazyFallback state={state} /> : null;
}
