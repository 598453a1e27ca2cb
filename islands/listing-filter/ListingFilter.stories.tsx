import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { listingFilterIsland } from './island';
import {
  animationsSettled,
  installFakeListing,
  listingStoryHtml,
  productListingHtml,
  type ListingFailure,
} from '@storefront/test-kit';
import island from './mount';

let fake: ReturnType<typeof installFakeListing>;
const choose = async (root: HTMLElement, name: string) => {
  const nav = root.querySelector<HTMLElement>('nav.widget_product_categories')!;
  await waitFor(() => expect(nav).toHaveAttribute('data-island-mounted'));
  await userEvent.click(within(nav).getByRole('link', { name }));
  return nav;
};

const meta = {
  title: 'Islands/Listing category filter',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: listingFilterIsland,
          contract,
          summary: `The category filter (\`nav.widget_product_categories\`): a category's listing page is fetched and swapped in without a reload. Pages are served by an in-page fake; the URL change is recorded, not made.`,
          calls: ['GET the chosen category page (HTML)'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: listingStoryHtml(productListingHtml()), island, selector: 'nav.widget_product_categories' },
  beforeEach({ parameters }) {
    fake = installFakeListing();
    fake.server.failure = (parameters.failure ?? null) as ListingFailure;
    return fake.cleanup;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Textiles' chosen: only textiles are listed, the link is current, the URL pushed. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const nav = await choose(canvasElement, 'Textiles');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Textiles' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvasElement.querySelector('h1')).toHaveTextContent('Textiles');
    await expect(fake.urls).toContain('/product-category/textiles/');
    await animationsSettled();
  },
};

/** The category page fails to load: a message and Retry; the listing shown stays. */
export const FilterFailed: Story = {
  parameters: { failure: 'server_error' },
  play: async ({ canvasElement }) => {
    const nav = await choose(canvasElement, 'Prints and cards');
    await waitFor(() =>
      expect(within(nav).getByRole('alert')).toHaveTextContent(
        'This selection could not be loaded. An unknown error occurred.',
      ),
    );
    await expect(within(nav).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvasElement.querySelector('h1')).toHaveTextContent('Shop');
    await animationsSettled();
  },
};
