import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { variationFormIsland } from './island';
import {
  artPrintVariations,
  createFakeVariationBackend,
  fixtureVariation,
  VARIATION_PARAMS,
  variationProductHtml,
  type FakeVariationOptions,
} from '@storefront/test-kit';
import island from './mount';

let backend: ReturnType<typeof createFakeVariationBackend>;
let alerts: string[] = [];

/** Waits for the island and its first check (100 ms after mount). */
async function ready(root: HTMLElement) {
  const form = root.querySelector('form.variations_form')!;
  await waitFor(() => expect(form).toHaveAttribute('data-island-mounted'));
  const button = within(root).getByRole('button', { name: 'Add to basket' });
  await waitFor(() => expect(button).toHaveClass('wc-variation-selection-needed'));
  return { form, button, c: within(root) };
}

const choose = async (root: HTMLElement, label: string, option: string) =>
  userEvent.selectOptions(within(root).getByLabelText(label), option);

const meta = {
  title: 'Islands/Variation form',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: variationFormIsland,
          contract,
          summary: `The variable-product form on WooCommerce's \`form.variations_form\` markup: the add-to-cart area's three states, the reset link, the no-match notice, a sold-individually variation and server look-ups (loading, failed). Server calls are answered in the page by a fake backend; window.alert is recorded.`,
          reads: ['data-product_variations', 'data-variation-index', 'data-custom_data'],
          calls: ['?wc-ajax=get_variation'],
          emits: [
            'found_variation',
            'show_variation',
            'hide_variation',
            'reset_data',
            'woocommerce_variation_has_changed',
            'woocommerce_variation_select_change',
            'woocommerce_update_variation_values',
            'woocommerce_gallery_init_zoom',
            'woocommerce_gallery_reset_slide_position',
          ],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: variationProductHtml(), island, selector: 'form.variations_form' },
  beforeEach({ parameters }) {
    backend = createFakeVariationBackend(parameters.backend as FakeVariationOptions | undefined);
    const realFetch = window.fetch;
    const realAlert = window.alert;
    window.fetch = backend.fetch;
    alerts = [];
    window.alert = (m?: unknown) => void alerts.push(String(m));
    (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params = VARIATION_PARAMS;
    return () => {
      backend.releaseHung();
      window.fetch = realFetch;
      window.alert = realAlert;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No full choice: the button is disabled and marked 'selection needed'; a click explains what is missing. */
export const SelectionNeeded: Story = {
  play: async ({ canvasElement }) => {
    const { button, form } = await ready(canvasElement);
    await expect(form.querySelector('.variations_button')).toHaveClass('woocommerce-variation-add-to-cart-disabled');
    await userEvent.click(button);
    await expect(alerts).toEqual([VARIATION_PARAMS.i18n_make_a_selection_text]);
  },
};

/** A purchasable, in-stock, visible variation: price and availability shown, SKU swapped, button enabled. */
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const { button, form } = await ready(canvasElement);
    await choose(canvasElement, 'Size', 'A4');
    await choose(canvasElement, 'Type', 'Framed print');
    await waitFor(() => expect(button).not.toHaveClass('disabled'));
    await expect(form.querySelector('.woocommerce-variation-price')).toHaveTextContent('£35.00');
    await expect(canvasElement.querySelector('.product_meta .sku')).toHaveTextContent('AP-A4-FRM');
    await expect(canvasElement.querySelector('.wp-post-image')).toHaveAttribute('src', '/media/a4-framed-600.jpg');
  },
};

/** Out of stock: shown, but the button is disabled and marked 'unavailable'; a click says why. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const { button } = await ready(canvasElement);
    await choose(canvasElement, 'Size', 'A3');
    await choose(canvasElement, 'Type', 'Framed print');
    await waitFor(() => expect(button).toHaveClass('wc-variation-is-unavailable'));
    await userEvent.click(button);
    await expect(alerts).toEqual([VARIATION_PARAMS.i18n_unavailable_text]);
  },
};

/** The reset link: shown once anything is chosen; it clears, restores, announces and focuses the first select. */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    const { c } = await ready(canvasElement);
    await choose(canvasElement, 'Size', 'A4');
    await choose(canvasElement, 'Type', 'Framed print');
    const reset = c.getByRole('button', { name: 'Clear' });
    await waitFor(() => expect(reset).toBeVisible());
    await userEvent.click(reset);
    await expect(canvasElement.querySelector('.product_meta .sku')).toHaveTextContent('ART-PRINT');
    await expect(canvasElement.querySelector('.wp-post-image')).toHaveAttribute('src', '/media/art-print-600.jpg');
    await expect(canvasElement.querySelector('.reset_variations_alert')).toHaveTextContent(
      /Your selection has been reset/,
    );
    await expect(c.getByLabelText('Size')).toHaveFocus();
  },
};

/** A value no variation has (a plugin added it): the select is cleared and the no-match notice slides down. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const { c } = await ready(canvasElement);
    await choose(canvasElement, 'Size', 'A4');
    const type = c.getByLabelText<HTMLSelectElement>('Type');
    const canvas = document.createElement('option');
    canvas.value = 'canvas';
    canvas.textContent = 'Canvas print';
    type.append(canvas);
    await userEvent.selectOptions(type, 'Canvas print');
    await expect(await c.findByText(VARIATION_PARAMS.i18n_no_matching_variations_text)).toHaveClass(
      'wc-no-matching-variations',
    );
  },
};

/** Sold individually: quantity forced to 1 and hidden. */
export const SoldIndividually: Story = {
  args: {
    html: variationProductHtml({
      variations: [
        fixtureVariation(
          1047,
          { attribute_pa_size: 'a5', attribute_pa_type: 'giclee' },
          { is_sold_individually: 'yes', max_qty: 1, sku: 'SIGNED' },
        ),
        ...artPrintVariations().slice(1),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const { c } = await ready(canvasElement);
    const qty = c.getByLabelText<HTMLInputElement>('Art print quantity');
    await userEvent.clear(qty);
    await userEvent.type(qty, '3');
    await choose(canvasElement, 'Size', 'A5');
    await choose(canvasElement, 'Type', 'Giclée print');
    await waitFor(() => expect(qty.value).toBe('1'));
    await expect(qty.closest('.quantity')).not.toBeVisible();
  },
};

/** No variation data in the page: a full choice is looked up on the server; the form is blocked meanwhile. */
export const ServerLookupLoading: Story = {
  args: { html: variationProductHtml({ variations: false }) },
  parameters: { backend: { failure: 'hang' } },
  play: async ({ canvasElement }) => {
    const { form } = await ready(canvasElement);
    await choose(canvasElement, 'Size', 'A4');
    await choose(canvasElement, 'Type', 'Giclée print');
    await waitFor(() => expect(form.querySelector('.blockOverlay')).not.toBeNull());
    await expect(form).toHaveAttribute('aria-busy', 'true');
  },
};

/** The look-up failed (offline): unblocked, the spec's message, the choice kept. */
export const ServerLookupFailed: Story = {
  args: { html: variationProductHtml({ variations: false }) },
  parameters: { backend: { failure: 'offline' } },
  play: async ({ canvasElement }) => {
    const { form, c } = await ready(canvasElement);
    await choose(canvasElement, 'Size', 'A4');
    await choose(canvasElement, 'Type', 'Giclée print');
    await waitFor(() =>
      expect(form.querySelector('.sf-variation-error')).toHaveTextContent('You are probably offline.'),
    );
    await expect(form.querySelector('.blockOverlay')).toBeNull();
    await expect(c.getByLabelText<HTMLSelectElement>('Size').value).toBe('a4');
  },
};
