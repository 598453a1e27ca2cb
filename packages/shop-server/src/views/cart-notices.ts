/**
 * Notices as the basket endpoints answer them (WooCommerce's notices/*.php templates, without the
 * page's `.woocommerce-notices-wrapper`): the script puts them into the page's wrapper.
 */
import type { Notice } from '../domain/session';
import { html, type Html } from './format';

/**
 * One notice: success → `div.woocommerce-message`, error → `div.woocommerce-error`, info → `div.woocommerce-info`.
 * Errors are a `div` (not WooCommerce's `ul` with role alert, which loses its list semantics and fails axe).
 */
export function noticeHtml(n: Notice): Html {
  if (n.type === 'error') return html`<div class="woocommerce-error" role="alert">${n.text}</div>`;
  if (n.type === 'notice') return html`<div class="woocommerce-info" role="status">${n.text}</div>`;
  return html`<div class="woocommerce-message" role="alert">${n.text}</div>`;
}
