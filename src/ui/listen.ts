/**
 * `listen(target, { type: listener, … })`: native listeners on an element, added in the given order; returns the
 * function that removes them all, so an effect returns it as its cleanup and the two lists cannot drift apart.
 */
export type ElementListeners = {
  [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void;
};

export function listen(target: HTMLElement, listeners: ElementListeners): () => void {
  const entries = Object.entries(listeners) as Array<[string, EventListener]>;
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
