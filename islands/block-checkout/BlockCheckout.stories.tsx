import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakePaymentSettings } from '@storefront/payments/testing';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import { cardProvider } from './card';
import * as contract from './contract';
import { blockCheckoutIsland } from './island';
import island from './mount';
import { BLOCK_HTML, blockSettings, fakeStoreApi, type CheckoutAnswer } from './test-fixtures';

const ready = (root: HTMLElement) => within(root).findByRole('button', { name: 'Place order' });

/** Fills a valid GB guest order. */
async function fill(root: HTMLElement) {
  const c = within(root);
  await userEvent.type(c.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.type(c.getByLabelText('First name'), 'Ada');
  await userEvent.type(c.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(c.getByLabelText('Street address'), '1 Test Street');
  await userEvent.type(c.getByLabelText(/Town \/ City/), 'London');
  await userEvent.type(c.getByLabelText('Postcode'), 'SW1A 1AA');
  await userEvent.type(c.getByLabelText('Phone'), '01632 960000');
  await userEvent.click(c.getByRole('checkbox', { name: /terms and conditions/ }));
}

const meta = {
  title: 'Islands/Block checkout',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: blockCheckoutIsland,
          contract,
          summary: `The Checkout block's form over the Store API (a fake Store API answers here).`,
          calls: Object.values(contract.STORE_ROUTES).map((r) => `/wp-json/wc/store/v1/${r}`),
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: BLOCK_HTML, island, selector: '.wp-block-woocommerce-checkout' },
  beforeEach({ parameters }) {
    const w = window as unknown as Record<string, unknown>;
    w.wcSettings = blockSettings((parameters.settings ?? {}) as Record<string, unknown>);
    const realFetch = window.fetch;
    window.fetch = fakeStoreApi({ checkout: parameters.checkout as CheckoutAnswer | undefined }).fetch as typeof fetch;
    // The card's provider never answers here: the saved cards need none.
    const realProvider = cardProvider.impl;
    cardProvider.impl = () => new Promise(() => {});
    return () => {
      window.fetch = realFetch;
      cardProvider.impl = realProvider;
      delete w.wcSettings;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: every section, shipping rates and totals from the cart. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(within(canvasElement).getByRole('radio', { name: /Flat rate/ })).toBeChecked();
  },
};

/** A logged-in customer: no login link. */
export const LoggedIn: Story = {
  parameters: { settings: { currentUserIsLoggedIn: true } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

/** Errors: an empty form shows the field errors; a failed order shows the dismissible notice and keeps the form. */
export const Errors: Story = {
  parameters: { checkout: { status: 500, body: 'Internal Server Error' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await ready(canvasElement));
    await expect(c.getByText('Billing Email address is a required field.')).toBeVisible();
    await fill(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Place order' }));
    const notice = await c.findByRole('alert');
    await expect(notice).toHaveFocus();
    await expect(c.getByLabelText('Email address')).toHaveValue('ada@example.com');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss this notice' }));
    await waitFor(() => expect(c.queryByRole('alert')).toBeNull());
  },
};

/** Processing: the order is under way (it never answers here); the button is disabled. */
export const Processing: Story = {
  parameters: { checkout: 'hang' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await fill(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Place order' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Placing order…' })).toBeDisabled();
  },
};

const savedCard = (tokenId: number, last4: string, isDefault: boolean) => ({
  method: { gateway: 'stripe', last4, brand: 'Visa' },
  expires: '12/30',
  is_default: isDefault,
  actions: {},
  tokenId,
});

/**
 * The card for a logged-in customer with saved cards: listed under the card, the default chosen (no card form);
 * 'Use a new payment method' shows the form's place and the save box.
 */
export const SavedCards: Story = {
  parameters: {
    settings: {
      currentUserIsLoggedIn: true,
      paymentMethodSortOrder: ['cod', 'bacs', 'cheque', 'stripe'],
      paymentMethodData: {
        ...(blockSettings().paymentMethodData as Record<string, unknown>),
        stripe: { title: 'Card', description: '' },
      },
      stripe_data: { ...fakePaymentSettings(), title: 'Card', showSavedCards: true, showSaveOption: true },
      customerPaymentMethods: { cc: [savedCard(101, '4242', false), savedCard(102, '4444', true)] },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Card' }));
    const group = await c.findByRole('radiogroup', { name: 'Saved cards' });
    await expect(within(group).getByRole('radio', { name: 'Visa ending in 4444 (expires 12/30)' })).toBeChecked();
    await expect(c.queryByRole('checkbox', { name: /Save payment information/ })).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'Use a new payment method' }));
    await expect(c.getByRole('checkbox', { name: /Save payment information/ })).toBeVisible();
  },
};
