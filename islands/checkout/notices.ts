/**
 * Notices of the checkout: the alert groups at the top of the form, the generic checkout error (spec §8) and the
 * re-validation WooCommerce runs after a failure.
 */
import { escapeHtml } from '@storefront/runtime/ui';
import { CHECKOUT_ERROR_TEXT, ORDER_HISTORY_URL, SEL, checkoutParams } from './contract';

/** Wraps HTML that is not a notice list yet in WooCommerce's error list. */
export const errorList = (inner: string): string => `<ul class="woocommerce-error" role="alert"><li>${inner}</li></ul>`;

/**
 * The generic checkout error as HTML (spec §8): `wc_checkout_params.i18n_checkout_error` when the shop printed
 * one, else the spec's text; 'order history' links to the order history when the text has no link yet. When the
 * shop printed an empty text, the raw error (`fallback`) is shown instead, as WooCommerce does.
 */
export function genericErrorHtml(fallback = ''): string {
  const configured = checkoutParams().i18n_checkout_error;
  if (typeof configured === 'string' && configured.trim() === '' && fallback) return errorList(escapeHtml(fallback));
  const text = typeof configured === 'string' && configured.trim() ? configured : escapeHtml(CHECKOUT_ERROR_TEXT);
  const linked = /<a\s/i.test(text)
    ? text
    : text.replace('order history', `<a href="${ORDER_HISTORY_URL}">order history</a>`);
  return errorList(linked);
}

/** Parses server notice HTML into nodes without running scripts. */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** True when `html` already is a notice (list or div) rather than bare text. */
export const isNotice = (html: string): boolean =>
  /class="[^"]*(woocommerce-(error|message|info)|wc-block-components-notice)/.test(html);

/**
 * A failed checkout's messages as one alert, as WooCommerce 10's checkout script shows them: the notices (`html`,
 * an error list when bare text) lose their own `role="alert"` (a list must stay a list for screen readers, and an
 * alert inside an alert is read twice), become focusable (`tabindex="-1"`) and sit in a `<div role="alert">`. Built
 * detached, so the finished alert (field links included) is announced once when it is inserted.
 */
export function checkoutAlert(html: string): HTMLElement {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.append(parseHtml(isNotice(html) ? html : errorList(html)));
  alert.querySelectorAll('[role=alert]').forEach((n) => n.removeAttribute('role'));
  for (const notice of alert.children) notice.setAttribute('tabindex', '-1');
  return alert;
}

/**
 * Replaces the notice group `groupClass` at the top of `form` with `html` (wrapped in an error list when it is
 * bare text) or with a built node, and returns the group. Old success/error notices around the form go first, as
 * in WooCommerce.
 */
export function showNoticeGroup(form: HTMLFormElement, groupClass: string, html: string | Node): HTMLElement {
  const scope = form.closest('.woocommerce') ?? form.parentElement ?? form;
  scope
    .querySelectorAll(
      `${SEL.checkoutNotices}, ${SEL.reviewNotices}, .woocommerce-error, .woocommerce-message, .is-error, .is-success`,
    )
    .forEach((n) => {
      // Notices inside payment boxes belong to the gateways.
      if (!n.closest(SEL.paymentBox)) n.remove();
    });
  const group = document.createElement('div');
  group.className = `woocommerce-NoticeGroup ${groupClass}`;
  group.append(typeof html !== 'string' ? html : parseHtml(isNotice(html) ? html : errorList(html)));
  form.prepend(group);
  return group;
}

/**
 * Re-validates the fields of `form` the way WooCommerce does after a failure: a `validate` event on every field
 * (the validation binding marks the rows).
 */
export function revalidate(form: HTMLFormElement): void {
  form.querySelectorAll(SEL.validated).forEach((field) => {
    if (field instanceof HTMLInputElement && field.type === 'hidden') return;
    field.dispatchEvent(new Event('validate', { bubbles: true }));
  });
}

/** Inserts notice HTML (a coupon answer) before `anchor`; returns the inserted elements. */
export function insertNoticeBefore(anchor: Element, html: string): Element[] {
  const fragment = parseHtml(isNotice(html) ? html : errorList(html));
  const nodes = [...fragment.children];
  anchor.before(fragment);
  return nodes;
}
