export { ProductPrice, type ProductPriceProps } from './product-price.tsx';
export { productProblem } from './price-model.ts';
export { default as productPriceCss } from './product-price.css?inline';
