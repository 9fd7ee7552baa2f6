/**
 * 'Sortiment''s views (the assortment page, 'Ret sortiment', 'Vælg standardgaver') as an on-demand part of the
 * management area: they, their texts and styles load the first time the section shows. The section's actor and its
 * shortcut rules stay in the area (use-assortment.ts).
 */
import type { ReactNode } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import { AssortmentSection } from './assortment-section.tsx';
import assortmentCss from './assortment.css?inline';
import type { GiftShopAssortmentActorRef } from '../../../machines/gift-shop-assortment.machine.ts';

export default function AssortmentPart(props: { actor: GiftShopAssortmentActorRef; now: Date }): ReactNode {
  useContentStyles(assortmentCss);
  return <AssortmentSection {...props} />;
}
