export {
  ProductSlider,
  loadSliderProducts,
  PRODUCT_SLIDER_DEFAULT_LIMIT,
  PRODUCT_SLIDER_SOURCES,
} from './product-slider.tsx';
export type { ProductSliderProps, ProductSliderSource } from './product-slider.tsx';
export { default as productSliderCss } from './product-slider.css?inline';
