/**
 * The desktop bar (from 960px; WAI-ARIA APG "disclosure navigation menu"): a top-level category with children is a
 * button (`aria-expanded`, `aria-controls`) opening its dropdown panel of links (no menu roles); one without
 * children is a link. The category's own page is the panel's first link, 'See all in {name}' (decision,
 * docs/elements/main-nav.md).
 *
 * Keys: Tab / Shift+Tab move through the buttons and, in an open panel, its links; Enter / Space toggle a panel;
 * Escape closes the open panel and returns focus to its button; ← → Home End move between the top-level items
 * (← → to the one on the left / right: the other way round in reading order right to left);
 * ↓ on a button opens its panel and focuses its first link; ↓ ↑ move between the links of a panel (↑ from the
 * first goes back to the button). A press outside or focus leaving the navigation closes the panel. Mouse: hover
 * intent and grace (use-nav-disclosure.ts).
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LazyFallback, useLazyPart, type LazyState } from '../../ui/lazy-part.tsx';
import { inlineArrowStep } from '../../ui/direction.ts';
import { usePressOutside } from '../../ui/use-press-outside.ts';
import { ChevronIcon, current } from './bits.tsx';
import * as kit from './kit.ts';
import { holdsCurrent, type Category, type CurrentMark } from './nav-tree.ts';
import { navMenus, type NavMenus } from './nav-menus.ts';
import { useCategoryChildren } from './use-categories.ts';
import { useNavDisclosure, type NavDisclosure } from './use-nav-disclosure.ts';

export interface DesktopNavProps {
  tops: readonly Category[];
  mark: CurrentMark;
  label: string;
}

const TOP = '[data-top]';

export function DesktopNav({ tops, mark, label }: DesktopNavProps): ReactNode {
  const nav = useRef<HTMLElement>(null);
  const disclosure = useNavDisclosure();
  const { openId } = disclosure;
  /** Set by ↓ on a button: focus the panel's first link once it has rendered. */
  const focusFirst = useRef(false);
  usePressOutside(openId !== null, () => nav.current, disclosure.close);
  // The panels' content is an on-demand part: preloaded on hover or focus of an item, loaded on the first opening.
  const menus = useLazyPart(navMenus, openId !== null, 'The main navigation panel');

  useLayoutEffect(() => {
    if (!focusFirst.current || openId === null || menus.status !== 'ready') return;
    focusFirst.current = false;
    panelLinks(nav.current, openId)[0]?.focus();
  }, [openId, menus.status]);

  const topButton = (id: string): HTMLElement | null | undefined =>
    nav.current?.querySelector<HTMLElement>(`${TOP}[data-top="${CSS.escape(id)}"]`);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      if (openId === null) return;
      event.preventDefault();
      disclosure.close();
      topButton(openId)?.focus();
      return;
    }
    const topId = target.getAttribute('data-top');
    if (topId !== null) {
      const items = [...(nav.current?.querySelectorAll<HTMLElement>(TOP) ?? [])];
      const at = items.indexOf(target);
      const step = inlineArrowStep(event.key, target);
      const to: Record<string, number> = { Home: 0, End: items.length - 1 };
      if (step !== 0) to[event.key] = at + step;
      if (event.key in to) {
        event.preventDefault();
        items[((to[event.key] as number) + items.length) % items.length]?.focus();
      } else if (event.key === 'ArrowDown' && target.localName === 'button') {
        event.preventDefault();
        if (openId === topId) panelLinks(nav.current, topId)[0]?.focus();
        else {
          focusFirst.current = true;
          disclosure.open(topId);
        }
      }
      return;
    }
    if (openId !== null && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const links = panelLinks(nav.current, openId);
      const at = links.indexOf(target as HTMLAnchorElement);
      if (at === -1) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? links[Math.min(at + 1, links.length - 1)] : links[at - 1];
      (next ?? topButton(openId))?.focus();
    }
  };

  return (
    <nav
      ref={nav}
      className="mn mn--desktop"
      part="nav"
      aria-label={label}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (openId !== null && !nav.current?.contains(event.relatedTarget as Node | null)) disclosure.close();
      }}
    >
      <ul className="mn-bar" part="bar">
        {tops.map((top) => (
          <TopItem key={top.id} top={top} mark={mark} disclosure={disclosure} menus={menus} />
        ))}
      </ul>
    </nav>
  );
}

function panelLinks(nav: HTMLElement | null, id: string): HTMLAnchorElement[] {
  const button = nav?.querySelector(`${TOP}[data-top="${CSS.escape(id)}"]`);
  const panel = button ? nav?.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`) : null;
  return [...(panel?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
}

interface TopItemProps {
  top: Category;
  mark: CurrentMark;
  disclosure: NavDisclosure;
  menus: LazyState<NavMenus>;
}

function TopItem({ top, mark, disclosure, menus }: TopItemProps) {
  const panelId = useId();
  const open = disclosure.openId === top.id;
  // The sub-items are loaded once the item is wanted: hovered, focused or opened (and kept from then on).
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const loaded = useCategoryChildren(wanted ? top.id : null).data;
  const holds = holdsCurrent(top, mark, loaded);
  const className = `mn-top${holds ? ' is-current' : ''}`;
  if (!top.children?.length) {
    return (
      <li className="mn-item">
        <a className={className} part="top" data-top={top.id} href={top.url} aria-current={current(top.id, mark)}>
          {top.name}
        </a>
      </li>
    );
  }
  const fromMouse = (event: { pointerType: string }): boolean => event.pointerType === 'mouse';
  return (
    <li
      className="mn-item"
      onPointerEnter={(event) => {
        if (!fromMouse(event)) return;
        setWanted(true);
        navMenus.preload();
        disclosure.hoverEnter(top.id);
      }}
      onPointerLeave={(event) => {
        if (fromMouse(event)) disclosure.hoverLeave(top.id);
      }}
    >
      <button
        type="button"
        className={className}
        part="top"
        data-top={top.id}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => {
          setWanted(true);
          navMenus.preload();
        }}
        onClick={() => disclosure.press(top.id)}
      >
        {top.name}
        <ChevronIcon />
      </button>
      <div id={panelId} className="mn-panel" part="panel" hidden={!open}>
        {open &&
          (menus.status === 'ready' ? (
            <menus.module.NavPanelContent top={top} loaded={loaded} mark={mark} kit={kit} />
          ) : (
            <LazyFallback state={menus} className="mn-panel-inner" />
          ))}
      </div>
    </li>
  );
}
