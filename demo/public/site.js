// The demo site's own small script (not part of the library).
//
// 1. The header's VAT switch (<form data-vat-switch>, see demo/server/pages/layout.ts): the server refuses
//    POSTs without the XSRF header, so the form is sent with fetch and the X-XSRF-TOKEN header taken from
//    the XSRF-TOKEN cookie, then the page reloads with the new setting.
//    The footer's language picker (<form data-language-switch>) is sent the same way by its 'Skift' button (not
//    on change: choosing in a select must not change the page by itself, WCAG 3.2.2).
// 2. The /cart order details form (<form data-demo-checkout>): the demo has no order API; when no field
//    blocked the submit (each <checkout-input> prevents an invalid submit), it says so in the status line.

function xsrfToken() {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-vat-switch], [data-language-switch]')) return;
  event.preventDefault();
  const submitter = event.submitter;
  const body = new URLSearchParams(new FormData(form, submitter instanceof HTMLButtonElement ? submitter : undefined));
  for (const button of form.querySelectorAll('button')) button.disabled = true;
  form.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { 'X-XSRF-TOKEN': xsrfToken() },
      credentials: 'same-origin',
      redirect: 'manual',
    });
    if (response.type !== 'opaqueredirect' && !response.ok) throw new Error(`HTTP ${response.status}`);
    window.location.reload();
  } catch (error) {
    console.warn('[butik demo] the setting could not be saved:', error);
    for (const button of form.querySelectorAll('button')) button.disabled = false;
    form.removeAttribute('aria-busy');
  }
});

// Listens on document (bubbling), i.e. after the form's own listeners, so an invalid form is already
// prevented here.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-demo-checkout]')) return;
  const status = form.querySelector('[data-checkout-status]');
  if (event.defaultPrevented) {
    if (status) status.textContent = '';
    return;
  }
  event.preventDefault();
  if (status) {
    status.textContent = 'Ordreoplysningerne er gyldige. Demo-butikken afgiver ingen rigtige ordrer.';
  }
});
