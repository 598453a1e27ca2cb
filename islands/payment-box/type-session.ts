/**
 * Split mode's other provider types (spec §3 'Payment method types': gateway `stripe_{type}`, one radio and box per
 * enabled type): a session per type, loaded only when the page prints such a type's form, so a card-only checkout
 * loads none of it. It is the card's session with the type's gateway (its radio and place-order hook) and mount
 * point; the payment hashes stay the card session's.
 */
import type { PaymentSettings } from '@storefront/payments';
import { PaymentSession } from './session';

/** Form → its sessions by payment type. */
const sessions = new WeakMap<HTMLFormElement, Map<string, PaymentSession>>();

/** A provider type's session. */
class TypeSession extends PaymentSession {
  constructor(form: HTMLFormElement, settings: PaymentSettings, type: string) {
    // Its gateway: the radio it answers to and the place-order hook it vetoes.
    super(form, { ...settings, gatewayId: `stripe_${type}` });
    this.type = type;
    this.mountPoint += `[data-payment-method-type="${type}"]`;
  }

  /** No saved methods nor save checkbox (the redirect types are not reusable): nothing to sync. */
  override sync(): void {}

  /** The card's saved methods don't concern this type: only a payment method already created lets the post go. */
  protected override onPlaceOrder(event: Event): void {
    if (this.paymentMethodInput()?.value) return;
    event.preventDefault();
    this.start((flow) => flow.placeOrder(this));
  }

  override runHash(): boolean {
    return false;
  }

  override dispose(): void {
    super.dispose();
    const all = sessions.get(this.form);
    if (all?.get(this.type) === this) all.delete(this.type);
  }
}

/** The session of `form` for the provider payment `type` (not the card), created on first use with `settings`. */
export function typeSessionFor(form: HTMLFormElement, settings: PaymentSettings, type: string): PaymentSession {
  let all = sessions.get(form);
  if (!all) sessions.set(form, (all = new Map()));
  let s = all.get(type);
  if (!s) all.set(type, (s = new TypeSession(form, settings, type)));
  return s;
}
