/**
 * The 'Sortiment' section of one gift shop (spec §2; issue 12): the assortment page (products with image and name,
 * their count, the required number of gifts per recipient, the default gifts marked), 'Vælg standardgaver' (choose
 * the default gifts) and 'Ret sortiment' (assortment-search.tsx). The machine
 * (machines/gift-shop-assortment.machine.ts) owns the drafts, the saves and the finish-button rules; the shortcut
 * list (management.part.tsx) shows the actions {@link useAssortment} returns.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import { createGiftShopApi, type GiftShopApi } from '../../api/giftshop.ts';
import type { GiftShop } from '../../api/schemas/giftshop.ts';
import type { ProductInfo } from '../../api/schemas/product.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { useApiClient } from '../../internal/api.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { RetryAlert } from '../../ui/retry-alert.tsx';
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
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';
import { AssortmentSearch, ProductFace } from './assortment-search.tsx';
import { managerFailure } from './manager-actors.ts';
import { failureText } from './management-screens.tsx';
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

export function AssortmentSection({ actor, now }: { actor: GiftShopAssortmentActorRef; now: Date }): ReactNode {
  const _ = useTranslate();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  if (snapshot.matches('failed'))
    return (
      <section className="m-section">
        <RetryAlert text={_(A.productsFailed)} onRetry={() => actor.send({ type: 'RETRY' })} />
      </section>
    );
  if (snapshot.matches('loading') || snapshot.matches('checking'))
    return (
      <section className="m-section">
        <p className="m-loading" role="status">
          {_(A.loadingProducts)}
        </p>
      </section>
    );
  const closed = isClosed({ current: context.shop, now });
  const saving = snapshot.matches('saving');
  const error = context.saveError ? (
    <p className="m-error" role="alert">
      {failureText(_, context.saveError)}
    </p>
  ) : null;
  if (context.subsection === 'editassortment' && !closed)
    return (
      <>
        {error}
        <AssortmentSearch actor={actor} />
      </>
    );
  if (context.subsection === 'choosedefaults' && !closed) return <ChooseDefaults actor={actor} error={error} />;
  return <AssortmentPage actor={actor} closed={closed} saving={saving} error={error} />;
}

function AssortmentPage(props: {
  actor: GiftShopAssortmentActorRef;
  closed: boolean;
  saving: boolean;
  error: ReactNode;
}): ReactNode {
  const { actor, closed, saving, error } = props;
  const _ = useTranslate();
  const context = useSelector(actor, (s) => s.context);
  const { shop, info } = context;
  const products = shop.products.map(String);
  const defaults = new Set(shop.defaultproducts.map(String));
  return (
    <section className="m-section m-ass" part="assortment">
      <h3 className="m-section__title">{_(T.assortment)}</h3>
      <p className="m-ass__count" part="assortment-count">
        {_(A.productCount, { 0: products.length })}
      </p>
      {closed ? (
        <p className="m-ass__required">
          {_(A.required)}: <strong>{shop.requireddefaultproducts}</strong>
        </p>
      ) : (
        <RequiredForm actor={actor} saving={saving} max={Math.max(1, products.length)} />
      )}
      {error}
      <p className="m-ass__count">{_(A.defaultsChosen, { 0: defaults.size, 1: shop.requireddefaultproducts })}</p>
      {products.length === 0 ? (
        <p className="m-muted">{_(A.empty)}</p>
      ) : (
        <ProductGrid ids={products} info={info} marked={defaults} markText={_(A.isDefault)} />
      )}
    </section>
  );
}

function RequiredForm(props: { actor: GiftShopAssortmentActorRef; saving: boolean; max: number }): ReactNode {
  const { actor, saving, max } = props;
  const _ = useTranslate();
  const shop = useSelector(actor, (s) => s.context.shop);
  const [value, setValue] = useState(String(shop.requireddefaultproducts));
  const [done, setDone] = useState(false);
  const id = useId();
  const count = Number(value);
  const valid = Number.isInteger(count) && count >= 1 && count <= max;
  return (
    <form
      className="m-ass__required"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || saving) return;
        actor.send({ type: 'SET_REQUIRED', count });
        setDone(count !== shop.requireddefaultproducts);
      }}
    >
      <label htmlFor={id}>{_(A.required)}</label>
      <input
        id={id}
        className="butik-input m-ass__number"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-invalid={valid ? undefined : true}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setValue(event.target.value);
          setDone(false);
        }}
      />
      <BusyButton type="submit" className="butik-button" busy={saving}>
        {_(A.save)}
      </BusyButton>
      <span id={`${id}-hint`} className="m-muted m-ass__hint">
        {_(A.requiredHint, { 0: max })}
      </span>
      <span role="status" className="m-ass__saved">
        {done && !saving && shop.requireddefaultproducts === count ? _(A.saved) : ''}
      </span>
    </form>
  );
}

function ChooseDefaults({ actor, error }: { actor: GiftShopAssortmentActorRef; error: ReactNode }): ReactNode {
  const _ = useTranslate();
  const context = useSelector(actor, (s) => s.context);
  const chosen = new Set(context.defaults);
  const required = context.shop.requireddefaultproducts;
  return (
    <section className="m-section m-ass" part="choose-defaults">
      <h3 className="m-section__title">{_(A.chooseDefaults)}</h3>
      <p className="m-ass__count" role="status" part="defaults-count">
        {_(A.defaultsChosen, { 0: chosen.size, 1: required })}
      </p>
      <p className="m-muted">{_(A.unsaved)}</p>
      {error}
      <ul className="m-ass__grid">
        {context.products.map((id) => {
          const product = context.info[id];
          const name = product?.name ?? id;
          return (
            <li key={id} className={chosen.has(id) ? 'm-ass__card m-ass__card--marked' : 'm-ass__card'}>
              <ProductFace product={product} name={name} />
              <button
                type="button"
                className="butik-button butik-button--small m-ass__pick"
                aria-pressed={chosen.has(id)}
                aria-label={_(A.pickDefault, { 0: name })}
                onClick={() => actor.send({ type: 'TOGGLE_DEFAULT', id })}
              >
                {_(A.isDefault)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProductGrid(props: {
  ids: string[];
  info: Record<string, ProductInfo>;
  marked: Set<string>;
  markText: string;
}): ReactNode {
  const { ids, info, marked, markText } = props;
  return (
    <ul className="m-ass__grid" part="assortment-grid">
      {ids.map((id) => (
        <li key={id} className={marked.has(id) ? 'm-ass__card m-ass__card--marked' : 'm-ass__card'}>
          <ProductFace product={info[id]} name={info[id]?.name ?? id} />
          {marked.has(id) ? <span className="m-ass__badge">{markText}</span> : null}
        </li>
      ))}
    </ul>
  );
}
