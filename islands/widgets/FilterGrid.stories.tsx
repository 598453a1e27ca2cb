import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './grid-contract';
import { widgetsIsland } from './island';
import island from './mount';

const group = (label: string, buttons: string) =>
  `<div class="button-group" role="group" aria-label="${label}" data-toggle="buttons" data-target="#story-grid">${buttons}</div>`;
const button = (text: string, attr: string, pressed = false) =>
  `<button type="button" class="button${pressed ? ' active' : ''}" aria-pressed="${pressed}" ${attr}>${text}</button>`;
const item = (id: string, title: string, technique: string, year: number) =>
  `<li id="${id}" class="print-grid-item ${technique}" data-year="${year}"><h3 class="print-title">${title}</h3><p>${year}</p></li>`;

const HTML = `<div class="grid-controls">
${group('Show prints by technique', button('All', 'data-filter="*"', true) + button('Linocut', 'data-filter=".linocut"') + button('Screen print', 'data-filter=".screen"'))}
${group('Sort prints', button('Newest', 'data-sort-by="original-order"', true) + button('Title', 'data-sort-by="title"') + button('Oldest', 'data-sort-by="year"'))}
</div>
<ul id="story-grid" class="print-grid" data-item-label="prints" data-isotope='{"itemSelector":".print-grid-item","getSortData":{"title":".print-title","year":"[data-year] parseInt"}}'>
${item('p-harbour', 'Harbour at dusk', 'linocut', 2023)}${item('p-clifton', 'Clifton rooftops', 'screen', 2019)}${item('p-gorge', 'Avon gorge', 'linocut', 2017)}${item('p-market', 'Market day', 'screen', 2024)}
</ul>`;

const meta = {
  title: 'Islands/Filterable grid',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: widgetsIsland,
          contract,
          summary:
            'Isotope-style data-filter / data-sort-by buttons in data-toggle="buttons" groups whose data-target is the grid (widgets island, lazy grid chunk).',
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: HTML, island, selector: '[data-toggle]' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('#story-grid > li:not([hidden])')].map((li) => li.id);

/** 'Linocut' by keyboard: two prints stay, the buttons say which is pressed, the count is announced. */
export const FilterByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const linocut = canvas.getByRole('button', { name: 'Linocut' });
    await waitFor(() => expect(linocut.closest('[data-toggle]')).toHaveAttribute('data-island-mounted'));
    linocut.focus();
    await userEvent.keyboard('{Enter}');
    // The grid chunk is imported on first mount (compiled on demand by the story runner): a longer wait.
    await waitFor(() => expect(shown(canvasElement)).toEqual(['p-harbour', 'p-gorge']), { timeout: 5000 });
    await expect(linocut).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 2 of 4 prints');
  },
};

/** 'Oldest' sorts by year, ascending; the reading order is the visual order. */
export const SortByYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oldest = canvas.getByRole('button', { name: 'Oldest' });
    await waitFor(() => expect(oldest.closest('[data-toggle]')).toHaveAttribute('data-island-mounted'));
    await userEvent.click(oldest);
    await waitFor(() => expect(shown(canvasElement)).toEqual(['p-gorge', 'p-clifton', 'p-harbour', 'p-market']), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 4 prints');
  },
};
