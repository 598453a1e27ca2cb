import { asButton, onActivate } from './activate';
import { joinPage, paintOne, toggle } from './page';

/** The variations form a heart belongs to: the one for its product (`data-product_id`), on the page or in the quick view. */
function variationsFormOf(btn: HTMLElement, productId: string): HTMLFormElement | null {
  const scope = btn.closest('[role="dialog"], .product') ?? document;
  return (
    scope.querySelector<HTMLFormElement>(`form.variations_form[data-product_id="${CSS.escape(productId)}"]`) ??
    document.querySelector<HTMLFormElement>(`form.variations_form[data-product_id="${CSS.escape(productId)}"]`)
  );
}

/**
 * One heart (`.alg-wc-wl-btn[data-action="alg-wc-wl-toggle"]`, the `host`): toggles its item on mouseup, touchend or
 * keyboard activation, once per press. On a variable product it follows the variations form (`follow-variation.ts`,
 * loaded only then). The markup is the server's; nothing is rendered. Returns the release.
 */
export function bindHeart(host: HTMLElement): () => void {
  const { leave } = joinPage();
  asButton(host);
  const offs = [leave, onActivate(host, () => toggle(host))];
  // The product the heart stands for (kept on the element, since data-item_id follows the variation).
  const productId = host.getAttribute('data-product_id') ?? host.getAttribute('data-item_id') ?? '';
  if (!host.hasAttribute('data-product_id')) host.setAttribute('data-product_id', productId);
  const form = productId ? variationsFormOf(host, productId) : null;
  let live = true;
  if (form)
    import('./follow-variation').then(
      (m) => live && offs.push(m.followVariation(host, productId, form)),
      (error: unknown) => console.error('[storefront] island "wishlist" failed to load', error),
    );
  paintOne(host);
  return () => {
    live = false;
    offs.forEach((off) => off());
  };
}
