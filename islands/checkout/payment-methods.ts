/**
 * The payment method list (spec §4 "Payment method selection"): a single method's radio hidden, the first or the
 * previously chosen method selected, its box shown and the others hidden, the place-order label from
 * `data-order_button_text`, methods outside their billing countries hidden and unselected, and the 'save payment
 * method' box hidden for non-reusable types and for guests who are not creating an account.
 */
import { slide } from '@storefront/runtime/ui';
import { emit } from '@storefront/runtime';
import { isReusableType } from '@storefront/payments/method-types';
import { PAYMENT_BOX_SLIDE, SEL } from './contract';

/** sessionStorage key of the last chosen method (restored after a reload). */
export const CHOSEN_METHOD_KEY = 'storefront_checkout_payment_method';

/**
 * The remembered choice. Storage may be blocked, or full (quota, some private modes throw on every write): the
 * choice is then simply not remembered, and the server's checked radio still works.
 */
const remembered = {
  get(): string | undefined {
    try {
      return window.sessionStorage.getItem(CHOSEN_METHOD_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(value: string): void {
    try {
      window.sessionStorage.setItem(CHOSEN_METHOD_KEY, value);
    } catch {
      // not remembered across a reload; nothing else changes
    }
  },
};

/** The card gateway's page settings as printed (read raw here: the checkout's first chunk loads no payments code). */
type UpeParams = { paymentMethodsConfig?: Record<string, { countries?: unknown } | undefined> };

/**
 * The countries a provider gateway (`stripe_{type}`) accepts: its type's `countries` in
 * `wc_stripe_upe_params.paymentMethodsConfig` (spec §3 'Payment method config entry'), as the gateway's own markup
 * carries none. Empty means no limit, and so does any other gateway: WooCommerce leaves the ones a billing country
 * can't use out of the payment block it sends with each order review refresh.
 */
export function methodCountries(li: Element): string[] {
  const id = li.querySelector<HTMLInputElement>(SEL.methodRadio)?.value ?? '';
  const config = (globalThis as { wc_stripe_upe_params?: UpeParams }).wc_stripe_upe_params?.paymentMethodsConfig;
  const listed = id.startsWith('stripe') && config ? Object(config[paymentType(id)]).countries : undefined;
  return Array.isArray(listed) ? listed.filter((c): c is string => typeof c === 'string' && c !== '') : [];
}

/** The payment type of a gateway id: `stripe` is the card, `stripe_{type}` that type, anything else itself. */
export const paymentType = (gatewayId: string): string =>
  gatewayId === 'stripe' ? 'card' : gatewayId.startsWith('stripe_') ? gatewayId.slice(7) : gatewayId;

/** The payment method list of one form. */
export class PaymentMethods {
  private selected: string | undefined;
  private emitted: string | undefined;
  private readonly unbind: () => void;

  constructor(private readonly form: HTMLFormElement) {
    const onChange = (event: Event) => {
      const target = event.target as Element;
      if (target instanceof HTMLInputElement && target.matches(SEL.methodRadio) && target.checked)
        this.select(target, true);
      else if (target instanceof HTMLInputElement && target.matches(SEL.createAccount)) this.applySaveRules();
    };
    form.addEventListener('change', onChange);
    this.unbind = () => form.removeEventListener('change', onChange);
  }

  /** Every method radio of the form. */
  radios(): HTMLInputElement[] {
    return [...this.form.querySelectorAll<HTMLInputElement>(SEL.methodRadio)];
  }

  /** The chosen method's gateway id ('' when none). */
  current(): string {
    return this.radios().find((r) => r.checked && !this.isExcluded(r))?.value ?? '';
  }

  /** Hidden for the billing country, or the whole list hidden (a free order: nothing to pay, no method chosen). */
  private isExcluded(radio: HTMLInputElement): boolean {
    return !!radio.closest('li')?.closest('[hidden]');
  }

  /**
   * Applies the rules to the current markup (at mount and after every order review refresh): the country
   * filter, the single-radio rule, the selection and the boxes (without animation).
   */
  init(): void {
    this.applyCountries();
    const usable = this.radios().filter((r) => !this.isExcluded(r));
    for (const radio of usable) radio.hidden = usable.length === 1;
    const previous = this.selected ?? remembered.get();
    const pick =
      (this.selected !== undefined ? usable.find((r) => r.value === this.selected) : undefined) ??
      usable.find((r) => r.checked) ??
      usable.find((r) => r.value === previous) ??
      usable[0];
    if (pick) this.select(pick, false);
    else this.applySaveRules();
  }

  /** Selects `radio`: shows its box, hides the others, sets the place-order label, emits when it changed. */
  select(radio: HTMLInputElement, animate: boolean): void {
    radio.checked = true;
    this.selected = radio.value;
    remembered.set(radio.value);
    for (const other of this.radios()) {
      const box = other.closest('li')?.querySelector<HTMLElement>(SEL.paymentBox);
      if (box) void slide(box, other === radio, animate ? PAYMENT_BOX_SLIDE : 0);
    }
    const button = this.form.querySelector<HTMLElement>(SEL.placeOrder);
    if (button) {
      const label = radio.getAttribute('data-order_button_text') || button.getAttribute('data-value');
      if (label && button.textContent !== label) button.textContent = label;
    }
    this.applySaveRules();
    if (this.emitted !== radio.value) {
      this.emitted = radio.value;
      emit('payment_method_selected', {});
    }
  }

  /** Hides and unselects the provider methods whose countries exclude the billing country; shows the others. */
  applyCountries(): void {
    const country = this.form.querySelector<HTMLSelectElement | HTMLInputElement>('#billing_country')?.value ?? '';
    let lostSelection = false;
    for (const radio of this.radios()) {
      const li = radio.closest('li');
      if (!li) continue;
      const countries = methodCountries(li);
      // No rule: the server's markup decides (it leaves out what the country can't use).
      if (countries.length === 0) continue;
      const excluded = country !== '' && countries.length > 0 && !countries.includes(country);
      if (excluded && radio.checked) {
        radio.checked = false;
        lostSelection = true;
      }
      li.hidden = excluded;
    }
    if (lostSelection && this.selected !== undefined && this.radios().every((r) => !r.checked))
      this.selected = undefined;
  }

  /** Re-checks the country rule after the billing country changed, then re-applies the selection. */
  onBillingCountryChange(): void {
    this.init();
  }

  /** The 'save payment method' rows: hidden for non-reusable types and for guests not creating an account. */
  applySaveRules(): void {
    const createAccount = this.form.querySelector<HTMLInputElement>(SEL.createAccount);
    const guestNotCreating = !!createAccount && !createAccount.checked;
    for (const radio of this.radios()) {
      const rows = radio.closest('li')?.querySelectorAll<HTMLElement>(SEL.saveNew) ?? [];
      const hide = guestNotCreating || !isReusableType(paymentType(radio.value));
      rows.forEach((row) => (row.hidden = hide));
    }
  }

  /** Removes the listeners. */
  dispose(): void {
    this.unbind();
  }
}
