import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { inputTooltipIsland } from './island';
import island from './mount';
import { describedFieldsHtml } from './testing';

const meta = {
  title: 'Islands/Input description tooltip',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: inputTooltipIsland,
          contract,
          summary:
            "A field's description (`.woocommerce-input-wrapper span.description`) shown while the field is in use.",
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: describedFieldsHtml(), island, selector: '.woocommerce-input-wrapper span.description' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus opens the field's description; Escape closes it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'VAT number' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Two letters, then digits, e.g. GB123456789.'));
    await userEvent.click(field);
    const tip = canvasElement.querySelector<HTMLElement>('#billing_vat-description')!;
    await waitFor(() => expect(tip).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tip).not.toBeVisible());
  },
};
