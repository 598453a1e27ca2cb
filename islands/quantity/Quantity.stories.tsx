import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { quantityIsland } from './island';
import { quantityHtml } from '@storefront/test-kit';
import island from './mount';

const meta = {
  title: 'Islands/Quantity',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: quantityIsland,
          contract,
          summary: `The quantity input (\`div.quantity\`) with the theme's minus and plus buttons (spec §5 "Quantities").`,
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: `<form action="#">${quantityHtml({ id: 'qty-story', value: 1, min: 1, max: 3 })}</form>`,
    island,
    selector: 'div.quantity',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plus stops at the max, minus at the min. */
export const PlusAndMinus: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('div.quantity')).toHaveAttribute('data-island-mounted'));
    const input = c.getByLabelText<HTMLInputElement>('Art print quantity');
    const plus = c.getByRole('button', { name: 'Increase quantity of Art print' });
    for (let i = 0; i < 4; i++) await userEvent.click(plus);
    await expect(input.value).toBe('3');
    const minus = c.getByRole('button', { name: 'Reduce quantity of Art print' });
    for (let i = 0; i < 4; i++) await userEvent.click(minus);
    await expect(input.value).toBe('1');
  },
};

/** A value below the minimum is raised to it as the page loads. */
export const RaisedToMin: Story = {
  args: { html: quantityHtml({ id: 'qty-min', value: 0, min: 2 }) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>('Art print quantity');
    await waitFor(() => expect(input.value).toBe('2'));
  },
};
