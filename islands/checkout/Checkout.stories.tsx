import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_CHECKOUT_PARAMS,
  FIXTURE_FILLED,
  checkoutPageHtml,
  checkoutState,
  createFakeCheckout,
  orderPayHtml,
  type CheckoutFailure,
  type FakeCheckout,
} from '@storefront/test-kit';
import { installFakeCheckout } from '../../stories/fake-shop';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { checkoutIsland } from './island';
import island from './mount';

let fake: FakeCheckout;
const FORM = 'form.checkout.woocommerce-checkout';
const page = (html: string) => `<h1>Shop</h1><h2>Checkout</h2>${html}`;

const meta = {
  title: 'Islands/Checkout',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: checkoutIsland,
          contract,
          summary: `The classic checkout form (WooCommerce's \`form.checkout.woocommerce-checkout\`) and the order-pay form: address fields per country, validation marks, the order review refreshed in place, the payment method list, the coupon and login toggles, and the ajax submit with its errors. An in-page fake answers the wc-ajax calls.`,
          calls: [
            '?wc-ajax=update_order_review',
            '?wc-ajax=checkout',
            '?wc-ajax=apply_coupon',
            '?wc-ajax=remove_coupon',
          ],
          emits: [
            'init_checkout',
            'update_checkout',
            'updated_checkout',
            'checkout_place_order (vetoable)',
            'checkout_error',
            'payment_method_selected',
            'applied_coupon_in_checkout',
            'removed_coupon_in_checkout',
            'country_to_state_changed',
          ],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: page(checkoutPageHtml(checkoutState())), island, selector: FORM },
  beforeEach({ parameters }) {
    fake = createFakeCheckout(checkoutState());
    fake.failure = (parameters.failure as CheckoutFailure | undefined) ?? null;
    fake.failureEndpoint = (parameters.failureEndpoint as string | undefined) ?? null;
    fake.delayMs = 100;
    // The address part falls back to its bundled per-country rules (no state lists printed here).
    const shop = installFakeCheckout(fake, FIXTURE_CHECKOUT_PARAMS);
    return shop.cleanup;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const mounted = (root: HTMLElement, selector = FORM) =>
  waitFor(() => expect(root.querySelector(selector)).toHaveAttribute('data-island-mounted'));
const row = (root: HTMLElement, id: string) => root.querySelector(`#${id}_field`)!;
const filledHtml = page(checkoutPageHtml(checkoutState({ values: FIXTURE_FILLED })));
const placeOrder = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Place order' }));

/** An empty guest form: cash on delivery chosen, its box shown, the order review refreshed once. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(canvasElement.querySelector('.payment_box.payment_method_cod')).toBeVisible();
    await expect(canvasElement.querySelector('.payment_box.payment_method_bacs')).not.toBeVisible();
    await waitFor(() => expect(fake.callsTo('update_order_review')).toHaveLength(1));
  },
};

/** A filled form, as a returning shopper's browser autofills it. */
export const Filled: Story = {
  args: { html: filledHtml },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toHaveValue('ada@example.com');
  },
};

/** A required field left empty: marked invalid-required-field on focusout. */
export const RequiredFieldMissing: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: /First name/ }));
    await userEvent.tab();
    await expect(row(canvasElement, 'billing_first_name')).toHaveClass(
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    );
  },
};

/** An email that is not RFC-style: invalid-email. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Email address/ }), 'ada@');
    await userEvent.tab();
    await expect(row(canvasElement, 'billing_email')).toHaveClass('woocommerce-invalid-email');
  },
};

/** A phone with letters: invalid-phone. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#billing_phone')!, 'call me');
    await userEvent.tab();
    await expect(row(canvasElement, 'billing_phone')).toHaveClass('woocommerce-invalid-phone');
  },
};

/** A valid field: marked validated. */
export const Validated: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Email address/ }), 'ada@example.com');
    await userEvent.tab();
    await expect(row(canvasElement, 'billing_email')).toHaveClass('woocommerce-validated');
  },
};

/** 'Show coupon' opened the coupon form. */
export const CouponOpen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { name: 'Click here to enter your code' });
    await userEvent.click(toggle);
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Coupon:' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A refused coupon: its message under the input, the input marked invalid, the code kept. */
export const CouponError: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Click here to enter your code' }));
    const input = await within(canvasElement).findByRole('textbox', { name: 'Coupon:' });
    await userEvent.type(input, 'BOGUS');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'), { timeout: 3000 });
    await expect(canvasElement.querySelector('#coupon-error-notice')).toHaveTextContent(
      'Coupon "bogus" does not exist!',
    );
    await expect(input).toHaveValue('BOGUS');
  },
};

/** 'Show login' opened the returning-customer login form. */
export const LoginOpen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Click here to login' }));
    await expect(await within(canvasElement).findByRole('textbox', { name: /Username or email/ })).toBeVisible();
  },
};

/** Placing the order: the form is processing under the white 0.6 overlay while the call runs. */
export const Processing: Story = {
  args: { html: filledHtml },
  parameters: { failure: 'hang', failureEndpoint: 'checkout' },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(canvasElement.querySelector('#terms')!);
    await placeOrder(canvasElement);
    const form = canvasElement.querySelector(FORM)!;
    await waitFor(() => expect(form).toHaveClass('processing'));
    await expect(getComputedStyle(form.querySelector<HTMLElement>(':scope > .blockUI.blockOverlay')!).opacity).toBe(
      '0.6',
    );
  },
};

/** The server refused the order: its messages at the top, each a link to its field, and errors under the fields. */
export const ServerErrors: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await placeOrder(canvasElement);
    const group = await waitFor(
      () => {
        const el = canvasElement.querySelector('.woocommerce-NoticeGroup-checkout');
        expect(el).not.toBeNull();
        return el!;
      },
      { timeout: 3000 },
    );
    await expect(
      within(group as HTMLElement).getByRole('link', { name: 'Billing Email address is a required field.' }),
    ).toHaveAttribute('href', '#billing_email');
    await expect(canvasElement.querySelector('#billing_email_description')).toHaveTextContent('is a required field.');
    await expect(canvasElement.querySelector(FORM)).not.toHaveClass('processing');
  },
};

/** The connection failed: the generic error with its order-history link; everything typed is kept. */
export const GenericError: Story = {
  args: { html: filledHtml },
  parameters: { failure: 'offline', failureEndpoint: 'checkout' },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(canvasElement.querySelector('#terms')!);
    await placeOrder(canvasElement);
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.woocommerce-NoticeGroup-checkout')).toHaveTextContent(
          'There was an error processing your order.',
        ),
      { timeout: 3000 },
    );
    await expect(within(canvasElement).getByRole('link', { name: 'order history' })).toHaveAttribute(
      'href',
      '/my-account/orders/',
    );
    await expect(within(canvasElement).getByRole('textbox', { name: /Email address/ })).toHaveValue('ada@example.com');
  },
};

/** Choosing bank transfer: its box opens and the place-order button takes its label. */
export const PaymentMethodChosen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Direct bank transfer' }));
    await waitFor(() => expect(canvasElement.querySelector('.payment_box.payment_method_bacs')).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: 'Place order and pay by transfer' })).toBeVisible();
  },
};

/** The order-pay form: the same payment method list; it posts normally. */
export const OrderPay: Story = {
  args: {
    html: `<h1>Shop</h1><h2>Pay for order</h2>${orderPayHtml(checkoutState({ chosenMethod: 'stripe' }))}`,
    selector: 'form#order_review',
  },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement, 'form#order_review');
    await expect(within(canvasElement).getByRole('radio', { name: 'Credit / Debit Card' })).toBeChecked();
    await expect(canvasElement.querySelector('.payment_box.payment_method_cod')).not.toBeVisible();
  },
};
