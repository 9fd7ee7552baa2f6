/**
 * The invitations machine (machines/gift-shop-invitations.machine.ts) on the gift-shop API, and the hook that runs
 * it while the codes section shows an open shop: it tells the machine the page's codes and the page's visibility
 * (`visibilitychange`), forwards what it emits to the manager (codes → CODES_UPDATED, the shop → SHOP_UPDATED,
 * closing the modal) and keeps what the last sending did for the section to say.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { GiftShopApi } from '../../api/giftshop.ts';
import { createGiftShopApi } from '../../api/giftshop.ts';
import type { GiftCode, GiftShop } from '../../api/schemas/giftshop.ts';
import { useApiClient } from '../../internal/api.ts';
import type { ManagerFailure } from '../../../machines/gift-shop-manager.machine.ts';
import {
  giftShopInvitationsMachine,
  type GiftShopInvitationsActorRef,
} from '../../../machines/gift-shop-invitations.machine.ts';
import { managerFailure } from './manager-actors.ts';

/** The machine with every effect on `api`. */
export function invitationsMachineFor(api: GiftShopApi) {
  return giftShopInvitationsMachine.provide({
    actors: {
      invite: fromPromise(async ({ input, signal }) => {
        const { shopId, codeids, emailmessage } = input;
        const result = await api.inviteCodes(
          shopId,
          { codeids, ...(emailmessage ? { emailmessage } : {}) },
          { signal },
        );
        if (!result.ok) throw managerFailure(result);
        return result.value;
      }),
      sentStatus: fromPromise(async ({ input, signal }) => {
        const result = await api.getSentStatus(input.shopId, { signal });
        if (!result.ok) throw managerFailure(result);
        return result.value;
      }),
      requestCards: fromPromise(async ({ input, signal }) => {
        const requested = await api.requestCards(input.shopId, { signal });
        if (!requested.ok) throw managerFailure(requested);
        if (!requested.value) throw { kind: 'failed' } satisfies ManagerFailure;
        // The server gave the shop a newer `lastupdate`: take the shop as it is now, so the next edit is not refused.
        const shop = await api.get(input.shopId, { signal });
        if (!shop.ok) throw managerFailure(shop);
        return shop.value;
      }),
    },
  });
}

/** What the last sending did, for the codes section to say. */
export type SendNotice = { kind: 'invited'; count: number; reminder: boolean } | { kind: 'cards' };

export interface InvitationsView {
  actor: GiftShopInvitationsActorRef;
  busy: boolean;
  error: ManagerFailure | null;
  pollFailures: number;
  notice: SendNotice | null;
}

const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Runs the invitations machine for `shop` while it is given (the codes section of an open shop); `null` stops it
 * (and with it the polling).
 */
export function useInvitations(props: {
  shop: GiftShop | null;
  codes: GiftCode[] | null;
  onCodes(codes: GiftCode[]): void;
  onShop(shop: GiftShop): void;
  onDone(): void;
}): InvitationsView | null {
  const { shop, codes, onCodes, onShop, onDone } = props;
  const client = useApiClient();
  const machine = useMemo(() => invitationsMachineFor(createGiftShopApi(client)), [client]);
  const [actor, setActor] = useState<GiftShopInvitationsActorRef | null>(null);
  const [notice, setNotice] = useState<SendNotice | null>(null);
  const shopId = shop?.id ?? null;

  useEffect(() => {
    if (!shopId) return;
    const created = createActor(machine, { input: { shopId, codes: codes ?? [], visible: pageVisible() } });
    const subscriptions = [
      created.on('codesChanged', ({ codes: changed }) => {
        if (changed.length) onCodes(changed);
      }),
      created.on('invited', ({ count, reminder }) => {
        setNotice({ kind: 'invited', count, reminder });
        onDone();
      }),
      created.on('shopChanged', ({ shop: changed }) => {
        setNotice({ kind: 'cards' });
        onShop(changed);
        onDone();
      }),
    ];
    const visibility = () => created.send({ type: 'VISIBILITY', visible: pageVisible() });
    document.addEventListener('visibilitychange', visibility);
    created.start();
    setActor(created);
    setNotice(null);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      subscriptions.forEach((s) => s.unsubscribe());
      created.stop();
      setActor(null);
    };
    // One actor per shop while the section shows it; the codes follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machine, shopId]);

  useEffect(() => {
    if (actor && codes && actor.getSnapshot().context.codes !== codes) actor.send({ type: 'CODES', codes });
  }, [actor, codes]);

  const busy = useSelector(actor ?? undefined, (s) => (s ? !s.matches({ send: 'idle' }) : false));
  const error = useSelector(actor ?? undefined, (s) => s?.context.error ?? null);
  const pollFailures = useSelector(actor ?? undefined, (s) => s?.context.pollFailures ?? 0);
  if (!actor) return null;
  return { actor, busy, error, pollFailures, notice };
}
