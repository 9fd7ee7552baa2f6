import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss } from '../src/ui/index.ts';
import {
  GiftRecipientFlow,
  giftRecipientFlowStyles,
  type GiftRecipientFlowProps,
} from '../src/features/gift-recipient/index.ts';
import type { GIFT_STEPS } from '../src/features/gift-recipient/view-model.ts';

/**
 * The gift recipient's flow: code entry, details, greeting, the choice of the shop's number of gifts, confirmation;
 * coloured by the gift shop's theme. `<gift-shop-app>` drives it with `giftshop`, `code` and `step` and keeps
 * the URL in step with its events. Host `data-state`: the current step (`login`, `info`, `message`, `products`, `completed`).
 *
 * Behaviour and decisions: `docs/elements/gift-recipient-flow.md`.
 *
 * @tag gift-recipient-flow
 * @summary The gift recipient's flow: code entry, details, greeting, gift choice, confirmation.
 * @attr {string} giftshop - Gift shop id (e.g. `jul-2026`): its code entry and theme. A code of another shop fires `butik-gift-redirect`. Default: "".
 * @attr {string} code - Gift code to load at once (forgiving: case, spaces and dashes do not matter). Default: "".
 * @attr {"login"|"info"|"message"|"products"|"completed"} step - The step the host asks for (back/forward, reload). Moving back is always allowed; forward only as far as the recipient's progress allows, otherwise the flow stays and reports its real step with `butik-gift-step`. Default: none.
 * @fires butik-gift-step - The step changed (after a user action or a server result, never on first render). `detail: { step, giftshop, code }` (`giftshop`/`code` are null when unknown).
 * @fires butik-gift-redirect - A loaded code belongs to another gift shop than `giftshop`. `detail: { giftshop, code }` of the code.
 * @fires butik-gift-leave - The recipient left the flow ('Afslut', 'Brug en anden kode'): code and step are cleared and the code entry shows. `detail: { giftshop }`.
 * @fires butik-gift-completed - The choice was confirmed and saved. `detail: { giftshop, code, products }` (chosen product ids).
 * @csspart header - The products section's header (logo, shop name, 'Afslut').
 * @csspart card - The white card of the login, info, message and completed sections.
 * @csspart code-input - The gift code input.
 * @csspart name-input - The name input.
 * @csspart email-input - The e-mail input.
 * @csspart consent - The consent checkbox.
 * @csspart button - Every main button (also `continue`, `copy-link`, `finish`, `back`).
 * @csspart grid - The products grid.
 * @csspart product - One gift in the grid (also `product-chosen` when chosen).
 * @csspart choose - A gift's choose toggle (`aria-pressed`).
 * @csspart pager - The products pager.
 * @csspart footer - The sticky selection footer.
 * @csspart overlay - The product information `<dialog>`.
 * @csspart guide - The 'Sådan gør du' help disclosure.
 * @csspart error-message - An error text.
 * @cssprop --butik-gift-min-height - Minimum height of the flow. Default: `100svh`.
 * @cssprop --butik-font-family - Font stack (default: the page's).
 * @cssprop --butik-font-size - Base font size (default: the page's).
 * @cssprop --butik-color-background - Surface of cards and dialogs. Default: `#ffffff`.
 */
const giftRecipientFlow = element<GiftRecipientFlowProps>({
  tag: 'gift-recipient-flow',
  component: GiftRecipientFlow,
  props: {
    giftshop: { type: 'string', default: '' },
    code: { type: 'string', default: '' },
    step: {
      type: 'enum',
      values: ['login', 'info', 'message', 'products', 'completed'] satisfies (typeof GIFT_STEPS)[number][],
      default: '',
    },
  },
  styles: [buttonCss, ...giftRecipientFlowStyles],
});

export default giftRecipientFlow;

export type GiftRecipientFlowElement = ButikElement<GiftRecipientFlowProps>;

declare global {
  interface HTMLElementTagNameMap {
    'gift-recipient-flow': GiftRecipientFlowElement;
  }
}
