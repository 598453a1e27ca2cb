import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { passwordToggleIsland } from './island';
import island from './mount';
import { loginFormHtml } from './testing';

const meta = {
  title: 'Islands/Password show and hide',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: passwordToggleIsland,
          contract,
          summary: "WooCommerce's show/hide button on password fields.",
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: loginFormHtml(), island, selector: 'input[type="password"]' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden, then shown: the button's name follows; focus stays on the field. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('#password')!;
    const show = await within(canvasElement).findByRole('button', { name: 'Show password' });
    await userEvent.type(input, 'secret');
    await userEvent.click(show);
    await waitFor(() => expect(input).toHaveAttribute('type', 'text'));
    await expect(input).toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};
