/**
 * `usePressOutside(active, inside, onOutside)`: while `active`, a pointer press anywhere outside `inside()` calls
 * `onOutside` (popups, menus, panels close on it). Listens on the document in the capture phase, so a press that a
 * page handler stops still counts, and reads `composedPath()`, because inside a shadow root the document only sees
 * the host as the event target.
 */
import { useEffect, useRef } from 'react';

export function usePressOutside(active: boolean, inside: () => Element | null, onOutside: () => void): void {
  const latest = useRef({ inside, onOutside });
  latest.current = { inside, onOutside };
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      const area = latest.current.inside();
      if (area && !event.composedPath().includes(area)) latest.current.onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [active]);
}
