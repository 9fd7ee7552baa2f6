/**
 * Sheets that come with content loaded on demand (a panel's, a dialog's): adopted into the element's shadow root
 * the first time the content renders, AFTER the element's own sheets, so the cascade is what one sheet would
 * give. The element's entry then carries only the CSS of what it shows before anything is opened. A light-DOM
 * element's content sheets go where its own went (adoptLightStyles: the document, `:host` as the tag name).
 */
import { useInsertionEffect } from 'react';
import { useHost } from './element-context.ts';
import { adoptLightStyles, sheetFor } from './styles.ts';

export function useContentStyles(...css: string[]): void {
  const host = useHost();
  const key = css.join('\0');
  useInsertionEffect(() => {
    const root = host.shadowRoot;
    if (!root) {
      adoptLightStyles(host, css);
      return;
    }
    const sheets = css.map(sheetFor).filter((s) => !root.adoptedStyleSheets.includes(s));
    if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    // `key` stands for `css`: a new array with the same sheets adopts nothing new.
  }, [host, key]);
}
