/**
 * `useStoreSelector(store, selector, compare?)`: a value selected from an external store (`subscribe` +
 * `getSnapshot`, as the page cart and XState actors have), re-rendering only when the selected value changes
 * (`compare`, default `Object.is`). React's own selector binding (`use-sync-external-store/with-selector`), so
 * views need no XState to read the page cart.
 */
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';

export interface ReadableStore<S> {
  getSnapshot(): S;
  subscribe(listener: () => void): (() => void) | { unsubscribe(): void };
}

interface Bound<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

const bound = new WeakMap<object, Bound<unknown>>();

/** The store's two functions as React wants them: the same ones each render, an unsubscribe function back. */
function bind<S>(store: ReadableStore<S>): Bound<S> {
  let functions = bound.get(store) as Bound<S> | undefined;
  if (!functions) {
    functions = {
      subscribe(listener) {
        const off = store.subscribe(listener);
        return typeof off === 'function' ? off : () => off.unsubscribe();
      },
      getSnapshot: () => store.getSnapshot(),
    };
    bound.set(store, functions as Bound<unknown>);
  }
  return functions;
}

export function useStoreSelector<S, T>(
  store: ReadableStore<S>,
  selector: (snapshot: S) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const { subscribe, getSnapshot } = bind(store);
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector, compare);
}
