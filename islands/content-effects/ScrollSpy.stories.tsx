import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './spy-contract';
import { contentEffectsIsland } from './island';
import island from './mount';

const sections = ['Washing', 'Drying', 'Ironing']
  .map((t, i) => `<section id="story-s${i}" style="height:260px"><h3>${t}</h3><p>${t} notes.</p></section>`)
  .join('');

const meta = {
  title: 'Islands/Affix and scrollspy',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: contentEffectsIsland,
          contract,
          summary: 'Bootstrap 3\'s data-spy="affix" and data-spy="scroll" on IntersectionObserver (content-effects).',
        }),
      },
    },
  },
  component: IslandStage,
  args: {
    html: `<nav id="story-toc" aria-label="Care guide" data-spy="affix" data-offset-top="5000"><ul class="nav">
<li><a href="#story-s0">Washing</a></li><li><a href="#story-s1">Drying</a></li><li><a href="#story-s2">Ironing</a></li></ul></nav>
<div id="story-pane" tabindex="0" aria-label="Guide" role="region" style="height:240px;overflow-y:auto" data-spy="scroll" data-target="#story-toc" data-offset="20">${sections}</div>`,
    island,
    selector: '[data-spy]',
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The nav is `affix-top` (page not scrolled 5000 px); scrolling the pane moves `.active` to the section in view. */
export const AffixAndScrollspy: Story = {
  play: async ({ canvasElement }) => {
    const toc = canvasElement.querySelector<HTMLElement>('#story-toc')!;
    await waitFor(() => expect(toc.className).toBe('affix-top'));
    const pane = canvasElement.querySelector<HTMLElement>('#story-pane')!;
    const active = () => toc.querySelector('li.active > a')?.getAttribute('href');
    await waitFor(() => expect(active()).toBe('#story-s0'));
    pane.scrollTop = 300; // the second section's top is 40 px above the 20 px line
    await waitFor(() => expect(active()).toBe('#story-s1'));
    await expect(toc.querySelector('a[href="#story-s1"]')!.getAttribute('aria-current')).toBe('location');
    pane.scrollTop = 0;
    await waitFor(() => expect(active()).toBe('#story-s0'));
  },
};
