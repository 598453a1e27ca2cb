import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emitVetoable } from '@storefront/runtime/veto';
import { navigateTo } from '@storefront/page';
import { loadPaymentProvider } from '@storefront/payments';
import { createFakePaymentBackend, fakePaymentSettings, type FakeFailure } from '@storefront/payments/testing';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { paymentBoxIsland } from './island';
import { providerLoader } from './flow';
import island from './mount';
import { checkoutHtml, type CheckoutMarkupOptions } from './test-fixtures';

/** What a story changes: the markup, the page settings, the backend's failure mode, the provider load. */
interface StoryParams {
  settings?: Record<string, unknown>;
  failure?: FakeFailure;
  provider?: 'double' | 'hang' | 'fail';
}

let posted: number;
let navigations: string[];

const meta = {
  title: 'Islands/Payment box',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: paymentBoxIsland,
          contract,
          summary: `The card payment box (\`fieldset.wc-upe-form\`) with the local payment double against a fake backend (no network). A stand-in for the checkout island posts the form the way it does: \`checkout_place_order_stripe\` first, then the post (here only counted).`,
          calls: ['admin-ajax action wc_stripe_create_and_confirm_setup_intent'],
          emits: ['checkout_error'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: checkoutHtml(), island, selector: 'fieldset.wc-upe-form' },
  beforeEach({ parameters }) {
    const p = parameters as StoryParams;
    const backend = createFakePaymentBackend();
    backend.state.failure = p.failure ?? 'none';
    const realFetch = window.fetch;
    window.fetch = backend.fetch;
    posted = 0;
    navigations = [];
    navigateTo.impl = (href) => void navigations.push(href);
    (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings(p.settings);
    providerLoader.impl =
      p.provider === 'hang'
        ? () => new Promise(() => {})
        : p.provider === 'fail'
          ? () => Promise.reject(new Error('blocked'))
          : loadPaymentProvider;
    // The checkout island's part: ask the card method, then post (counted, never leaving the page).
    const onSubmit = (e: Event) => {
      const form = e.target as HTMLFormElement;
      if (!form.matches?.('form.checkout')) return;
      e.preventDefault();
      if (emitVetoable('checkout_place_order_stripe', {}, form)) posted++;
    };
    document.addEventListener('submit', onSubmit);
    // Each state as a shopper sees it once they touch the page: the card form loads at the first reach for the
    // page (a pointer press here, once the island listens), not at idle.
    const reach = new MutationObserver(() => {
      if (!document.querySelector('fieldset.wc-upe-form[data-island-mounted]')) return;
      reach.disconnect();
      document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    reach.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-island-mounted'] });
    return () => {
      reach.disconnect();
      document.removeEventListener('submit', onSubmit);
      backend.releaseHung();
      window.fetch = realFetch;
      providerLoader.impl = loadPaymentProvider;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const html = (o: CheckoutMarkupOptions) => checkoutHtml(o);

/** Waits for the island and the double's card fields. */
async function ready(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('fieldset.wc-upe-form')).toHaveAttribute('data-island-mounted'));
  await waitFor(() => expect(within(root).getByLabelText('Card number')).toBeVisible());
}

async function typeCard(root: HTMLElement, number: string, expiry = '1230', cvc = '123') {
  const c = within(root);
  if (number) await userEvent.type(c.getByLabelText('Card number'), number);
  if (expiry) await userEvent.type(c.getByLabelText('Expiry date (MM / YY)'), expiry);
  if (cvc) await userEvent.type(c.getByLabelText('Security code'), cvc);
}

const placeOrder = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Place order' }));
const topNotice = (root: HTMLElement) => root.querySelector('.woocommerce-NoticeGroup-checkout [role=alert]');

/** While the provider loads: a status line in the box. */
export const Loading: Story = {
  parameters: { provider: 'hang' } satisfies StoryParams,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the payment form…'),
    );
  },
};

/** Ready: the double's labelled card fields, captioned as the local payment double. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: /local payment double/ })).toHaveAttribute(
      'data-mode',
      'payment',
    );
    await expect(within(canvasElement).getByLabelText('Expiry date (MM / YY)')).toHaveAttribute(
      'placeholder',
      'MM / YY',
    );
  },
};

/** Processing: place order with a good card while the backend hangs: the form is blocked and busy. */
export const Processing: Story = {
  parameters: { failure: 'hang' } satisfies StoryParams,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await typeCard(canvasElement, '4242424242424242');
    await placeOrder(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveClass('processing');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(posted).toBe(0);
  },
};

/** Success: the payment method is created, the form posted once with it. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await typeCard(canvasElement, '4242424242424242');
    await placeOrder(canvasElement);
    await waitFor(() => expect(posted).toBe(1));
    await expect(
      canvasElement.querySelector<HTMLInputElement>('input[name="wc-stripe-payment-method"]')!.value,
    ).toMatch(/^pm_/);
  },
};

const errorStory = (
  number: string,
  message: string,
  extra: Partial<Story> = {},
  expiry = '1230',
  cvc = '123',
): Story => ({
  ...extra,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await typeCard(canvasElement, number, expiry, cvc);
    await placeOrder(canvasElement);
    await waitFor(() => expect(topNotice(canvasElement)).toHaveTextContent(message));
    await expect(canvasElement.querySelector('form')).not.toHaveClass('processing');
    await expect(within(canvasElement).getByLabelText(/^First name/)).toHaveValue('Ada');
    await expect(posted).toBe(0);
  },
});

/** Error: nothing typed. */
export const IncompleteCard = errorStory('', 'The card number is incomplete.', {}, '', '');
/** Error: a number failing the Luhn check, also shown under the fields. */
export const InvalidNumber = errorStory('4242424242424241', 'The card number is not a valid credit card number.');
/** Error: expiry year in the past. */
export const ExpiredYear = errorStory('4242424242424242', "The card's expiration year is in the past", {}, '1220');
/** Error: security code incomplete. */
export const IncompleteCvc = errorStory('4242424242424242', "The card's security code is incomplete.", {}, '1230', '1');
/** Error: offline when creating the payment method. */
export const Offline = errorStory(
  '4242424242424242',
  'An error occurred while connecting to the server. Please try again.',
  {
    parameters: { failure: 'offline' } satisfies StoryParams,
  },
);
/** Error: the double answers a server error. */
export const ServerError = errorStory('4242424242424242', 'An unknown error occurred.', {
  parameters: { failure: 'server_error' } satisfies StoryParams,
});

/** The provider failed to load: the message in the method's box; submitting says the details are missing. */
export const LoadFailed: Story = {
  parameters: { provider: 'fail' } satisfies StoryParams,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.wc-stripe-upe-load-error')).toHaveTextContent(
        'Failed to load Credit / Debit Card payment method. Please refresh the page and try again.',
      ),
    );
    await placeOrder(canvasElement);
    await waitFor(() => expect(topNotice(canvasElement)).toHaveTextContent('Invalid or missing payment details.'));
  },
};

/** Setup mode: a cart total below 1 creates the form in setup mode. */
export const SetupMode: Story = {
  parameters: { settings: { cartTotal: 0 } } satisfies StoryParams,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: /local payment double/ })).toHaveAttribute(
      'data-mode',
      'setup',
    );
  },
};

/** Logged in: the save checkbox shows; ticking it shows the saving terms. */
export const SaveCheckboxShown: Story = {
  args: { html: html({ saveRow: true }) },
  parameters: { settings: { isLoggedIn: true } } satisfies StoryParams,
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const save = within(canvasElement).getByLabelText('Save payment information to my account for future purchases.');
    await expect(save).toBeVisible();
    await userEvent.click(save);
    await waitFor(() => expect(canvasElement.querySelector('.payment-double__terms')).toBeVisible());
  },
};

/** Guest not creating an account: the save checkbox is hidden. */
export const SaveCheckboxHidden: Story = {
  args: { html: html({ saveRow: true, createAccount: true }) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(canvasElement.querySelector('.woocommerce-SavedPaymentMethods-saveNew')).not.toBeVisible();
  },
};

/** A saved card is chosen: the card form is hidden and the order posts with the token. */
export const SavedCard: Story = {
  args: { html: html({ tokens: ['7'], saveRow: true }) },
  parameters: { settings: { isLoggedIn: true } } satisfies StoryParams,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('fieldset.wc-upe-form')).toHaveAttribute('data-island-mounted'),
    );
    await waitFor(() => expect(canvasElement.querySelector('fieldset.wc-upe-form')).not.toBeVisible());
    await placeOrder(canvasElement);
    await expect(posted).toBe(1);
  },
};
