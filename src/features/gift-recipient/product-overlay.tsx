/**
 * The product information overlay (spec §2, §9): image with thumbnails, badges, icons, the sanitised long
 * description and the lowercased name, at most 1000px wide (the full screen on phones): the kit's Dialog, size
 * `wide` (src/ui/dialog.tsx: the page behind is inert, Tab stays inside, Esc, × and the backdrop close it). It is
 * labelled by the product's name, its own heading; the container returns focus to the control that opened it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../api/schemas/product.ts';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import { ChooseToggle } from './product-card.tsx';
import { ProductImage, SafeHtml, useFieldId } from './shared.tsx';

export interface ProductOverlayProps {
  product: Product | null;
  chosen: boolean;
  /** The selection is full and this gift is not in it. */
  blocked: boolean;
  busy: boolean;
  culture: string;
  onToggle: (id: string) => void;
  onClose: () => void;
}

export function ProductOverlay({
  product,
  chosen,
  blocked,
  busy,
  culture,
  onToggle,
  onClose,
}: ProductOverlayProps): ReactNode {
  const { t } = useLingui();
  const headingId = useFieldId('overlay-heading');
  const [imageIndex, setImageIndex] = useState(0);
  const productId = product?.id ?? null;

  // A new product starts on its first image.
  useEffect(() => setImageIndex(0), [productId]);

  const images = product ? galleryOf(product) : [];
  const current = images[imageIndex] ?? images[0] ?? null;
  const name = product ? product.name.toLocaleLowerCase(culture) : '';

  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      size="wide"
      labelledBy={headingId}
      className="overlay"
      part="overlay"
      closeClassName="overlay__close"
      closePart="overlay-close"
      closeLabel={t`Close`}
    >
      {product ? (
        <div className="overlay__inner">
          <div className="overlay__gallery">
            <div className="overlay__image-frame">
              <ProductImage className="overlay__image" src={current} alt={name} />
              {product.badges.length ? (
                <ul className="overlay__badges" aria-label={t`Labels`}>
                  {product.badges.map((badge) => (
                    <li key={badge} className="badge">
                      {badge}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            {images.length > 1 ? (
              <ul className="thumbs" aria-label={t`Images`}>
                {images.map((src, i) => {
                  const n = i + 1;
                  const total = images.length;
                  return (
                    <li key={src}>
                      <button
                        type="button"
                        className="thumbs__button"
                        aria-pressed={i === imageIndex}
                        aria-label={t`Show image ${n} of ${total}`}
                        onClick={() => setImageIndex(i)}
                      >
                        <img src={src} alt="" loading="lazy" decoding="async" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
          <div className="overlay__details">
            <h2 id={headingId} className="overlay__name">
              {name}
            </h2>
            {product.icons.length ? (
              <ul className="icons" aria-label={t`Properties`}>
                {product.icons.map((icon) => (
                  <li key={icon.url + icon.title}>
                    <img src={icon.url} alt={icon.title} title={icon.title} loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
            <SafeHtml className="description" html={product.longdescription} />
            <div className="overlay__actions">
              <ChooseToggle
                className="butik-button toggle toggle--large"
                id={product.id}
                name={name}
                chosen={chosen}
                unavailable={blocked || busy}
                onToggle={onToggle}
                data-overlay-toggle={product.id}
              />
              {blocked ? (
                <p className="overlay__hint">
                  <Trans>Remove one of your chosen gifts to choose this one.</Trans>
                </p>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The main image followed by the other images, without duplicates or empty URLs. */
function galleryOf(product: Product): string[] {
  const urls = [product.image, ...product.images.map((image) => image.url)].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
  return [...new Set(urls)];
}
