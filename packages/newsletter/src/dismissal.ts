import { getCookie, setCookie } from '@storefront/runtime/ui';

/** Days the dismissal cookie lasts after subscribing (spec §9). */
export const SUBSCRIBED_DAYS = 182;

/** `popup_form_dismissed_{form_id}` of a form (spec §4). */
export function dismissalCookieName(form: Element): string {
  const id = form.querySelector<HTMLInputElement>('input[name="data[form_id]"]')?.value ?? '';
  return `popup_form_dismissed_${id}`;
}

/** Whether the form was dismissed or subscribed to (then popups, bars and slide-ins stay hidden). */
export const isDismissed = (form: Element): boolean => getCookie(dismissalCookieName(form)) === '1';

/** After subscribing: '1' for 182 days on path /. */
export function rememberSubscribed(form: Element): void {
  setCookie(dismissalCookieName(form), '1', { maxAge: SUBSCRIBED_DAYS * 86400 });
}

/**
 * After closing: '1' for the form's `data-cookie-expiration-time` days, or for the session when it has none; an
 * existing cookie (a subscription's 182 days) is kept.
 */
export function rememberClosed(form: HTMLElement): void {
  if (isDismissed(form)) return;
  const days = Number.parseFloat(form.getAttribute('data-cookie-expiration-time') ?? '');
  setCookie(
    dismissalCookieName(form),
    '1',
    days > 0 ? { maxAge: days * 86400 } : {} /* NaN (no attribute) is not > 0 */,
  );
}
