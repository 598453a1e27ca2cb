/**
 * The payment box's lazy part: the provider and its elements, creating the payment method on submit, errors
 * shown the classic way, the hash flows and the add-payment-method flow (its step a chunk of its own). Loaded for
 * the chosen card method at the shopper's first reach for the page, on the first submit, or for a payment hash.
 */
import { block, isBlocked, unblock } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import {
  FLOW_MESSAGES,
  billingDetailsFromForm,
  loadPaymentProvider,
  elementsOptions,
  paymentElementOptions,
  paymentErrorMessage,
  PaymentFlowError,
} from '@storefront/payments';
import { FIELDS } from './contract';
import { createPaymentMethodWith, saveAppearance, startHashFlow } from '@storefront/payments/flows';
import { clearPaymentErrors, showPaymentError } from './notices';
import { saveChecked } from './save-options';
import type { PaymentSession } from './session';

/** How long a submit waits for a replaced mount point to be mounted again before giving up, in ms. */
const REMOUNT_WAIT = 5000;

/** The provider loader; tests replace `impl` with a fake provider. */
export const providerLoader = { impl: loadPaymentProvider };

/** Loads the provider, creates the elements with the deferred-intent options and mounts the payment element. */
export async function loadElements(s: PaymentSession): Promise<void> {
  s.setStatus('loading');
  // The cash app's amount notice (spec §8), its own chunk: from when the method is first chosen.
  if (s.type === 'cashapp') void import('./voucher-wallet-notice').then((m) => m.followCashAppNotice(s));
  try {
    const client = await providerLoader.impl(s.settings, { navigate, returnUrl: () => s.returnUrl });
    if (s.scope.disposed) return; // the payment box is gone: no element to make
    const choice = { saveChecked: saveChecked(s.form, s.settings) };
    const elements = client.elements(elementsOptions(s.settings, choice, s.type));
    const element = elements.create('payment', paymentElementOptions(s.settings, choice));
    element.on('change', () => s.clearPaymentMethod());
    // Failed: the island shows the load-failure message in the method's box.
    element.on('loaderror', () => s.setStatus('failed'));
    Object.assign(s, { client, elements, element });
    watchMountPoint(s);
    s.setStatus('ready');
    saveAppearance(s.settings, false, s.scope.signal);
  } catch (error) {
    s.setStatus('failed');
    throw error;
  }
}

/**
 * Mounts `s`'s new element into the form's mount point, and again wherever the mount point goes (an order-review
 * refresh replaces the fieldset): a mutation of the form checks it, and a submit waiting for it is let go.
 */
export function watchMountPoint(s: PaymentSession): void {
  const remount = (s.remount = () => {
    if (!s.element || s.mountedNode?.isConnected) return;
    const node = s.form.querySelector<HTMLElement>(s.mountPoint);
    if (!node) return;
    const remount = !!s.mountedNode;
    if (remount) s.element.unmount();
    s.element.mount(node);
    s.mountedNode = node;
    // A replaced box comes back as the server printed it: apply the saved-token and save-checkbox rules again.
    if (remount) s.sync();
    s.waiters.splice(0).forEach((w) => w());
  });
  const observer = new MutationObserver(remount);
  observer.observe(s.form, { childList: true, subtree: true });
  s.scope.add(() => observer.disconnect());
  remount();
}

/** Resolves once the element is mounted; rejects after REMOUNT_WAIT without a mount point. */
function whenMounted(s: PaymentSession): Promise<void> {
  s.checkMountPoint();
  if (s.mountedNode?.isConnected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cancel();
      reject(new PaymentFlowError(FLOW_MESSAGES.missingDetails));
    }, REMOUNT_WAIT);
    const cancel = s.scope.add(() => clearTimeout(timer));
    s.waiters.push(() => (cancel(), resolve()));
  });
}

/** The message for a failure, with the page's configured messages and the form's field labels. */
export function messageOf(s: PaymentSession, error: unknown): string {
  const fieldLabel = (name: string) => s.form.querySelector(`label[for="${name}"]`)?.firstChild?.textContent?.trim();
  return paymentErrorMessage(error, { configured: s.settings.messages, fieldLabel });
}

/** Creates the payment method from the element and the billing fields. */
export async function createPaymentMethod(s: PaymentSession): Promise<string> {
  if (s.status === 'failed') throw new PaymentFlowError(FLOW_MESSAGES.missingDetails);
  await s.ensureLoaded().catch(() => {
    throw new PaymentFlowError(FLOW_MESSAGES.missingDetails);
  });
  await whenMounted(s);
  return createPaymentMethodWith(s.client!, s.elements!, billingDetailsFromForm(s.form));
}

/** Runs `task` (the session blocked the form); on failure unblocks and shows the error, keeping every value. */
async function work(s: PaymentSession, task: () => Promise<void>): Promise<void> {
  clearPaymentErrors(s.form);
  try {
    await task();
  } catch (error) {
    if (s.scope.disposed) return;
    s.clearPaymentMethod();
    s.done();
    showPaymentError(s.form, messageOf(s, error), s.scope);
  }
}

/** The hidden input `name` of `form`, created when the server did not print it. */
function hiddenInput(form: HTMLFormElement, name: string): HTMLInputElement {
  let input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) {
    input = form.ownerDocument.createElement('input');
    Object.assign(input, { type: 'hidden', name });
    form.append(input);
  }
  return input;
}

/** The place-order hook's work: payment method → hidden input → the form posted again. */
export function placeOrder(s: PaymentSession): Promise<void> {
  return work(s, async () => {
    const id = await createPaymentMethod(s);
    hiddenInput(s.form, FIELDS.paymentMethod).value = id;
    hiddenInput(s.form, FIELDS.paymentType).value = s.type;
    hiddenInput(s.form, FIELDS.intentId);
    s.done();
    s.form.requestSubmit();
  });
}

/** The add-payment-method submit. */
export function addPaymentMethod(s: PaymentSession): Promise<void> {
  // The add-payment-method page's own step is a chunk of its own: the checkout never needs it.
  return work(s, () =>
    import('./add-payment-method').then((m) => m.submitAddPaymentMethod(s, () => createPaymentMethod(s))),
  );
}

/** Runs the page's payment hash flow with the form blocked; errors leave the form fully usable. */
export async function runHashFlow(s: PaymentSession): Promise<void> {
  const running = startHashFlow({
    settings: s.settings,
    form: s.form,
    client: async () => {
      await s.ensureLoaded();
      return s.client!;
    },
    setReturnUrl: (url) => (s.returnUrl = url),
  });
  if (!running) {
    if (s.active()) await s.ensureLoaded().catch(() => {});
    return;
  }
  block(s.form);
  try {
    await running;
    unblock(s.form);
  } catch (error) {
    // Fully usable again: the checkout may have left its own block after the post that set the hash.
    if (s.scope.disposed) return;
    while (isBlocked(s.form)) unblock(s.form);
    s.form.classList.remove('processing');
    showPaymentError(s.form, messageOf(s, error), s.scope);
  }
}

/** The save checkbox changed: future usage and saving terms follow it. */
export function updateSaveChoice(s: PaymentSession): void {
  const choice = { saveChecked: saveChecked(s.form, s.settings) };
  s.elements?.update({ setupFutureUsage: elementsOptions(s.settings, choice).setupFutureUsage ?? null });
  s.element?.update({ terms: paymentElementOptions(s.settings, choice).terms });
}
