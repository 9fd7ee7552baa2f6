import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { LabelStore, LabelValues } from './labels.ts';

/**
 * React binding of a {@link LabelStore}: re-renders when label groups arrive and returns
 * `label(id, defaultText, values?)`. The store itself is created once per page (shared
 * context); pass `prefixes` to start loading the groups the component needs (labels of a
 * group not loaded yet start its load on first use anyway).
 *
 * ```tsx
 * const label = useLabels(store, 'checkout');
 * return <button>{label('checkout/submit', 'Buy now')}</button>;
 * ```
 */
export function useLabels(
  store: LabelStore,
  ...prefixes: string[]
): (id: string, defaultText: string, values?: LabelValues) => string {
  const version = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const key = prefixes.join('\n');
  useEffect(() => {
    if (key) void store.load(...key.split('\n'));
  }, [store, key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` re-binds after an update
  return useCallback((id, defaultText, values) => store.label(id, defaultText, values), [store, version]);
}
