/**
 * The management area's sections that load when first shown (docs/elements/gift-shop-app.md "Loaded when
 * needed"): 'Sortiment''s views, 'Gavebeviser' with its modals, the printable sheet (with the QR library behind
 * it) and 'Disponering'. Each is an on-demand part with its own chunk, styles and (only new) texts; meanwhile its
 * place shows the kit's loading line, and a failed load the kit's 'Try again'. The sections' actors and the
 * shortcut rules stay in the area (management.part.tsx), which needs them before any view loads.
 */
import type { ReactNode } from 'react';
import type { GiftCode, GiftShop } from '../../api/schemas/giftshop.ts';
import { LazyFallback, lazyPart, useLazyPart } from '../../ui/lazy-part.tsx';
import type { GiftShopAssortmentActorRef } from '../../../machines/gift-shop-assortment.machine.ts';
import type { ManagerRole } from '../../../machines/gift-shop-manager.machine.ts';
import type { CodesSectionProps } from './codes-section.tsx';

/** 'Disponering': an on-demand part (disposition.part.tsx), loaded the first time the route shows. */
const disposition = lazyPart(() => import('./disposition.part.tsx'), {
  chunk: 'disposition.part',
  base: import.meta.url,
});

export function Disposition({ role }: { role: ManagerRole }): ReactNode {
  const part = useLazyPart(disposition, true, "<gift-shop-app> 'Disponering'");
  if (part.status === 'ready') return <part.module.default role={role} />;
  return <LazyFallback state={part} />;
}

/** 'Sortiment''s views: an on-demand part (assortment.part.tsx); the actor and the shortcuts are the area's. */
const assortmentViews = lazyPart(() => import('./assortment.part.tsx'), {
  chunk: 'assortment.part',
  base: import.meta.url,
});

export function Assortment(props: { actor: GiftShopAssortmentActorRef; now: Date }): ReactNode {
  const part = useLazyPart(assortmentViews, true, "<gift-shop-app> 'Sortiment'");
  if (part.status === 'ready') return <part.module.default {...props} />;
  return <LazyFallback state={part} />;
}

/** 'Gavebeviser' (the table, its modals, sending, export): an on-demand part (codes.part.tsx). */
const codesViews = lazyPart(() => import('./codes.part.tsx'), { chunk: 'codes.part', base: import.meta.url });

export function Codes(props: CodesSectionProps): ReactNode {
  const part = useLazyPart(codesViews, true, "<gift-shop-app> 'Gavebeviser'");
  if (part.status === 'ready') return <part.module.default {...props} />;
  return <LazyFallback state={part} />;
}

/** The printable certificate sheet (`inv/print`): its own on-demand chunk, with the QR library behind it. */
const printSheet = lazyPart(() => import('./print-sheet.tsx'), { chunk: 'print-sheet', base: import.meta.url });

export function PrintSheet(props: { shop: GiftShop; codes: GiftCode[] }): ReactNode {
  const part = useLazyPart(printSheet, true, '<gift-shop-app> print sheet');
  if (part.status === 'ready') return <part.module.default {...props} />;
  return <LazyFallback state={part} />;
}
