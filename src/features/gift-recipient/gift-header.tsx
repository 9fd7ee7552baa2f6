/**
 * The header of the recipient flow (spec §2: shown only in the products section): the shop's logo and name,
 * and 'Afslut' (leave the flow).
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GiftShopView } from './view-model.ts';

export interface GiftHeaderProps {
  shop: GiftShopView | null;
  onLeave: () => void;
}

export function GiftHeader({ shop, onLeave }: GiftHeaderProps): ReactNode {
  return (
    <header className={`header${shop?.theme.logoimage ? ' header--logo' : ''}`} part="header">
      <div className="header__inner">
        {shop?.theme.logoimage ? (
          <img className="header__logo" src={shop.theme.logoimage} alt="" decoding="async" />
        ) : null}
        <p className="header__name">{shop?.name ?? null}</p>
        <button type="button" className="butik-button on-theme header__leave" onClick={onLeave} part="leave">
          <Trans>Leave</Trans>
        </button>
      </div>
    </header>
  );
}
