/**
 * Which dropdown panel of the desktop bar is open, and how (WAI-ARIA APG disclosure navigation): one at most.
 *
 * - `press(id)` (a click, Enter or Space on the top-level button) opens the panel, or closes it when it was opened
 *   by a press. A press on a panel the pointer opened keeps it open ("pins" it): the hover already opened it, so a
 *   click must not close it under the pointer.
 * - `hoverEnter(id)` / `hoverLeave(id)` (mouse only): resting {@link NAV_HOVER_OPEN_MS} on an item opens its panel
 *   (hover intent: a pointer crossing the bar opens nothing); leaving a panel opened by hover closes it after
 *   {@link NAV_HOVER_CLOSE_MS} unless the pointer comes back (grace). A pressed panel stays open when the pointer
 *   leaves; hovering another item then switches to that one.
 * - `close()`: Escape, a press outside, focus leaving the navigation.
 *
 * UI state of one view, without effects besides its two timers: a reducer-sized hook, not an XState machine.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NAV_HOVER_CLOSE_MS, NAV_HOVER_OPEN_MS } from './nav-tree.ts';

export interface NavOpen {
  id: string | null;
  by: 'press' | 'hover';
}

const CLOSED: NavOpen = { id: null, by: 'press' };

export interface NavDisclosure {
  openId: string | null;
  press(id: string): void;
  open(id: string): void;
  close(): void;
  hoverEnter(id: string): void;
  hoverLeave(id: string): void;
}

export function useNavDisclosure(): NavDisclosure {
  const [state, setState] = useState<NavOpen>(CLOSED);
  const latest = useRef(state);
  latest.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => clearTimeout(timer.current), []);
  const later = useCallback(
    (ms: number, fn: () => void) => {
      clear();
      timer.current = setTimeout(fn, ms);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);

  const actions = useMemo(
    () => ({
      press(id: string) {
        clear();
        const now = latest.current;
        setState(now.id === id && now.by === 'press' ? CLOSED : { id, by: 'press' });
      },
      open(id: string) {
        clear();
        setState({ id, by: 'press' });
      },
      close() {
        clear();
        setState(CLOSED);
      },
      hoverEnter(id: string) {
        if (latest.current.id === id) {
          clear(); // back within the grace period
          return;
        }
        later(NAV_HOVER_OPEN_MS, () => setState({ id, by: 'hover' }));
      },
      hoverLeave(id: string) {
        const now = latest.current;
        if (now.id !== id) {
          clear(); // a pending open of this item
          return;
        }
        if (now.by === 'hover')
          later(NAV_HOVER_CLOSE_MS, () => setState((s) => (s.id === id && s.by === 'hover' ? CLOSED : s)));
      },
    }),
    [clear, later],
  );
  return { openId: state.id, ...actions };
}
