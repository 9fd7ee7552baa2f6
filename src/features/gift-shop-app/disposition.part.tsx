/**
 * 'Disponering' (`#/m/products`, supervisors) as an on-demand part of the management area: its view, machine, texts
 * and styles load the first time the route shows, so the area's chunk carries only what every route needs
 * (docs/elements/gift-shop-app.md "Loaded when needed").
 */
import type { ReactNode } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import { DispositionSection } from './disposition-section.tsx';
import dispositionCss from './disposition.css?inline';
import type { ManagerRole } from '../../../machines/gift-shop-manager.machine.ts';

export default function DispositionPart({ role }: { role: ManagerRole }): ReactNode {
  useContentStyles(dispositionCss);
  return <DispositionSection role={role} />;
}
