/**
 * `<gift-recipient-flow>`'s component: wires the recipient machine's hook (use-gift-recipient.ts) to the
 * presentational sections, applies the shop's theme, mirrors the step on the host (`data-state`), moves focus
 * to the new section's heading on each step change, returns focus from the product overlay to its opener,
 * and fires the element's events (see elements/gift-recipient-flow.ts).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useButikEvent, useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { CompletedSection } from './completed-section.tsx';
import { GiftHeader } from './gift-header.tsx';
import { InfoSection } from './info-section.tsx';
import { LoginSection } from './login-section.tsx';
import { MessageSection } from './message-section.tsx';
import { ProductOverlay } from './product-overlay.tsx';
import { ProductsSection } from './products-section.tsx';
import { readableTheme } from './theme.ts';
import { useGiftRecipient } from './use-gift-recipient.ts';
import type { GiftStep } from './view-model.ts';

export interface GiftRecipientFlowProps {
  giftshop?: string;
  code?: string;
  step?: GiftStep | '';
}

export interface GiftRecipientStepDetail {
  step: GiftStep;
  giftshop: string | null;
  code: string | null;
}
export interface GiftRecipientRedirectDetail {
  giftshop: string;
  code: string;
}
export interface GiftRecipientLeaveDetail {
  giftshop: string | null;
}
export interface GiftRecipientCompletedDetail {
  giftshop: string;
  code: string;
  products: string[];
}

export function GiftRecipientFlow({ giftshop = '', code = '', step = '' }: GiftRecipientFlowProps): ReactNode {
  const config = usePageConfig();
  const host = useHost();
  const emit = useButikEvent();

  // Events: after user actions and server results only (the hook never reports the first render).
  const vm = useGiftRecipient({
    giftshop: giftshop || null,
    code: code || null,
    step: step || null,
    onStep: (detail) => emit<GiftRecipientStepDetail>('butik-gift-step', { ...detail }),
    onRedirect: (detail) => emit<GiftRecipientRedirectDetail>('butik-gift-redirect', { ...detail }),
    onLeave: (detail) => emit<GiftRecipientLeaveDetail>('butik-gift-leave', { ...detail }),
    onCompleted: (detail) =>
      emit<GiftRecipientCompletedDetail>('butik-gift-completed', { ...detail, products: [...detail.products] }),
  });

  useHostState(vm.step);

  // Focus follows the step: the new section's heading (not on first render: the page keeps its focus).
  const focusedStep = useRef<GiftStep>(vm.step);
  useLayoutEffect(() => {
    if (focusedStep.current === vm.step) return;
    focusedStep.current = vm.step;
    const heading = host.shadowRoot?.querySelector<HTMLElement>('[data-step-heading]');
    heading?.focus({ preventScroll: true });
    const section = heading?.closest('section');
    if (section && typeof section.getBoundingClientRect === 'function' && section.getBoundingClientRect().top < 0) {
      host.scrollIntoView({ block: 'start' });
    }
  }, [host, vm.step]);

  // The product overlay returns focus to the control that opened it, or to that product's opener when the
  // control was re-rendered meanwhile. After the commit that closed the dialog (a closed modal no longer makes
  // the page inert, so the focus can move).
  const opener = useRef<{ id: string; element: HTMLElement } | null>(null);
  const { openProduct, closeProduct } = vm;
  const openOverlay = useCallback(
    (id: string, element: HTMLElement) => {
      opener.current = { id, element };
      openProduct(id);
    },
    [openProduct],
  );
  const openedId = vm.openedProduct?.id ?? null;
  useLayoutEffect(() => {
    const from = opener.current;
    if (openedId !== null || !from) return;
    opener.current = null;
    const target = from.element.isConnected
      ? from.element
      : host.shadowRoot?.querySelector<HTMLElement>(`[data-product-opener="${CSS.escape(from.id)}"]`);
    target?.focus();
  }, [host, openedId]);

  const theme = useMemo(() => readableTheme(vm.shop?.theme), [vm.shop?.theme]);
  const style = {
    '--gift-bg': theme.background,
    '--gift-fg': theme.text,
    '--gift-accent': theme.accent,
  } as CSSProperties;

  const opened = vm.openedProduct;
  const openedChosen = opened ? vm.selection.ids.includes(opened.id) : false;

  return (
    <div
      className={`flow flow--${vm.step}`}
      style={style}
      data-theme-adjusted={theme.adjusted ? '' : undefined}
      lang={config.culture}
      part="flow"
    >
      {vm.step === 'products' ? <GiftHeader shop={vm.shop} onLeave={vm.leave} /> : null}
      {vm.step === 'login' ? <LoginSection vm={vm} culture={config.culture} /> : null}
      {vm.step === 'info' ? <InfoSection vm={vm} /> : null}
      {vm.step === 'message' ? <MessageSection vm={vm} /> : null}
      {vm.step === 'products' ? <ProductsSection vm={vm} onOpen={openOverlay} /> : null}
      {vm.step === 'completed' ? <CompletedSection vm={vm} /> : null}
      {vm.step === 'products' ? (
        <ProductOverlay
          product={opened}
          chosen={openedChosen}
          blocked={!openedChosen && vm.selection.count >= vm.selection.required && vm.selection.required > 1}
          busy={vm.loading.redeem}
          culture={config.culture}
          onToggle={vm.toggleProduct}
          onClose={closeProduct}
        />
      ) : null}
    </div>
  );
}
