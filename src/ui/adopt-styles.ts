/**
 * Kit pieces bring their own CSS: a piece adopts its sheet into the root it renders in (an element's shadow
 * root, or the document for light-DOM elements) the first time it renders there, so no element has to list the
 * kit's CSS in its `styles`, and a piece inside lazily loaded content is styled too.
 *
 * The sheet goes in FRONT of the root's adopted sheets: an element's own CSS (adopted when the element was
 * created) comes later in the cascade, so a feature can adjust a kit class with a selector of equal specificity.
 */
import { sheetFor } from '../internal/styles.ts';

export function adoptKitStyles(node: Node, css: string): void {
  const root = node.getRootNode();
  const target = root instanceof ShadowRoot || root instanceof Document ? root : null;
  if (!target) return;
  const sheet = sheetFor(css);
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [sheet, ...target.adoptedStyleSheets];
}
