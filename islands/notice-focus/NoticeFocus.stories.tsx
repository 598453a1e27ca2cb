import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import { noticeFocusIsland } from './island';
import island from './mount';

const meta = {
  title: 'Islands/Notice focus',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: noticeFocusIsland,
          summary: 'Alert notices receive focus 500 ms after they appear.',
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: '<div class="woocommerce-notices-wrapper"><div class="woocommerce-error" role="alert">Sorry, this product cannot be purchased.</div></div>',
    island,
    selector: '.woocommerce-error[role=alert]',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A server-printed error notice takes focus after 500 ms. */
export const ErrorNotice: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.woocommerce-error')).toHaveFocus(), { timeout: 2000 });
  },
};
