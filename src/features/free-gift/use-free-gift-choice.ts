/**
 * Choosing and removing the free gift (spec §7 `GET freegift/add?productid`, `GET freegift/remove`).
 *
 * - One call at a time: a second add/remove while a call runs is ignored (a ref, not state, guards it, so even
 *   two clicks in the same frame send one request).
 * - The server's answer (the current FreeGift) goes to the page cart (`setFreeGift`), so every view of the gift
 *   follows, and `butik-free-gift-change` (detail: the FreeGift) is fired on the element.
 * - A failure (the call returns nothing, spec §8) keeps the gift as it was and sets `failed` for the message.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createFreeGiftApi } from '../../api/freegift.ts';
import type { ApiResult } from '../../api/result.ts';
import type { FreeGift } from '../../api/schemas/freegift.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent } from '../../internal/element-context.ts';
import { useCartActions } from '../cart/use-cart.ts';

export type FreeGiftBusy = { kind: 'add'; productid: string } | { kind: 'remove' } | null;

export interface FreeGiftChoice {
  /** The call running now (null = none). */
  busy: FreeGiftBusy;
  /** The last call failed (cleared by the next call). */
  failed: 'add' | 'remove' | null;
  add(productid: string): void;
  remove(): void;
}

export function useFreeGiftChoice(): FreeGiftChoice {
  const client = useApiClient();
  const api = useMemo(() => createFreeGiftApi(client), [client]);
  const { setFreeGift } = useCartActions();
  const emit = useButikEvent();
  const running = useRef(false);
  const [busy, setBusy] = useState<FreeGiftBusy>(null);
  const [failed, setFailed] = useState<'add' | 'remove' | null>(null);

  const run = useCallback(
    (what: NonNullable<FreeGiftBusy>, call: () => Promise<ApiResult<FreeGift>>) => {
      if (running.current) return;
      running.current = true;
      setBusy(what);
      setFailed(null);
      void call()
        .then(
          (result) => (result.ok ? result.value : null),
          () => null,
        )
        .then((result) => {
          running.current = false;
          // One commit for the answer and the end of the busy state: the page cart store re-renders on its own
          // (synchronously), which would otherwise show the new gift chosen but still disabled for a moment.
          flushSync(() => {
            setBusy(null);
            if (result) setFreeGift(result);
            else setFailed(what.kind);
          });
          if (result) emit<FreeGift>('butik-free-gift-change', result);
        });
    },
    [setFreeGift, emit],
  );

  const add = useCallback((productid: string) => run({ kind: 'add', productid }, () => api.add(productid)), [run, api]);
  const remove = useCallback(() => run({ kind: 'remove' }, () => api.remove()), [run, api]);
  return { busy, failed, add, remove };
}

declare global {
  interface HTMLElementEventMap {
    'butik-free-gift-change': CustomEvent<FreeGift>;
  }
  interface DocumentEventMap {
    'butik-free-gift-change': CustomEvent<FreeGift>;
  }
}
