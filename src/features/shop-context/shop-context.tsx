/**
 * `<shop-context>` renders nothing itself: it lives in the light DOM (so the page content inside it shows at
 * once, before any script or text catalog has loaded) with `display: contents`, so it never affects layout.
 * Its attributes are the page configuration read by every element inside it (src/internal/page-config.ts).
 *
 * `product-id`: the page shows this product; with the `eventtracking` flag its view event is sent once
 * (view-event.ts). Decision: the page's own configuration element carries it, so a product page needs no extra
 * element or script for it.
 */
import { useEffect, type ReactNode } from 'react';
import { useApiClient } from '../../internal/api.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { sendProductView } from './view-event.ts';

/** Light-DOM CSS (`:host` is replaced by the registered tag name). */
export const shopContextCss = ':host { display: contents; }';

export interface ShopContextProps {
  productId?: string;
}

export function ShopContext({ productId }: ShopContextProps): ReactNode {
  const client = useApiClient();
  const track = usePageConfig().hasFeature('eventtracking');
  const id = productId?.trim();
  useEffect(() => {
    if (track && id) void sendProductView(client, id);
  }, [client, track, id]);
  return null;
}
