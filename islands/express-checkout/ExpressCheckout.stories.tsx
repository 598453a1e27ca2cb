import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { expressCheckoutIsland } from './island';
import island from './mount';
import { CART_HTML, fakeShopFetch, type FakeShopAnswers } from './test-fixtures';

const BUTTON = 'Pay with test wallet (local payment double)';
const body = () => within(document.body);

/** The params as the basket page prints them (the island reads the page global). */
const PARAMS = {
  ajax_url: '/?wc-ajax=%%endpoint%%',
  is_product_page: false,
  is_checkout_page: false,
  provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
  stripe: { publishable_key: 'pk_test_double', locale: 'en-GB' },
  checkout: { currency_code: 'gbp' },
  nonce: {
    shipping: 'n',
    update_shipping: 'n',
    normalize_address: 'n',
    wc_store_api: 'n',
    get_cart_details: 'n',
    add_to_cart: 'n',
    clear_cart: 'n',
    wc_store_api_express_checkout: 'n',
    get_selected_product_data: 'n',
  },
};

const ready = async (root: HTMLElement) => {
  await waitFor(() =>
    expect(root.querySelector('#wc-stripe-express-checkout-element')).toHaveAttribute('data-island-mounted'),
  );
  return within(root).findByRole('button', { name: BUTTON });
};

const meta = {
  title: 'Islands/Express checkout',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: expressCheckoutIsland,
          contract,
          summary: `Express checkout on the basket page with the local payment double's test wallet.`,
          calls: ['?wc-ajax=get_cart_details', '?wc-ajax=update_shipping_method'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: CART_HTML, island, selector: '#wc-stripe-express-checkout-element' },
  beforeEach({ parameters }) {
    const w = window as unknown as Record<string, unknown>;
    w.wc_stripe_express_checkout_params = PARAMS;
    const realFetch = window.fetch;
    window.fetch = fakeShopFetch((parameters.answers ?? {}) as FakeShopAnswers).fetch as typeof fetch;
    return () => {
      window.fetch = realFetch;
      delete w.wc_stripe_express_checkout_params;
      document.querySelector('.payment-double-wallet')?.remove();
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the wallet button and the "— OR —" separator are shown. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('#wc-stripe-express-checkout-button-separator')).toBeVisible(),
    );
  },
};

/** The test-wallet sheet: a modal dialog with the shop's rates for the preset address. */
export const SheetOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await ready(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Test wallet (local payment double)' });
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  },
};

/** Declined: the Store API checkout refuses the card; the message is shown under the button, which works again. */
export const Declined: Story = {
  parameters: {
    answers: {
      checkout: () => ({
        status: 400,
        body: { code: 'woocommerce_rest_checkout_process_payment_error', message: 'The card was declined.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await ready(canvasElement));
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The card was declined.'));
  },
};
