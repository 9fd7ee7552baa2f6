export { ProductCard, CARD_LAZY_DELAY_MS, CARD_TRANSITION_MS, type ProductCardProps } from './product-card.tsx';
export { default as productCardCss } from './product-card.css?inline';
import productCardCss from './product-card.css?inline';
import { productPriceCss } from '../product-price/index.ts';
import { addToCartCss, lineQuantityCss } from '../add-to-cart/index.ts';

/**
 * Every sheet a card needs besides the kit's button and spinner sheets: the price's, the add-to-cart area's and the
 * card's own (last, so the card's rules win).
 */
export const productCardStyles: readonly string[] = [productPriceCss, lineQuantityCss, addToCartCss, productCardCss];
