import { asButton, onActivate } from './activate';
import { lazy } from './lazy';
import { joinPage, paintOne, toggle } from './page';

const variations = lazy(() => import('./follow-variation'));

/** The variations form a heart belongs to: its product's (`data-product_id`), in its quick view or on the page. */
function variationsFormOf(btn: HTMLElement, productId: string): HTMLFormElement | null {
  const selector = `form.variations_form[data-product_id="${CSS.escape(productId)}"]`;
  return btn.closest('[role="dialog"]')?.querySelector(selector) ?? document.querySelector(selector);
}

/**
 * One heart (`.alg-wc-wl-btn[data-action="alg-wc-wl-toggle"]`, the `host`): toggles its item on mouseup, touchend or
 * keyboard activation, once per press. On a variable product it follows the variations form (`follow-variation.ts`,
 * loaded only then). The markup is the server's; nothing is rendered. Returns the release.
 */
export function bindHeart(host: HTMLElement): () => void {
  const leave = joinPage();
  asButton(host);
  const offs = [leave, onActivate(host, () => toggle(host))];
  // The product the heart stands for (kept on the element, since data-item_id follows the variation).
  const productId = host.getAttribute('data-product_id') ?? host.getAttribute('data-item_id') ?? '';
  host.setAttribute('data-product_id', productId);
  const form = productId ? variationsFormOf(host, productId) : null;
  let live = true;
  if (form) {
    host.setAttribute('data-item_id', productId); // the product until a variation is followed (also on a remount)
    void variations((m) => live && offs.push(m.followVariation(host, productId, form)));
  }
  paintOne(host);
  return () => {
    live = false;
    offs.forEach((off) => off());
  };
}
