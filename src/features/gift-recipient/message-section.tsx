/**
 * Message (spec §2): the shop's welcome message (sanitised HTML, or plain text with line breaks), or a default
 * greeting with the person's name; 'Fortsæt' goes to the products.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { escapeText, looksLikeHtml } from './sanitize.ts';
import { ContinueButton, SafeHtml, ShopLogo, StepHeading, firstName, useFieldId } from './shared.tsx';
import type { GiftRecipientViewModel } from './view-model.ts';

export interface MessageSectionProps {
  vm: Pick<GiftRecipientViewModel, 'shop' | 'info' | 'loading' | 'continue' | 'back' | 'canGoBack'>;
}

export function MessageSection({ vm }: MessageSectionProps): ReactNode {
  const headingId = useFieldId('message-heading');
  const name = firstName(vm.info.values.name);
  const message = vm.shop?.message?.trim() ?? '';
  const loading = vm.loading.any;
  return (
    <section className="step step--message" aria-labelledby={headingId} aria-busy={loading}>
      <ShopLogo shop={vm.shop} />
      <div className="card card--narrow card--message" part="card">
        <StepHeading id={headingId}>
          {message ? <Trans>A greeting for you</Trans> : name ? <Trans>Dear {name}</Trans> : <Trans>Welcome</Trans>}
        </StepHeading>
        {message ? (
          <SafeHtml className="message" html={looksLikeHtml(message) ? message : escapeText(message)} />
        ) : (
          <div className="message">
            <p>
              <Trans>A gift is waiting for you. On the next page you choose the one you would like most.</Trans>
            </p>
          </div>
        )}
        <div className="actions">
          {vm.canGoBack ? (
            <button type="button" className="butik-button butik-button--quiet" onClick={vm.back} part="button back">
              <Trans>Back</Trans>
            </button>
          ) : null}
          <ContinueButton busy={loading} onClick={vm.continue} />
        </div>
      </div>
    </section>
  );
}
