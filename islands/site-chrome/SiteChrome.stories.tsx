import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteHeaderHtml, toTopHtml } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { siteChromeIsland } from './island';
import island from './mount';

const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('#masthead')).toHaveAttribute('data-island-mounted'));

const meta = {
  title: 'Islands/Site chrome',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: siteChromeIsland,
          contract,
          summary:
            'The site header (sticky, shrinking above 992 px, search popup, dropdown menus with sub-menus) and To Top.',
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: `<div id="top"></div>${siteHeaderHtml()}<main id="main"><p>Page content.</p></main><footer>${toTopHtml()}</footer>`,
    island,
    selector: '#masthead, a[href="#top"]',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header as the page shows it: menus closed, search closed. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Shop sub-menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search popup open: the search field has focus; Escape closes it and focus returns to the button. */
export const SearchOpen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('searchbox', { name: 'Search for:' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
  },
};

/** A sub-menu opened from the keyboard (ArrowDown), its second level opened with ArrowRight. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Shop' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Textiles' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Cushions' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Textiles sub-menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
