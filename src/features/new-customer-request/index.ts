export {
  NewCustomerRequest,
  type NewCustomerRequestProps,
  type NewCustomerRequestState,
  type NewCustomerRequestSentDetail,
} from './new-customer-request.tsx';
