import { useLayoutEffect } from 'react';
import { on } from '@storefront/runtime';
import { asButton, onActivate } from './activate';
import { joinPage, paintOne, toggle, toggleFields } from './page';

interface Variation {
  variation_id?: unknown;
  attributes?: Record<string, unknown>;
}

/** The variations form a heart belongs to: the one for its product (`data-product_id`), on the page or in the quick view. */
function variationsFormOf(btn: HTMLElement, productId: string): HTMLFormElement | null {
  const scope = btn.closest('[role="dialog"], .product') ?? document;
  return (
    scope.querySelector<HTMLFormElement>(`form.variations_form[data-product_id="${CSS.escape(productId)}"]`) ??
    document.querySelector<HTMLFormElement>(`form.variations_form[data-product_id="${CSS.escape(productId)}"]`)
  );
}

/** The chosen attributes: the variation's own values, or the form's selects where the variation says 'any'. */
function attributesOf(form: HTMLFormElement, variation: Variation | null): Record<string, string> {
  const out: Record<string, string> = {};
  form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]').forEach((s) => (out[s.name] = s.value));
  Object.entries(variation?.attributes ?? {}).forEach(([k, v]) => {
    if (typeof v === 'string' && v) out[k] = v;
  });
  return out;
}

/**
 * One heart (`.alg-wc-wl-btn[data-action="alg-wc-wl-toggle"]`): toggles its item on mouseup, touchend or keyboard
 * activation, once per press. On a variable product it follows the variations form (`found_variation`,
 * `show_variation`, `reset_data`, `hide_variation`): its item is the chosen variation, or the product when none is.
 * The markup is the server's; the component renders nothing.
 */
export function WishlistToggle({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    const { leave } = joinPage();
    asButton(host);
    const offs = [leave, onActivate(host, () => toggle(host))];
    // The product the heart stands for (kept on the element, since data-item_id follows the variation).
    const productId = host.getAttribute('data-product_id') ?? host.getAttribute('data-item_id') ?? '';
    if (!host.hasAttribute('data-product_id')) host.setAttribute('data-product_id', productId);
    const form = productId ? variationsFormOf(host, productId) : null;
    if (form) {
      let variation: Variation | null = null;
      const follow = (next: Variation | null) => {
        variation = next;
        const id = Number(next?.variation_id);
        host.setAttribute('data-item_id', Number.isInteger(id) && id > 0 ? String(id) : productId);
        paintOne(host);
      };
      toggleFields.set(host, () => ({
        item_id: productId,
        variation_id:
          host.getAttribute('data-item_id') === productId ? '0' : (host.getAttribute('data-item_id') ?? '0'),
        attributes: attributesOf(form, variation),
      }));
      const mine = (e: Event) => e.target instanceof Node && form.contains(e.target);
      // A variation chosen before the heart mounted (it mounts on first interaction).
      const chosen = Number(form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value);
      if (chosen > 0) follow({ variation_id: chosen });
      offs.push(
        on('found_variation', (d, e) => mine(e) && follow(d.variation as Variation)),
        on('show_variation', (d, e) => mine(e) && follow(d.variation as Variation)),
        on('reset_data', (_d, e) => mine(e) && follow(null)),
        on('hide_variation', (_d, e) => mine(e) && follow(null)),
        () => toggleFields.delete(host),
      );
    }
    paintOne(host);
    return () => offs.forEach((off) => off());
  }, [host]);
  return null;
}
