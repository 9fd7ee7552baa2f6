/**
 * The stylesheets of <gift-recipient-flow>, split by view and adopted in this order (later sheets win ties,
 * as later rules of one file did), after the kit's `buttonCss` (the element adopts it first; controls.css sets
 * its private properties). The overlay's rules stay together in overlay.css (product-overlay.tsx).
 */
import flowCss from './flow.css?inline';
import controlsCss from './controls.css?inline';
import messageCss from './message.css?inline';
import productsCss from './products.css?inline';
import overlayCss from './overlay.css?inline';
import completedCss from './completed.css?inline';
import motionCss from './motion.css?inline';

export const giftRecipientFlowStyles: readonly string[] = [
  flowCss,
  controlsCss,
  messageCss,
  productsCss,
  overlayCss,
  completedCss,
  motionCss,
];
