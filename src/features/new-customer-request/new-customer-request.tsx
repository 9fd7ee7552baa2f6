/**
 * `<new-customer-request>` view (spec §7 `POST content/newcustomerrequest`): a short form for a company that
 * wants a customer account. Same patterns as `<contact-form>` (the form kit in src/ui/form-kit.tsx);
 * the element's JSDoc (elements/new-customer-request.ts) lists the decisions.
 */
import type { ReactNode } from 'react';
import { createContentApi } from '../../api/content.ts';
import type { NewCustomerRequest as NewCustomerRequestBody } from '../../api/schemas/content.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent } from '../../internal/element-context.ts';
import {
  EMAIL_FIELD,
  SendForm,
  useFieldSpecs,
  useSendForm,
  type FieldLayout,
  type SendState,
} from '../../ui/form-kit.tsx';
import { useFormValidation } from '../../ui/forms.ts';
import { TEXTS } from './texts.ts';

export interface NewCustomerRequestProps {
  heading?: string;
  description?: string;
}

export type NewCustomerRequestState = SendState;

/** Detail of `butik-new-customer-request-sent` (no personal data). */
export interface NewCustomerRequestSentDetail {
  companyname: string;
}

type Field = 'companyname' | 'vatno' | 'address' | 'zipcode' | 'city' | 'name' | 'email' | 'phone' | 'message';

/** Fields, rules and bounds of the NewCustomerRequest schema (src/api/schemas/content.ts). */
const FIELDS: readonly FieldLayout<Field>[] = [
  { name: 'companyname', label: TEXTS.companyname, rules: 'required|max:200', max: 200, autoComplete: 'organization' },
  { name: 'vatno', label: TEXTS.vatno, rules: 'max:50', max: 50, autoComplete: 'off' },
  { name: 'address', label: TEXTS.address, rules: 'max:200', max: 200, autoComplete: 'street-address' },
  { name: 'zipcode', label: TEXTS.zipcode, rules: 'max:20', max: 20, autoComplete: 'postal-code' },
  { name: 'city', label: TEXTS.city, rules: 'max:100', max: 100, autoComplete: 'address-level2' },
  { name: 'name', label: TEXTS.name, rules: 'required|max:200', max: 200, autoComplete: 'name' },
  EMAIL_FIELD,
  { name: 'phone', label: TEXTS.phone, rules: 'required|max:50', max: 50, type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: TEXTS.message, rules: 'max:5000', max: 5000, multiline: true, autoComplete: 'off' },
];

const OPTIONAL: readonly Field[] = ['vatno', 'address', 'zipcode', 'city', 'message'];

export function NewCustomerRequest({ heading, description }: NewCustomerRequestProps): ReactNode {
  const client = useApiClient();
  const emit = useButikEvent();
  const form = useFormValidation(useFieldSpecs(FIELDS));
  const cycle = useSendForm(form, {
    request: (v, signal) => createContentApi(client).newCustomerRequest(requestOf(v), { signal }),
    onSent: (v) =>
      emit<NewCustomerRequestSentDetail>('butik-new-customer-request-sent', { companyname: v.companyname }),
  });
  return (
    <SendForm heading={heading} description={description} texts={TEXTS} fields={FIELDS} form={form} cycle={cycle} />
  );
}

/** The request body: the required fields, and the optional ones that were filled in. */
function requestOf(v: Record<Field, string>): NewCustomerRequestBody {
  const request: NewCustomerRequestBody = { companyname: v.companyname, name: v.name, email: v.email, phone: v.phone };
  for (const key of OPTIONAL) if (v[key]) request[key] = v[key];
  return request;
}
