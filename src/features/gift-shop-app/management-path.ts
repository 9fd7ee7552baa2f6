/**
 * Management hash paths written by the management area (management.part.tsx). Its own module, not routes.ts: the
 * part is an on-demand chunk, and what it imports from the element's entry would become exports of that entry
 * (which must export only `default` and `define`).
 */
import type { ManagementLocation, ManagementSection } from './routes.ts';

const SECTION_SEGMENTS: Record<Exclude<ManagementSection, 'dashboard' | 'giftshops' | 'products'>, string> = {
  overview: '',
  assortment: 'ass',
  codes: 'inv',
};

/** The hash path of a management location (the inverse of {@link managementLocation}). */
export function managementPath(location: ManagementLocation): string {
  const { section, giftshop, subsection } = location;
  if (section === 'dashboard') return '/m';
  if (section === 'giftshops' || section === 'products') return `/m/${section}`;
  const segment = SECTION_SEGMENTS[section];
  const base = `/m/${encodeURIComponent(giftshop ?? '')}`;
  if (section === 'assortment' && (subsection === 'choosedefaults' || subsection === 'editassortment'))
    return `${base}/ass/${subsection === 'choosedefaults' ? 'defaults' : 'edit'}`;
  if (section === 'codes' && subsection === 'printcodes') return `${base}/inv/print`;
  return segment ? `${base}/${segment}` : base;
}

/** Goes to a management path (a new history entry, like following a link). */
export function goTo(path: string): void {
  window.location.hash = path;
}
