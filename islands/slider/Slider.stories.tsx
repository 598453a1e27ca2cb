import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sliderHtml, sliderThumbsHtml } from '@storefront/test-kit';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { sliderIsland } from './island';
import island from './mount';

const initialised = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[data-slider-type]')).not.toHaveClass('slider-loading'));
const current = (root: HTMLElement) =>
  [...root.querySelectorAll('.slider-dot')].findIndex((d) => d.getAttribute('aria-current') === 'true');

const meta = {
  title: 'Islands/Slider',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: sliderIsland,
          contract,
          summary: 'Sliders on keen-slider, configured by `data-*` attributes: the four types of spec §9.',
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: sliderHtml({ type: 'default' }), island, selector: '[data-slider-type]' },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `default`: one slide, dots and arrows; the next arrow moves to slide 2. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await initialised(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(current(canvasElement)).toBe(1));
  },
};

/** `default` with autoplay: a pause control, which stops it. */
export const Autoplay: Story = {
  args: { html: sliderHtml({ type: 'default', data: { autoplay: 'true' } }) },
  play: async ({ canvasElement }) => {
    await initialised(canvasElement);
    const pause = within(canvasElement).getByRole('button', { name: 'Pause autoplay' });
    await userEvent.click(pause);
    await expect(pause).toHaveAccessibleName('Start autoplay');
  },
};

/** `content-carousel`: 3 slides in view, 2 below 991 px, scrolling one. */
export const ContentCarousel: Story = {
  args: {
    html: sliderHtml({
      type: 'content-carousel',
      slides: 7,
      data: { 'slides-to-show': '3', 'show-991': '2', 'scroll-one': 'true', dots: 'true' },
    }),
  },
  play: async ({ canvasElement }) => {
    await initialised(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(current(canvasElement)).toBe(1));
  },
};

/** `carousel`: variable-width slides, dots on. */
export const Carousel: Story = {
  args: { html: sliderHtml({ type: 'carousel', slides: 6 }) },
  play: async ({ canvasElement }) => {
    await initialised(canvasElement);
    await expect(canvasElement.querySelectorAll('.slider-dot')).toHaveLength(6);
  },
};

/** `thumb`: a fading main slider linked to its thumbnails; a click on the third shows slide 3. */
export const Thumb: Story = {
  args: {
    html:
      sliderHtml({ type: 'thumb', data: { thumbs: 'story-thumbs', fade: 'true' } }) + sliderThumbsHtml('story-thumbs'),
  },
  play: async ({ canvasElement }) => {
    await initialised(canvasElement);
    const third = within(canvasElement).getByRole('button', { name: 'Show slide 3' });
    await userEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
  },
};
