/**
 * The 'Sortiment' section of one gift shop (spec §2; issue 12): the assortment page (products with image and name,
 * their count, the required number of gifts per recipient, the default gifts marked), 'Vælg standardgaver' (choose
 * the default gifts) and 'Ret sortiment' (assortment-search.tsx). The machine
 * (machines/gift-shop-assortment.machine.ts) owns the drafts, the saves and the finish-button rules; the shortcut
 * list (management.part.tsx) shows the actions useAssortment (use-assortment.ts) returns. These views are an
 * on-demand part of the area (assortment.part.tsx).
 */
import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import type { ProductInfo } from '../../api/schemas/product.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import type { GiftShopAssortmentActorRef } from '../../../machines/gift-shop-assortment.machine.ts';
import { isClosed } from '../../../machines/gift-shop-manager.machine.ts';
import { ASSORTMENT_TEXTS as A } from './assortment-texts.ts';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';
import { AssortmentSearch, ProductFace } from './assortment-search.tsx';
import { failureText } from './management-screens.tsx';

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
