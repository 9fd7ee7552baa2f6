/* global beforeEach, afterEach */
// The shared accessibility hook: after EVERY element test, axe-core checks what the test left in the page
// (all of document.body, so also dialogs, alerts and light-DOM modals outside the test's container, open
// top-layer <dialog>s and same-origin iframes), then the hook removes everything the test added to the body.
// So tests do not remove their UI at their end: teardown is here, after the check.
//
// A test that leaves nothing rendered to check (loader or runtime internals, registration errors, an element
// that hides itself) says so with nothingRendered('why'); otherwise the hook fails it. A test that declares
// it but leaves visible UI fails too, so the declarations stay true.
//
// Imported (for its hooks) by util.js, which every element test file imports: mocha registers these as root
// hooks of the file's page, and runs them before the file's own root hooks (imports are evaluated first).
import { axeViolations, describeViolations } from './axe.js';
import { untranslatedTexts } from './pseudo.js';

const INVISIBLE = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

const hasArea = (rects) => [...rects].some((r) => r.width > 0 && r.height > 0);
const label = (el) =>
  `<${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('part') ? ` part=${el.getAttribute('part')}` : ''}>`;

/**
 * What `root` shows: visible text, and visible boxes with nothing visible inside (form controls, images,
 * frames, a spinner or a placeholder), through open shadow roots and slots. Returns short descriptions (at
 * most `limit`); empty when the page shows nothing.
 */
export function renderedContent(root = document.body, limit = 5) {
  const shown = [];
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (shown.length >= limit) return;
      if (child.nodeType === Node.TEXT_NODE) {
        if (!child.data.trim()) continue;
        // Text has a box only if rendered (no display: none above it); its parent may be display: contents
        // or a shadow root (then the host's style applies).
        const parent = child.parentElement ?? child.parentNode.host;
        const range = document.createRange();
        range.selectNodeContents(child);
        if (hasArea(range.getClientRects()) && getComputedStyle(parent).visibility === 'visible') {
          shown.push(`text "${child.data.trim().slice(0, 40)}" in ${label(parent)}`);
        }
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE || INVISIBLE.has(child.tagName)) continue;
      // display: none (or an unslotted light child): nothing inside can show. display: contents has no box
      // of its own but its children can.
      if (!child.checkVisibility() && getComputedStyle(child).display !== 'contents') continue;
      const before = shown.length;
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
      // A visible box with nothing visible inside shows itself: a form control, an image, a frame, a spinner.
      if (
        shown.length === before &&
        child.checkVisibility({ visibilityProperty: true }) &&
        hasArea(child.getClientRects())
      ) {
        shown.push(`box ${label(child)}`);
      }
    }
  };
  visit(root);
  return shown;
}

/**
 * The hook's check of the page after a test: null when it passes, otherwise the failure message.
 * `declared`: the reason given to nothingRendered() in the test, if any.
 */
export async function checkRenderedPage(declared = null, root = document.body) {
  const shown = renderedContent(root);
  if (declared !== null) {
    if (shown.length === 0) return null;
    return `The test declared nothingRendered('${declared}') but left UI in the page: ${shown.join(', ')}`;
  }
  if (shown.length === 0) {
    return 'The test left nothing rendered for the axe-core check: leave its UI in the page (the shared hook removes it after the check) or declare nothingRendered(reason).';
  }
  // The pseudo-locale run (pseudo.js): every text the page shows came through a catalog, or is data.
  const untranslated = untranslatedTexts(root);
  if (untranslated.length > 0) {
    return `Text that no catalog translates (pseudo-locale run, docs/i18n-catalogs.md): ${untranslated.join('; ')}`;
  }
  const violations = await axeViolations(root);
  return violations.length > 0 ? describeViolations(violations) : null;
}

let declaredReason = null;
let bodyBefore = new Set();

/** Declares that the current test leaves nothing rendered to check with axe-core, and why. */
export function nothingRendered(reason) {
  if (typeof reason !== 'string' || !reason.trim())
    throw new Error('nothingRendered(reason): say why the test leaves nothing to check');
  declaredReason = reason;
}

beforeEach(() => {
  declaredReason = null;
  // Content from before the test (a suite's before() fixture) stays; everything the test adds goes after it.
  bodyBefore = new Set(document.body.childNodes);
});

afterEach(async function accessibilityCheck() {
  const test = this.currentTest;
  try {
    // A test that failed or was skipped is already reported; only its UI needs removing.
    if (test.state !== 'passed') return;
    const problem = await checkRenderedPage(declaredReason);
    // error() on the hook fails the test itself (mocha's runner reads it after the hook), so the file's
    // other tests keep running, unlike when a root hook throws.
    if (problem) this.test.error(new Error(problem));
  } finally {
    for (const node of [...document.body.childNodes]) if (!bodyBefore.has(node)) node.remove();
    declaredReason = null;
  }
});
