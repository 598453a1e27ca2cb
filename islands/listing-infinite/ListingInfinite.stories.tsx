import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { listingInfiniteIsland } from './island';
import {
  animationsSettled,
  installFakeListing,
  listingStoryHtml,
  productListingHtml,
  type ListingFailure,
} from '@storefront/test-kit';
import island from './mount';

let fake: ReturnType<typeof installFakeListing>;
const ready = async (root: HTMLElement) => {
  const nav = root.querySelector<HTMLElement>('nav.woocommerce-pagination')!;
  await waitFor(() => expect(nav).toHaveAttribute('data-island-mounted'));
  nav.scrollIntoView(); // within 400 px of the end: loading starts
  return nav;
};
const count = (root: HTMLElement) => root.querySelectorAll('ul.products li.product').length;

const meta = {
  title: 'Islands/Listing infinite scroll',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: listingInfiniteIsland,
          contract,
          summary: `Infinite scroll on \`nav.woocommerce-pagination\`: near the end of the list the next page (\`a.next\`) is fetched and its products appended. Pages are served by an in-page fake of the shop's listing pages.`,
          calls: ['GET the next page (HTML)'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: listingStoryHtml(productListingHtml()), island, selector: 'nav.woocommerce-pagination' },
  beforeEach({ parameters }) {
    fake = installFakeListing();
    fake.server.failure = (parameters.failure ?? null) as ListingFailure;
    fake.server.delayMs = 100;
    return fake.cleanup;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolled to the end: page 2 is appended (24 products) and the count follows. */
export const Appended: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(count(canvasElement)).toBeGreaterThanOrEqual(24), { timeout: 5000 });
    await expect(fake.urls).toContain('/shop/page/2/');
    await animationsSettled();
  },
};

/** Loading: the status line says so and the list is busy. */
export const Loading: Story = {
  parameters: { failure: 'hang' },
  play: async ({ canvasElement }) => {
    const nav = await ready(canvasElement);
    await waitFor(() => expect(within(nav).getByRole('status')).toHaveTextContent('Loading more products…'));
    await expect(canvasElement.querySelector('ul.products')).toHaveAttribute('aria-busy', 'true');
    await animationsSettled();
  },
};

/** End of the list: the last page, nothing more to load. */
export const EndOfList: Story = {
  args: { html: listingStoryHtml(productListingHtml({ page: 3 })) },
  play: async ({ canvasElement }) => {
    const nav = await ready(canvasElement);
    await waitFor(() => expect(within(nav).getByRole('status')).toHaveTextContent('No more products'));
    await expect(fake.server.calls).toEqual([]);
    await animationsSettled();
  },
};

/** The next page fails (offline): the message and a Retry button; the products shown stay. */
export const FailedPage: Story = {
  parameters: { failure: 'offline' },
  play: async ({ canvasElement }) => {
    const nav = await ready(canvasElement);
    await waitFor(() =>
      expect(within(nav).getByRole('status')).toHaveTextContent(
        'The next page could not be loaded. You are probably offline.',
      ),
    );
    await expect(count(canvasElement)).toBe(12);
    await expect(within(nav).getByRole('button', { name: 'Retry' })).toBeVisible();
    await animationsSettled();
  },
};

/** Retry after a failure appends the page. */
export const RetryWorks: Story = {
  parameters: { failure: 'offline' },
  play: async ({ canvasElement }) => {
    const nav = await ready(canvasElement);
    const retry = await within(nav).findByRole('button', { name: 'Retry' });
    fake.server.failure = null;
    await userEvent.click(retry);
    await waitFor(() => expect(count(canvasElement)).toBeGreaterThanOrEqual(24), { timeout: 5000 });
    await animationsSettled();
  },
};
