import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_PRODUCTS, cartLinkHtml, loopItemHtml, miniCartHtml, type FakeCartOptions } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { addToCartIsland } from './island';
import { installFakeShop, type CART_PARAMS } from '../../stories/fake-shop';
import island from './mount';

interface ShopParameters {
  backend?: FakeCartOptions;
  params?: Partial<typeof CART_PARAMS>;
}

let shop: ReturnType<typeof installFakeShop>;
const listing = (items = FIXTURE_PRODUCTS.slice(0, 2).map(loopItemHtml).join('')) =>
  `<header>${cartLinkHtml([])}<div class="widget woocommerce widget_shopping_cart">${miniCartHtml([])}</div></header><main><ul class="products">${items}</ul></main>`;
const first = async (root: HTMLElement) => {
  const button = within(root).getAllByRole('link', { name: /Add to basket/ })[0]!;
  await waitFor(() => expect(button).toHaveAttribute('data-island-mounted'));
  return button;
};

const meta = {
  title: 'Islands/Add to basket',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: addToCartIsland,
          contract,
          summary: `The add-to-basket button on WooCommerce loop markup (\`a.ajax_add_to_cart\`): normal → loading → added, the 'View basket' link, failures and plain links. Basket calls are answered by an in-page fake shop.`,
          reads: ['data-product_id', 'data-success_message', 'data-* (all posted)'],
          calls: ['?wc-ajax=add_to_cart'],
          emits: ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: listing(), island, selector: '.ajax_add_to_cart' },
  beforeEach({ parameters }) {
    const p = (parameters.shop ?? {}) as ShopParameters;
    shop = installFakeShop(p.backend, p.params);
    return shop.cleanup;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the page loads: server markup, island mounted, nothing sent. */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const button = await first(canvasElement);
    await expect(button).not.toHaveClass('loading');
    await expect(shop.backend.calls).toHaveLength(0);
  },
};

/** While the request runs: `loading` class and `aria-busy`; the basket regions are dimmed. */
export const Loading: Story = {
  parameters: { shop: { backend: { failure: 'hang' } } },
  play: async ({ canvasElement }) => {
    const button = await first(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveClass('loading');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('.widget_shopping_cart_content')).toHaveClass('updating');
  },
};

/** Added: `added` class, one 'View basket' link after the button, mini-basket replaced from fragments. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const button = await first(canvasElement);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('.added_to_cart')).not.toBeNull());
    const link = canvasElement.querySelector('a.added_to_cart.wc-forward')!;
    await expect(link).toHaveAttribute('href', '/cart/');
    await expect(link).toHaveTextContent('View basket');
    await waitFor(() => expect(button).toHaveClass('added'));
    await waitFor(() =>
      expect(canvasElement.querySelector('.woocommerce-mini-cart-item .quantity')?.textContent).toMatch(/^2 ×/),
    );
    await expect(canvasElement.querySelectorAll('.added_to_cart')).toHaveLength(1);
  },
};

/** Offline: the spec's message is shown, the button unblocks and can be tried again. */
export const Offline: Story = {
  parameters: { shop: { backend: { failure: 'offline' } } },
  play: async ({ canvasElement }) => {
    const button = await first(canvasElement);
    await userEvent.click(button);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('You are probably offline.');
    await expect(button).not.toHaveClass('loading');
  },
};

/** The server answers error + product_url (e.g. out of stock): the shopper is sent to the product page. */
export const SentToProductPage: Story = {
  parameters: { shop: { backend: { failure: 'error_with_product_url' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await first(canvasElement));
    await waitFor(() => expect(shop.navigations[0]).toMatch(/\/product\/11\/$/));
  },
};

/** On the basket page no 'View basket' link is added. */
export const OnBasketPage: Story = {
  parameters: { shop: { params: { is_cart: '1' } } },
  play: async ({ canvasElement }) => {
    const button = await first(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveClass('added'));
    await expect(canvasElement.querySelectorAll('.added_to_cart')).toHaveLength(0);
  },
};

/** A button without `data-product_id` stays a plain link: nothing is sent through the asynchronous add. */
export const PlainLink: Story = {
  args: {
    html: listing(
      `<li class="product"><a href="#read-more" class="button add_to_cart_button ajax_add_to_cart">Read more about Linen tea towel</a></li>`,
    ),
  },
  play: async ({ canvasElement }) => {
    // Record whether the island left the click alone, then stop the navigation so the story stays put.
    let leftToTheLink = false;
    const spy = (e: Event) => {
      leftToTheLink = !e.defaultPrevented;
      e.preventDefault();
    };
    canvasElement.addEventListener('click', spy);
    await userEvent.click(within(canvasElement).getByRole('link', { name: /Read more/ }));
    canvasElement.removeEventListener('click', spy);
    await expect(leftToTheLink).toBe(true);
    await expect(shop.backend.calls).toHaveLength(0);
  },
};
