/**
 * 'Gavebeviser' (the codes table, its modals, sending, export and the link to the print sheet) as an on-demand part
 * of the management area: the views, their texts and styles load the first time the section shows. The manager
 * machine and the invitations actor stay in the area (management.part.tsx), which needs the shortcut rules first.
 */
import type { ReactNode } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import { CodesSection, type CodesSectionProps } from './codes-section.tsx';
import codesCss from './codes.css?inline';

export default function CodesPart(props: CodesSectionProps): ReactNode {
  useContentStyles(codesCss);
  return <CodesSection {...props} />;
}
