import panelCss from './cart-preview.css?inline';

export { CartPreview } from './cart-preview.tsx';
export type { CartPreviewProps, CartPreviewVariant, CartCheckoutDetail } from './cart-preview.tsx';
/** The quantity stepper's sheet (the stepper itself comes with the content, cart-panel.tsx). */
export { lineQuantityCss as quantitySlotCss } from '../add-to-cart/index.ts';

/**
 * The element's own sheet: the toggle, the panel's frame, the skeleton. The lines' and the cart page's sheets come
 * with the content that uses them (cart-panel.tsx).
 */
export const cartPreviewCss = panelCss;
