/**
 * `<login-button>` view (spec §2 "Top login modal (600px wide) with a user menu (dashboard, sign out). The login
 * link may be hidden by a setting.", §6 signed-in user menu, §7 sign-out). Rendered in the LIGHT DOM (the element
 * is defined with `shadow: false`) so the login dialog and its inputs are part of the document and password
 * managers see them. The element's JSDoc (elements/login-button.ts) lists the decisions.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { LazyDialog as Dialog, preloadDialog } from '../../ui/lazy-dialog.tsx';
import { UserIcon } from './icons.tsx';
import { LazyFallback, lazyPart, useLazyPart } from '../../ui/lazy-part.tsx';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

export interface LoginButtonProps {
  dashboardUrl?: string;
  hideLogin?: boolean;
}

export function LoginButton({ dashboardUrl = '', hideLogin = false }: LoginButtonProps): ReactNode {
  const config = usePageConfig();
  const loginUrl = config.loginUrl || '/login';
  if (config.signedIn) return <SignedInMenu dashboardUrl={dashboardUrl} loginUrl={loginUrl} />;
  if (hideLogin) return <HiddenLogin />;
  return <LoginModal loginUrl={loginUrl} />;
}

/**
 * The signed-in user menu (user-menu.tsx, with the kit's MenuButton): an on-demand chunk, requested as soon as the
 * header renders for a signed-in user, so a visitor's page never downloads it (~1.8 KB gzip). Until it is there
 * the same trigger stands in its place, disabled, so the header does not move when the menu arrives.
 */
const userMenu = lazyPart(() => import('./user-menu.tsx'), { chunk: 'user-menu', base: import.meta.url });

/** What the shopper did with the stand-in trigger: the real menu takes it over (focus, or opens as pressed). */
interface MenuHandoff {
  focus: boolean;
  open: 'first' | 'last' | null;
}

function SignedInMenu({ dashboardUrl, loginUrl }: { dashboardUrl: string; loginUrl: string }): ReactNode {
  const state = useLazyPart(userMenu, true, '<login-button> user menu');
  // One object for the element's life: the stand-in writes it, the menu reads it when it mounts.
  const [handoff] = useState<MenuHandoff>(() => ({ focus: false, open: null }));
  if (state.status === 'ready')
    return (
      <state.module.UserMenu dashboardUrl={dashboardUrl} loginUrl={loginUrl} icon={<UserIcon />} start={handoff} />
    );
  if (state.status === 'failed') return <LazyFallback state={state} />;
  return <MenuPlaceholder handoff={handoff} />;
}

function MenuPlaceholder({ handoff }: { handoff: MenuHandoff }): ReactNode {
  const { t } = useLingui();
  useHostState('menu');
  const ref = useRef<HTMLButtonElement>(null);
  // Before the stand-in leaves the page (layout cleanups run before React removes the node): had it the focus?
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      if (button) handoff.focus = (button.getRootNode() as Document | ShadowRoot).activeElement === button;
    };
  }, [handoff]);
  return (
    <div className="kit-menu butik-lb__menu-wrap">
      <button
        ref={ref}
        // Enter, Space and a click press it: the menu opens on its first item when it is there.
        onClick={() => (handoff.open = 'first')}
        type="button"
        className="butik-button butik-button--ghost butik-lb__trigger"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-disabled="true"
      >
        <UserIcon />
        <span className="butik-lb__label">
          {t({ message: 'My account', comment: 'signed-in user menu button in the header' })}
        </span>
        <StrokeIcon className="kit-menu__caret butik-lb__caret" box={12} size={12} strokeWidth={2}>
          <path d="M2 4l4 4 4-4" />
        </StrokeIcon>
      </button>
    </div>
  );
}

function HiddenLogin(): ReactNode {
  useHostState('hidden');
  return null;
}

type LoginContent = (typeof import('./login-dialog-content.tsx'))['LoginDialogContent'];

let contentLoading: Promise<LoginContent> | null = null;
/** The login panel's chunk, loaded once per page (a failed load may be retried by the next click). */
function loadContent(): Promise<LoginContent> {
  contentLoading ??= import('./login-dialog-content.tsx').then(
    (module) => module.LoginDialogContent,
    (error: unknown) => {
      contentLoading = null;
      throw error;
    },
  );
  return contentLoading;
}
/** The panel's and the dialog's chunks, requested together (hover, focus, click), so neither waits for the other. */
const preload = (): void => {
  preloadDialog();
  loadContent().catch(() => {});
};

function LoginModal({ loginUrl }: { loginUrl: string }): ReactNode {
  const bodyRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The loaded panel, or 'failed' (the modal then links to the login page).
  const [content, setContent] = useState<{ Panel: LoginContent } | 'failed' | null>(null);
  useHostState(open ? 'open' : 'closed');

  // The modal opens once the panel is there, so it never shows an empty box (the chunk is preloaded on hover/focus).
  const openModal = useCallback(() => {
    preloadDialog();
    loadContent().then(
      (Panel) => {
        setContent({ Panel });
        setOpen(true);
      },
      (error: unknown) => {
        console.error('<login-button> could not load the login form', error);
        setContent('failed');
        setOpen(true);
      },
    );
  }, []);

  // Start on the form's first field (the dialog focused its × button before the panel's effects ran).
  useEffect(() => {
    if (open) bodyRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [open]);

  const onClose = useCallback(() => {
    setOpen(false);
    setContent(null);
  }, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="butik-button butik-button--ghost butik-lb__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openModal}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <UserIcon />
        <span className="butik-lb__label">
          <Trans comment="top login link / button opening the login modal">Log in</Trans>
        </span>
      </button>
      <Dialog
        open={open}
        onClose={onClose}
        title={<Trans comment="title of the top login modal">Log in</Trans>}
        className="butik-lb__modal"
        closeClassName="butik-lb__close"
        returnFocus={triggerRef}
      >
        <div ref={bodyRef} className="butik-lb__modal-body">
          {!open || !content ? null : content === 'failed' ? (
            <a className="butik-button butik-button--primary" href={loginUrl}>
              <Trans comment="top login modal: link to the login page when the form could not be loaded">Log in</Trans>
            </a>
          ) : (
            <content.Panel loginUrl={loginUrl} />
          )}
        </div>
      </Dialog>
    </>
  );
}
