/**
 * The phone drawer (on demand, nav-menus.part.tsx, loaded by phone-nav.tsx): the kit's modal Dialog (LazyDialog) (focus moves in and stays inside,
 * Escape and the × close and give focus back to the 'Menu' button, the page does not scroll behind it) shown as a
 * panel from the left, holding the category tree as nested disclosures: a top-level category's button shows
 * 'See all in {name}' and its children; a child with children shows its own 'See all' and its first 5 sub-items
 * with 'Show more' (spec §9), loaded with the top-level category's children (use-categories.ts). The current
 * category's branch starts expanded.
 */
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import { LazyDialog as Dialog, preloadDialog } from '../../ui/lazy-dialog.tsx';
import drawerCss from './drawer.css?inline';
import panelCss from './panel.css?inline';
import type * as DrawerKit from './kit.ts';
import type { Category, CurrentMark } from './nav-tree.ts';
import { SeeAll, SubList, subsOf } from './panel.tsx';
import { panelChildren } from './panel-rules.ts';

// The kit's dialog code comes in its own chunk: ask for it as soon as the drawer's code is here.
preloadDialog();

export interface NavDrawerProps {
  open: boolean;
  onClose(): void;
  tops: readonly Category[];
  mark: CurrentMark;
  title: string;
  returnFocus: RefObject<HTMLElement | null>;
  /** The element's own pieces (kit.ts), passed in so that this chunk imports nothing of the element's entry. */
  kit: typeof DrawerKit;
}

interface Shared {
  mark: CurrentMark;
  kit: typeof DrawerKit;
}

export function NavDrawer({ open, onClose, tops, mark, title, returnFocus, kit }: NavDrawerProps): ReactNode {
  useContentStyles(panelCss, drawerCss);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="mn-drawer"
      returnFocus={returnFocus}
      part="drawer"
      closePart="drawer-close"
    >
      <ul className="mnd-list" part="drawer-list">
        {tops.map((top) => (
          <DrawerTop key={top.id} top={top} mark={mark} kit={kit} />
        ))}
      </ul>
    </Dialog>
  );
}

interface DisclosureProps {
  name: string;
  open: boolean;
  onToggle(): void;
  className: string;
  children: ReactNode;
}

/** A button with `aria-expanded` showing and hiding what follows it (APG disclosure). */
function Disclosure({ name, open, onToggle, className, children, kit }: DisclosureProps & Pick<Shared, 'kit'>) {
  const id = useId();
  const { ChevronIcon } = kit;
  return (
    <li className={className}>
      <button
        type="button"
        className="mnd-toggle"
        part="drawer-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <span>{name}</span>
        <ChevronIcon className="mnd-chevron" />
      </button>
      <div id={id} className="mnd-panel" hidden={!open}>
        {open && children}
      </div>
    </li>
  );
}

function DrawerChild({ child, subs, mark, kit }: Shared & { child: Category; subs: Category[] }): ReactNode {
  const [open, setOpen] = useState(() => mark.path.has(child.id) || subs.some((s) => s.id === mark.id));
  return (
    <Disclosure name={child.name} open={open} onToggle={() => setOpen(!open)} className="mnd-child" kit={kit}>
      <div className="mnd-leaves">
        <SeeAll category={child} mark={mark} className="mnd-all" kit={kit} />
        <SubList child={child} subs={subs} mark={mark} kit={kit} />
      </div>
    </Disclosure>
  );
}

function DrawerTop({ top, mark, kit }: Shared & { top: Category }): ReactNode {
  const { holdsCurrent, current, useCategoryChildren } = kit;
  const [open, setOpen] = useState(() => holdsCurrent(top, mark));
  // The sub-items are loaded once the category is opened (the current one's at once), and kept.
  const [wanted, setWanted] = useState(open);
  const loaded = useCategoryChildren(wanted ? top.id : null).data;
  if (!top.children?.length) {
    return (
      <li className="mnd-item">
        <a className="mnd-link mnd-link--top" href={top.url} aria-current={current(top.id, mark)}>
          {top.name}
        </a>
      </li>
    );
  }
  const toggle = (): void => {
    setOpen(!open);
    setWanted(true);
  };
  return (
    <Disclosure name={top.name} open={open} onToggle={toggle} className="mnd-item" kit={kit}>
      <ul className="mnd-sub">
        <li>
          <SeeAll category={top} mark={mark} className="mnd-all" kit={kit} />
        </li>
        {panelChildren(top.children).map((child) => {
          const subs = subsOf(child, loaded);
          return subs?.length ? (
            <DrawerChild key={child.id} child={child} subs={subs} mark={mark} kit={kit} />
          ) : (
            <li key={child.id}>
              <a className="mnd-link" href={child.url} aria-current={current(child.id, mark)}>
                {child.name}
              </a>
            </li>
          );
        })}
      </ul>
    </Disclosure>
  );
}
