/**
 * Page-wide shared actors: one cart, one session... per page, whichever element asks first creates it.
 * The registry lives in React context provided by the shared root (a page-level Map).
 */
import { createContext, useContext } from 'react';

export type PageActorRegistry = Map<string, unknown>;

export const pageActors: PageActorRegistry = new Map();
export const PageActorsContext = createContext<PageActorRegistry>(pageActors);

/** The registry's value for `key`, creating it with `factory` the first time (never re-created). */
export function getPageActor<T>(registry: PageActorRegistry, key: string, factory: () => T): T {
  if (!registry.has(key)) registry.set(key, factory());
  return registry.get(key) as T;
}

/**
 * `usePageActor('cart', () => createActor(cartMachine).start())`: every element on the page gets the same
 * actor for the same key. The factory runs once per page; the actor lives as long as the page.
 */
export function usePageActor<T>(key: string, factory: () => T): T {
  const registry = useContext(PageActorsContext);
  return getPageActor(registry, key, factory);
}
