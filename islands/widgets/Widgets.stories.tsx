import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { widgetsIsland } from './island';
import island from './mount';

const HTML = `<ul class="nav nav-tabs"><li class="active"><a href="#w-wash" data-toggle="tab">Washing</a></li><li><a href="#w-iron" data-toggle="tab">Ironing</a></li></ul>
<div class="tab-content"><div id="w-wash" class="tab-pane active in"><p>Wash at 30 °C.</p></div><div id="w-iron" class="tab-pane"><p>Iron on the reverse.</p></div></div>
<p><button type="button" class="button" data-toggle="collapse" data-target="#w-more">Delivery details</button></p><div id="w-more" class="collapse"><p>Sent the same day.</p></div>
<p><button type="button" class="button" data-toggle="modal" data-target="#w-guide">Size guide</button></p>
<div id="w-guide" class="modal fade" tabindex="-1" aria-labelledby="w-guide-title" hidden><div class="modal-dialog"><h2 id="w-guide-title">Size guide</h2><p>Cushion covers: 45 × 45 cm.</p><button type="button" class="button" data-dismiss="modal">Close</button></div></div>`;

const meta = {
  title: 'Islands/Bootstrap widgets',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: widgetsIsland,
          contract,
          summary: "Bootstrap 3's data API: tabs, collapse, tooltips, popovers, modals, dropdowns.",
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: HTML, island, selector: '[data-toggle]' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs by keyboard: ArrowRight selects 'Ironing'. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Washing' })).toHaveAttribute('aria-selected', 'true'));
    canvas.getByRole('tab', { name: 'Washing' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ironing' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The modal open: a labelled dialog with focus inside. */
export const ModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-toggle=modal]')).toHaveAttribute('data-island-mounted'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Size guide' }));
    await expect(canvas.getByRole('dialog', { name: 'Size guide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
