// axe-core accessibility check for an element (including its shadow DOM): zero violations or the test fails.
// The shared hook (a11y-hook.js) uses the same run over the whole page after every element test.
const loading = new WeakMap();
/** Loads axe-core into the window that owns the element (the test page, or an iframe). */
function loadAxe(win) {
  if (win.axe) return Promise.resolve(win.axe);
  if (!loading.has(win)) {
    loading.set(
      win,
      new Promise((resolve, reject) => {
        const script = win.document.createElement('script');
        script.src = `${location.origin}/node_modules/axe-core/axe.min.js`;
        script.onload = () => resolve(win.axe);
        script.onerror = () => reject(new Error('could not load axe-core'));
        (win.document.head ?? win.document.documentElement).append(script);
      }),
    );
  }
  return loading.get(win);
}

/** The same-origin iframes inside `root` (axe-core checks a frame's content only if it runs in that frame too). */
function framesIn(root) {
  return [...root.querySelectorAll('iframe')].filter((frame) => {
    try {
      return frame.contentDocument?.readyState === 'complete';
    } catch {
      return false; // cross-origin
    }
  });
}

/** Runs axe-core on `element` (and the frames inside it) and returns the violations. */
export async function axeViolations(element, options = {}) {
  const win = element.ownerDocument.defaultView ?? window;
  const axe = await loadAxe(win);
  await Promise.all(framesIn(element).map((frame) => loadAxe(frame.contentWindow)));
  const results = await axe.run(element, {
    resultTypes: ['violations'],
    // Page-level rules do not apply to a single element under test.
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
    ...options,
  });
  return results.violations;
}

/** One line per violation: rule, impact, help and the offending nodes. */
export function describeViolations(violations) {
  const lines = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
  return `axe-core found ${violations.length} violation(s):\n${lines.join('\n')}`;
}

/** Runs axe-core on `element` and throws listing every violation. */
export async function expectAccessible(element, options = {}) {
  const violations = await axeViolations(element, options);
  if (violations.length > 0) throw new Error(describeViolations(violations));
}
