import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deleteCookie } from '@storefront/runtime/ui';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { listingViewIsland } from './island';
import { animationsSettled, listingStoryHtml, productListingHtml } from '@storefront/test-kit';
import island from './mount';

const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('nav.gridlist-toggle')).toHaveAttribute('data-island-mounted'));

const meta = {
  title: 'Islands/Listing view toggle',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: listingViewIsland,
          contract,
          summary: `The grid/list view toggle (\`nav.gridlist-toggle\`) on a product listing; the choice goes in \`gridcookie\`.`,
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: listingStoryHtml(productListingHtml()), island, selector: 'nav.gridlist-toggle' },
  beforeEach() {
    deleteCookie('gridcookie');
    return () => deleteCookie('gridcookie');
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grid view (the default): 'Grid view' is pressed. */
export const GridView: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvasElement.querySelector('ul.products')).toHaveClass('grid');
    await animationsSettled();
  },
};

/** List view: one product a row; pressing 'List view' again changes nothing. */
export const ListView: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const list = within(canvasElement).getByRole('button', { name: 'List view' });
    await userEvent.click(list);
    await expect(canvasElement.querySelector('ul.products')).toHaveClass('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    await expect(canvasElement.querySelector('ul.products')).toHaveClass('list');
    await expect(document.cookie).toContain('gridcookie=list');
    await animationsSettled();
  },
};
