/**
 * What refreshes the order review (spec §4 "Checkout order review refresh"): a shipping method change, the
 * ship-to-different toggle and `update_totals_on_change` inputs at once; typing in address fields after a 1 s pause
 * (Tab ignored) when the required address fields near the edited one are filled; and `update_checkout` from any
 * island, plain DOM code or jQuery. Every trigger goes through the `update_checkout` event, as in WooCommerce.
 */
import { emit, on } from '@storefront/runtime';
import { SEL, TYPING_DEBOUNCE, type UpdateCheckoutArgs } from './contract';
import type { OrderReview } from './order-review';

/** The part of the address controller the triggers use. */
export interface NearbyCheck {
  nearbyRequiredFilled(field: Element): boolean;
}

/** Fallback of the address controller's check: WooCommerce's rule (required address inputs in the same block filled). */
export function nearbyRequiredFilled(field: Element): boolean {
  const block = field.closest('div') ?? field.parentElement;
  if (!block) return true;
  for (const row of block.querySelectorAll<HTMLElement>('.address-field.validate-required')) {
    if (row.hasAttribute('hidden')) continue;
    const input = row.querySelector<HTMLInputElement>('input.input-text');
    if (input && input.value === '') return false;
  }
  return true;
}

/** Reads `update_checkout` arguments from an island's detail (`{ args }`) or a jQuery trigger's first argument. */
function argsOf(detail: unknown): UpdateCheckoutArgs {
  const args = (detail as { args?: unknown } | undefined)?.args;
  const first = Array.isArray(args) ? args[0] : args;
  return first && typeof first === 'object' ? (first as UpdateCheckoutArgs) : {};
}

/** Binds the refresh triggers of `form` to `review`; returns the unbinder. */
export function bindRefreshTriggers(form: HTMLFormElement, review: OrderReview, address?: NearbyCheck): () => void {
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let dirty: Element | undefined;
  let focusId: string | undefined;
  const stopTyping = () => {
    clearTimeout(typingTimer);
    typingTimer = undefined;
  };

  const trigger = () => {
    stopTyping();
    dirty = undefined;
    emit('update_checkout', {});
  };
  const maybeUpdate = () => {
    const field = dirty;
    dirty = undefined;
    const filled = field ? (address ?? { nearbyRequiredFilled }).nearbyRequiredFilled(field) : true;
    if (filled) trigger();
  };

  const onChange = (event: Event) => {
    const target = event.target as Element;
    if (target.matches(SEL.refreshOnChange)) {
      focusId = target.matches('input[name^="shipping_method"]') && target.id ? target.id : undefined;
      trigger();
    } else if (target.matches('.address-field select')) {
      dirty = target;
      maybeUpdate();
    } else if (target.matches(SEL.typed) && dirty) {
      stopTyping();
      dirty = target;
      maybeUpdate();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as Element;
    if (event.key === 'Tab' || !target.matches?.(SEL.typed)) return;
    dirty = target;
    stopTyping();
    typingTimer = setTimeout(maybeUpdate, TYPING_DEBOUNCE);
  };
  form.addEventListener('change', onChange);
  form.addEventListener('keydown', onKeyDown);
  const off = on('update_checkout', (detail) => {
    stopTyping();
    review.schedule(argsOf(detail), focusId);
    focusId = undefined;
  });
  return () => {
    stopTyping();
    off();
    form.removeEventListener('change', onChange);
    form.removeEventListener('keydown', onKeyDown);
  };
}
