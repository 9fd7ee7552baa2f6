/**
 * Submit guard for `<checkout-input>` fields in the host page's `<form>` (light DOM, so the inner `<input>` is a
 * real control of that form and a normal post carries its value).
 *
 * - Each field keeps its first error as the input's custom validity (`setCustomValidity`). A form that validates
 *   (no `novalidate`) then never submits while a field is invalid: the browser fires `invalid` on it, which the
 *   field cancels (no browser bubble) to show its own message; the first invalid control of the form gets focus.
 * - A form with `novalidate` does fire `submit`: one capturing listener per document (or shadow root) sees it
 *   before the page's own listeners; when a field of that form is invalid it shows every field's error, focuses
 *   the first invalid field, cancels the submit (`preventDefault`) and stops it there, so page handlers do not
 *   send an invalid form (the same as a validating form, which fires no `submit` at all).
 * - `reset` of the form resets the fields to their `value` attribute.
 */

export interface GuardedField {
  input: HTMLInputElement;
  /** Show the field's error (after a blocked submit). */
  reveal(): void;
  /** The form was reset. */
  reset(): void;
}

const fieldsByRoot = new WeakMap<Node, Set<GuardedField>>();

function inOrder(a: GuardedField, b: GuardedField): number {
  return a.input.compareDocumentPosition(b.input) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The first control of `form` that is invalid (any control, ours or the page's), in tree order. */
function firstInvalidControl(form: HTMLFormElement): Element | undefined {
  return [...form.elements].find((el) => {
    const control = el as HTMLInputElement;
    return typeof control.checkValidity === 'function' && control.willValidate && !control.validity.valid;
  });
}

function onSubmit(this: Node, event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const fields = [...(fieldsByRoot.get(this) ?? [])].filter((f) => f.input.form === form).sort(inOrder);
  const invalid = fields.filter((f) => !f.input.validity.valid);
  if (invalid.length === 0) return;
  for (const field of invalid) field.reveal();
  event.preventDefault();
  event.stopImmediatePropagation();
  invalid[0]?.input.focus();
}

function onReset(this: Node, event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  for (const field of fieldsByRoot.get(this) ?? []) if (field.input.form === form) field.reset();
}

/** Guards `field` while it is connected; returns the cleanup. */
export function guardField(field: GuardedField): () => void {
  const root = field.input.getRootNode();
  let fields = fieldsByRoot.get(root);
  if (!fields) {
    fields = new Set();
    fieldsByRoot.set(root, fields);
    root.addEventListener('submit', onSubmit, true);
    root.addEventListener('reset', onReset, true);
  }
  fields.add(field);

  const onInvalid = (event: Event) => {
    event.preventDefault();
    field.reveal();
    const form = field.input.form;
    if (form && firstInvalidControl(form) === field.input) field.input.focus();
  };
  field.input.addEventListener('invalid', onInvalid);
  return () => {
    field.input.removeEventListener('invalid', onInvalid);
    fields?.delete(field);
  };
}
