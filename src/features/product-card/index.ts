export { ProductCard, CARD_LAZY_DELAY_MS, CARD_TRANSITION_MS, type ProductCardProps } from './product-card.tsx';
import productCardCss from './product-card.css?inline';
export { productCardCss };

/**
 * Every sheet a card needs besides the kit's button and spinner sheets. The price and the add-to-cart area are the
 * library's `<product-price>` and `<add-to-cart>` elements, which bring their own.
 */
export const productCardStyles: readonly string[] = [productCardCss];

/** How many products a list of cards may ask for (`limit` of `<product-slider>` and `<related-products>`). */
export const CARD_LIST_LIMIT = { min: 1, max: 100, default: 10 } as const;

/** The `limit` attribute's check (define.ts `validate`): a whole number from 1 to 100, else the problem. */
export const cardListLimitProblem = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= CARD_LIST_LIMIT.min && value <= CARD_LIST_LIMIT.max
    ? undefined
    : `is not a whole number from ${CARD_LIST_LIMIT.min} to ${CARD_LIST_LIMIT.max}`;
