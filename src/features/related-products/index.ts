export {
  RelatedProducts,
  relatedLimit,
  RELATED_RELOAD_DEBOUNCE_MS,
  RELATED_DEFAULT_LIMIT,
} from './related-products.tsx';
export type { RelatedProductsProps } from './related-products.tsx';
export { default as relatedProductsCss } from './related-products.css?inline';
