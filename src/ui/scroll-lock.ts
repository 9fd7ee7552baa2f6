/**
 * Page scroll lock for modal dialogs: while at least one lock is held the root element gets `overflow: hidden`
 * (and a right padding as wide as the scrollbar it hides, so the page does not shift sideways). Locks are
 * counted, so two open dialogs (a reset dialog over the login dialog) unlock only when the last one closes, and
 * the root's own inline overflow and padding-right values (with their priority) are put back exactly as they were.
 */

/** The root's inline values (value, priority) of the properties the lock sets: longhands, so a page's own
 * `overflow-y: scroll` survives (restoring the `overflow` shorthand would drop it). */
const PROPERTIES = ['overflow-x', 'overflow-y', 'padding-right'] as const;

interface Saved {
  values: [string, string][];
  hadStyle: boolean;
}

let holders = 0;
let saved: Saved | null = null;

function read(style: CSSStyleDeclaration, name: string): [string, string] {
  return [style.getPropertyValue(name), style.getPropertyPriority(name)];
}

function write(style: CSSStyleDeclaration, name: string, [value, priority]: [string, string]): void {
  if (value) style.setProperty(name, value, priority);
  else style.removeProperty(name);
}

/** Locks the page's scrolling; the returned function releases this lock (calling it twice is harmless). */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (holders === 0) {
    saved = { values: PROPERTIES.map((name) => read(html.style, name)), hadStyle: html.hasAttribute('style') };
    const scrollbar = window.innerWidth - html.clientWidth;
    if (scrollbar > 0) {
      const padding = parseFloat(getComputedStyle(html).paddingRight) || 0;
      html.style.setProperty('padding-right', `${padding + scrollbar}px`, 'important');
    }
    html.style.setProperty('overflow-x', 'hidden', 'important');
    html.style.setProperty('overflow-y', 'hidden', 'important');
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !saved) return;
    const { values } = saved;
    PROPERTIES.forEach((name, i) => write(html.style, name, values[i] as [string, string]));
    if (!saved.hadStyle && html.getAttribute('style') === '') html.removeAttribute('style');
    saved = null;
  };
}

/** Number of locks held (tests). */
export function pageScrollLocks(): number {
  return holders;
}
