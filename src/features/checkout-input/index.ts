export {
  CheckoutInput,
  checkoutInputCss,
  type CheckoutInputChangeDetail,
  type CheckoutInputProps,
  type CheckoutInputState,
  type CheckoutInputType,
} from './checkout-input.tsx';
export { parseRules, validateField, isRequired, type ParsedRules, type FieldResult } from '../../ui/rules.ts';
