import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { emit } from '@storefront/runtime';
import { LISTING_UPDATED } from '@storefront/listing';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { listingCountIsland } from './island';
import island from './mount';

const meta = {
  title: 'Islands/Listing result count',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: listingCountIsland,
          contract,
          summary: `The result count (\`p.woocommerce-result-count\`), spoken in a polite live region 2 s after the listing changes.`,
          reads: ['p.woocommerce-result-count'],
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: '<main><p class="woocommerce-result-count">Showing 1–24 of 30 results</p></main>',
    island,
    selector: 'p.woocommerce-result-count',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After an append: the count is announced 2 s later. */
export const Announced: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('p.woocommerce-result-count')).toHaveAttribute('data-island-mounted'),
    );
    const t0 = performance.now();
    emit(LISTING_UPDATED, { source: 'append' });
    await waitFor(
      () =>
        expect([...document.querySelectorAll('[aria-live="polite"]')].map((r) => r.textContent).join()).toContain(
          'Showing 1–24 of 30 results',
        ),
      { timeout: 4000 },
    );
    await expect(performance.now() - t0).toBeGreaterThanOrEqual(1900);
  },
};
