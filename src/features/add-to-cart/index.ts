export { AddToCart, isProductLike, type AddToCartProps, type AddToCartState } from './add-to-cart.tsx';
export { LineQuantity, type LineQuantityProps } from './line-quantity.tsx';
export { default as lineQuantityCss } from './line-quantity.css?inline';
export { default as addToCartCss } from './add-to-cart.css?inline';
