/**
 * `<new-customer-request>` view (spec §7 `POST content/newcustomerrequest`): a short form for a company that
 * wants a customer account. Same patterns as `<contact-form>` (the form kit in src/ui/form-kit.tsx);
 * the element's JSDoc (elements/new-customer-request.ts) lists the decisions.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createContentApi } from '../../api/content.ts';
import type { NewCustomerRequest as NewCustomerRequestBody } from '../../api/schemas/content.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { useTranslate } from '../../i18n/translate.ts';
import {
  Confirmation,
  FormPanel,
  LayoutForm,
  trimmedValues,
  useFieldSpecs,
  type FieldLayout,
} from '../../ui/form-kit.tsx';
import { useFormValidation } from '../../ui/forms.ts';
import { TEXTS } from './texts.ts';

export interface NewCustomerRequestProps {
  heading?: string;
  description?: string;
}

export type NewCustomerRequestState = 'editing' | 'sending' | 'sent' | 'failed';

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
  {
    name: 'email',
    label: TEXTS.email,
    rules: 'required|email|max:254',
    max: 254,
    type: 'email',
    autoComplete: 'email',
  },
  { name: 'phone', label: TEXTS.phone, rules: 'required|max:50', max: 50, type: 'tel', autoComplete: 'tel' },
  { name: 'message', label: TEXTS.message, rules: 'max:5000', max: 5000, multiline: true, autoComplete: 'off' },
];

const OPTIONAL: readonly Field[] = ['vatno', 'address', 'zipcode', 'city', 'message'];

export function NewCustomerRequest({ heading, description }: NewCustomerRequestProps): ReactNode {
  const _ = useTranslate();
  const client = useApiClient();
  const emit = useButikEvent();
  const ids = useId();
  const form = useFormValidation(useFieldSpecs(FIELDS));
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<NewCustomerRequestState>('editing');
  useHostState(state);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(async () => {
    if (state === 'sending') return;
    setAttempted(true);
    if (!form.validateAll()) {
      form.focusFirstInvalid();
      return;
    }
    const v = trimmedValues(form);
    const request: NewCustomerRequestBody = {
      companyname: v.companyname,
      name: v.name,
      email: v.email,
      phone: v.phone,
    };
    for (const key of OPTIONAL) if (v[key]) request[key] = v[key];
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState('sending');
    const result = await createContentApi(client).newCustomerRequest(request, { signal: controller.signal });
    if (controller.signal.aborted) return;
    if (result.ok && result.value === true) {
      setState('sent');
      emit<NewCustomerRequestSentDetail>('butik-new-customer-request-sent', { companyname: request.companyname });
    } else {
      setState('failed');
    }
  }, [state, form, client, emit]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const titleId = `${ids}-title`;
  const title = heading?.trim() || _(TEXTS.heading);
  const intro = description?.trim() || _(TEXTS.intro);

  if (state === 'sent') {
    return (
      <FormPanel titleId={titleId} title={title}>
        <Confirmation title={_(TEXTS.sentTitle)} text={_(TEXTS.sentText)} />
      </FormPanel>
    );
  }

  const busy = state === 'sending';
  return (
    <FormPanel titleId={titleId} title={title} intro={intro}>
      <LayoutForm
        titleId={titleId}
        fields={FIELDS}
        form={form}
        attempted={attempted}
        failed={state === 'failed'}
        busy={busy}
        onSubmit={onSubmit}
        onRetry={() => void send()}
        texts={{ failed: _(TEXTS.failed), send: _(TEXTS.send), sending: _(TEXTS.sending) }}
      />
    </FormPanel>
  );
}
