/**
 * `<shop-context>` renders nothing itself: it lives in the light DOM (so the page content inside it shows at
 * once, before any script or text catalog has loaded) with `display: contents`, so it never affects layout.
 * Its attributes are the page configuration read by every element inside it (src/internal/page-config.ts).
 *
 * `product-id`: the page shows this product; with the `eventtracking` flag its view event is sent once
 * (view-event.ts, loaded only then: every page has a `<shop-context>`, few send a view). Decision: the page's own
 * configuration element carries it, so a product page needs no extra element for it.
 */
import { useEffect, type ReactNode } from 'react';
import { useApiClient } from '../../internal/api.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { lazyPart } from '../../ui/lazy-load.ts';

const viewEvent = lazyPart(() => import('./view-event.ts'), { chunk: 'view-event', base: import.meta.url });

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
    // Never shown to the visitor (spec §8): a chunk that cannot be loaded is only logged, like a failed call.
    if (track && id)
      viewEvent.load().then(
        (m) => m.sendProductView(client, id),
        (error: unknown) => console.error('The view event could not be sent', error),
      );
  }, [client, track, id]);
  return null;
}
