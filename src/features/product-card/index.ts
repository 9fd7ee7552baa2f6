export { ProductCard, CARD_LAZY_DELAY_MS, CARD_TRANSITION_MS, type ProductCardProps } from './product-card.tsx';
import productCardCss from './product-card.css?inline';
export { productCardCss };

/**
 * Every sheet a card needs besides the kit's button and spinner sheets. The price and the add-to-cart area are the
 * library's `<product-price>` and `<add-to-cart>` elements, which bring their own.
 */
export const productCardStyles: readonly string[] = [productCardCss];
