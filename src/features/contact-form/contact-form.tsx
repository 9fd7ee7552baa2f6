/**
 * `<contact-form>` view (spec §7 `POST content/contactrequest`: multipart, the request as JSON plus uploaded
 * files). The element's JSDoc (elements/contact-form.ts) lists the decisions.
 *
 * States (mirrored on the host as `data-state`): `editing` → `sending` → `sent` (a confirmation replaces the
 * form) | `failed` (the form stays, with a message and 'Try again'). Chosen files are checked against the
 * server's limits at once (files.ts) and refused files are named in an alert; nothing is sent for them.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createContentApi } from '../../api/content.ts';
import type { ContactRequest } from '../../api/schemas/content.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS, fileProblem, formatBytes, sameFile } from './files.ts';
import { useTranslate } from '../../i18n/translate.ts';
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

export interface ContactFormProps {
  heading?: string;
  description?: string;
  subject?: string;
  productId?: string;
}

export type ContactFormState = SendState;

/** Detail of `butik-contact-sent` (no personal data: the host page gets what was asked about, not who asked). */
export interface ContactSentDetail {
  subject: string;
  productid: string | null;
  files: number;
}

type ContactField = 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message';

/** Fields, rules and bounds of the ContactRequest schema (src/api/schemas/content.ts). */
const FIELDS: readonly FieldLayout<ContactField>[] = [
  { name: 'name', label: TEXTS.name, rules: 'required|max:200', max: 200, autoComplete: 'name' },
  EMAIL_FIELD,
  { name: 'phone', label: TEXTS.phone, rules: 'max:50', max: 50, type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: TEXTS.company, rules: 'max:200', max: 200, autoComplete: 'organization' },
  { name: 'subject', label: TEXTS.subject, rules: 'max:200', max: 200, autoComplete: 'off' },
  {
    name: 'message',
    label: TEXTS.message,
    rules: 'required|max:5000',
    max: 5000,
    multiline: true,
    autoComplete: 'off',
  },
];

export function ContactForm({ heading, description, subject, productId }: ContactFormProps): ReactNode {
  const _ = useTranslate();
  const { culture } = usePageConfig();
  const client = useApiClient();
  const emit = useButikEvent();
  const ids = useId();
  const form = useFormValidation(useFieldSpecs(FIELDS, { subject: subject ?? '' }));
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [fileStatus, setFileStatus] = useState('');

  const maxSize = formatBytes(UPLOAD_LIMITS.maxBytesPerFile, culture);

  const addFiles = useCallback(
    (chosen: readonly File[]) => {
      const next = [...files];
      const problems: string[] = [];
      for (const file of chosen) {
        if (next.some((f) => sameFile(f, file))) continue;
        const problem = fileProblem(file, next.length);
        if (problem === 'tooMany') problems.push(_(TEXTS.tooManyFiles, { 0: UPLOAD_LIMITS.maxFiles, 1: file.name }));
        else if (problem === 'wrongType') problems.push(_(TEXTS.fileWrongType, { 0: file.name }));
        else if (problem === 'tooLarge') problems.push(_(TEXTS.fileTooLarge, { 0: file.name, 1: maxSize }));
        else next.push(file);
      }
      setFiles(next);
      setRefused(problems);
      setFileStatus(next.length !== files.length ? _(TEXTS.fileAdded, { 0: next.length }) : '');
    },
    [_, maxSize, files],
  );

  const removeFile = useCallback(
    (file: File) => {
      setFiles((current) => current.filter((f) => f !== file));
      setRefused([]);
      setFileStatus(_(TEXTS.fileRemoved, { 0: file.name }));
    },
    [_],
  );

  const cycle = useSendForm(form, {
    request: (v, signal) => createContentApi(client).contactRequest(requestOf(v, productId), files, { signal }),
    onSent: (v) => {
      const request = requestOf(v, productId);
      emit<ContactSentDetail>('butik-contact-sent', {
        subject: request.subject ?? '',
        productid: request.productid ?? null,
        files: files.length,
      });
    },
  });

  const again = () => {
    cycle.again();
    setFiles([]);
    setRefused([]);
    setFileStatus('');
  };

  return (
    <SendForm
      heading={heading}
      description={description}
      texts={TEXTS}
      fields={FIELDS}
      form={form}
      cycle={cycle}
      onAgain={again}
    >
      <FilePicker
        id={`${ids}-files`}
        files={files}
        refused={refused}
        status={fileStatus}
        limits={_(TEXTS.fileLimits, { 0: UPLOAD_LIMITS.maxFiles, 1: maxSize })}
        culture={culture}
        onAdd={addFiles}
        onRemove={removeFile}
        disabled={cycle.state === 'sending'}
      />
    </SendForm>
  );
}

/** The request body: the required fields, and the optional ones that were filled in. */
function requestOf(v: Record<ContactField, string>, productId: string | undefined): ContactRequest {
  return {
    name: v.name,
    email: v.email,
    message: v.message,
    ...(v.phone ? { phone: v.phone } : {}),
    ...(v.company ? { company: v.company } : {}),
    ...(v.subject ? { subject: v.subject } : {}),
    ...(productId?.trim() ? { productid: productId.trim() } : {}),
  };
}

interface FilePickerProps {
  id: string;
  files: readonly File[];
  refused: readonly string[];
  status: string;
  limits: string;
  culture: string;
  disabled: boolean;
  onAdd(files: readonly File[]): void;
  onRemove(file: File): void;
}

function FilePicker({
  id,
  files,
  refused,
  status,
  limits,
  culture,
  disabled,
  onAdd,
  onRemove,
}: FilePickerProps): ReactNode {
  const _ = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;
  const full = files.length >= UPLOAD_LIMITS.maxFiles;

  // A native listener (not React's deferred, delegated one): a file chosen right after the element appeared is
  // never missed (elements/README.md, deferred listeners).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onChange = () => {
      onAddRef.current(Array.from(input.files ?? []));
      input.value = '';
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="form__files" part="files" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="form__label">
        {_(TEXTS.files)}
      </span>
      <div className="form__file-row">
        <input
          ref={inputRef}
          id={id}
          className="butik-visually-hidden form__file"
          part="file-input"
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={disabled || full}
          aria-describedby={`${id}-limits${refused.length ? ` ${id}-refused` : ''}`}
        />
        <label htmlFor={id} className="butik-button form__choose" aria-disabled={disabled || full || undefined}>
          <svg className="form__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <span>{_(TEXTS.chooseFiles)}</span>
        </label>
      </div>
      <p id={`${id}-limits`} className="form__hint" part="file-limits">
        {limits}
      </p>
      {refused.length > 0 ? (
        <div id={`${id}-refused`} className="form__refused" part="file-error" role="alert">
          <ul className="form__refused-list">
            {refused.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="form__file-list" part="file-list" aria-label={_(TEXTS.chosenFiles)}>
          {files.map((file) => (
            <li key={`${file.name}|${file.size}|${file.lastModified}`} className="form__file-item">
              <span className="form__file-name">{file.name}</span>
              <span className="form__file-size">{formatBytes(file.size, culture)}</span>
              <button
                type="button"
                className="butik-button butik-button--icon form__remove"
                part="remove-file"
                aria-label={_(TEXTS.removeFile, { 0: file.name })}
                disabled={disabled}
                onClick={() => {
                  onRemove(file);
                  // The button goes away with its file: keep keyboard focus in the picker.
                  setTimeout(() => inputRef.current?.focus(), 0);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="butik-visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
