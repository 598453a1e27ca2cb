import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BROKEN_IMAGE, SINGLE_PRODUCT_PARAMS, fixtureImages, galleryHtml } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { galleryIsland } from './island';
import island from './mount';

const stage = (images = fixtureImages(3)) =>
  `<div class="product" style="max-width:420px;position:relative"><h1 class="product_title">Art print</h1>${galleryHtml(images)}</div>`;
const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('.woocommerce-product-gallery')).toHaveAttribute('data-island-mounted'));
const lightbox = () => document.getElementById('glightbox-body');

const meta = {
  title: 'Islands/Product gallery',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: galleryIsland,
          contract,
          summary: `The product gallery (\`div.woocommerce-product-gallery\`): a slider with thumbnail buttons from first paint when there is more than one image (a native scroll-snap track until keen-slider takes over when the shopper reaches for the gallery), the 'View full-screen image gallery' button opening glightbox (loaded on first open).`,
          reads: ['data-large_image', 'data-caption', 'data-thumb'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: stage(), island, selector: '.woocommerce-product-gallery' },
  beforeEach() {
    (window as unknown as Record<string, unknown>).wc_single_product_params = SINGLE_PRODUCT_PARAMS;
    return () => {
      // Never leave a lightbox over the next story.
      document.getElementById('glightbox-body')?.remove();
      document.documentElement.classList.remove('glightbox-open');
      document.body.classList.remove('glightbox-open');
      document.querySelectorAll('body > [aria-hidden="true"]').forEach((e) => e.removeAttribute('aria-hidden'));
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Several images: a slider with one thumbnail button each from the start (a native scroll-snap track until the
 * shopper reaches for the gallery, then keen-slider on the slide shown); a thumbnail shows its image.
 */
export const MultipleImages: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(canvasElement.querySelector('.keen-slider')).toBeNull();
    const thumbs = within(canvasElement).getAllByRole('button', { name: /Art print, view/ });
    await expect(thumbs).toHaveLength(3);
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.hover(canvasElement.querySelector('.woocommerce-product-gallery__image')!);
    await waitFor(() => expect(canvasElement.querySelector('.keen-slider')).not.toBeNull());
    await userEvent.click(thumbs[2]!);
    await waitFor(() => expect(thumbs[2]).toHaveAttribute('aria-current', 'true'));
    const slides = canvasElement.querySelectorAll('.woocommerce-product-gallery__image');
    await expect(slides[2]).not.toHaveAttribute('inert');
    await expect(slides[0]).toHaveAttribute('inert');
  },
};

/** One image: no slider, no thumbnails; the full-screen trigger is there. */
export const SingleImage: Story = {
  args: { html: stage(fixtureImages(1)) },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(canvasElement.querySelector('.keen-slider')).toBeNull();
    await expect(canvasElement.querySelector('.flex-control-thumbs')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'View full-screen image gallery' })).toBeVisible();
  },
};

/** The full-screen gallery: a modal dialog with captions, focus inside; Escape closes it and focus returns. */
export const LightboxOpen: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'View full-screen image gallery' });
    await userEvent.click(trigger);
    await waitFor(() => expect(lightbox()).not.toBeNull());
    const box = lightbox()!;
    await expect(box).toHaveAttribute('aria-modal', 'true');
    await expect(box).toHaveAttribute('aria-label', 'Art print');
    await waitFor(() =>
      expect(box.querySelector('.gslide.current .gslide-desc')).toHaveTextContent('Harbour linocut, view 1'),
    );
    await expect(box.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await expect(box.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lightbox()).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** An image that cannot be loaded: 'The image could not be loaded.' with a link to the image. */
export const ImageLoadFailure: Story = {
  args: { html: stage([BROKEN_IMAGE, ...fixtureImages(1)]) },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View full-screen image gallery' }));
    await waitFor(() => expect(lightbox()?.querySelector('.gslide-error')).toBeTruthy(), { timeout: 5000 });
    const error = lightbox()!.querySelector('.gslide-error')!;
    await expect(error).toHaveTextContent('The image could not be loaded.');
    await expect(error.querySelector('a')).toHaveAttribute('href', BROKEN_IMAGE.large);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lightbox()).toBeNull());
  },
};
