/*
 * One MailPoet subscription form (`form.mailpoet_form_form` inside `div.mailpoet_form`): validation (parsley
 * attributes on yup, loaded when the form is first used), the subscribe call and every outcome (spec §4, §7, §8),
 * captcha, preview mode and the heartbeat token.
 */
import type { ParsleyForm } from '@storefront/validation/parsley';
import { navigate, sameOriginUrl } from '@storefront/page';
import { createScope, type Scope } from '@storefront/runtime/ui';
import { refreshCaptcha, renderRecaptcha, type RecaptchaWidget } from './captcha';
import { rememberSubscribed } from './dismissal';
import { setShown, showLines } from './messages';
import { serializeForm } from './serialize';
import { isForeignHost, readSettings } from './settings';
import { subscribe, type SubscribeResult } from './subscribe';

/** Spec §9: a preview form returns to normal this long after its success message. */
export const PREVIEW_RESET_MS = 2500;

/** Classes MailPoet's script and themes style. */
export const SENDING_CLASS = 'mailpoet_form_sending';
export const SENT_CLASS = 'mailpoet_form_successfully_send';

/** Options of {@link enhanceForm}. */
export interface FormOptions {
  /** Called after a subscription (the display closes nothing, it only remembers). */
  onSubscribed?: () => void;
}

/** Whether a container is a preview (`data-is-preview` on the div or the form). */
export const isPreview = (container: Element): boolean =>
  ['1', 'true'].includes(
    container.getAttribute('data-is-preview') ?? container.querySelector('form')?.getAttribute('data-is-preview') ?? '',
  );

/** Updates every MailPoet form's token from a heartbeat answer's `mailpoet_token`. */
function onHeartbeat(data: unknown): void {
  const token = data && typeof data === 'object' ? (data as { mailpoet_token?: unknown }).mailpoet_token : undefined;
  if (typeof token !== 'string' || !token) return;
  (globalThis as { mailpoet_token?: string }).mailpoet_token = token;
  for (const input of document.querySelectorAll<HTMLInputElement>('form.mailpoet_form input[name="token"]')) {
    input.value = token;
  }
}

/**
 * Enhances the subscription form in `container`; returns the cleanup. Typed values stay on every failure; the
 * form is reset only after a subscription.
 */
export function enhanceForm(container: HTMLElement, opts: FormOptions = {}): () => void {
  const form = container.matches('form') ? (container as HTMLFormElement) : container.querySelector('form');
  if (!form) return () => {};
  const scope: Scope = createScope();
  const settings = readSettings();
  const preview = isPreview(container);
  const success = form.querySelector<HTMLElement>('.mailpoet_validate_success');
  const error = form.querySelector<HTMLElement>('.mailpoet_validate_error');
  success?.setAttribute('role', 'status');
  error?.setAttribute('role', 'alert');
  let recaptcha: RecaptchaWidget | null = null;
  let sending = false;
  let validator: Promise<ParsleyForm> | null = null;

  const loadValidator = () =>
    (validator ??= import('@storefront/validation/parsley').then(({ bindParsleyForm }) => {
      const bound = bindParsleyForm(form, {
        extraCheck: () => {
          const empty = !!recaptcha && !recaptcha.invisible && !recaptcha.response();
          recaptcha?.showError(empty);
          return !empty;
        },
      });
      scope.add(() => bound.destroy());
      return bound;
    }));

  const setSending = (on: boolean) => {
    sending = on;
    form.classList.toggle(SENDING_CLASS, on);
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  };

  const hideMessages = () => {
    setShown(success, false);
    setShown(error, false);
  };

  // The sent state (on) hides the form's content (not its messages) and shows the success message; off undoes it.
  function showSent(on: boolean): void {
    for (const el of form!.children) {
      if (el.classList.contains('mailpoet_message')) continue;
      (el as HTMLElement).style.visibility = on ? 'hidden' : '';
      el.toggleAttribute('inert', on);
    }
    form!.classList.toggle(SENT_CLASS, on);
    setShown(success, on);
    for (const el of form!.querySelectorAll<HTMLElement>('.mailpoet_form_hide_on_success')) setShown(el, !on);
  }

  async function handle(result: SubscribeResult, bound: ParsleyForm): Promise<void> {
    recaptcha?.reset();
    if (result.ok) {
      const target = result.meta.redirect_url;
      if (!preview) rememberSubscribed(form!);
      opts.onSubscribed?.();
      if (target && navigate(target)) return;
      showSent(true);
      form!.reset();
      bound.reset();
      await refreshCaptcha(form!, scope.signal);
      return;
    }
    const target = result.meta.redirect_url && sameOriginUrl(result.meta.redirect_url);
    if (target) {
      (window.top ?? window).location.href = target.href;
      return;
    }
    if (result.meta.refresh_captcha) await refreshCaptcha(form!, scope.signal);
    if (error) showLines(error, result.messages);
  }

  async function send(token?: string): Promise<void> {
    const bound = await loadValidator();
    const payload = serializeForm(form!);
    if (token !== undefined) payload.data.recaptchaResponseToken = token;
    else if (recaptcha && !recaptcha.invisible) payload.data.recaptchaResponseToken = recaptcha.response();
    setSending(true);
    try {
      const result = await subscribe(payload, settings, scope.signal);
      if (!scope.disposed) await handle(result, bound);
    } catch (e) {
      if (!scope.disposed && error) showLines(error, [settings.commonError]);
      if (!scope.signal.aborted) console.error('[storefront] newsletter subscribe failed', e);
    } finally {
      if (!scope.disposed) setSending(false);
    }
  }

  async function onSubmit(event: SubmitEvent): Promise<void> {
    // Another host: the browser posts the form itself (spec §7); validation still runs first.
    const native = !preview && isForeignHost(settings.ajaxUrl);
    if (native && validator === null) return;
    event.preventDefault();
    if (sending) return;
    hideMessages();
    const bound = await loadValidator();
    if (scope.disposed || !(await bound.validate({ submit: true }))) return;
    if (preview) {
      showSent(true);
      const timer = setTimeout(() => showSent(false), PREVIEW_RESET_MS);
      scope.add(() => clearTimeout(timer));
      return;
    }
    if (native) {
      HTMLFormElement.prototype.submit.call(form);
      return;
    }
    if (recaptcha?.invisible) {
      setSending(true);
      recaptcha.execute();
      return;
    }
    await send();
  }

  const submitListener = (event: SubmitEvent) => void onSubmit(event);
  const warm = () => void loadValidator();
  const captchaButton = (event: Event) => {
    if (!(event.target as Element).closest?.('.mailpoet_captcha_update')) return;
    event.preventDefault();
    void refreshCaptcha(form, scope.signal);
  };
  const heartbeat = (event: Event) => onHeartbeat((event as CustomEvent).detail);
  form.addEventListener('submit', submitListener);
  form.addEventListener('focusin', warm, { once: true });
  form.addEventListener('input', warm, { once: true });
  form.addEventListener('click', captchaButton);
  document.addEventListener('heartbeat-tick', heartbeat);
  // WordPress triggers `heartbeat-tick` through jQuery with the answer as its first argument.
  type JqHandler = (event: unknown, data: unknown) => void;
  type Jq = (el: unknown) => { on(name: string, fn: JqHandler): void; off(name: string, fn: JqHandler): void };
  const jq = (globalThis as { jQuery?: Jq }).jQuery;
  if (typeof jq === 'function') {
    const jqHeartbeat: JqHandler = (_event, data) => onHeartbeat(data);
    jq(document).on('heartbeat-tick', jqHeartbeat);
    scope.add(() => jq(document).off('heartbeat-tick', jqHeartbeat));
  }
  scope.add(() => {
    form.removeEventListener('submit', submitListener);
    form.removeEventListener('focusin', warm);
    form.removeEventListener('input', warm);
    form.removeEventListener('click', captchaButton);
    document.removeEventListener('heartbeat-tick', heartbeat);
  });
  renderRecaptcha(
    form,
    scope,
    (token) => void send(token),
    (widget) => (recaptcha = widget),
  );
  // `data-font-family`: the form's font first, the theme's as the fallback (MailPoet's behaviour).
  const font = form.getAttribute('data-font-family')?.replace(/["\\;]/g, '');
  if (font) {
    const before = container.style.fontFamily;
    container.style.fontFamily = `"${font}", ${getComputedStyle(container).fontFamily || 'inherit'}`;
    scope.add(() => (container.style.fontFamily = before));
  }
  // A form already in use when the island hydrated (on interaction) gets its validation at once.
  if (form.contains(document.activeElement)) warm();
  return () => scope.dispose();
}
