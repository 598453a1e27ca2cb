/** Id of the coupon error element (the input's aria-describedby points at it). */
export const COUPON_ERROR_ID = 'coupon-error-notice';

/**
 * True when an apply-coupon response (an HTML notice) is an error notice: it carries the
 * `woocommerce-error` or the block notice `is-error` class (spec §5 "Coupon").
 */
export function isCouponErrorResponse(html: unknown): boolean {
  return typeof html === 'string' && (html.includes('woocommerce-error') || html.includes('is-error'));
}

/** The plain text of a notice's HTML (markup stripped, whitespace trimmed); never runs scripts. */
export function noticeText(html: unknown, doc: Document = document): string {
  if (typeof html !== 'string' || html === '') return '';
  // A <template> parses without running scripts or loading images.
  const template = doc.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Shows a coupon error under the coupon input: the input gets `has-error`, `aria-invalid` and
 * `aria-describedby="coupon-error-notice"`, and a `span#coupon-error-notice.coupon-error-notice`
 * with role alert is appended to the input's container. An empty message shows nothing.
 */
export function showCouponError(input: HTMLInputElement, message: string): void {
  clearCouponError(input);
  const text = typeof message === 'string' ? message.trim() : '';
  if (text === '') return;
  input.classList.add('has-error');
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', COUPON_ERROR_ID);
  const notice = input.ownerDocument.createElement('span');
  notice.className = 'coupon-error-notice';
  notice.id = COUPON_ERROR_ID;
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  (input.parentElement ?? input).append(notice);
}

/** Clears the coupon error (typing in the coupon field does this, spec §5). */
export function clearCouponError(input: HTMLInputElement): void {
  input.classList.remove('has-error');
  input.removeAttribute('aria-invalid');
  if (input.getAttribute('aria-describedby') === COUPON_ERROR_ID) input.removeAttribute('aria-describedby');
  input.parentElement?.querySelectorAll(`#${COUPON_ERROR_ID}, .coupon-error-notice`).forEach((n) => n.remove());
}

/**
 * Handles an apply-coupon response for the input: an error notice is shown under the input and
 * true is returned; anything else clears the error and returns false.
 */
export function applyCouponResponse(input: HTMLInputElement, html: unknown): boolean {
  if (!isCouponErrorResponse(html)) {
    clearCouponError(input);
    return false;
  }
  showCouponError(input, noticeText(html, input.ownerDocument));
  return true;
}

/** Wires "typing in the coupon field clears that error"; returns the unbinder. */
export function bindCouponErrorClearing(input: HTMLInputElement): () => void {
  const clear = (): void => clearCouponError(input);
  input.addEventListener('input', clear);
  input.addEventListener('change', clear);
  return () => {
    input.removeEventListener('input', clear);
    input.removeEventListener('change', clear);
  };
}

/** The coupon code as posted (`coupon_code`): trimmed; non-strings give ''. */
export function normalizeCouponCode(code: unknown): string {
  return typeof code === 'string' ? code.trim() : '';
}
