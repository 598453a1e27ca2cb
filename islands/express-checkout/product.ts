/**
 * The product page's current choice, read from WooCommerce's markup: `form.cart` (simple: the add-to-cart button's
 * value; variable: `data-product_id`, `input.variation_id` and the `attribute_*` selects) and its quantity input;
 * and the order note a checkout page's form holds.
 */
import type { SelectedProduct } from './contract';

/** The add-to-basket form of the product the express button belongs to. */
export function productFormOf(host: HTMLElement): HTMLFormElement | null {
  const scope = host.closest('.product, .summary') ?? document;
  return scope.querySelector<HTMLFormElement>('form.cart') ?? document.querySelector<HTMLFormElement>('form.cart');
}

/** The selected product, or null when a variable product's options are not all chosen. */
export function readSelectedProduct(form: HTMLFormElement | null): SelectedProduct | null {
  if (!form) return null;
  const qty = Math.max(
    1,
    Math.floor(Number(form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]')?.value ?? 1)) || 1,
  );
  if (form.classList.contains('variations_form')) {
    const variationId =
      form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id')?.value ?? '';
    if (!variationId || variationId === '0') return null;
    const attributes: Record<string, string> = {};
    for (const el of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>('[name^="attribute_"]')) {
      if (!el.value) return null;
      attributes[el.name] = el.value;
    }
    return {
      productId:
        form.dataset.product_id ?? form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value ?? '',
      quantity: qty,
      attributes,
    };
  }
  const id =
    form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]')?.value ??
    form.querySelector<HTMLInputElement>('input[name="add-to-cart"]')?.value ??
    '';
  return id ? { productId: id, quantity: qty, attributes: {} } : null;
}

/** The checkout's order comments (`#order_comments` / `textarea[name=order_comments]`), '' on pages without. */
export const orderNote = (doc: Document): string =>
  doc.querySelector<HTMLTextAreaElement>('#order_comments, textarea[name="order_comments"]')?.value ?? '';
