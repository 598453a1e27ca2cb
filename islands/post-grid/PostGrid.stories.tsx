import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { postGridIsland } from './island';
import { animationsSettled, installFakeListing, LISTING_STORY_CSS, postListingHtml } from '@storefront/test-kit';
import island from './mount';

let fake: ReturnType<typeof installFakeListing>;
const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('div.post-listing')).toHaveAttribute('data-island-mounted'));

const meta = {
  title: 'Islands/Post grid',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: postGridIsland,
          contract,
          summary: `Blog and portfolio grids (\`div.post-listing\`): masonry or fit rows, filters and infinite scroll.`,
          reads: ['data-layout', 'data-item-label'],
          calls: ['GET the filtered or next page (HTML)'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: `${LISTING_STORY_CSS}<main>${postListingHtml()}</main>`, island, selector: 'div.post-listing' },
  beforeEach() {
    fake = installFakeListing();
    return fake.cleanup;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Masonry: each post spans grid rows by its height; scrolling to the end appends the last posts. */
export const Masonry: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const items = () => [...canvasElement.querySelectorAll<HTMLElement>('.post-grid-item')];
    for (const el of items()) await expect(el.style.gridRowEnd).toMatch(/^span \d+$/);
    canvasElement.querySelector('nav.pagination')!.scrollIntoView();
    await waitFor(() => expect(items()).toHaveLength(6), { timeout: 5000 });
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('No more posts'));
    await animationsSettled();
  },
};

/** Fit rows: plain grid rows, as tall as their tallest item. */
export const FitRows: Story = {
  args: { html: `${LISTING_STORY_CSS}<main>${postListingHtml({ layout: 'fitRows' })}</main>` },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(canvasElement.querySelector('.post-grid')).toHaveClass('is-fit-rows');
    await animationsSettled();
  },
};
