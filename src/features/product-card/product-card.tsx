/**
 * The product card of lists (spec §2 "Product card in lists", §3 Product, §9 default card image 400×300, lazy-load
 * delay 20 ms, card transition 500 ms), embedded by `<product-list>` and `<related-products>` (and, through the
 * public index, by any list feature).
 *
 * - Image: `product.image` (else the first of `images`), `imagewidth` × `imageheight` (400×300 by default) as
 *   width/height so the grid never shifts, native `loading="lazy"`. The secondary image (`images[1]`, when the
 *   page's `enableSecondaryImage` shop variable is on) fades in on hover; its `src` is set 20 ms after the card
 *   mounts (spec §9 lazy-load delay), so it never competes with the first paint of the main images.
 * - Badges (text), icons (image with its title as alt), a discount notice ('Offer') when the standard price is above
 *   the price, the item number, the name as a link to the product (text, never HTML; the link's area covers the
 *   card), the price (the product-price feature's view), the stock message, the add-to-cart area.
 * - Add-to-cart area: `buy="control"` the add-to-cart feature's view (quantity and 'Buy now'; a stepper once in the
 *   cart); `buy="button"` one compact 'Buy now' adding one package (scrollers with narrow cards). A product with
 *   variants links to its page instead ('Choose variant'): the variant is chosen there.
 * - Card transition (spec §2/§9, decision): following the card's link puts an overlay on the card at once (it
 *   catches a second click while the next page loads) that becomes ready — visible, with a spinner — 500 ms after it
 *   appears, so a quick navigation never flashes a spinner. Coming back (bfcache `pageshow`) removes it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { createElement, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { Product } from '../../api/schemas/product.ts';
import { useTagName } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { normalizeColli } from '../../validation/quantity.ts';
import { useCartActions, useCartLineQuantity, useCartSelector } from '../cart/use-cart.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Spinner } from '../../ui/spinner-icon.tsx';
import { useProductStore } from '../catalog/product-store.ts';

/** The secondary image's src is set this long after the card mounts (spec §9 lazy-load delay). */
export const CARD_LAZY_DELAY_MS = 20;
/** The card transition overlay becomes ready this long after it appears (spec §9 card transition). */
export const CARD_TRANSITION_MS = 500;

export interface ProductCardProps {
  product: Product;
  /** The add-to-cart area: the full control (quantity + 'Buy now') or one compact 'Buy now' button. */
  buy?: 'control' | 'button';
}

type Transition = 'none' | 'shown' | 'ready';

export function ProductCard({ product, buy = 'control' }: ProductCardProps): ReactNode {
  const config = usePageConfig();
  const nameId = useId();
  const [transition, setTransition] = useState<Transition>('none');
  const image = product.image || product.images[0]?.url || '';
  const second = config.enableSecondaryImage ? (product.images.find((i) => i.url && i.url !== image)?.url ?? '') : '';
  const width = product.imagewidth || 400;
  const height = product.imageheight || 300;
  const price = product.price;
  const offer = !!price && price.standardsalesprice > price.priceexvat;
  const canBuy = product.allowpurchase && config.purchaseAllowed;
  const { t } = useLingui();
  // The card's price and add-to-cart area are the library's own elements (their code is on the page already, and
  // stays out of the lists' chunks); they read this product from the page's product store, without a call.
  const store = useProductStore();
  store.prime([product]);
  const priceTag = useTagName('product-price');
  const buyTag = useTagName('add-to-cart');
  const offerText = t({
    message: 'Offer',
    comment: 'product card: discount notice when the standard price is above the price',
  });
  // A badge saying the same as the discount notice is not repeated.
  const badges = product.badges
    .filter((b) => !(offer && b.trim().toLocaleLowerCase() === offerText.toLocaleLowerCase()))
    .slice(0, 3);

  useEffect(() => {
    if (transition === 'none') return;
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setTransition('none');
    };
    window.addEventListener('pageshow', reset);
    const timer = transition === 'shown' ? setTimeout(() => setTransition('ready'), CARD_TRANSITION_MS) : undefined;
    return () => {
      window.removeEventListener('pageshow', reset);
      clearTimeout(timer);
    };
  }, [transition]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey) return;
    setTransition('shown');
  };

  return (
    <li className="pc" part="card" data-transition={transition === 'none' ? undefined : transition}>
      <div className="pc-media" part="media" style={{ aspectRatio: `${width} / ${height}` }}>
        {image ? (
          <img
            className="pc-img"
            part="image"
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            width={width}
            height={height}
          />
        ) : (
          <span className="pc-img pc-img--none" part="image" aria-hidden="true" />
        )}
        {second ? <SecondaryImage url={second} width={width} height={height} /> : null}
        {offer || badges.length > 0 ? (
          <ul className="pc-badges" part="badges">
            {offer ? (
              <li className="pc-badge pc-badge--offer" part="badge offer">
                {offerText}
              </li>
            ) : null}
            {badges.map((badge, i) => (
              <li key={`${i}-${badge}`} className="pc-badge" part="badge">
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        {product.icons.length > 0 ? (
          <ul className="pc-icons" part="icons">
            {product.icons.slice(0, 4).map((icon, i) => (
              <li key={`${i}-${icon.url}`}>
                <img src={icon.url} alt={icon.title} title={icon.title} width={28} height={28} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="pc-body">
        <a className="pc-name" part="name" id={nameId} href={product.url} onClick={follow}>
          {product.name}
        </a>
        {product.sku ? (
          <p className="pc-sku" part="sku">
            <Trans comment="product card: the item number (SKU)">Item no. {product.sku}</Trans>
          </p>
        ) : null}
        <div className="pc-price">{createElement(priceTag, { 'product-id': product.id })}</div>
        <Stock product={product} />
      </div>
      {canBuy ? (
        <div className="pc-buy" part="buy">
          {product.hasvariants ? (
            <a
              className="butik-button pc-button"
              part="choose"
              href={product.url}
              aria-describedby={nameId}
              onClick={follow}
            >
              <Trans comment="related products: link to a product page to choose a variant">Choose variant</Trans>
            </a>
          ) : buy === 'button' ? (
            <BuyButton product={product} nameId={nameId} />
          ) : (
            createElement(buyTag, {
              'product-id': product.id,
              colli: product.colli,
              unit: product.unit,
            })
          )}
        </div>
      ) : null}
      {transition === 'none' ? null : (
        <span className="pc-overlay" part="overlay" aria-hidden="true" data-ready={transition === 'ready' || undefined}>
          {transition === 'ready' ? <Spinner /> : null}
        </span>
      )}
    </li>
  );
}

/** The hover image: its src is set {@link CARD_LAZY_DELAY_MS} after mounting. */
function SecondaryImage({ url, width, height }: { url: string; width: number; height: number }): ReactNode {
  const [src, setSrc] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSrc(url), CARD_LAZY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);
  if (!src) return null;
  return (
    <img
      className="pc-img pc-img--second"
      part="image-secondary"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
    />
  );
}

/** The stock message (shown when the product shows stock); the delivery message when it is shown on lists. */
function Stock({ product }: { product: Product }): ReactNode {
  const stock = product.stockmessage;
  if (!product.showstock || !stock) return null;
  const text = stock.instock > 0 ? stock.message : stock.restockmessage || stock.message;
  const delivery = stock.showdeliverymessageonlists ? stock.deliverymessage : '';
  if (!text && !delivery) return null;
  return (
    <p className="pc-stock" part="stock" data-in-stock={stock.instock > 0 || undefined}>
      <span className="pc-dot" aria-hidden="true" style={stock.color ? { background: stock.color } : undefined} />
      <span>
        {text}
        {delivery ? <span className="pc-delivery">{text ? ` · ${delivery}` : delivery}</span> : null}
      </span>
    </p>
  );
}

/** One compact 'Buy now' adding one package (colli) through the page cart; 'Buy more' once in the cart. */
function BuyButton({ product, nameId }: { product: Product; nameId: string }): ReactNode {
  const actions = useCartActions();
  const { t } = useLingui();
  const inCart = useCartLineQuantity(product.id, null);
  const pending = useCartSelector((s) =>
    s.context.lines.some((l) => l.productid === product.id && !l.variantid && l.pending),
  );
  const colli = normalizeColli(product.colli);
  return (
    <BusyButton
      className="butik-button butik-button--primary pc-button"
      part="add"
      aria-describedby={nameId}
      busy={pending}
      spinner={false}
      onClick={() => actions.add({ productid: product.id, variantid: null, quantity: colli })}
    >
      {inCart > 0
        ? t({ message: 'Buy more', comment: 'related products: add one more package of a product already in the cart' })
        : t({ message: 'Buy now', comment: 'add-to-cart: default text of the add button (spec §9)' })}
    </BusyButton>
  );
}
