import { on } from '@storefront/runtime';
import { clickOnSpace, createScope, isPlainClick } from '@storefront/runtime/ui';
import { listenForCartEvents } from '@storefront/cart';
import { BasketActions } from './basket-actions';
import { SEL, type BasketPageProps } from './contract';
import { minus, plus, quantityAttrs } from '@storefront/validation/quantity';
import { quantitiesValid } from './quantity';
import { toggleCalculator } from './calculator';

/**
 * The basket page without reloads (WooCommerce's classic cart behaviour): remove links, 'Update basket'
 * (enabled once a quantity changes; Enter in a quantity sends it), plus/minus buttons, the coupon form and
 * remove-coupon links, the shipping calculator and shipping method choice. Listeners are delegated from the
 * document because the totals live beside the form and every region is swapped after each change. `host` is the
 * basket form; returns the release (nothing when it is not a form).
 */
export function bindBasketPage(host: HTMLElement, { params }: BasketPageProps): (() => void) | undefined {
  if (!(host instanceof HTMLFormElement)) return;
  const scope = createScope();
  scope.add(listenForCartEvents());
  const actions = new BasketActions(host, params, scope);
  // Islands mount after the page has loaded: a quantity typed before that is kept and 'Update basket' is enabled
  // for it (each field compared with what the server printed).
  actions.setUpdateEnabled(typedBeforeMount(host));
  const busy = () => host.classList.contains('processing');
  const live = () => host.isConnected; // a host swapped away (empty basket) handles nothing more

  const onClick = (e: MouseEvent) => {
    if (!live() || !isPlainClick(e)) return;
    const target = e.target as Element | null;
    const link = target?.closest?.('a');
    const remove = link?.parentElement?.matches(SEL.removeCell) ? link : null;
    if (remove && host.contains(remove) && remove.href) {
      e.preventDefault();
      if (!busy()) void actions.removeItem(remove);
      return;
    }
    const removeCoupon = target?.closest?.<HTMLAnchorElement>(SEL.removeCoupon);
    if (removeCoupon) {
      e.preventDefault();
      void actions.removeCoupon(removeCoupon);
      return;
    }
    const toggle = target?.closest?.<HTMLElement>(SEL.calculatorToggle);
    if (toggle) {
      e.preventDefault();
      toggleCalculator(toggle);
      return;
    }
    const step = target?.closest?.<HTMLElement>('.plus, .minus');
    const qty = step?.closest('.quantity')?.querySelector<HTMLInputElement>(SEL.qty);
    if (step && qty && host.contains(qty)) {
      e.preventDefault();
      const q = quantityAttrs(qty);
      const next = String(step.classList.contains('plus') ? plus(q) : minus(q));
      if (qty.value === next) return; // nothing changed: 'Update basket' stays as it is
      qty.value = next;
      qty.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const onSubmit = (e: SubmitEvent) => {
    const form = e.target as HTMLFormElement;
    if (!live()) return;
    if (form.matches(SEL.calculator)) {
      e.preventDefault();
      void actions.submitCalculator(form);
      return;
    }
    if (form !== host) return;
    const submitter = e.submitter ?? document.activeElement;
    if (busy()) return e.preventDefault();
    if (submitter?.matches(SEL.updateButton) || submitter?.matches(SEL.qty)) {
      e.preventDefault();
      void actions.updateQuantities();
    } else if (submitter?.matches('[name="apply_coupon"]') || submitter?.matches(SEL.couponField)) {
      e.preventDefault();
      void actions.applyCoupon();
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const input = e.target as Element | null;
    if (!live()) return;
    // Remove links are `role="button"`: Space clicks them, and the click handling above takes it from there.
    if (clickOnSpace(e, `${SEL.removeCell} > a, ${SEL.removeCoupon}`)) return;
    // Enter in a quantity would submit with the first button (Apply coupon): send the quantities instead.
    if (e.key !== 'Enter' || !input?.matches?.(SEL.qty) || !host.contains(input)) return;
    e.preventDefault();
    if (!busy() && quantitiesValid(host, SEL.qty)) void actions.updateQuantities();
  };

  const onInput = (e: Event) => {
    const target = e.target as Element | null;
    if (!live()) return;
    if (target?.matches?.(SEL.couponField)) actions.clearCouponError();
    else if (target?.matches?.(SEL.itemInput) && host.contains(target)) actions.setUpdateEnabled(true);
  };

  const onChange = (e: Event) => {
    const target = e.target as Element | null;
    if (!live()) return;
    if (target?.matches?.(SEL.shippingMethod) && !target.closest(SEL.calculator)) void actions.chooseShipping();
    else onInput(e);
  };

  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('input', onInput);
  document.addEventListener('change', onChange);
  // A basket change made elsewhere on this page (a cross-sell added, the header mini-basket): re-read the basket.
  const offAdded = on('added_to_cart', () => void actions.refresh());
  const offRemoved = on('removed_from_cart', () => {
    if (!actions.emitting) void actions.refresh();
  });
  const offUpdate = on('wc_update_cart', () => void actions.refresh());
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('input', onInput);
    document.removeEventListener('change', onChange);
    offAdded();
    offRemoved();
    offUpdate();
    scope.dispose();
  };
}

/** Whether a basket line's field already differs from the server's value (typed before the island mounted). */
function typedBeforeMount(host: HTMLFormElement): boolean {
  return [...host.querySelectorAll<HTMLInputElement>(SEL.itemInput)].some(
    (f) => 'defaultValue' in f && f.value !== f.defaultValue,
  );
}
