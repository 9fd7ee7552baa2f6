export { FreeDeliveryNotice, FreeDeliveryView, deliveryProgress, freeDeliveryState } from './free-delivery-notice.tsx';
export type { FreeDeliveryNoticeProps, FreeDeliveryVariant, FreeDeliveryState } from './free-delivery-notice.tsx';
export { default as freeDeliveryCss } from './free-delivery.css?inline';
/** Host rules of `<free-delivery-notice>` only (the notice's CSS is shared with `<cart-preview>`). */
export const freeDeliveryHostCss = `:host { display: block; }
:host([data-state='loading']) { display: none; }`;
