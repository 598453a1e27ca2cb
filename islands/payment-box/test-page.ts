/**
 * Test-only: a checkout page whose payment boxes the island is mounted on, with the fakes around it (the shop's
 * payment calls, the provider, the form's submit) installed before and removed after each test of the calling file.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { mountIsland, reachForPage, settle } from '@storefront/test-kit';
import { loadPaymentProvider } from '@storefront/payments';
import { createFakePaymentBackend, type FakePaymentBackend } from '@storefront/payments/testing';
import island from './mount';
import { providerLoader } from './flow';
import { checkoutHtml, fakeProvider, type CheckoutMarkupOptions } from './test-fixtures';

/** What a test reads of the page: the fakes of this test and the submits the form made. */
export interface BoxPageState {
  fake: ReturnType<typeof fakeProvider>;
  backend: FakePaymentBackend;
  submits: number;
}

/**
 * Installs the fakes for each test of the calling file and returns the state they fill and `mount(html)`: puts
 * `html` in the page, mounts the island on every payment box, touches the page (the chosen form loads) and settles.
 */
export function boxPageForFile(): { state: BoxPageState; mount(html: string): Promise<HTMLFormElement> } {
  const state = {} as BoxPageState;
  let unmounts: (() => void)[] = [];
  beforeEach(() => {
    state.backend = createFakePaymentBackend();
    vi.stubGlobal('fetch', state.backend.fetch);
    unmounts = [];
    state.submits = 0;
    state.fake = fakeProvider();
    providerLoader.impl = vi.fn(async () => state.fake.client);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    unmounts.forEach((u) => u());
    providerLoader.impl = loadPaymentProvider;
    vi.unstubAllGlobals();
  });
  async function mount(html: string): Promise<HTMLFormElement> {
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    form.requestSubmit = () => void state.submits++;
    for (const fieldset of document.querySelectorAll<HTMLElement>('fieldset.wc-upe-form'))
      unmounts.push(await mountIsland(island, fieldset));
    reachForPage();
    await settle();
    return form;
  }
  return { state, mount };
}

/** `checkoutHtml(options)` with `gateways` (split-mode `<li>`s) after the card's, and `between` after the list. */
export const withGateways = (gateways: string, options: CheckoutMarkupOptions = {}, between = ''): string =>
  checkoutHtml(options).replace(
    '</ul><div class="form-row place-order">',
    `${gateways}</ul>${between}<div class="form-row place-order">`,
  );

/** Chooses the payment method whose radio has `id`, as a click does (checked, then `change`). */
export function chooseRadio(form: HTMLFormElement, id: string): void {
  const radio = form.querySelector<HTMLInputElement>(`#${id}`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The value of the form's input named `name`, if there is one. */
export const inputValue = (form: HTMLFormElement, name: string): string | undefined =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/** iDEAL's gateway as the shop prints it in split mode (after the card's). */
export const IDEAL_LI = `<li class="wc_payment_method payment_method_stripe_ideal"><input id="payment_method_stripe_ideal" type="radio" class="input-radio" name="payment_method" value="stripe_ideal"><label for="payment_method_stripe_ideal">iDEAL</label><div class="payment_box payment_method_stripe_ideal" hidden><fieldset id="wc-stripe_ideal-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="ideal"></div><div id="wc-stripe_ideal-upe-errors" role="alert"></div></fieldset></div></li>`;
