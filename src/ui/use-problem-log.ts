/**
 * Bad input never crashes an element: what is wrong with it (a missing attribute, an unknown rule) is logged as a
 * console error `<tag> problem`, each distinct problem once for as long as the calling component stays mounted, however
 * often it renders.
 */
import { useEffect, useRef } from 'react';
import { useHost } from '../internal/element-context.ts';

/** Logs each of `problems` (null / undefined / '' stand for none) that this component has not logged yet, in order. */
export function useProblemLog(problems: readonly (string | null | undefined)[]): void {
  const host = useHost();
  const logged = useRef(new Set<string>());
  // The list is new on every render: the effect depends on its content.
  const key = JSON.stringify(problems.filter((p) => !!p));
  useEffect(() => {
    for (const problem of JSON.parse(key) as string[]) {
      if (logged.current.has(problem)) continue;
      logged.current.add(problem);
      console.error(`<${host.localName}> ${problem}`);
    }
  }, [host, key]);
}
