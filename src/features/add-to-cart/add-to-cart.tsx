/**
 * `<add-to-cart>` view (spec §4 add to cart, §5 add-to-cart rules, §6 who may buy, §9 'Buy now',
 * 'Sold in packages of {0} {1}', quantity debounce 500 ms). The element's JSDoc (elements/add-to-cart.ts) lists
 * the decisions; this file is the container (product → gate → machine-wired control).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Product, Variant } from '../../api/schemas/product.ts';
import { useProduct } from '../catalog/product-store.ts';
import { useCartActions, useCartSelector } from '../cart/use-cart.ts';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { normalizeColli } from '../../validation/quantity.ts';
import { withValues } from '../../i18n/translate.ts';
import { useProblemLog } from '../../ui/use-problem-log.ts';
import { TEXTS } from './texts.ts';
import { lineControlKey, useLineControl } from './use-line-control.ts';
import { useVariants } from './use-variants.ts';
import { InlineAlert, LiveText, NewItemForm, PackNotice, Stepper } from './views.tsx';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

export interface AddToCartProps {
  productId?: string;
  variantId?: string;
  colli?: number;
  unit?: string;
  addonProductIds?: string[];
  buttonText?: string;
  product?: Product | null;
}

export type AddToCartState = 'hidden' | 'loading' | 'ready' | 'adding' | 'in-cart';

/** A product passed as the `product` property / JSON attribute is used when it has an id. */
export function isProductLike(value: unknown): value is Product {
  return (
    !!value && typeof value === 'object' && typeof (value as Product).id === 'string' && (value as Product).id !== ''
  );
}

export function AddToCart(props: AddToCartProps): ReactNode {
  const config = usePageConfig();
  if (!config.purchaseAllowed) return <Hidden />;
  return <ProductGate {...props} />;
}

function Hidden({ problem = null }: { problem?: string | null }): ReactNode {
  useHostState('hidden');
  useProblemLog([problem]);
  return null;
}

function Placeholder({ colli }: { colli: number | undefined }): ReactNode {
  useHostState('loading');
  return (
    <div className="control" aria-hidden="true">
      <div className="placeholder" />
      {colli !== undefined && colli > 1 ? <div className="placeholder placeholder--notice" /> : null}
    </div>
  );
}

function ProductGate({
  productId,
  variantId,
  colli,
  unit,
  addonProductIds,
  buttonText,
  product,
}: AddToCartProps): ReactNode {
  const given = isProductLike(product) ? product : null;
  const id = given ? given.id : (productId ?? '').trim();
  const variantKey = (variantId ?? '').trim();
  const result = useProduct(id, given);
  const variants = useVariants(variantKey && id ? id : '');

  if (!id) return <Hidden problem="needs a product-id attribute (or a product property); the control is not shown." />;
  if (result.status === 'loading' || (variantKey && variants.status === 'loading'))
    return <Placeholder colli={colli} />;
  if (!result.product) {
    const why = result.status === 'missing' ? 'names no known product' : 'could not be loaded';
    return <Hidden problem={`product-id="${id}" ${why}; the control is not shown.`} />;
  }
  let variant: Variant | null = null;
  if (variantKey) {
    variant = variants.variants.find((v) => v.id === variantKey) ?? null;
    if (!variant)
      return (
        <Hidden
          problem={`variant-id="${variantKey}" is not a variant of product ${id} (or the variants could not be loaded); the control is not shown.`}
        />
      );
  }
  const source = variant ?? result.product;
  if (source.allowpurchase !== true) return <Hidden />;

  const lineColli = normalizeColli(colli ?? source.colli);
  const lineUnit = (unit ?? '').trim() || (typeof source.unit === 'string' ? source.unit : '');
  const addons = (addonProductIds ?? []).filter((a) => typeof a === 'string' && a !== '');
  const input = {
    productid: result.product.id,
    variantid: variant ? variant.id : null,
    colli: lineColli,
    addonproductids: addons,
  };
  return (
    <Control
      key={lineControlKey(input)}
      {...input}
      unit={lineUnit}
      name={typeof result.product.name === 'string' ? result.product.name : ''}
      buttonText={buttonText}
    />
  );
}

interface ControlProps {
  productid: string;
  variantid: string | null;
  colli: number;
  addonproductids: string[];
  unit: string;
  name: string;
  buttonText: string | undefined;
}

function Control({ productid, variantid, colli, addonproductids, unit, name, buttonText }: ControlProps): ReactNode {
  const { i18n } = useLingui();
  const noticeId = useId();
  const control = useLineControl({ productid, variantid, colli, addonproductids });
  const cartFailed = useCartSelector((s) => s.status === 'failed');
  const cartActions = useCartActions();
  const state: AddToCartState = control.mode === 'new' ? 'ready' : control.mode;
  useHostState(state);

  // Focus follows the control when the button or stepper it was on is replaced (add confirmed, line emptied).
  const rootRef = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  const inCart = control.mode === 'in-cart';
  const previous = useRef(inCart);
  useLayoutEffect(() => {
    if (previous.current === inCart) return;
    previous.current = inCart;
    const root = rootRef.current;
    const shadow = root?.getRootNode();
    const active = shadow instanceof ShadowRoot ? shadow.activeElement : null;
    if (root && focusInside.current && (!active || !root.contains(active))) {
      root.querySelector<HTMLElement>(inCart ? '[part="quantity"]' : '[part="button"]')?.focus();
    }
  }, [inCart]);

  const label = name.trim() ? i18n._(withValues(TEXTS.quantityOf, { 0: name.trim() })) : i18n._(TEXTS.quantity);
  const roundedTo = control.rounded && control.text !== '' ? Number(control.text) : null;
  const describedBy = colli > 1 ? noticeId : undefined;
  const addText = buttonText?.trim() || i18n._(TEXTS.buyNow);

  return (
    <div
      ref={rootRef}
      className="control"
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        focusInside.current = !!next && !!rootRef.current?.contains(next);
      }}
    >
      {cartFailed ? (
        <InlineAlert
          message={i18n._(TEXTS.cartFailed)}
          action={{ label: i18n._(TEXTS.retry), onClick: cartActions.retry }}
        />
      ) : null}
      {inCart ? (
        <div className="in-cart">
          <Stepper
            text={control.text}
            label={label}
            describedBy={describedBy}
            onType={control.type}
            onPlus={control.plus}
            onMinus={control.minus}
          />
          <span className="in-cart__label">
            <StrokeIcon box={16} size={14} strokeWidth={2}>
              <path d="M3 8.5l3.2 3L13 4.5" />
            </StrokeIcon>
            {i18n._(TEXTS.inCart)}
          </span>
        </div>
      ) : (
        <NewItemForm
          text={control.text}
          label={label}
          buttonText={addText}
          busy={control.mode === 'adding'}
          describedBy={describedBy}
          onType={control.type}
          onAdd={control.add}
        />
      )}
      {colli > 1 ? <PackNotice id={noticeId} colli={colli} unit={unit} roundedTo={roundedTo} /> : null}
      {control.failed || control.unavailable ? (
        <InlineAlert message={i18n._(TEXTS.changeFailed)} onDismiss={control.dismissError} />
      ) : null}
      <LiveText text={control.mode === 'adding' ? i18n._(TEXTS.adding) : ''} />
    </div>
  );
}
