/**
 * Styles for shadow roots: constructable stylesheets adopted by each root (no inline <style>, so a strict
 * CSP without 'unsafe-inline' works), cached per CSS text so 1000 elements share one sheet object.
 *
 * Theming: the `--butik-*` custom properties below are registered with `CSS.registerProperty`
 * (inherits: true, with an initial value), so a page sets them anywhere up the tree
 * (`shop-context { --butik-color-primary: #c00 }`) and every element picks them up; unset, the default
 * applies. The typography tokens are not registered: unset, elements inherit the page's font and text
 * colour. Parts of an element are styled with `::part(name)`.
 */

export interface ThemeToken {
  name: `--butik-${string}`;
  syntax: string;
  /** Default value; `inherit` tokens are not registered: unset, the element inherits from the page. */
  initial: string;
  description: string;
}

/** The token set. Documented in elements/README.md. */
export const THEME_TOKENS: readonly ThemeToken[] = [
  {
    name: '--butik-color-primary',
    syntax: '<color>',
    initial: '#1d5c8c',
    description: 'Brand colour: buttons, links, active states',
  },
  { name: '--butik-color-on-primary', syntax: '<color>', initial: '#ffffff', description: 'Text on the brand colour' },
  {
    name: '--butik-color-text',
    syntax: '<color>',
    initial: 'inherit',
    description: "Text colour of the element (default: the page's)",
  },
  { name: '--butik-color-muted', syntax: '<color>', initial: '#59636e', description: 'Secondary text' },
  { name: '--butik-color-background', syntax: '<color>', initial: '#ffffff', description: 'Surfaces (cards, dialogs)' },
  { name: '--butik-color-border', syntax: '<color>', initial: '#d0d7de', description: 'Borders and dividers' },
  {
    name: '--butik-color-danger',
    syntax: '<color>',
    initial: '#b3261e',
    description: 'Errors and destructive actions',
  },
  { name: '--butik-color-success', syntax: '<color>', initial: '#1a7f37', description: 'Confirmations' },
  { name: '--butik-font-family', syntax: '*', initial: 'inherit', description: "Font stack (default: the page's)" },
  {
    name: '--butik-font-size',
    syntax: '<length>',
    initial: 'inherit',
    description: "Base font size (default: the page's)",
  },
  { name: '--butik-radius', syntax: '<length>', initial: '4px', description: 'Corner radius' },
  { name: '--butik-spacing', syntax: '<length>', initial: '8px', description: 'Spacing unit (gaps, padding)' },
  { name: '--butik-focus-ring', syntax: '*', initial: '2px solid #1d5c8c', description: 'Outline of focused controls' },
];

let tokensRegistered = false;

/** Registers the tokens once per page (ignores tokens the page registered itself). */
export function registerThemeTokens(): void {
  if (tokensRegistered || typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return;
  tokensRegistered = true;
  for (const token of THEME_TOKENS) {
    if (token.initial === 'inherit') continue;
    try {
      CSS.registerProperty({ name: token.name, syntax: token.syntax, inherits: true, initialValue: token.initial });
    } catch {
      // Already registered (by the page or a second copy of the library): keep the existing registration.
    }
  }
}

/** The one "visually hidden" rule (text for screen readers only, live regions), in BASE_CSS and LIGHT_BASE_CSS. */
const VISUALLY_HIDDEN =
  'position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;';

/**
 * Base sheet adopted by every shadow root before the element's own sheets. Typography is inherited from the
 * page unless the typography tokens are set (with `inherit` fallbacks: setting a literal font on every host
 * made style recalculation of 1000 cards ~3x slower here).
 */
export const BASE_CSS = `
:host { display: block; box-sizing: border-box; font-family: var(--butik-font-family, inherit); font-size: var(--butik-font-size, inherit); color: var(--butik-color-text, inherit); }
:host([hidden]), :host([data-state='hidden']) { display: none; }
:focus-visible { outline: var(--butik-focus-ring); outline-offset: 2px; }
.butik-visually-hidden { ${VISUALLY_HIDDEN} }
.butik-element-error { margin: 0; padding: var(--butik-spacing); border: 1px solid var(--butik-color-danger); border-radius: var(--butik-radius); color: var(--butik-color-danger); background: var(--butik-color-background); font-size: 0.875em; }
`;

const sheetCache = new Map<string, CSSStyleSheet>();

/** One CSSStyleSheet per distinct CSS text. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

const sheetLists = new WeakMap<readonly string[], CSSStyleSheet[]>();

/**
 * The light-DOM counterpart of BASE_CSS's shared rules (`:host` becomes the element's tag): a host with
 * `data-state="hidden"` is not displayed, and the one "visually hidden" rule (text for screen readers only, live
 * regions), `butik-visually-hidden`.
 */
export const LIGHT_BASE_CSS = `:host[data-state='hidden'] { display: none; }
:host .butik-visually-hidden { ${VISUALLY_HIDDEN} }`;

/** Adopts the base sheet plus `css` into a shadow root (the sheet list is computed once per css array). */
export function adoptShadowStyles(root: ShadowRoot, css: readonly string[]): void {
  let sheets = sheetLists.get(css);
  if (!sheets) {
    registerThemeTokens();
    sheets = [sheetFor(BASE_CSS), ...css.map(sheetFor)];
    sheetLists.set(css, sheets);
  }
  const current = root.adoptedStyleSheets;
  root.adoptedStyleSheets = current.length === 0 ? sheets : [...current.filter((s) => !sheets.includes(s)), ...sheets];
}

/**
 * Light-DOM elements (forms that password managers must see, `<shop-context>`): their CSS is adopted once by
 * the document (or the shadow root they live in). Write it with tag-scoped selectors; a plain `:host` is
 * replaced by the registered tag name (so prefixed tags match too).
 */
export function adoptLightStyles(host: Element, css: readonly string[]): void {
  registerThemeTokens();
  if (css.length === 0) return;
  const root = host.getRootNode();
  const target = root instanceof ShadowRoot || root instanceof Document ? root : document;
  const sheets = [LIGHT_BASE_CSS, ...css]
    .map((text) => sheetFor(text.replace(/:host\b(?!\()/g, host.localName)))
    .filter((s) => !target.adoptedStyleSheets.includes(s));
  if (sheets.length) target.adoptedStyleSheets = [...target.adoptedStyleSheets, ...sheets];
}
