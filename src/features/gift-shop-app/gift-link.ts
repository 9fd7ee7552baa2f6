/**
 * The recipient's deep link, for the CSV export (codes-export.ts) and the print sheet's cards (print-sheet.tsx): a
 * module of its own, so neither on-demand chunk needs the other.
 */

/**
 * A recipient's deep link (the code's INFO step, `#/g/{giftshop}/{code}`, as the invitation e-mail gives it) on
 * the page at `page` (the gift-shop page's address without its hash: the element that shows the management area
 * is the one that shows the recipient flow).
 */
export function giftLink(page: string, giftshop: string, code: string): string {
  const base = page.replace(/#.*$/, '');
  return `${base}#/g/${encodeURIComponent(giftshop)}/${encodeURIComponent(code)}`;
}

/** The page address a link starts from: this document's origin and path (its query and hash left out). */
export function pageAddress(where: Pick<Location, 'origin' | 'pathname'> = location): string {
  return `${where.origin}${where.pathname}`;
}
