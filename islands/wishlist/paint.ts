import { TEXTS } from './contract';

/** The product name a heart is about: `data-product_name`, or the title of its product, quick view or table row. */
export function productNameOf(btn: HTMLElement): string {
  const own = btn.getAttribute('data-product_name');
  if (own) return own.trim();
  const title = btn
    .closest('.product, tr, [role="dialog"]')
    ?.querySelector('.woocommerce-loop-product__title, .product_title, .product-name');
  return title?.textContent?.trim() ?? '';
}

/**
 * Shows a heart's state as the plugin does (class `remove` when listed, `add` otherwise) and to assistive tech:
 * `aria-pressed`, and a name that says what a press does, e.g. 'Add to wishlist: Linen tea towel'.
 */
export function paintButton(btn: HTMLElement, inList: boolean): void {
  btn.classList.toggle('remove', inList);
  btn.classList.toggle('add', !inList);
  btn.setAttribute('aria-pressed', String(inList));
  const name = productNameOf(btn);
  const verb = inList ? TEXTS.remove : TEXTS.add;
  btn.setAttribute('aria-label', name ? `${verb}: ${name}` : verb);
}
