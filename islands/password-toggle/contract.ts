/**
 * The password toggle's contract (spec §4 "password field"): WooCommerce wraps each password input of its forms in
 * `span.password-input` and adds `button.show-password-input`; labels from `woocommerce_params` when printed.
 */

/** The wrapper WooCommerce's script puts around the input. */
export const WRAPPER_CLASS = 'password-input';
/** WooCommerce's toggle button class; `display-password` while the password shows. */
export const BUTTON_CLASS = 'show-password-input';
export const SHOWN_CLASS = 'display-password';
/** Spec §4: the toggle's labels. */
export const SHOW_LABEL = 'Show password';
export const HIDE_LABEL = 'Hide password';

/** The labels, from `woocommerce_params.i18n_password_show` / `_hide` when printed. */
export function passwordLabels(params: unknown): { show: string; hide: string } {
  const p = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  return { show: text(p.i18n_password_show, SHOW_LABEL), hide: text(p.i18n_password_hide, HIDE_LABEL) };
}
