import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productTabsHtml } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { productTabsIsland } from './island';
import island from './mount';

const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('.woocommerce-tabs')).toHaveAttribute('data-island-mounted'));
const visiblePanels = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);

const meta = {
  title: 'Islands/Product tabs',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: productTabsIsland,
          contract,
          summary: `WooCommerce's product tabs (\`div.woocommerce-tabs\`) as an ARIA tab widget.`,
          reads: ['data-scroll-on-click'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: productTabsHtml(), island, selector: '.woocommerce-tabs' },
  beforeEach({ parameters }) {
    const hash = parameters.hash as string | undefined;
    if (!hash) return undefined;
    // The page URL decides the first tab: set the hash without navigating, and put it back afterwards.
    const before = location.href;
    history.replaceState(history.state, '', hash);
    return () => history.replaceState(history.state, '', before);
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is shown; the arrow keys, Home and End move between tabs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanels(canvasElement)).toEqual(['tab-description']);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(visiblePanels(canvasElement)).toEqual(['tab-additional_information']);
    await userEvent.keyboard('{End}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(visiblePanels(canvasElement)).toEqual(['tab-description']);
  },
};

/** Opened on the Reviews tab (the URL's hash is #reviews). */
export const OpenedOnReviews: Story = {
  parameters: { hash: '#reviews' },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(visiblePanels(canvasElement)).toEqual(['tab-reviews']);
  },
};

/** Right to left: ArrowLeft moves to the next tab. */
export const RightToLeft: Story = {
  args: { html: `<div dir="rtl">${productTabsHtml()}</div>` },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const tabs = within(canvasElement).getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};
