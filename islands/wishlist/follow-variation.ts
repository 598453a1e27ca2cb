import { on } from '@storefront/runtime';
import { isId, paintOne, syncList, toggleFields } from './page';

interface Variation {
  variation_id?: unknown;
  attributes?: Record<string, unknown>;
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
 * Makes a heart follow its product's variations form (`found_variation`, `show_variation`, `reset_data`,
 * `hide_variation`): its item is the chosen variation, or the product when none is, and its toggle sends `item_id`,
 * `variation_id` and `attributes[…]`. Once a variation is chosen the list is read, so it shows whether it is listed.
 * Loaded only for hearts of variable products. Returns the cleanup.
 */
export function followVariation(host: HTMLElement, productId: string, form: HTMLFormElement): () => void {
  let variation: Variation | null = null;
  let item = productId; // the heart's item at mount (see heart.ts)
  const follow = (next: Variation | null) => {
    variation = next;
    const id = Number(next?.variation_id);
    item = isId(id) ? String(id) : productId;
    host.setAttribute('data-item_id', item);
    // The page shows the product's state; a variation's comes from the list (read once, then kept).
    if (item !== productId) syncList();
    paintOne(host);
  };
  toggleFields.set(host, () => ({
    item_id: productId,
    variation_id: item === productId ? '0' : item,
    attributes: attributesOf(form, variation),
  }));
  const mine = (e: Event) => e.target instanceof Node && form.contains(e.target);
  // A variation chosen before the heart mounted (it mounts on first interaction).
  const chosen = Number(form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value);
  if (chosen > 0) follow({ variation_id: chosen });
  const offs = [
    on('found_variation', (d, e) => mine(e) && follow(d.variation as Variation)),
    on('show_variation', (d, e) => mine(e) && follow(d.variation as Variation)),
    on('reset_data', (_d, e) => mine(e) && follow(null)),
    on('hide_variation', (_d, e) => mine(e) && follow(null)),
    () => toggleFields.delete(host),
  ];
  return () => offs.forEach((off) => off());
}
