import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { emit } from '@storefront/runtime';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { bulkTableIsland } from './island';
import {
  bulkTableHtml,
  createFakeVariationBackend,
  variationProductHtml,
  type FakeVariationOptions,
} from '@storefront/test-kit';
import island from './mount';

let backend: ReturnType<typeof createFakeVariationBackend>;
const tables = {
  101: bulkTableHtml(101),
  1001: bulkTableHtml(1001, [
    ['1–4', 1000],
    ['5+', 700],
  ]),
};

const meta = {
  title: 'Islands/Bulk table',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: bulkTableIsland,
          contract,
          summary: `The bulk pricing table following the chosen variation (\`found_variation\` / \`reset_data\` from the form).`,
          reads: ['data-available-ids'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: variationProductHtml({ bulkIds: [101, 1001] }), island, selector: '.wdp_bulk_table_content' },
  beforeEach({ parameters }) {
    backend = createFakeVariationBackend({ tables, ...(parameters.backend as FakeVariationOptions | undefined) });
    const realFetch = window.fetch;
    window.fetch = backend.fetch;
    return () => {
      window.fetch = realFetch;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (root: HTMLElement) => {
  const host = root.querySelector<HTMLElement>('.wdp_bulk_table_content')!;
  await waitFor(() => expect(host).toHaveAttribute('data-island-mounted'));
  return { host, form: root.querySelector('form')! };
};

/** A variation with a table: its table replaces the parent's; reset brings the parent's back. */
export const FollowsVariation: Story = {
  play: async ({ canvasElement }) => {
    const { host, form } = await ready(canvasElement);
    emit('found_variation', { variation: { variation_id: 1001 } }, form);
    await waitFor(() => expect(host.querySelector('table')).toHaveAttribute('data-table-for', '1001'));
    emit('reset_data', {}, form);
    await expect(host.querySelector('table')).toHaveAttribute('data-table-for', '101');
  },
};

/** The variation's request fails: the table is asked again for the parent product id, whose answer is shown. */
export const FailedRequest: Story = {
  parameters: { backend: { failure: 'server_error', failIds: [1001] } },
  play: async ({ canvasElement }) => {
    const { host, form } = await ready(canvasElement);
    emit('found_variation', { variation: { variation_id: 1001 } }, form);
    await waitFor(() => expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1001', '101']));
    await waitFor(() => expect(host).not.toHaveAttribute('aria-busy'));
    await expect(host.querySelector('table')).toHaveAttribute('data-table-for', '101');
  },
};

/** Both requests fail: the parent's table the page was printed with stays. */
export const ParentRequestFailsToo: Story = {
  parameters: { backend: { failure: 'server_error' } },
  play: async ({ canvasElement }) => {
    const { host, form } = await ready(canvasElement);
    emit('found_variation', { variation: { variation_id: 1001 } }, form);
    await waitFor(() => expect(backend.calls).toHaveLength(2));
    await waitFor(() => expect(host).not.toHaveAttribute('aria-busy'));
    await expect(host.querySelector('table')).toHaveAttribute('data-table-for', '101');
  },
};
