/**
 * The block checkout's card: loaded only once the shopper chooses the card (or the page comes back from the card's
 * authentication step). The provider's payment element with the block checkout's appearance (`blocksAppearance`,
 * else the computed one, then saved with `is_block_checkout: 'yes'`), the payment method created when the order is
 * placed and sent as the gateway's blocks code sends it, and the confirmation a card needing authentication asks
 * for — all through `@storefront/payments`, the code the classic payment box runs.
 *
 * Failures reject with the message to show (spec §8), a string.
 */
import { navigate } from '@storefront/page';
import {
  elementsOptions,
  loadFailureMessage,
  FLOW_MESSAGES,
  loadPaymentProvider,
  paymentElementOptions,
  paymentErrorMessage,
  PaymentFlowError,
  readPaymentSettings,
  type BillingDetails,
  type ElementsLike,
  type PaymentClient,
  type PaymentSettings,
} from '@storefront/payments';
import { createPaymentMethodWith, saveAppearance, startHashFlow } from '@storefront/payments/flows';
import type { Address } from './contract';
import { mountSavedCards, savedCardsOf } from './saved-cards';

/** A Store API `payment_data` entry. */
export type PaymentDataEntry = { key: string; value: string | boolean };

/** The blocks settings' part the card reads: `wcSettings` (`raw`) → its `stripe_data`. */
const blocksData = (raw: unknown): Record<string, unknown> =>
  ((raw as Record<string, unknown> | undefined)?.stripe_data ?? {}) as Record<string, unknown>;

/** The card gateway's blocks settings (`wcSettings.stripe_data`) with the block checkout's appearance. */
export function cardSettings(raw: unknown): PaymentSettings {
  // (Nothing of the island's first bundle is imported here: that would split it.)
  const s = blocksData(raw);
  return readPaymentSettings({ ...s, appearance: s.blocksAppearance });
}

/** The provider loader; tests replace `impl` with a fake provider. */
export const cardProvider = { impl: loadPaymentProvider };

/** Forgets the loaded provider (tests). */
export const resetCardProvider = (): void => void (client = undefined);

/** The provider client of this page, loaded once (again after a failed load). */
let client: Promise<PaymentClient> | undefined;
let returnUrl: string | undefined;
const provider = (settings: PaymentSettings): Promise<PaymentClient> =>
  (client ??= cardProvider.impl(settings, { navigate, returnUrl: () => returnUrl }).catch((error: unknown) => {
    client = undefined;
    throw error;
  }));

/** 'Invalid or missing payment details…' (spec §5): the card form did not load. */
const missingDetails = () => new PaymentFlowError(FLOW_MESSAGES.missingDetails);

/** The message for a failure, with the page's configured messages. */
const messageOf = (settings: PaymentSettings, error: unknown): string =>
  paymentErrorMessage(error, { configured: settings.messages });

/** The billing details the provider gets (spec §3), from the Store API billing address. */
function billingDetails(a: Address): BillingDetails {
  const put = <T extends object>(o: T, key: keyof T, v: string | undefined) => v && Object.assign(o, { [key]: v });
  const out: BillingDetails = {};
  const address: NonNullable<BillingDetails['address']> = {};
  put(out, 'name', `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim());
  put(out, 'email', a.email);
  put(out, 'phone', a.phone);
  for (const [k, from] of [
    ['city', 'city'],
    ['country', 'country'],
    ['line1', 'address_1'],
    ['line2', 'address_2'],
    ['postal_code', 'postcode'],
    ['state', 'state'],
  ] as const)
    put(address, k, a[from]);
  if (Object.keys(address).length) out.address = address;
  return out;
}

/** The card form mounted in the method's box. */
export interface CardForm {
  /** Creates the payment method; resolves with the order's `payment_data`, rejects with the message to show. */
  paymentData(billing: Address): Promise<PaymentDataEntry[]>;
  /** Destroys the element and forgets the form. */
  destroy(): void;
}

/**
 * Loads the provider and mounts the payment element into `node` (`raw`: the page's `wcSettings`), with the customer's
 * saved cards before it and the save checkbox after it. When it cannot load, the form's place shows the load-failure
 * message for the method `title` (spec §8) and placing the order with a new card says the details are missing.
 */
export function mountCard(node: HTMLElement, raw: unknown, title: string): CardForm {
  const settings = cardSettings(raw);
  const data = blocksData(raw);
  const scope = new AbortController();
  const choice = { saveChecked: false };
  // The provider's form (announced: its load failure is a message).
  const form = Object.assign(document.createElement('div'), { className: 'wc-block-components-payment-element__form' });
  form.setAttribute('aria-live', 'polite');
  node.append(form);
  let failed = false;
  const fail = () => {
    failed = true;
    if (!scope.signal.aborted) form.textContent = loadFailureMessage(title);
  };
  let elements: ElementsLike | undefined;
  let element: ReturnType<ElementsLike['create']> | undefined;
  const saved = mountSavedCards(node, {
    cards: data.showSavedCards === true ? savedCardsOf(raw, settings.gatewayId) : [],
    offerSave: data.showSaveOption === true && (settings.paymentMethodsConfig.card?.isReusable ?? true),
    forceSave: settings.forceSavePaymentMethod,
    loggedIn: (raw as Record<string, unknown>).currentUserIsLoggedIn === true,
    form,
    onSaveChange(saving) {
      // Future usage and the saving terms follow the choice (spec §4).
      choice.saveChecked = saving;
      elements?.update({ setupFutureUsage: elementsOptions(settings, choice).setupFutureUsage ?? null });
      element?.update({ terms: paymentElementOptions(settings, choice).terms });
    },
  });
  const ready = provider(settings).then((c) => {
    if (scope.signal.aborted) throw missingDetails();
    elements = c.elements(elementsOptions(settings, choice));
    element = elements.create('payment', paymentElementOptions(settings, choice));
    element.on('loaderror', fail);
    element.mount(form);
    saveAppearance(settings, true, scope.signal);
    return { c, elements };
  });
  ready.catch(fail);
  return {
    async paymentData(billing) {
      const token = saved.token();
      // A saved card: its token, as WooCommerce's blocks checkout sends a chosen saved method (no new card made).
      if (token)
        return [
          { key: 'token', value: token },
          { key: 'payment_method', value: settings.gatewayId },
          { key: `wc-${settings.gatewayId}-payment-token`, value: token },
          { key: 'isSavedToken', value: true },
          { key: `wc-${settings.gatewayId}-new-payment-method`, value: false },
        ];
      try {
        if (failed) throw missingDetails();
        const { c, elements } = await ready.catch(() => {
          throw missingDetails();
        });
        const id = await createPaymentMethodWith(c, elements, billingDetails(billing));
        // The names and values the card gateway's blocks code sends (deferred intent: the intent is made server-side).
        return [
          { key: 'payment_method', value: settings.gatewayId },
          { key: 'wc_payment_intent_id', value: '' },
          { key: 'wc-stripe-is-deferred-intent', value: true },
          { key: 'wc-stripe-payment-method', value: id },
          { key: 'save_payment_method', value: saved.save() ? 'yes' : 'no' },
          // WooCommerce's blocks checkout adds the save choice as `wc-{method}-new-payment-method`.
          { key: `wc-${settings.gatewayId}-new-payment-method`, value: saved.save() },
        ];
      } catch (error) {
        throw messageOf(settings, error);
      }
    },
    destroy() {
      scope.abort();
      saved.destroy();
      element?.destroy();
    },
  };
}

/**
 * Runs the card's confirmation hash (`#wc-stripe-confirm-…`: the checkout's answer for a card needing authentication,
 * or the page's own hash when the shopper comes back from the authentication step): the provider confirms the
 * intent, update_order_status marks the order paid and the browser goes to its order-received page. Resolves
 * false when `hash` is no payment flow for this page, true once the page is leaving; rejects with the message.
 */
export async function confirmCard(raw: unknown, hash: string): Promise<boolean> {
  const settings = cardSettings(raw);
  const running = startHashFlow(
    { settings, form: null, client: () => provider(settings), setReturnUrl: (url) => (returnUrl = url) },
    hash,
  );
  if (!running) return false;
  try {
    await running;
    return true;
  } catch (error) {
    throw messageOf(settings, error);
  }
}
