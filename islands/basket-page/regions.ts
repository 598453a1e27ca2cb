/**
 * DOM work of the basket page: reading the server's answer (a whole basket page, or a totals or notice
 * fragment) and swapping the page's regions with it, notices, the inline coupon error, and keeping what the
 * shopper typed across a swap.
 */
import { HttpError } from '@storefront/http';
import { COUPON_ERROR_ID, HEADER_FRAGMENT_KEYS, SEL } from './contract';

/** What a basket page answer holds. */
export interface BasketPageAnswer {
  form: HTMLFormElement | null;
  totals: HTMLElement | null;
  /** The empty-basket message, when the basket is now empty. */
  empty: HTMLElement | null;
  notices: HTMLElement[];
  /** Header regions (mini-basket, basket link) keyed like basket fragments, and the basket hash. */
  fragments: Record<string, string>;
  cartHash: string | undefined;
}

/** Parses HTML into a detached document (nothing in it runs). */
const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

/** Notices in `root`, without repeats (a page can print the same message twice). */
function uniqueNotices(root: ParentNode): HTMLElement[] {
  const seen = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(SEL.notices)].filter((n) => {
    if (n.closest(SEL.emptyMessage)) return false; // part of the empty state, not a notice
    const text = n.textContent?.trim() ?? '';
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/**
 * Reads a basket page the server answered. Anything that is neither a basket form nor the empty basket (a
 * login page, a proxy's error page) is refused with the generic message, so the page is left as it was.
 */
export function readBasketPage(html: string): BasketPageAnswer {
  const doc = parse(html);
  const form = doc.querySelector<HTMLFormElement>(SEL.form);
  const empty = doc.querySelector<HTMLElement>(SEL.emptyMessage);
  if (!form && !empty) throw new HttpError('unknown_error');
  const fragments: Record<string, string> = {};
  for (const key of HEADER_FRAGMENT_KEYS) {
    const el = doc.querySelector(key);
    if (el) fragments[key] = el.outerHTML;
  }
  return {
    form,
    empty,
    fragments,
    totals: doc.querySelector<HTMLElement>(SEL.totals),
    notices: uniqueNotices(doc),
    cartHash: doc.querySelector(HEADER_FRAGMENT_KEYS[0])?.getAttribute('data-cart-hash') ?? undefined,
  };
}

/** Reads a `div.cart_totals` answer (update_shipping_method, get_cart_totals). */
export function readTotals(html: string): HTMLElement {
  const totals = parse(html).querySelector<HTMLElement>(SEL.totals);
  if (!totals) throw new HttpError('unknown_error');
  return totals;
}

/** Reads a notice answer (apply_coupon, remove_coupon): the notices and whether one is an error. */
export function readNotices(html: string): { notices: HTMLElement[]; isError: boolean; text: string } {
  const body = parse(html).body;
  const notices = uniqueNotices(body);
  if (notices.length === 0) throw new HttpError('unknown_error');
  const errors = notices.filter((n) => n.matches('.woocommerce-error, .is-error'));
  return { notices, isError: errors.length > 0, text: (errors[0] ?? notices[0])!.textContent?.trim() ?? '' };
}

/** Removes the notices on the page (and the inline coupon error unless `keepCouponError`). */
export function clearNotices(keepCouponError = false): void {
  document.querySelectorAll<HTMLElement>(SEL.notices).forEach((n) => {
    if (!n.closest(SEL.emptyMessage) && !n.closest(HEADER_FRAGMENT_KEYS[0])) n.remove();
  });
  if (!keepCouponError) clearCouponError();
}

/** The page's notices wrapper (WooCommerce prints one at the top of the content); made before the basket if missing. */
function noticesWrapper(anchor: Element | null): HTMLElement {
  const existing = document.querySelector<HTMLElement>(SEL.noticesWrapper);
  if (existing) return existing;
  const wrapper = document.createElement('div');
  wrapper.className = 'woocommerce-notices-wrapper';
  const at = anchor?.closest(SEL.wrapper) ?? anchor;
  if (at) at.before(wrapper);
  else document.body.prepend(wrapper);
  return wrapper;
}

/** Puts notices at the top of the notices wrapper and returns the wrapper. */
export function showNotices(notices: Element[], anchor: Element | null): HTMLElement {
  const wrapper = noticesWrapper(anchor);
  wrapper.prepend(...notices.map((n) => document.importNode(n, true)));
  return wrapper;
}

/**
 * An error notice with `message` as text: `div.woocommerce-error` with role alert (a `ul` with role alert, as
 * WooCommerce prints it, loses its list semantics and fails axe's list rules).
 */
export function errorNotice(message: string): HTMLElement {
  const div = document.createElement('div');
  div.className = 'woocommerce-error';
  div.setAttribute('role', 'alert');
  div.textContent = message;
  return div;
}

/** Shows `message` under the coupon field and marks the field invalid (spec §5 "Coupon"). */
export function showCouponError(form: ParentNode, message: string): void {
  const field = form.querySelector<HTMLInputElement>(SEL.couponField);
  const wrapper = field?.closest(SEL.couponWrapper);
  if (!field || !wrapper || !message) return;
  clearCouponError();
  const p = document.createElement('p');
  p.className = 'coupon-error-message';
  p.id = COUPON_ERROR_ID;
  p.setAttribute('role', 'alert');
  p.textContent = message;
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', COUPON_ERROR_ID);
  wrapper.append(p);
}

/** The inline coupon error's text, if shown. */
export const couponErrorText = (): string => document.querySelector(SEL.couponError)?.textContent ?? '';

/** Removes the inline coupon error and the field's invalid marks. */
export function clearCouponError(): void {
  document.querySelectorAll(SEL.couponError).forEach((p) => p.remove());
  const field = document.querySelector<HTMLInputElement>(SEL.couponField);
  if (!field) return;
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  if (field.getAttribute('aria-describedby') === COUPON_ERROR_ID) field.removeAttribute('aria-describedby');
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Values the shopper typed into `root` and has not sent yet (those differing from the server's), by name. */
export function captureTyped(root: ParentNode): Map<string, string> {
  const typed = new Map<string, string>();
  root.querySelectorAll<Field>('input[name], textarea[name]').forEach((f) => {
    if (f instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'radio', 'checkbox'].includes(f.type)) return;
    if (f.value !== f.defaultValue) typed.set(f.name, f.value);
  });
  return typed;
}

/** Puts typed values back into a swapped region. @returns whether any quantity field was restored. */
export function restoreTyped(root: ParentNode, typed: Map<string, string>): boolean {
  let qty = false;
  for (const [name, value] of typed) {
    const f = root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    if (!f) continue;
    f.value = value;
    if (f.matches(SEL.qty)) qty = true;
  }
  return qty;
}

/** Replaces the form's content and attributes with the answer's, keeping the element (the island's host). */
export function replaceForm(host: HTMLFormElement, next: HTMLFormElement): void {
  for (const attr of [...next.attributes]) host.setAttribute(attr.name, attr.value);
  host.replaceChildren(...[...next.childNodes].map((n) => document.importNode(n, true)));
}

/** Replaces the page's `div.cart_totals` with `next`. */
export function replaceTotals(next: HTMLElement): void {
  document.querySelector(SEL.totals)?.replaceWith(document.importNode(next, true));
}

/** Replaces the basket (form and totals) with the answer's empty-basket region. */
export function replaceWithEmpty(host: HTMLElement, empty: HTMLElement): void {
  const region = empty.closest(SEL.wrapper) ?? empty;
  const current = host.closest(SEL.wrapper) ?? host;
  current.replaceWith(document.importNode(region, true));
}
