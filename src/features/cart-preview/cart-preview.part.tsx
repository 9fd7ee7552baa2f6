/**
 * `<cart-preview>`'s component and CSS, loaded when the visitor reaches for the page's fallback (the header's link
 * to the cart), when the cart changes on the page, or at once without a fallback (index.ts `CartPreviewShell`).
 */
import { buttonCss } from '../../ui/index.ts';
import { lineQuantityCss } from '../add-to-cart/index.ts';
import { freeDeliveryCss } from '../free-delivery/index.ts';
import panelCss from './cart-preview.css?inline';
import { CartPreview } from './cart-preview.tsx';

export const Part = CartPreview;
export const partStyles = [buttonCss, freeDeliveryCss, lineQuantityCss, panelCss];
