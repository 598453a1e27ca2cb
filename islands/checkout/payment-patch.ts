/**
 * Applies an order review refresh to the payment block (`.woocommerce-checkout-payment`) IN PLACE: methods that
 * still exist keep their `li` and `.payment_box` nodes (never detached or moved, since moving an iframe reloads it
 * and a re-created box loses what was typed), gone methods are removed, new ones inserted, the place-order area is
 * updated keeping the terms checkbox and the open terms panel.
 */
import { isHidden, setShown } from '@storefront/runtime/ui';
import { SEL } from './contract';

const methodKey = (li: Element): string => {
  const radio = li.querySelector<HTMLInputElement>(SEL.methodRadio);
  return radio ? `m:${radio.value}` : `x:${li.outerHTML}`;
};

/** Copies the attributes of `from` onto `to` (adding, changing and removing), except the listed ones. */
function syncAttributes(to: Element, from: Element, keep: readonly string[] = []): void {
  for (const { name } of [...to.attributes])
    if (!from.hasAttribute(name) && !keep.includes(name)) to.removeAttribute(name);
  for (const { name, value } of [...from.attributes])
    if (!keep.includes(name) && to.getAttribute(name) !== value) to.setAttribute(name, value);
}

/** Updates a kept method's radio attributes, label and box description; its box content stays. */
function updateMethod(li: HTMLElement, next: HTMLElement): void {
  // `hidden` and `class` of the li are the island's state (country filter); `checked` is the shopper's.
  syncAttributes(li, next, ['hidden', 'class']);
  next.classList.forEach((c) => li.classList.add(c));
  const radio = li.querySelector<HTMLInputElement>(SEL.methodRadio);
  const nextRadio = next.querySelector<HTMLInputElement>(SEL.methodRadio);
  if (radio && nextRadio) syncAttributes(radio, nextRadio, ['checked', 'hidden', 'style']);
  const label = li.querySelector(':scope > label');
  const nextLabel = next.querySelector(':scope > label');
  if (label && nextLabel && label.innerHTML !== nextLabel.innerHTML) label.innerHTML = nextLabel.innerHTML;
  // The description: a leading paragraph without fields. Gateway fields after it are never touched.
  const desc = li.querySelector(`${SEL.paymentBox} > p:first-child`);
  const nextDesc = next.querySelector(`${SEL.paymentBox} > p:first-child`);
  if (
    desc &&
    nextDesc &&
    !desc.querySelector('input, select, textarea, iframe') &&
    desc.innerHTML !== nextDesc.innerHTML
  ) {
    desc.innerHTML = nextDesc.innerHTML;
  }
}

/** Patches the method list: keep, update, remove and insert `li`s without moving kept ones. */
function patchMethods(list: HTMLElement, nextList: HTMLElement): void {
  syncAttributes(list, nextList);
  const current = new Map<string, HTMLElement>();
  for (const li of list.children) if (li instanceof HTMLElement) current.set(methodKey(li), li);
  const wanted = [...nextList.children].filter((li): li is HTMLElement => li instanceof HTMLElement);
  const keep = new Set(wanted.map(methodKey));
  for (const [key, li] of current) if (!keep.has(key)) li.remove();
  // Insert each new li after the nearest preceding li that is already in place.
  let previous: HTMLElement | null = null;
  for (const next of wanted) {
    const existing = current.get(methodKey(next));
    if (existing) {
      updateMethod(existing, next);
      previous = existing;
      continue;
    }
    if (previous) previous.after(next);
    else list.prepend(next);
    previous = next;
  }
}

/** Replaces the place-order area, carrying over the terms checkbox and the terms panel's open state. */
function patchPlaceOrder(row: HTMLElement, next: HTMLElement): void {
  const terms = row.querySelector<HTMLInputElement>(SEL.terms);
  const panel = row.querySelector<HTMLElement>(SEL.termsPanel);
  const focusedId = row.contains(document.activeElement) ? document.activeElement?.id : undefined;
  const nextTerms = next.querySelector<HTMLInputElement>(SEL.terms);
  if (terms && nextTerms) nextTerms.checked = terms.checked;
  const nextPanel = next.querySelector<HTMLElement>(SEL.termsPanel);
  if (panel && nextPanel) setShown(nextPanel, !isHidden(panel));
  // Keep the terms row's validation marks, so a refresh does not clear an error the shopper has yet to fix.
  const termsRow = terms?.closest('.form-row');
  const nextTermsRow = nextTerms?.closest('.form-row');
  if (termsRow && nextTermsRow) nextTermsRow.className = termsRow.className;
  row.replaceWith(next);
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/** Values of the inputs inside payment boxes by id (for a block that had to be replaced whole). */
function boxValues(root: ParentNode): Map<string, string | boolean> {
  const values = new Map<string, string | boolean>();
  root
    .querySelectorAll<HTMLInputElement>(`${SEL.paymentBox} input, ${SEL.paymentBox} select, ${SEL.paymentBox} textarea`)
    .forEach((el) => {
      if (!el.id) return;
      values.set(el.id, el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value);
    });
  return values;
}

function restoreBoxValues(root: Element, values: Map<string, string | boolean>): void {
  values.forEach((value, id) => {
    const el = document.getElementById(id);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement))
      return;
    if (!root.contains(el) || !el.closest(SEL.paymentBox)) return;
    if (el instanceof HTMLInputElement && typeof value === 'boolean') el.checked = value;
    else if (typeof value === 'string') el.value = value;
  });
}

/**
 * Applies the `.woocommerce-checkout-payment` fragment `html` to `current` in place (see the module comment).
 * Markup it cannot patch (no method list on one side) replaces the block whole, keeping payment box inputs and the
 * terms checkbox by id. Returns the element now in the page.
 */
export function patchPayment(current: HTMLElement, html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const next = template.content.firstElementChild;
  if (!(next instanceof HTMLElement)) return current;
  const list = current.querySelector<HTMLElement>('ul.payment_methods, ul.wc_payment_methods');
  const nextList = next.querySelector<HTMLElement>('ul.payment_methods, ul.wc_payment_methods');
  const row = current.querySelector<HTMLElement>(SEL.placeOrderRow);
  const nextRow = next.querySelector<HTMLElement>(SEL.placeOrderRow);
  // A free order's block has no method list (WooCommerce prints none when nothing is to be paid): the list is hidden,
  // not removed, so the methods come back as the shopper left them (card details included) when the total rises.
  if (list && !nextList && row && nextRow && !next.querySelector(SEL.methodRadio)) {
    list.hidden = true;
    patchPlaceOrder(row, nextRow);
    return current;
  }
  if (!list || !nextList || !row || !nextRow) {
    const values = boxValues(current);
    const terms = current.querySelector<HTMLInputElement>(SEL.terms)?.checked;
    current.replaceWith(next);
    restoreBoxValues(next, values);
    const nextTerms = next.querySelector<HTMLInputElement>(SEL.terms);
    if (nextTerms && terms) nextTerms.checked = true;
    return next;
  }
  syncAttributes(current, next, ['class', 'style', 'aria-busy', 'inert', 'data-island-mounted']);
  // (A list hidden for a free order is shown again: the fragment's list has no `hidden`.)
  patchMethods(list, nextList);
  patchPlaceOrder(row, nextRow);
  return current;
}
