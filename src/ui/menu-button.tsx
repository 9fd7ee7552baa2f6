/**
 * MenuButton (WAI-ARIA APG menu button pattern, actions menu).
 *
 * - The button (`aria-haspopup="menu"`, `aria-expanded`, `aria-controls`): Enter, Space or ArrowDown opens the
 *   menu and focuses the first item, ArrowUp the last; a click toggles it (and focuses the first item).
 * - In the menu (`role="menu"` named by the button; items `role="menuitem"`, tabindex -1): ArrowDown / ArrowUp
 *   move with wrapping, Home / End jump, a printable character moves to the next item starting with the typed
 *   text (typeahead; keys typed within half a second add up), Enter / Space / click activate the item, close the
 *   menu and return focus to the button; Esc closes and returns focus; Tab closes and lets focus move on; a
 *   pointer press outside closes.
 * - Disabled items stay focusable (so they can be discovered) with `aria-disabled`, and do nothing.
 * - The menu lines up with the button's `align` edge, or the other one when it would leave the viewport.
 * - Items with `href` are links (`<a role="menuitem">`), the others buttons calling `onAction(id)`.
 *
 * Styles: `menuButtonCss` (the trigger takes the Button sheet's `.butik-button` classes via `buttonClassName`).
 * A feature with a look of its own (the header's user menu) adds its classes with `classNames` and may leave
 * `menuButtonCss` out; `children` render inside the root after the menu (a status line, an error).
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePressOutside } from './use-press-outside.ts';
import { StrokeIcon } from './stroke-icon.tsx';

const join = (...classes: (string | undefined)[]): string => classes.filter(Boolean).join(' ');

export { default as menuButtonCss } from './menu-button.css?inline';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** Text for typeahead when `label` is not a string. */
  textValue?: string;
  href?: string;
  disabled?: boolean;
  /** A destructive action (shown in the danger colour). */
  danger?: boolean;
}

export interface MenuButtonProps {
  /** Content of the button (its accessible name unless `ariaLabel`). */
  label: ReactNode;
  ariaLabel?: string;
  items: readonly MenuItem[];
  onAction?: (id: string) => void;
  /** Which edge of the button the menu lines up with. Default `start`. */
  align?: 'start' | 'end';
  /** Classes of the trigger button (default `butik-button butik-button--quiet`). */
  buttonClassName?: string;
  /** Classes added to the kit's own (root, menu list, items, caret). */
  classNames?: Partial<Record<'root' | 'menu' | 'item' | 'caret', string>>;
  /** The button shows work in progress (`aria-busy`). */
  busy?: boolean;
  /** Told when the menu opens or closes (a host `data-state`). */
  onOpenChange?: (open: boolean) => void;
  /** Rendered inside the root after the menu. */
  children?: ReactNode;
  /**
   * What the user did with a stand-in of this trigger before it was there (an on-demand menu): focus the trigger
   * when it mounts, or open the menu on its first or last item.
   */
  start?: { focus: boolean; open: 'first' | 'last' | null };
}

const TYPEAHEAD_MS = 500;

export function MenuButton({
  label,
  ariaLabel,
  items,
  onAction,
  align = 'start',
  buttonClassName = 'butik-button butik-button--quiet',
  classNames = {},
  busy,
  onOpenChange,
  children,
  start,
}: MenuButtonProps): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const typed = useRef({ text: '', timer: 0 });
  // The edge the menu lines up with: `align`, flipped when that would push the menu out of the viewport.
  const [side, setSide] = useState(align);

  const itemElements = useCallback(
    () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])],
    [],
  );

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  };
  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open) {
      setSide(align);
      return;
    }
    const menu = menuRef.current;
    const rect = menu?.getBoundingClientRect();
    if (!menu || !rect) return;
    // Past the viewport's edge on the inline start / end side (left / right, the other way round right to left).
    const width = document.documentElement.clientWidth;
    const rtl = getComputedStyle(menu).direction === 'rtl';
    const pastStart = rtl ? rect.right > width : rect.left < 0;
    const pastEnd = rtl ? rect.left < 0 : rect.right > width;
    if (pastStart && side === 'end') setSide('start');
    else if (pastEnd && side === 'start') setSide('end');
  }, [open, align, side]);

  // Taking over from a stand-in: its focus, and a press on it. In the commit that removed the stand-in (a layout
  // effect), so no key press can fall between the stand-in's going and this button's focus.
  const started = useRef(start);
  useLayoutEffect(() => {
    const { focus = false, open: press = null } = started.current ?? {};
    if (press) {
      pendingFocus.current = press;
      setOpen(true);
    } else if (focus) buttonRef.current?.focus();
  }, []);

  // Focus moves into the menu once it is shown.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const list = itemElements();
    const target = pendingFocus.current === 'last' ? list[list.length - 1] : list[0];
    pendingFocus.current = null;
    target?.focus();
  }, [open, itemElements]);

  // A press outside closes.
  usePressOutside(
    open,
    () => wrapRef.current,
    () => setOpen(false),
  );

  useEffect(() => () => window.clearTimeout(typed.current.timer), []);

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === open) return;
    reported.current = open;
    onOpenChangeRef.current?.(open);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const typeahead = (char: string, list: HTMLElement[], index: number) => {
    const state = typed.current;
    window.clearTimeout(state.timer);
    state.text += char.toLowerCase();
    state.timer = window.setTimeout(() => (state.text = ''), TYPEAHEAD_MS);
    // Repeating one letter cycles through the items starting with it; otherwise match the whole typed text.
    const repeated = [...state.text].every((c) => c === state.text[0]);
    const search = repeated ? state.text[0]! : state.text;
    const start = repeated || state.text.length === 1 ? index + 1 : index;
    for (let step = 0; step < list.length; step++) {
      const candidate = list[(start + step) % list.length]!;
      if ((candidate.dataset.text ?? '').toLowerCase().startsWith(search)) return candidate;
    }
    return undefined;
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = itemElements();
    const index = list.findIndex((el) => el === (event.target as HTMLElement));
    let target: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = list[(index + 1) % list.length];
        break;
      case 'ArrowUp':
        target = list[(index - 1 + list.length) % list.length];
        break;
      case 'Home':
      case 'PageUp':
        target = list[0];
        break;
      case 'End':
      case 'PageDown':
        target = list[list.length - 1];
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeMenu(true);
        return;
      case 'Tab':
        closeMenu(false);
        return;
      default:
        if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
          target = typeahead(event.key, list, index);
          if (!target) return;
        } else return;
    }
    event.preventDefault();
    target?.focus();
  };

  const activate = (item: MenuItem) => {
    if (item.disabled) return;
    closeMenu(true);
    onAction?.(item.id);
  };

  const menuId = `${id}-menu`;
  return (
    <div ref={wrapRef} className={join('kit-menu', classNames.root)} data-open={open || undefined} data-align={side}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={`${buttonClassName} kit-menu__button`}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-busy={busy || undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <StrokeIcon className={join('kit-menu__caret', classNames.caret)} box={12} size={12} strokeWidth={2}>
          <path d="M2 4l4 4 4-4" />
        </StrokeIcon>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        className={join('kit-menu__list', classNames.menu)}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item) => {
          const common = {
            role: 'menuitem',
            tabIndex: -1,
            className: join('kit-menu__item', item.danger ? 'kit-menu__item--danger' : undefined, classNames.item),
            'aria-disabled': item.disabled || undefined,
            'data-text': item.textValue ?? (typeof item.label === 'string' ? item.label : ''),
          } as const;
          return (
            <li key={item.id} role="none">
              {item.href && !item.disabled ? (
                <a {...common} href={item.href} onClick={() => closeMenu(false)}>
                  {item.label}
                </a>
              ) : (
                <button
                  {...common}
                  type="button"
                  onClick={() => activate(item)}
                  onKeyDown={(event) => {
                    // Space activates a native button only on keyup; handle both keys on keydown like Enter.
                    if (event.key === ' ') {
                      event.preventDefault();
                      activate(item);
                    }
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {children}
    </div>
  );
}
