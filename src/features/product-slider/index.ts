import { lazyPart } from '../../ui/lazy-load.ts';
import { untilReached, type ElementPart } from '../../ui/until-reached.tsx';
import type { ProductSliderProps } from './product-slider.tsx';

export { ProductSlider, loadSliderProducts } from './product-slider.tsx';
export type { ProductSliderProps } from './product-slider.tsx';
export { PRODUCT_SLIDER_DEFAULT_LIMIT, PRODUCT_SLIDER_SOURCES, type ProductSliderSource } from './sources.ts';
export { default as productSliderCss } from './product-slider.css?inline';

/**
 * The element's shell (src/ui/until-reached.tsx): the page's fallback row of cards until the slider comes within
 * 200px of the viewport (so it is there when it scrolls into view) or the visitor reaches for the row, then the slider (product-slider.part.tsx: buttons, keys, the cards from
 * the API). Without a fallback it loads at once.
 */
export const ProductSliderShell = untilReached<ProductSliderProps>(
  lazyPart<ElementPart<ProductSliderProps>>(() => import('./product-slider.part.tsx'), {
    chunk: 'product-slider.part',
    base: import.meta.url,
  }),
  { what: '<product-slider>', whenNear: '200px' },
);
