import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigateTo } from '@storefront/page';
import {
  FIXTURE_CART_PARAMS,
  basketPageHtml,
  basketPageState,
  createFakeBasketPage,
  type BasketPageFailure,
  type FakeBasketPage,
} from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { basketPageIsland } from './island';
import island from './mount';

let fake: FakeBasketPage;
const FORM = 'form.woocommerce-cart-form';

const meta = {
  title: 'Islands/Basket page',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: basketPageIsland,
          contract,
          summary: `The basket page (WooCommerce's classic \`form.woocommerce-cart-form\` and \`div.cart_totals\`): quantities, remove links, coupons and the shipping calculator change the page in place, with the white 0.6 overlay while a call runs. An in-page fake answers with basket page HTML.`,
          calls: [
            'POST form.woocommerce-cart-form (its action)',
            'POST form.woocommerce-shipping-calculator',
            '?wc-ajax=apply_coupon',
            '?wc-ajax=remove_coupon',
            '?wc-ajax=update_shipping_method',
            '?wc-ajax=get_refreshed_fragments',
          ],
          emits: [
            'applied_coupon',
            'removed_coupon',
            'removed_from_cart',
            'updated_cart_totals',
            'updated_shipping_method',
            'updated_wc_div',
            'wc_cart_emptied',
            'wc_fragments_refreshed',
          ],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: basketPageHtml(basketPageState()), island, selector: FORM },
  beforeEach({ parameters }) {
    fake = createFakeBasketPage(basketPageState());
    fake.failure = (parameters.failure as BasketPageFailure | undefined) ?? null;
    fake.delayMs = 150;
    const realFetch = window.fetch;
    window.fetch = fake.fetch;
    navigateTo.impl = () => {}; // a story never leaves the page
    (window as { wc_cart_params?: unknown }).wc_cart_params = FIXTURE_CART_PARAMS;
    return () => {
      fake.releaseHung();
      window.fetch = realFetch;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector(FORM)).toHaveAttribute('data-island-mounted'));
const applyCoupon = async (root: HTMLElement, code: string) => {
  await mounted(root);
  await userEvent.type(within(root).getByRole('textbox', { name: 'Coupon:' }), code);
  await userEvent.click(within(root).getByRole('button', { name: 'Apply coupon' }));
};

/** Two lines; 'Update basket' waits for a quantity change. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(canvasElement.querySelectorAll(`${FORM} tr.cart_item`)).toHaveLength(2);
    await expect(within(canvasElement).getByRole('button', { name: 'Update basket' })).toBeDisabled();
  },
};

/** Updating: the form and the totals are blocked with the white 0.6 overlay while the call runs. */
export const Updating: Story = {
  parameters: { failure: 'hang' },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Linen tea towel quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update basket' }));
    const form = canvasElement.querySelector(FORM)!;
    await waitFor(() => expect(form).toHaveClass('processing'));
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('.cart_totals')).toHaveClass('processing');
    await expect(getComputedStyle(form.querySelector<HTMLElement>('.blockUI.blockOverlay')!).opacity).toBe('0.6');
  },
};

/** A coupon applied: the notice at the top and the discount in the totals. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    await applyCoupon(canvasElement, 'WELCOME10');
    await waitFor(() => expect(canvasElement.querySelector('.cart-discount')).toHaveTextContent('-£8.90'), {
      timeout: 3000,
    });
    await expect(canvasElement.querySelector('.woocommerce-notices-wrapper')).toHaveTextContent(
      'Coupon applied to your basket.',
    );
  },
};

/** A refused coupon: the message under the field, the field marked invalid, the typed code kept. */
export const CouponError: Story = {
  play: async ({ canvasElement }) => {
    await applyCoupon(canvasElement, 'BOGUS');
    const field = within(canvasElement).getByRole('textbox', { name: 'Coupon:' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { timeout: 3000 });
    await waitFor(() => expect(canvasElement.querySelector(FORM)).not.toHaveClass('processing'), { timeout: 3000 });
    await expect(field).toHaveValue('BOGUS');
    await expect(canvasElement.querySelector('.coupon-error-message')).toHaveTextContent('BOGUS');
  },
};

/** The empty basket, as the server prints it (no form, so nothing to enhance). */
export const EmptyBasket: Story = {
  args: { html: basketPageHtml(basketPageState([])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your basket is currently empty.')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Return to shop' })).toBeVisible();
  },
};

/** A failed update (offline): the spec's message at the top, the page unblocked, the typed quantity kept. */
export const FailedUpdate: Story = {
  parameters: { failure: 'offline' },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Wool throw quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update basket' }));
    await waitFor(
      () => expect(canvasElement.querySelector('.woocommerce-error')).toHaveTextContent('You are probably offline.'),
      { timeout: 3000 },
    );
    await expect(canvasElement.querySelector(FORM)).not.toHaveClass('processing');
    await expect(input).toHaveValue(4);
    await expect(within(canvasElement).getByRole('button', { name: 'Update basket' })).toBeEnabled();
  },
};
