/**
 * Tabs (WAI-ARIA APG tabs pattern, automatic activation).
 *
 * - `role="tablist"` (named by `label`) of `role="tab"` buttons, each controlling its `role="tabpanel"`
 *   (named by its tab, focusable with tabindex 0 so the panel's text is reachable even without controls).
 * - Roving tabindex: only the selected tab is in the Tab sequence. ArrowRight / ArrowLeft move to the next /
 *   previous tab (wrapping; the other way round right to left, where the next tab is on the left) and select it
 *   at once (automatic activation: the panels are cheap to show);
 *   Home / End go to the first / last. Disabled tabs are skipped. `orientation="vertical"` uses ArrowDown /
 *   ArrowUp instead.
 * - Inactive panels stay in the DOM, `hidden`, so `aria-controls` always points at an element and a panel
 *   keeps its state (form input) while another is shown.
 *
 * Controlled (`selectedId` + `onSelect`) or not (`defaultSelectedId`, else the first enabled tab).
 * Styles: `tabsCss`.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { inlineArrowStep } from './direction.ts';

export { default as tabsCss } from './tabs.css?inline';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  orientation?: 'horizontal' | 'vertical';
}

export function Tabs({
  label,
  tabs,
  selectedId,
  defaultSelectedId,
  onSelect,
  orientation = 'horizontal',
}: TabsProps): ReactNode {
  const id = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? firstEnabled);
  const wanted = selectedId ?? ownSelected;
  // A selection that names no (enabled) tab falls back to the first enabled one, so one tab is always tabbable.
  const current = tabs.some((tab) => tab.id === wanted && !tab.disabled) ? wanted : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (tabId: string) => {
    if (selectedId === undefined) setOwnSelected(tabId);
    onSelect?.(tabId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.id === current);
    const step =
      orientation === 'vertical'
        ? event.key === 'ArrowDown'
          ? 1
          : event.key === 'ArrowUp'
            ? -1
            : 0
        : inlineArrowStep(event.key, event.currentTarget);
    let target: TabItem | undefined;
    if (step !== 0) target = enabled[(index + step + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const tabId = (tab: TabItem) => `${id}-tab-${tab.id}`;
  const panelId = (tab: TabItem) => `${id}-panel-${tab.id}`;

  return (
    <div className="kit-tabs" data-orientation={orientation}>
      <div
        className="kit-tabs__list"
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              className="kit-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(tab)}
              aria-disabled={tab.disabled || undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!tab.disabled) select(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab)}
          className="kit-tabs__panel"
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
