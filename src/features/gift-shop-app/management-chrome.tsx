/**
 * The management area's frame around the routed section (spec §2): the breadcrumb, the shortcut list by context and
 * the help box 'Om denne sektion'. Rendered by management.part.tsx.
 */
import { useId, useState, type ReactNode } from 'react';
import { plainText } from '../../format/plain-text.ts';
import { useTranslate } from '../../i18n/translate.ts';
import type { ManagerModal, ManagerRole, ManagerSubsection } from '../../../machines/gift-shop-manager.machine.ts';
import { ASSORTMENT_TEXTS as A } from './assortment-texts.ts';
import { PRINT_TEXTS as P } from './codes-print-texts.ts';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';
import { managementPath } from './management-path.ts';
import type { ManagementSection } from './routes.ts';
import type { AssortmentAction } from './use-assortment.ts';

export function Breadcrumb({
  section,
  subsection,
  shopId,
  shopName,
}: {
  section: ManagementSection;
  subsection: ManagerSubsection;
  shopId?: string;
  shopName?: string;
}): ReactNode {
  const _ = useTranslate();
  const crumbs: Array<{ label: string; href?: string }> = [{ label: _(T.dashboard), href: '#/m' }];
  if (section === 'giftshops') crumbs.push({ label: _(T.giftshops) });
  if (section === 'products') crumbs.push({ label: _(T.products) });
  if (shopId) {
    crumbs.push({ label: shopName ?? shopId, href: `#${managementPath({ section: 'overview', giftshop: shopId })}` });
    crumbs.push({
      label: _(T[section as 'overview' | 'assortment' | 'codes']),
      href: `#${managementPath({ section: section === 'codes' ? 'codes' : 'assortment', giftshop: shopId })}`,
    });
    // The sub-section level links back to Sortiment (spec §2), the print sheet back to Gavebeviser.
    if (section === 'assortment' && subsection !== 'none')
      crumbs.push({ label: _(subsection === 'choosedefaults' ? A.chooseDefaults : A.editAssortment) });
    if (section === 'codes' && subsection === 'printcodes') crumbs.push({ label: _(P.print) });
  }
  return (
    <nav className="m-crumbs" aria-label={_(T.breadcrumb)} part="breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.href && i < crumbs.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Shortcuts(props: {
  role: ManagerRole;
  section: ManagementSection;
  shopId?: string;
  actions: Array<{ modal: ManagerModal; label: string }>;
  /** The current section's own shortcuts (the assortment's links and finish buttons). */
  extra?: AssortmentAction[];
  onAction(modal: ManagerModal): void;
}): ReactNode {
  const _ = useTranslate();
  const { role, section, shopId, actions, extra = [], onAction } = props;
  const links: Array<{ key: string; label: string; href: string; current: boolean }> = [];
  if (shopId && (section === 'overview' || section === 'assortment' || section === 'codes')) {
    for (const s of ['overview', 'assortment', 'codes'] as const) {
      links.push({
        key: s,
        label: _(T[s]),
        href: `#${managementPath({ section: s, giftshop: shopId })}`,
        current: s === section,
      });
    }
  } else {
    if (role !== 'owner')
      links.push({ key: 'giftshops', label: _(T.giftshops), href: '#/m/giftshops', current: section === 'giftshops' });
    if (role === 'supervisor')
      links.push({ key: 'products', label: _(T.products), href: '#/m/products', current: section === 'products' });
  }
  const withCreate = !shopId || !(section === 'overview' || section === 'assortment' || section === 'codes');
  return (
    <nav className="m-shortcuts" aria-label={_(T.shortcuts)} part="shortcuts">
      <h3 className="m-side__title">{_(T.shortcuts)}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            {link.current ? (
              <a aria-current="page" aria-disabled="true" className="m-shortcut m-shortcut--current">
                {link.label}
              </a>
            ) : (
              <a className="m-shortcut" href={link.href}>
                {link.label}
              </a>
            )}
          </li>
        ))}
        {withCreate ? (
          <>
            <li className={links.length ? 'm-divided' : undefined}>
              <button
                type="button"
                className="m-shortcut m-shortcut--action"
                part="create"
                onClick={() => onAction('create')}
              >
                {_(T.create)}
              </button>
            </li>
          </>
        ) : null}
        {extra.map((action, i) => (
          <li key={action.key} className={i === 0 ? 'm-divided' : undefined}>
            {action.href ? (
              <a className="m-shortcut m-shortcut--action" href={action.href} part={`action action-${action.key}`}>
                {action.label}
              </a>
            ) : (
              <button
                type="button"
                className="m-shortcut m-shortcut--action"
                part={`action action-${action.key}`}
                onClick={action.onClick}
              >
                {action.label}
              </button>
            )}
          </li>
        ))}
        {actions.map((action, i) => (
          <li key={action.modal} className={i === 0 ? 'm-divided' : undefined}>
            <button
              type="button"
              className="m-shortcut m-shortcut--action"
              part={`action action-${action.modal}`}
              aria-haspopup="dialog"
              onClick={() => onAction(action.modal)}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type HelpTexts = { overviewhelptext: string; assortmenthelptext: string; codeshelptext: string };

export function HelpBox({ section, help }: { section: ManagementSection; help?: HelpTexts }): ReactNode {
  const _ = useTranslate();
  const [more, setMore] = useState(false);
  const text =
    section === 'overview'
      ? help?.overviewhelptext
      : section === 'assortment'
        ? help?.assortmenthelptext
        : section === 'codes'
          ? help?.codeshelptext
          : undefined;
  const bodyId = useId();
  if (!text) return null;
  // The settings' help text is shown as text (never as HTML: it comes from the server), its paragraphs kept.
  const plain = plainText(text).trim();
  const long = plain.length > 160;
  return (
    <section className="m-help" part="help">
      <h3 className="m-side__title">{_(T.help)}</h3>
      <p id={bodyId} className={long && !more ? 'm-help__text m-help__text--short' : 'm-help__text'}>
        {plain}
      </p>
      {long ? (
        <button
          type="button"
          className="m-link"
          aria-expanded={more}
          aria-controls={bodyId}
          onClick={() => setMore(!more)}
        >
          {more ? _(T.showLess) : _(T.showMore)}
        </button>
      ) : null}
    </section>
  );
}
