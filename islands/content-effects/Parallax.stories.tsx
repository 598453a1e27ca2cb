import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './parallax-contract';
import { contentEffectsIsland } from './island';
import island from './mount';

const meta = {
  title: 'Islands/Parallax',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: contentEffectsIsland,
          contract,
          summary:
            "stellar.js's data-stellar-background-ratio / data-stellar-ratio (content-effects, lazy parallax chunk): off on touch-first devices and with reduced motion.",
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: `<section class="parallax-band" data-stellar-background-ratio="0.5" aria-labelledby="story-press">
<h2 id="story-press">From our proofing press</h2><p>Every print is pulled by hand.</p>
<span class="parallax-band__stamp" data-stellar-ratio="1.2" aria-hidden="true">Est. 2009</span></section>
<div style="height:1600px"></div>`,
    island,
    selector: '[data-stellar-background-ratio], [data-stellar-ratio]',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling the page moves the background at half speed and the stamp a little faster; nothing is laid out again. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>('.parallax-band')!;
    const stamp = canvasElement.querySelector<HTMLElement>('.parallax-band__stamp')!;
    if (!matchMedia(contract.PARALLAX_QUERY).matches) return; // a touch-first or reduced-motion runner: nothing moves
    // The parallax chunk is imported on first mount (compiled on demand by the story runner): a longer wait.
    await waitFor(() => expect(band.style.backgroundPositionY).not.toBe(''), { timeout: 5000 });
    const before = band.style.backgroundPositionY;
    const boxBefore = band.getBoundingClientRect().top + scrollY;
    scrollTo(0, scrollY + 200);
    await waitFor(() => expect(band.style.backgroundPositionY).not.toBe(before));
    await waitFor(() => expect(stamp.style.translate).toMatch(/^0(px)? -?\d/));
    await expect(band.getBoundingClientRect().top + scrollY).toBe(boxBefore);
    scrollTo(0, 0);
  },
};
