// axe-core accessibility check for an element (including its shadow DOM): zero violations or the test fails.
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

/** Runs axe-core on `element` and throws listing every violation. */
export async function expectAccessible(element, options = {}) {
  const axe = await loadAxe(element.ownerDocument.defaultView ?? window);
  const results = await axe.run(element, {
    resultTypes: ['violations'],
    // Page-level rules do not apply to a single element under test.
    rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } },
    ...options,
  });
  if (results.violations.length > 0) {
    const lines = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
    throw new Error(`axe-core found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
  }
  return results;
}
