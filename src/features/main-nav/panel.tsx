/**
 * The content of a dropdown panel of the desktop bar (on demand, nav-menus.part.tsx; spec §9): 'See all in {top}' (the top-level category's own page: its button
 * only opens the panel), then at most 80 children in 4 columns, each with its first 5 sub-items and a
 * 'Show more' link to the child's page when it has more. Sub-items appear once the top-level category's children
 * are loaded (use-categories.ts); meanwhile, and after a failed load, the children stand alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import panelCss from './panel.css?inline';
import type * as Kit from './kit.ts';
import type { Category, CurrentMark } from './nav-tree.ts';
import { panelChildren, subItems } from './panel-rules.ts';

type NavKit = typeof Kit;

export function ArrowIcon(): ReactNode {
  return (
    <svg className="mn-arrow" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** 'See all in {name}' (its accessible name is its text: one per panel, each naming its category). */
export function SeeAll({
  category,
  mark,
  className,
  kit,
}: {
  category: Category;
  mark: CurrentMark;
  className: string;
  kit: NavKit;
}) {
  const { current } = kit;
  const name = category.name;
  return (
    <a className={className} part="all" href={category.url} aria-current={current(category.id, mark)}>
      <Trans comment="main navigation: link to a top-level category's own page, first in its dropdown panel">
        See all in {name}
      </Trans>
      <ArrowIcon />
    </a>
  );
}

/** A child's sub-items (first 5) and its 'Show more' link; nothing while they are not loaded. */
export function SubList({
  child,
  subs,
  mark,
  kit,
}: {
  child: Category;
  subs: Category[] | undefined;
  mark: CurrentMark;
  kit: NavKit;
}) {
  const { t } = useLingui();
  const { current } = kit;
  if (!subs?.length) return null;
  const { shown, more } = subItems(subs);
  const name = child.name;
  return (
    <ul className="mn-subs" part="subs">
      {shown.map((sub) => (
        <li key={sub.id}>
          <a className="mn-sub" part="sub" href={sub.url} aria-current={current(sub.id, mark)}>
            {sub.name}
          </a>
        </li>
      ))}
      {more && (
        <li>
          <a
            className="mn-more"
            part="more"
            href={child.url}
            aria-label={t({
              message: `Show more in ${name}`,
              comment: "main navigation: accessible name of a child's 'Show more' link (visible text 'Show more')",
            })}
          >
            <Trans
              context="main navigation"
              comment="main navigation (spec §9): link after a child's first 5 sub-items (Danish: more items, 'Vis flere')"
            >
              Show more
            </Trans>
          </a>
        </li>
      )}
    </ul>
  );
}

/** The sub-items of `child` in the loaded children of its top-level category. */
export const subsOf = (child: Category, loaded: readonly Category[] | undefined): Category[] | undefined =>
  loaded?.find((c) => c.id === child.id)?.children;

export interface NavPanelProps {
  top: Category;
  /** The top-level category's children with their children, once loaded. */
  loaded: readonly Category[] | undefined;
  mark: CurrentMark;
  kit: NavKit;
}

/** What an open panel shows (its frame, `part="panel"`, is the bar's). */
export function NavPanelContent({ top, loaded, mark, kit }: NavPanelProps): ReactNode {
  useContentStyles(panelCss);
  const { current } = kit;
  return (
    <div className="mn-panel-inner">
      <SeeAll category={top} mark={mark} className="mn-all" kit={kit} />
      <ul className="mn-columns" part="columns">
        {panelChildren(top.children).map((child) => (
          <li key={child.id} className="mn-group" part="group">
            <a className="mn-child" part="child" href={child.url} aria-current={current(child.id, mark)}>
              {child.name}
            </a>
            <SubList child={child} subs={subsOf(child, loaded)} mark={mark} kit={kit} />
          </li>
        ))}
      </ul>
    </div>
  );
}
