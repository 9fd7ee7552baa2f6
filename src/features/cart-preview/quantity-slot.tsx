/**
 * The editable quantity of a cart line: helper ADD's `LineQuantity` (minus / quantity / plus on the add-to-cart
 * machine: step colli, 500 ms debounce, typed quantities rounded up to colli, 0 removes the line). Loaded with the
 * panel's content (cart-panel.tsx); its sheet (`quantitySlotCss`, index.ts) is the element's from the start.
 */
import type { ReactNode } from 'react';
import { LineQuantity } from '../add-to-cart/index.ts';

export interface QuantitySlotProps {
  productid: string;
  variantid: string | null;
  colli: number;
  unit: string;
  name: string;
}

export function QuantitySlot({ productid, variantid, colli, unit, name }: QuantitySlotProps): ReactNode {
  return <LineQuantity productid={productid} variantid={variantid} colli={colli} unit={unit} name={name} />;
}
