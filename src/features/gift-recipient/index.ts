export { GiftRecipientFlow, type GiftRecipientFlowProps } from './gift-recipient-flow.tsx';
export { giftRecipientFlowStyles } from './styles/index.ts';
export type {
  GiftRecipientStepDetail,
  GiftRecipientRedirectDetail,
  GiftRecipientLeaveDetail,
  GiftRecipientCompletedDetail,
} from './gift-recipient-flow.tsx';
