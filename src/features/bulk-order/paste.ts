/**
 * Parses pasted order lines for `<bulk-order>`: one line per row, item number and quantity separated by `;`, a
 * tab (as Excel copies cells) or whitespace (`SKU;qty`, `SKU<TAB>qty`, `SKU qty`); a `,` separates too when
 * the line has no `;`, tab or space. Blank lines are skipped; a first line that looks like a header (its
 * quantity is not a number and its item has no digit: "Varenummer<TAB>Antal") is skipped. Quantities keep
 * their digits (the machine also does). A line with only an item number gets an empty quantity (the row then
 * asks for one).
 */
export interface PastedLine {
  item: string;
  quantity: string;
}

function split(line: string): [string, string] {
  const cells = /[;\t]/.test(line) ? line.split(/[;\t]/) : /\s/.test(line) ? line.split(/\s+/) : line.split(',');
  const [item = '', quantity = ''] = cells.map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  return [item, quantity];
}

export function parsePaste(text: unknown): PastedLine[] {
  if (typeof text !== 'string') return [];
  const lines: PastedLine[] = [];
  let first = true;
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const line = raw.trim();
    if (!line) continue;
    const [item, quantity] = split(line);
    if (first && !/^\d+$/.test(quantity) && !/\d/.test(item)) {
      first = false;
      continue;
    }
    first = false;
    if (!item && !quantity) continue;
    lines.push({ item, quantity: quantity.replace(/\D+/g, '') });
  }
  return lines;
}

/** True when a paste into a single field holds several lines or cells (it is then taken as many rows). */
export function isMultiLinePaste(text: string): boolean {
  return /[\r\n\t;]/.test(text.trim());
}
