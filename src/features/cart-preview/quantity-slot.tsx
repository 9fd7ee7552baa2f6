/**
 * The editable quantity of a cart line: helper ADD's `LineQuantity` (minus / quantity / plus on the add-to-cart
 * machine: step colli, 500 ms debounce, typed quantities rounded up to colli, 0 removes the line). Loaded with the
 * panel's content (cart-panel.tsx); its sheet (`lineQuantityCss`) comes with the element's part (cart-preview.part.tsx).
 */
import type { ReactNode } from 'react';
import { LineQuantity } from '../add-to-cart/index.ts';
import type { LineView } from './line-parts.tsx';

/** The stepper of the line `view` shows (the panel's list item and the page's table row alike). */
export function QuantitySlot({ view }: { view: LineView }): ReactNode {
  const { line } = view;
  return (
    <LineQuantity
      productid={line.productid}
      variantid={line.variantid}
      colli={view.colli}
      unit={view.unit}
      name={view.name}
    />
  );
}
