/**
 * Completed (spec §2): the thank-you message, the chosen products with image and name, and
 * 'Du kan nu forlade siden'. A code that was already used shows its earlier choice here.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServerLabels } from '../../internal/server-labels.ts';
import { ERROR_TEXTS } from './texts.ts';
import { LeaveButton, ProductImage, ShopLogo, StepHeading, firstName, useFieldId } from './shared.tsx';
import type { GiftRecipientViewModel } from './view-model.ts';

export interface CompletedSectionProps {
  vm: Pick<GiftRecipientViewModel, 'shop' | 'info' | 'chosenProducts' | 'completedKind' | 'leave'>;
}

export function CompletedSection({ vm }: CompletedSectionProps): ReactNode {
  const { t, i18n } = useLingui();
  const label = useServerLabels('giftshop');
  const headingId = useFieldId('completed-heading');
  const name = firstName(vm.info.values.name);
  const alreadyUsed = vm.completedKind === 'alreadyUsed';
  const products = vm.chosenProducts;
  return (
    <section className="step step--completed" aria-labelledby={headingId}>
      <ShopLogo shop={vm.shop} />
      <div className="card card--completed" part="card">
        <div className="success-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <StepHeading id={headingId}>
          {alreadyUsed ? (
            <Trans>Your gift has already been chosen</Trans>
          ) : name ? (
            <Trans>Thank you, {name}!</Trans>
          ) : (
            <Trans>Thank you!</Trans>
          )}
        </StepHeading>
        {alreadyUsed ? (
          <p className="completed__note">
            {i18n._(ERROR_TEXTS.codeUsed)}. <Trans>This is what was chosen with this code:</Trans>
          </p>
        ) : (
          <p className="completed__note">
            {products.length > 1 ? (
              <Trans>We have received your choice. Your gifts are on their way to you.</Trans>
            ) : (
              <Trans>We have received your choice. Your gift is on its way to you.</Trans>
            )}
          </p>
        )}
        {products.length ? (
          <ul className="chosen" aria-label={t`Chosen gifts`} part="chosen">
            {products.map((product) => (
              <li key={product.id} className="chosen__item">
                <ProductImage className="chosen__image" src={product.image} />
                <span className="chosen__name">{product.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="completed__leave" part="completed-text">
          {label('completed.leave', t`You can now leave the page`)}
        </p>
        <LeaveButton onLeave={vm.leave}>
          <Trans>Redeem another code</Trans>
        </LeaveButton>
      </div>
    </section>
  );
}
