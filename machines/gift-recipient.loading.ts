/** Which effects of the recipient machine (gift-recipient.machine.ts) are running, from a snapshot. */
import type { GiftRecipientSnapshot } from './gift-recipient.machine.ts';

/** Which effects are running, from a snapshot. */
export function loadingOf(snapshot: GiftRecipientSnapshot): {
  code: boolean;
  shop: boolean;
  products: boolean;
  redeem: boolean;
  any: boolean;
} {
  const code = snapshot.matches({ login: 'loadingCode' }) || snapshot.matches({ login: 'restoring' });
  const shop = snapshot.matches({ login: 'loadingShop' }) || snapshot.matches({ login: 'loadingCodeShop' });
  const products = snapshot.matches({ products: 'loading' });
  const redeem = snapshot.matches({ products: 'redeeming' }) || snapshot.matches({ products: 'refetching' });
  return { code, shop, products, redeem, any: code || shop || products || redeem };
}
