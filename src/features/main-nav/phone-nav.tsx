/**
 * The phone bar (below 960px): a 'Menu' button opening the drawer (drawer.tsx in nav-menus.part.tsx, loaded on the first press and
 * preloaded when a finger or focus reaches the button), then the top-level categories as links in a row that
 * scrolls sideways (what the page's own navigation showed there).
 */
import { Trans } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { useLazyPart } from '../../ui/lazy-part.tsx';
import { current } from './bits.tsx';
import * as kit from './kit.ts';
import { navMenus } from './nav-menus.ts';
import { holdsCurrent, type Category, type CurrentMark } from './nav-tree.ts';

export interface PhoneNavProps {
  tops: readonly Category[];
  mark: CurrentMark;
  label: string;
  /** Open the drawer at once (the page's own 'Menu' button was pressed before the navigation was here). */
  startOpen?: boolean;
}

export function PhoneNav({ tops, mark, label, startOpen = false }: PhoneNavProps): ReactNode {
  const [open, setOpen] = useState(startOpen);
  const [wanted, setWanted] = useState(startOpen);
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useLazyPart(navMenus, wanted, 'The main navigation drawer');
  const ready = drawer.status === 'ready';
  return (
    <nav className="mn mn--phone" part="nav" aria-label={label}>
      <div className="mn-phonebar">
        <button
          ref={button}
          type="button"
          className="mn-menu"
          part="menu-button"
          aria-haspopup="dialog"
          aria-expanded={open && ready}
          aria-busy={open && drawer.status === 'loading' ? true : undefined}
          onPointerEnter={navMenus.preload}
          onFocus={navMenus.preload}
          onClick={() => {
            setWanted(true);
            setOpen(true);
            if (drawer.status === 'failed') drawer.retry();
          }}
        >
          <svg className="mn-burger" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>
            <Trans comment="main navigation: the phone bar's button opening the category drawer">Menu</Trans>
          </span>
        </button>
        <ul className="mn-quick" part="quick">
          {tops.map((top) => (
            <li key={top.id}>
              <a
                className={`mn-quick-link${holdsCurrent(top, mark) ? ' is-current' : ''}`}
                href={top.url}
                aria-current={current(top.id, mark)}
              >
                {top.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {ready && (
        <drawer.module.NavDrawer
          open={open}
          onClose={() => setOpen(false)}
          tops={tops}
          mark={mark}
          title={label}
          returnFocus={button}
          kit={kit}
        />
      )}
    </nav>
  );
}
