import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emit } from '@storefront/runtime';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import * as pageContract from './page-contract';
import * as tableContract from './table-contract';
import { wishlistIsland } from './island';
import island from './mount';
import {
  createFakeWishlistBackend,
  heartHtml,
  installWishlistGlobals,
  preloadLazyChunks,
  wishlistPageHtml,
  type WishlistFailure,
} from './testing';

interface WishlistParameters {
  ids?: number[];
  failure?: WishlistFailure;
  delayMs?: number;
}

const SELECTOR = '.alg-wc-wl-btn, .alg-wc-wl-remove-all, .alg-wc-wl-social, .alg-wc-wl-view-table-container';
const header = (count: number) =>
  `<header><a href="/wishlist/">Wishlist <span class="alg-wc-wl-counter">${count}</span></a></header>`;
const listing = (inList: boolean) =>
  `${header(inList ? 1 : 0)}<main><ul class="products"><li class="product"><h2 class="woocommerce-loop-product__title">Linen tea towel</h2>${heartHtml(11, { thumb: true, inList })}</li></ul>
<div class="product"><h1 class="product_title">Linen tea towel</h1>${heartHtml(11, { inList })}</div></main>`;
const ITEMS = [
  { id: 11, name: 'Linen tea towel' },
  { id: 31, name: 'Art print – A4' },
];

let backend: ReturnType<typeof createFakeWishlistBackend>;
const body = () => within(document.body);
/** The hearts of the stage, once mounted (before, the plugin's markup has no name: its icons are all it holds). */
const hearts = async (root: HTMLElement) => {
  const all = [...root.querySelectorAll<HTMLElement>('.alg-wc-wl-btn')];
  await waitFor(() => all.forEach((h) => expect(h).toHaveAttribute('data-island-mounted')));
  await waitFor(() => all.forEach((h) => expect(h).toHaveAttribute('aria-label')));
  return all;
};
const heart = async (root: HTMLElement) => (await hearts(root))[0]!;

const meta = {
  title: 'Islands/Wishlist',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: wishlistIsland,
          contract: { ...contract, ...pageContract, ...tableContract },
          summary: `Wishlist for WooCommerce's markup: heart toggles (every heart of an item together; the chosen variation on variable products), the header counter, the wishlist page's remove all, share list and copy link, and the notification. Calls are answered by an in-page fake of the plugin's admin-ajax actions.`,
          reads: [
            'data-item_id',
            'data-wtab_id',
            'data-auto_hide',
            'alg_wc_wl',
            'alg_wc_wl_ajax',
            'alg_wc_wl_notification',
          ],
          calls: [
            'admin-ajax alg_wc_wl_toggle_item',
            'admin-ajax alg_wc_wl_get_wish_list',
            'admin-ajax alg_wc_wl_remove_all_from_wish_list',
            'admin-ajax alg_wc_wl_pro_get_wish_list_sc',
          ],
          emits: [contract.INIT_EVENT, ...Object.values(pageContract.EVENTS)],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: listing(false), island, selector: SELECTOR },
  async beforeEach({ parameters }) {
    // The lazy chunks (page parts, notification, variation following) are there before the play starts.
    await preloadLazyChunks();
    const p = (parameters.wishlist ?? {}) as WishlistParameters;
    backend = createFakeWishlistBackend({
      ids: p.ids ?? [],
      delayMs: p.delayMs ?? 0,
      names: { 11: 'Linen tea towel' },
    });
    backend.failure = p.failure ?? null;
    const realFetch = window.fetch;
    window.fetch = backend.fetch;
    const removeGlobals = installWishlistGlobals();
    localStorage.removeItem(contract.SYNC_KEY);
    return () => {
      backend.releaseHung();
      window.fetch = realFetch;
      removeGlobals();
      document.querySelectorAll('.alg-wc-wl-notification').forEach((n) => n.remove());
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the hearts say 'Add to wishlist' with the product's name and are not pressed. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(button).toHaveAccessibleName('Add to wishlist: Linen tea towel');
    await expect(button).toHaveClass('add');
  },
};

/** On: a press adds the item; both hearts, the counter and the notification (OK closes it) follow. */
export const On: Story = {
  play: async ({ canvasElement }) => {
    const [thumb, single] = await hearts(canvasElement);
    await userEvent.click(thumb!);
    await waitFor(() => expect(single).toHaveAttribute('aria-pressed', 'true'));
    await expect(thumb).toHaveAccessibleName('Remove from wishlist: Linen tea towel');
    await waitFor(() => expect(canvasElement.querySelector('.alg-wc-wl-counter')).toHaveTextContent('1'));
    await waitFor(() =>
      expect(document.querySelector('.alg-wc-wl-notification')).toHaveTextContent(
        'Linen tea towel was added to your wishlist.',
      ),
    );
    const toast = document.querySelector<HTMLElement>('.alg-wc-wl-notification')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'OK' }));
    await expect(document.querySelector('.alg-wc-wl-notification')).toBeNull();
  },
};

/** Loading: the call is under way; the heart already shows the new state and is busy. */
export const Loading: Story = {
  parameters: { wishlist: { failure: 'hang' } },
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveClass('loading');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Error: a refused call; the spec's message, and the heart is back as it was. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { wishlist: { failure: 'nonce' } },
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    await userEvent.click(button);
    await waitFor(() =>
      expect(document.querySelector('.alg-wc-wl-notification')).toHaveTextContent(
        'Sorry, Some error occurred. Please, try again later.',
      ),
    );
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).not.toHaveClass('loading');
    await userEvent.keyboard('{Escape}');
    await expect(document.querySelector('.alg-wc-wl-notification')).toBeNull();
  },
};

/** Variable product: the heart follows the chosen variation (A4 is listed, the product itself is not). */
export const VariableProduct: Story = {
  parameters: { wishlist: { ids: [31] } },
  args: {
    html: `${header(1)}<main><div class="product"><h1 class="product_title">Art print</h1><form class="variations_form cart" data-product_id="30"><label for="pa_size">Size</label><select id="pa_size" name="attribute_pa_size"><option value="">Choose an option</option><option value="a4">A4</option><option value="a3">A3</option></select><input type="hidden" name="variation_id" class="variation_id" value=""></form>${heartHtml(30)}</div></main>`,
  },
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    canvasElement.querySelector('select')!.value = 'a4';
    canvasElement.querySelector<HTMLInputElement>('input.variation_id')!.value = '31';
    emit('found_variation', { variation: { variation_id: 31, attributes: { attribute_pa_size: 'a4' } } }, form);
    await waitFor(() => expect(button).toHaveAttribute('data-item_id', '31'));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    canvasElement.querySelector<HTMLInputElement>('input.variation_id')!.value = '';
    emit('reset_data', {}, form);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Wishlist page: removing a row, copying the link, the email panel. */
export const WishlistPage: Story = {
  parameters: { wishlist: { ids: [11, 31] } },
  args: { html: `${header(2)}<main tabindex="-1">${wishlistPageHtml(ITEMS)}</main>` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const email = await c.findByRole('button', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(email);
    await expect(email).toHaveAttribute('aria-expanded', 'true');
    const remove = await heart(canvasElement);
    await userEvent.click(remove);
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(1));
    await waitFor(() => expect(canvasElement.querySelector('.alg-wc-wl-counter')).toHaveTextContent('1'));
  },
};

/** Empty: 'remove all' empties the list and the page shows its empty state. */
export const Empty: Story = {
  parameters: { wishlist: { ids: [11, 31] } },
  args: { html: `${header(2)}<main tabindex="-1">${wishlistPageHtml(ITEMS)}</main>` },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove all' });
    await waitFor(() => expect(button).toHaveAttribute('data-island-mounted'));
    await userEvent.click(button);
    await waitFor(() =>
      expect(backend.calls.some((c) => c.action === 'alg_wc_wl_remove_all_from_wish_list')).toBe(true),
    );
    await waitFor(() => expect(body().getByText('The wishlist is empty.')).toBeVisible());
    await expect(canvasElement.querySelector('.alg-wc-wl-view-table, .alg-wc-wl-social')).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('.alg-wc-wl-notification')).toHaveTextContent(
        'All the items have been removed from your wishlist.',
      ),
    );
  },
};

/** Responsive: below 768 px wide (or 400 px high) the page gets the responsive layout. */
export const Responsive: Story = {
  parameters: { wishlist: { ids: [11, 31] } },
  args: { html: `${header(2)}<main tabindex="-1">${wishlistPageHtml(ITEMS)}</main>` },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.alg-wc-wl-social')).toHaveAttribute('data-island-mounted'),
    );
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', { value: 600, configurable: true });
    try {
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(document.body).toHaveClass('alg-wc-wl-responsive'));
      await expect(getComputedStyle(canvasElement.querySelector('tbody tr')!).display).toBe('grid');
    } finally {
      if (width) Object.defineProperty(window, 'innerWidth', width);
      else Reflect.deleteProperty(window, 'innerWidth');
      window.dispatchEvent(new Event('resize'));
    }
  },
};
