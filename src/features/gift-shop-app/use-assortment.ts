/**
 * The 'Sortiment' section's state in the management area (issue 12): the assortment actor of the current shop
 * (machines/gift-shop-assortment.machine.ts with its effects on the gift-shop API) and the spec §2 shortcut actions
 * for it. The section's views (assortment-section.tsx) are an on-demand part (assortment.part.tsx); this stays in
 * the area's chunk because the shortcut list needs the finish rules before the views load.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { createGiftShopApi, type GiftShopApi } from '../../api/giftshop.ts';
import type { GiftShop } from '../../api/schemas/giftshop.ts';
import type { ProductInfo } from '../../api/schemas/product.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { useApiClient } from '../../internal/api.ts';
import {
  canFinish,
  canFinishToCodes,
  canFinishToDefaults,
  giftShopAssortmentMachine,
  type FinishTarget,
  type GiftShopAssortmentActorRef,
} from '../../../machines/gift-shop-assortment.machine.ts';
import { isClosed, type ManagerSubsection } from '../../../machines/gift-shop-manager.machine.ts';
import { ASSORTMENT_TEXTS as A } from './assortment-texts.ts';
import { managerFailure } from './manager-actors.ts';
import { goTo, managementPath } from './management-path.ts';

/** A shortcut of the assortment: a link to a sub-section, or a finish button. */
export interface AssortmentAction {
  key: string;
  label: string;
  href?: string;
  onClick?(): void;
}

const PRODUCT_INFO_BATCH = 500;

/** The machine with its effects on the gift-shop API (productinfo in batches of the request's maximum). */
function assortmentMachineFor(api: GiftShopApi) {
  return giftShopAssortmentMachine.provide({
    actors: {
      loadInfo: fromPromise(async ({ input, signal }) => {
        const batches: string[][] = [];
        for (let i = 0; i < input.ids.length; i += PRODUCT_INFO_BATCH)
          batches.push(input.ids.slice(i, i + PRODUCT_INFO_BATCH));
        const answers = await Promise.all(batches.map((ids) => api.getProductInfo(ids, { signal })));
        return answers.flatMap((answer) => {
          if (!answer.ok) throw managerFailure(answer);
          return answer.value.map((p): ProductInfo => ({ id: p.id, name: p.name, image: p.image }));
        });
      }),
      save: fromPromise(async ({ input, signal }) => {
        const answer =
          input.kind === 'defaults'
            ? await api.setDefaultAssortment(input.id, input.defaultproducts, { signal })
            : await api.persist(input.shop, { signal });
        if (!answer.ok) throw managerFailure(answer);
        return answer.value;
      }),
    },
  });
}

/**
 * The assortment actor of the current shop while the section is shown (null otherwise), kept in step with the
 * manager's shop and the route's sub-section, and the shortcut actions of spec §2 for it.
 */
export function useAssortment(props: {
  shop: GiftShop | null;
  codeCount: number | null;
  subsection: ManagerSubsection;
  now: Date;
  onSaved(shop: GiftShop): void;
}): { actor: GiftShopAssortmentActorRef | null; actions: AssortmentAction[] } {
  const { shop, codeCount, subsection, now, onSaved } = props;
  const _ = useTranslate();
  const client = useApiClient();
  const machine = useMemo(() => assortmentMachineFor(createGiftShopApi(client)), [client]);
  const [actor, setActor] = useState<GiftShopAssortmentActorRef | null>(null);
  const shopId = shop?.id ?? null;

  useEffect(() => {
    if (!shop) return;
    const created = createActor(machine, { input: { shop, now, codeCount, subsection } });
    const subscriptions = [
      created.on('saved', (event) => onSaved(event.shop)),
      created.on('finished', ({ then }) => goTo(pathAfter(shop.id, then))),
    ];
    created.start();
    setActor(created);
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      created.stop();
      setActor(null);
    };
    // One actor per shop; later changes of the shop and sub-section are sent to it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machine, shopId]);

  useEffect(() => {
    if (actor && actor.getSnapshot().context.subsection !== subsection) actor.send({ type: 'ENTER', subsection });
  }, [actor, subsection]);
  useEffect(() => {
    if (actor && shop && actor.getSnapshot().context.shop !== shop) actor.send({ type: 'SHOP', shop, codeCount });
  }, [actor, shop, codeCount]);

  const context = useSelector(actor ?? undefined, (s) => s?.context);
  const saving = useSelector(actor ?? undefined, (s) => s?.matches('saving') ?? false);
  const actions: AssortmentAction[] = [];
  if (actor && context && shop && !isClosed({ current: shop, now })) {
    const base = { section: 'assortment' as const, giftshop: shop.id };
    if (subsection === 'none') {
      actions.push(
        {
          key: 'choosedefaults',
          label: _(A.chooseDefaults),
          href: `#${managementPath({ ...base, subsection: 'choosedefaults' })}`,
        },
        {
          key: 'editassortment',
          label: _(A.editAssortment),
          href: `#${managementPath({ ...base, subsection: 'editassortment' })}`,
        },
      );
    } else {
      const finish = (then: FinishTarget) => () => {
        if (!saving) actor.send({ type: 'FINISH', then });
      };
      if (canFinish(context)) actions.push({ key: 'finish', label: _(A.finish), onClick: finish('none') });
      if (canFinishToCodes(context))
        actions.push({ key: 'finish-codes', label: _(A.finishToCodes), onClick: finish('codes') });
      if (canFinishToDefaults(context))
        actions.push({ key: 'finish-defaults', label: _(A.finishToDefaults), onClick: finish('choosedefaults') });
    }
  }
  return { actor, actions };
}

function pathAfter(giftshop: string, then: FinishTarget): string {
  if (then === 'codes') return managementPath({ section: 'codes', giftshop });
  const subsection = then === 'choosedefaults' ? 'choosedefaults' : 'none';
  return managementPath({ section: 'assortment', giftshop, subsection });
}
