import { createScope } from '@storefront/runtime/ui';

/** MailPoet's success notice of the manage-subscription form. */
export const MANAGE_SUCCESS = '.mailpoet-submit-success';

/**
 * The manage-subscription form (`form.mailpoet-manage-subscription`, spec §2): validated (parsley attributes on
 * yup) before it submits natively; its success notice is hidden on every submit. Returns the cleanup.
 */
export function enhanceManageForm(form: HTMLFormElement): () => void {
  const scope = createScope();
  const hideNotice = () => {
    for (const el of form.querySelectorAll<HTMLElement>(MANAGE_SUCCESS)) el.hidden = true;
  };
  // Until the validation chunk is there, a submit waits for it (then goes through the binding's guard).
  let ready = false;
  let pending: { submitter: HTMLElement | null } | null = null;
  const early = (event: SubmitEvent) => {
    if (ready) return;
    event.preventDefault();
    pending = { submitter: event.submitter };
  };
  form.addEventListener('submit', hideNotice);
  form.addEventListener('submit', early);
  scope.add(() => {
    form.removeEventListener('submit', hideNotice);
    form.removeEventListener('submit', early);
  });
  void import('@storefront/validation/parsley').then(({ bindParsleyForm }) => {
    if (scope.disposed) return;
    const bound = bindParsleyForm(form, { guardSubmit: true });
    scope.add(() => bound.destroy());
    ready = true;
    const waiting = pending as { submitter: HTMLElement | null } | null;
    if (waiting) form.requestSubmit(waiting.submitter?.isConnected ? waiting.submitter : undefined);
  });
  return () => scope.dispose();
}
