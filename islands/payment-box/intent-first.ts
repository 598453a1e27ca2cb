/**
 * Intent-first provider types (a config entry with `supportsDeferredIntent: false`, e.g. BLIK, as the provider's
 * gateway has it): the payment box creates the intent up front — `create_payment_intent` (with the order on order-pay,
 * else for the basket), or `init_setup_intent` in setup mode and on add-payment-method — mounts the element with its
 * client secret, keeps it updated on submit (`update_payment_intent` where the order exists; skipped for `seti_`
 * ids) and posts its id (`wc_payment_intent_id`), which the shop's checkout pays. Loaded only for such a type.
 */
import { navigate } from '@storefront/page';
import { elementsOptions, paymentElementOptions, type PaymentSettings } from '@storefront/payments';
import { createPaymentIntent, initSetupIntent, updatePaymentIntent } from '@storefront/payments/intent-calls';
import { on } from '@storefront/runtime';
import { checkBlikCode, clearEmptyBlikMark } from './blik-code';
import { FIELDS } from './contract';
import { showPaymentError } from './notices';
import { saveChecked } from './save-options';
import type { PaymentSession } from './session';
import type { TypeSessionClass } from './type-session';

type Flow = typeof import('./flow');

/**
 * Creates the intent of `s`'s type — a setup intent in setup mode (the deferred form's rule) or when adding a method,
 * else a payment intent — and mounts the element made with its client secret.
 */
async function loadElements(s: PaymentSession, flow: Flow): Promise<void> {
  s.setStatus('loading');
  try {
    const client = await flow.providerLoader.impl(s.settings, { navigate, returnUrl: () => s.returnUrl });
    const choice = { saveChecked: saveChecked(s.form, s.settings) };
    const { mode, appearance } = elementsOptions(s.settings, choice, s.type);
    const intent = await (s.settings.isAddPaymentMethodPage || mode === 'setup'
      ? initSetupIntent(s.settings, s.type)
      : createPaymentIntent(s.settings, s.settings.orderId, s.type));
    if (s.scope.disposed) return; // the payment box is gone: no element to make
    s.intentId = intent.id;
    const elements = client.elements({ clientSecret: intent.client_secret, appearance });
    const element = elements.create('payment', paymentElementOptions(s.settings, choice));
    element.on('change', () => s.clearPaymentMethod());
    element.on('loaderror', () => s.setStatus('failed'));
    Object.assign(s, { client, elements, element });
    flow.watchMountPoint(s);
    s.setStatus('ready');
  } catch (error) {
    s.setStatus('failed');
    throw error;
  }
}

/** The hidden intent id input of the form (created when missing). */
function intentInput(form: HTMLFormElement): HTMLInputElement {
  let input = form.querySelector<HTMLInputElement>(`input[name="${FIELDS.intentId}"]`);
  if (!input) {
    input = Object.assign(form.ownerDocument.createElement('input'), { type: 'hidden', name: FIELDS.intentId });
    form.append(input);
  }
  return input;
}

/** Before posting: the intent updated where the order exists (order-pay), and its id in the form. */
async function placeOrder(s: PaymentSession, flow: Flow): Promise<void> {
  try {
    await s.ensureLoaded();
    const intentId = s.intentId!;
    if (s.settings.orderId)
      await updatePaymentIntent(s.settings, {
        orderId: s.settings.orderId,
        intentId,
        savePaymentMethod: saveChecked(s.form, s.settings),
        type: s.type,
      });
    intentInput(s.form).value = intentId;
  } catch (error) {
    if (s.scope.disposed) return;
    s.done();
    showPaymentError(s.form, flow.messageOf(s, error), s.scope);
    return;
  }
  return flow.placeOrder(s);
}

/** The intent-first session class, made from the type session class `Type`. */
export function intentFirstClass(Type: TypeSessionClass): TypeSessionClass {
  return class extends Type {
    constructor(form: HTMLFormElement, settings: PaymentSettings, type: string) {
      super(form, settings, type);
      const changed = () => {
        if (this.type === 'blik') clearEmptyBlikMark(form);
        // Another method chosen: its post must not carry this type's intent.
        if (!this.active()) {
          const input = form.querySelector<HTMLInputElement>(`input[name="${FIELDS.intentId}"]`);
          if (input && input.value === this.intentId) input.value = '';
        }
      };
      form.addEventListener('change', (e) => (e.target as HTMLInputElement).name === 'payment_method' && changed(), {
        signal: this.scope.signal,
      });
      this.scope.add(on('payment_method_selected', changed));
    }

    override ensureLoaded(): Promise<void> {
      this.loading ??= import('./flow').then(
        (flow) => loadElements(this, flow),
        (error: unknown) => {
          this.setStatus('failed');
          throw error;
        },
      );
      return this.loading;
    }

    /** A code not of 6 digits (BLIK) stops the post at once with its message; otherwise the intent goes with it. */
    protected override onPlaceOrder(event: Event): void {
      if (this.paymentMethodInput()?.value) return;
      event.preventDefault();
      const error = this.type === 'blik' ? checkBlikCode(this.form) : null;
      if (error) {
        showPaymentError(this.form, error, this.scope);
        // The checkout's validation (on the shown error) marks a filled field valid: BLIK's rule wins.
        checkBlikCode(this.form);
        return;
      }
      this.start((flow) => placeOrder(this, flow));
    }
  };
}
