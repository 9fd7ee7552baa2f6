/**
 * `<shop-context>` renders nothing itself: it lives in the light DOM (so the page content inside it shows at
 * once, before any script or text catalog has loaded) with `display: contents`, so it never affects layout.
 * Its attributes are the page configuration read by every element inside it (src/internal/page-config.ts).
 */
import type { ReactNode } from 'react';

/** Light-DOM CSS (`:host` is replaced by the registered tag name). */
export const shopContextCss = ':host { display: contents; }';

export function ShopContext(): ReactNode {
  return null;
}
