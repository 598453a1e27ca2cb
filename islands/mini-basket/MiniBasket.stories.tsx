import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  FIXTURE_PRODUCTS,
  cartLinkHtml,
  miniCartHtml,
  type FakeCartOptions,
  type FixtureLine,
} from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { miniBasketIsland } from './island';
import { installFakeShop } from '../../stories/fake-shop';
import island from './mount';

let shop: ReturnType<typeof installFakeShop>;
const lines = (): FixtureLine[] => [
  { key: 'k1', product: FIXTURE_PRODUCTS[0]!, quantity: 2 },
  { key: 'k2', product: FIXTURE_PRODUCTS[1]!, quantity: 1 },
];
const widget = (l: FixtureLine[]) =>
  `<header>${cartLinkHtml(l)}<div class="widget woocommerce widget_shopping_cart">${miniCartHtml(l)}</div></header>`;

const meta = {
  title: 'Islands/Mini-basket',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: miniBasketIsland,
          contract,
          summary: `The mini-basket (\`div.widget_shopping_cart_content\`): remove links blocked with the overlay while the call runs, then the basket regions replaced; on failure the remove link's own URL is followed.`,
          calls: ['?wc-ajax=remove_from_cart'],
          emits: ['removed_from_cart'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: widget(lines()), island, selector: '.widget_shopping_cart_content' },
  beforeEach({ parameters }) {
    shop = installFakeShop({ lines: lines(), ...((parameters.backend ?? {}) as FakeCartOptions) });
    return shop.cleanup;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const removeFirst = async (root: HTMLElement) => {
  await waitFor(() =>
    expect(root.querySelector('.widget_shopping_cart_content')).toHaveAttribute('data-island-mounted'),
  );
  // One click event, found and pressed in the same task: story files run side by side on one origin, so another
  // file's basket change (storage) can make the island refresh and swap this widget at any moment, and userEvent's
  // press (several events, awaited one by one) could end on a link swapped out meanwhile: a detached link's click is
  // followed (the frame navigates away). A shopper's press lands on what is on the page.
  within(root)
    .getByRole('link', { name: /Remove Linen tea towel/ })
    .click();
};

/** Two lines, as the server printed them. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(2);
  },
};

/** Empty basket. */
export const Empty: Story = {
  args: { html: widget([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products in the basket.')).toBeVisible();
  },
};

/** While removing: the line is blocked by the white 0.6 overlay and marked busy. */
export const Removing: Story = {
  parameters: { backend: { failure: 'hang' } },
  play: async ({ canvasElement }) => {
    await removeFirst(canvasElement);
    const row = canvasElement.querySelector('.woocommerce-mini-cart-item')!;
    await expect(row).toHaveClass('processing');
    await expect(row).toHaveAttribute('aria-busy', 'true');
    const overlay = row.querySelector<HTMLElement>('.blockUI.blockOverlay')!;
    await expect(getComputedStyle(overlay).opacity).toBe('0.6');
  },
};

/** Removed: the fragments replaced the widget, one line is left. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    await removeFirst(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1));
    await expect(canvasElement.querySelector('a.cart-contents .count')).toHaveTextContent('1 item');
  },
};

/** The call fails (offline): the browser follows the remove link's own URL. */
export const RemoveFails: Story = {
  parameters: { backend: { failure: 'offline' } },
  play: async ({ canvasElement }) => {
    await removeFirst(canvasElement);
    await waitFor(() => expect(shop.navigations[0]).toMatch(/remove_item=k1/));
  },
};
