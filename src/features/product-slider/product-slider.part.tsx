/**
 * `<product-slider>`'s component and CSS, loaded when the slider scrolls into view or the visitor reaches for the
 * page's fallback row (index.ts `ProductSliderShell`; src/ui/until-reached.tsx), or at once without a fallback.
 */
import { buttonCss, sliderCss, spinnerCss } from '../../ui/index.ts';
import { productCardStyles } from '../product-card/index.ts';
import productSliderCss from './product-slider.css?inline';
import { ProductSlider } from './product-slider.tsx';

export const Part = ProductSlider;
export const partStyles = [spinnerCss, buttonCss, sliderCss, ...productCardStyles, productSliderCss];
