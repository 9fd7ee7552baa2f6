/**
 * `<gift-shop-button>` (spec §2 "Gift-shop entry button"): a header link or a large button into the gift shop.
 *
 * - Signed in (page config `signed-in`): a link to the management URL.
 * - Not signed in, `variant="header"`: a link to the promotion URL.
 * - Not signed in, `variant="button"`: a large button opening a modal (the kit's Dialog, size `large`:
 *   90vw × 90vh, spec §9) titled 'Log ind eller opret dig nemt i dag!' with the login panel ('Har du allerede
 *   et login?') and the sign-up panel ('... eller opret dig nemt i dag', button 'Påbegynd oprettelse' switching
 *   to the sign-up view). Closing (close button, Esc, backdrop click) resets the modal to the choice.
 *
 * The login and sign-up forms come with the accounts issue; until then the login panel links to the page
 * config's `login-url` (default `/login`) and the sign-up view links to `signup-url` (default `/signup`).
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { LazyFallback, usePartOpener } from '../../ui/lazy-part.tsx';
import { useProblemLog } from '../../ui/use-problem-log.ts';

/** The modal (the kit's Dialog with the panels, their CSS and texts), loaded when the button is reached for. */
const entryModal = lazyPart(() => import('./entry-modal.part.tsx'), {
  chunk: 'entry-modal.part',
  base: import.meta.url,
});

/** The host's `data-state` while the modal is in play (`failed`: its code could not be loaded). */
export type EntryModalState = 'closed' | 'open' | 'signup';

export type GiftShopButtonVariant = 'header' | 'button';

export interface GiftShopButtonProps {
  variant?: GiftShopButtonVariant;
  text?: string;
  managementUrl?: string;
  promotionUrl?: string;
  signupUrl?: string;
}

export function GiftShopButton({
  variant = 'header',
  text,
  managementUrl = '',
  promotionUrl = '',
  signupUrl = '/signup',
}: GiftShopButtonProps): ReactNode {
  const config = usePageConfig();
  const { t } = useLingui();
  const label = text?.trim() || t({ message: 'Gift shop', comment: 'default text of the gift-shop entry button' });

  if (config.signedIn || variant === 'header') {
    return (
      <EntryLink
        variant={variant}
        label={label}
        href={config.signedIn ? managementUrl : promotionUrl}
        attribute={config.signedIn ? 'management-url' : 'promotion-url'}
      />
    );
  }
  return (
    <EntryModal
      label={label}
      loginUrl={config.loginUrl || '/login'}
      signupUrl={signupUrl || '/signup'}
      managementUrl={managementUrl}
    />
  );
}

function EntryLink({
  variant,
  label,
  href,
  attribute,
}: {
  variant: GiftShopButtonVariant;
  label: string;
  href: string;
  attribute: string;
}): ReactNode {
  const url = href.trim();
  useHostState('link');
  useProblemLog([url ? null : `needs the ${attribute} attribute for this state; the entry is shown without a link.`]);
  const className = variant === 'header' ? 'entry entry--header' : 'entry entry--button';
  if (!url) {
    return (
      <span className={`${className} entry--disabled`} part="entry">
        {label}
      </span>
    );
  }
  return (
    <a className={className} part="entry" href={url}>
      {label}
    </a>
  );
}

function EntryModal(props: { label: string; loginUrl: string; signupUrl: string; managementUrl: string }): ReactNode {
  const { label, loginUrl, signupUrl, managementUrl } = props;
  const [state, setState] = useState<EntryModalState>('closed');
  const { opens, state: modal, buttonProps } = usePartOpener(entryModal, 'The gift-shop sign-in dialog');
  useHostState(modal.status === 'failed' ? 'failed' : state);
  const Part = modal.status === 'ready' ? modal.module.default : null;
  return (
    <>
      <button type="button" className="entry entry--button" part="entry" aria-haspopup="dialog" {...buttonProps}>
        {label}
      </button>
      {Part ? (
        <Part
          opens={opens}
          loginUrl={loginUrl}
          signupUrl={signupUrl}
          managementUrl={managementUrl}
          onState={setState}
        />
      ) : null}
      {modal.status === 'failed' ? <LazyFallback state={modal} /> : null}
    </>
  );
}

/** Shadow-root CSS. */
export const giftShopButtonCss = `
:host { display: inline-block; }
.entry { font: inherit; cursor: pointer; text-decoration: none; box-sizing: border-box; }
.entry--header { display: inline-flex; align-items: center; min-height: 44px; padding: 0 calc(var(--butik-spacing) * 1.5); color: var(--butik-color-primary); font-weight: 600; border-radius: var(--butik-radius); }
.entry--header:hover { text-decoration: underline; }
.entry--button { display: inline-flex; align-items: center; justify-content: center; min-height: 56px; padding: calc(var(--butik-spacing) * 1.5) calc(var(--butik-spacing) * 4); font-size: 1.25em; font-weight: 700; color: var(--butik-color-on-primary); background: var(--butik-color-primary); border: 0; border-radius: var(--butik-radius); }
.entry--button:hover { filter: brightness(1.1); }
.entry--disabled { cursor: default; }
.entry--header.entry--disabled { color: var(--butik-color-muted); }
.entry--button.entry--disabled { background: var(--butik-color-muted); }
`;
