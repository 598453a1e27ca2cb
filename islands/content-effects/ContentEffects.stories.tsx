import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { contentEffectsIsland } from './island';
import island from './mount';

const meta = {
  title: 'Islands/Content effects',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: contentEffectsIsland,
          contract,
          summary: 'Typed headline, fitted call-to-action text and entry animations.',
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: `<p class="typed-headline" data-typed-sentence-1="Printed by hand." data-typed-sentence-2="Made to last."><span class="screen-reader-text">Printed by hand. Made to last.</span><span class="typed-headline__text" aria-hidden="true">Printed by hand.</span></p>
<section class="cta" aria-label="Visit"><div class="cta-fit"><p class="cta-title" data-fit-text>Visit our Bristol studio</p></div></section>`,
    island,
    selector: '[data-typed-sentence-1], [data-fit-text]',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The headline deletes its first sentence and types the next; the CTA title is fitted to its box. */
export const TypedAndFitted: Story = {
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('.typed-headline__text')!;
    await waitFor(() => expect(text.textContent).toBe('Made to last.'), { timeout: 6000 });
    await expect(canvasElement.querySelector<HTMLElement>('.cta-title')!.style.fontSize).toMatch(/px$/);
  },
};
