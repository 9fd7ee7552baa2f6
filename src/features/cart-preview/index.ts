export { CartPreview } from './cart-preview.tsx';
export type { CartPreviewProps, CartPreviewVariant, CartCheckoutDetail } from './cart-preview.tsx';
export { default as cartPreviewCss } from './cart-preview.css?inline';
export { quantitySlotCss } from './quantity-slot.tsx';
