import panelCss from './cart-preview.css?inline';
import pageCss from './cart-preview-page.css?inline';

export { CartPreview } from './cart-preview.tsx';
export type { CartPreviewProps, CartPreviewVariant, CartCheckoutDetail } from './cart-preview.tsx';
export { quantitySlotCss } from './quantity-slot.tsx';

/** The header panel's sheet and the page variant's (`variant="page"`), one string for the element. */
export const cartPreviewCss = panelCss + pageCss;
