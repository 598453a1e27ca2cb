import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { listingOrderingIsland } from './island';
import { listingStoryHtml, productListingHtml } from '@storefront/test-kit';
import island from './mount';

const meta = {
  title: 'Islands/Listing ordering',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: listingOrderingIsland,
          contract,
          summary: `The sort select (\`form.woocommerce-ordering select.orderby\`): a change submits the form at once.`,
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: listingStoryHtml(productListingHtml()), island, selector: 'form.woocommerce-ordering' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing 'Sort by price' submits (the story stops the submission instead of navigating). */
export const ChangeSubmits: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
    await waitFor(() => expect(form).toHaveAttribute('data-island-mounted'));
    const submitted: string[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push(String(new FormData(form).get('orderby')));
    });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Shop order' }), 'price');
    await expect(submitted).toEqual(['price']);
  },
};
