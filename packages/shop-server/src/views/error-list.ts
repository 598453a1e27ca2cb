/**
 * The checkout's error list: WooCommerce's `ul.woocommerce-error` with one `li[data-id]` per field error.
 */
import { esc } from './format';

/** One error: its field (when it has one) and its HTML message. */
export interface ErrorItem {
  id?: string;
  html: string;
}

/** `<ul class="woocommerce-error" role="alert">` with one `li[data-id]` per error (the contract's shape). */
export function errorListHtml(errors: ErrorItem[]): string {
  const items = errors.map((e) => `<li${e.id ? ` data-id="${esc(e.id)}"` : ''}>${e.html}</li>`).join('');
  return `<ul class="woocommerce-error" role="alert">${items}</ul>`;
}
