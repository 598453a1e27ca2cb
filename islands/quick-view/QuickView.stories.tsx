import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createQuickViewBackend, quickViewItemHtml } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { quickViewIsland } from './island';
import island from './mount';

const PRODUCT = { id: 101, name: 'Art print', slug: 'art-print' };
let backend: ReturnType<typeof createQuickViewBackend>;
const openIt = async (root: HTMLElement) => {
  const button = within(root).getByRole('link', { name: /^Quick view\s*: Art print$/ });
  await waitFor(() => expect(button).toHaveAttribute('data-island-mounted'));
  await userEvent.click(button);
  return button;
};
const body = () => within(document.body);

const meta = {
  title: 'Islands/Quick view',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: quickViewIsland,
          contract,
          summary: `The listing's quick view: a modal dialog loading the product's gallery, summary and form.`,
          reads: ['data-product_id', 'data-quick_view_url'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: `<ul class="products">${quickViewItemHtml(PRODUCT)}</ul>`, island, selector: 'a.quick-view-button' },
  beforeEach({ parameters }) {
    backend = createQuickViewBackend((parameters.backend ?? {}) as Parameters<typeof createQuickViewBackend>[0]);
    const realFetch = window.fetch;
    window.fetch = backend.fetch as typeof fetch;
    return () => {
      backend.release.forEach((r) => r());
      window.fetch = realFetch;
      document.querySelector('.quick-view-overlay')?.remove();
      document.documentElement.style.overflow = '';
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the dialog is open, busy, and says so; focus is on its close button. */
export const Loading: Story = {
  parameters: { backend: { failure: 'hang' } },
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
    const dialog = await body().findByRole('dialog', { name: 'Art print' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Loaded: labelled by the product title; Escape closes it and focus returns to the button. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const button = await openIt(canvasElement);
    const dialog = await body().findByRole('dialog', { name: 'Art print' });
    await waitFor(() => expect(dialog.querySelector('.product_title')).toBeTruthy());
    await expect(dialog).toHaveAttribute('aria-labelledby', dialog.querySelector('.product_title')!.id);
    await expect(within(dialog).getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Failed: the error, 'Try again' and the product link. */
export const Failed: Story = {
  parameters: { backend: { failure: 'offline' } },
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
    const alert = await body().findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'View the product page' })).toHaveAttribute(
      'href',
      '/product/art-print/',
    );
  },
};
