/**
 * A minimal product card for the slider (image, name link, price): stands in until the shared product card
 * (src/features/product-card) is merged.
 */
import type { ReactNode } from 'react';
import type { Product } from '../../api/schemas/product.ts';
import { formatPrice } from '../../format/index.ts';
import { usePageConfig } from '../../internal/page-config.ts';

export function SliderCard({ product }: { product: Product }): ReactNode {
  const config = usePageConfig();
  const price =
    config.showPrices && product.showprices
      ? formatPrice(product.price, { culture: config.culture, incVat: config.pricesIncVat })
      : '';
  const image = product.image || product.images[0]?.url || '';
  return (
    <article className="ps-card" part="card">
      <a className="ps-card__media" href={product.url} tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" width={400} height={300} part="image" />
        ) : null}
      </a>
      <div className="ps-card__body">
        <a className="ps-card__name" part="name" href={product.url}>
          {product.name}
        </a>
        {price && (
          <span className="ps-card__price" part="price">
            {price}
          </span>
        )}
      </div>
    </article>
  );
}
