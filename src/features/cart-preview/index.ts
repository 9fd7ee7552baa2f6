import { lazyPart } from '../../ui/lazy-load.ts';
import { untilReached, type ElementPart } from '../../ui/until-reached.tsx';
import type { CartPreviewProps } from './cart-preview.tsx';

export type { CartPreviewProps, CartPreviewVariant, CartCheckoutDetail } from './cart-preview.tsx';

/**
 * The element's shell (src/ui/until-reached.tsx): the page's fallback (the header's link to the cart, with the
 * count and total the server knows) until the visitor reaches for it or the cart changes on the page
 * (`butik-cart-change`), then the toggle and its panel (cart-preview.part.tsx). A press on the fallback link is
 * held and opens the panel, as a press on the toggle does. Without a fallback (the cart page's inline cart) the
 * cart loads at once.
 */
export const CartPreviewShell = untilReached<CartPreviewProps>(
  lazyPart<ElementPart<CartPreviewProps>>(() => import('./cart-preview.part.tsx'), {
    chunk: 'cart-preview.part',
    base: import.meta.url,
  }),
  { what: '<cart-preview>', loadOn: ['butik-cart-change'], holdPresses: true },
);
