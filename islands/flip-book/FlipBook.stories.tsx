import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { readFlipBookOptions } from './contract';
import { flipBookIsland } from './island';
import { Viewer } from './Viewer';
import { fakeEngine } from './testing';

const TOC = [
  {
    title: 'Textiles',
    page: 2,
    items: [
      { title: 'Linen aprons', page: 2, items: [] },
      { title: 'Tea towels', page: 4, items: [] },
    ],
  },
  { title: 'Prints and cards', page: 7, items: [] },
];
const text = (i: number) =>
  i === 3 || i === 8 ? `Page ${i + 1}: linen aprons, hand printed` : `Page ${i + 1}: hand printed in small batches`;

const options = (extra: Partial<contract.FlipBookOptions> = {}) => {
  const host = document.createElement('div');
  host.className = '_df_book';
  host.id = 'df_101';
  host.setAttribute('source', '/flip-book/docs/catalogue.pdf');
  host.dataset.title = 'Autumn catalogue';
  return { ...readFlipBookOptions(host), ...extra };
};
const status = (root: HTMLElement) => root.querySelector('.fb-status')?.textContent;

const meta = {
  title: 'Islands/Flip-book',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: flipBookIsland,
          contract,
          summary:
            'A PDF flip-book on DearFlip’s markup: pdf.js renders the pages near the spread into page-flip. The stories use a fake engine (text pages); the end-to-end test drives the real pdf.js and page-flip.',
          reads: ['source', 'height', 'backgroundcolor', 'data-title', 'wpoptions', 'window.option_df_{id}'],
        }),
      },
    },
  },
  component: Viewer,
  args: { options: options(), engine: fakeEngine({ text, toc: TOC }).engine, narrow: false },
} satisfies Meta<typeof Viewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the region is busy and says so. */
export const Loading: Story = {
  args: { engine: fakeEngine({ hang: true }).engine },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Autumn catalogue' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading the document…');
  },
};

/** Ready: the cover, then a double spread after 'Next page' (announced politely). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(status(canvasElement)).toBe('Pages 2–3 of 24'));
  },
};

/** Single-page mode (as on a narrow or portrait screen), toggled back to spreads. */
export const SinglePage: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(status(canvasElement)).toBe('Page 2 of 24'));
    await expect(c.getByRole('button', { name: 'Single-page view' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The table of contents, nested, jumping to a section. */
export const TableOfContents: Story = {
  args: { options: options({ autoEnableOutline: true }) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = await c.findByRole('navigation', { name: 'Table of contents' });
    await userEvent.click(within(nav).getByRole('button', { name: /Tea towels/ }));
    await waitFor(() => expect(status(canvasElement)).toBe('Pages 4–5 of 24'));
  },
};

/** Search results with page numbers; the first hit's page is shown. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Search' }));
    await userEvent.type(c.getByRole('searchbox', { name: 'Search the document' }), 'linen{Enter}');
    await expect(await c.findByText('2 results')).toBeVisible();
    await waitFor(() => expect(status(canvasElement)).toBe('Pages 4–5 of 24'));
  },
};

/** A missing or broken PDF: a clear message and a download link. */
export const BrokenPdf: Story = {
  args: { engine: fakeEngine({ fail: true }).engine },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The document could not be loaded.');
    await expect(within(alert).getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining('/flip-book/docs/catalogue.pdf'),
    );
  },
};
