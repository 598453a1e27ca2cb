/**
 * Notices under the variation panel: the 'no matching variations' notice (WooCommerce's
 * `p.wc-no-matching-variations.woocommerce-info`, sliding down over 200 ms) and the island's own message
 * when a server look-up fails.
 */
import { slide } from '@storefront/runtime/ui';
import { clearNotices, LOOKUP_ERROR_CLASS } from './form-state';
import { SEL } from './contract';
import { DISPLAY_TIMINGS } from './display-contract';

function place(form: HTMLElement, el: HTMLElement): void {
  const panel = form.querySelector(SEL.singleVariation);
  if (panel) panel.after(el);
  else form.append(el);
}

/** Shows the no-matching notice after the variation panel and slides it down. */
export function showNoMatch(form: HTMLElement, text: string): void {
  clearNotices(form);
  const p = document.createElement('p');
  p.className = 'wc-no-matching-variations woocommerce-info';
  // role=status: the text is read out without taking focus.
  p.setAttribute('role', 'status');
  p.textContent = text;
  p.hidden = true;
  place(form, p);
  void slide(p, true, DISPLAY_TIMINGS.noticeSlideMs);
}

/** Shows why a server look-up failed (the spec's message for the failure), as an alert. */
export function showLookupError(form: HTMLElement, text: string): void {
  clearNotices(form);
  const p = document.createElement('p');
  p.className = `${LOOKUP_ERROR_CLASS} woocommerce-error`;
  p.setAttribute('role', 'alert');
  p.textContent = text;
  place(form, p);
}
