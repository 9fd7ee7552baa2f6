export { GiftRecipientFlow, type GiftRecipientFlowProps } from './gift-recipient-flow.tsx';
export { default as giftRecipientFlowCss } from './gift-recipient.css?inline';
export type {
  GiftRecipientStepDetail,
  GiftRecipientRedirectDetail,
  GiftRecipientLeaveDetail,
  GiftRecipientCompletedDetail,
} from './gift-recipient-flow.tsx';
