import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { consentBannerIsland } from './island';
import island from './mount';

/** Jetpack's widget markup as the shop prints it (`classes` on `#eu-cookie-law`). */
const banner = (classes: string) =>
  `<main tabindex="-1"><p>Shop page</p></main><div class="widget widget_eu_cookie_law_widget"><div class="${classes}" id="eu-cookie-law" role="region" aria-label="Cookie consent" data-hide-timeout="30" data-consent-expiration="180">
<form method="post" action="/consent/accept/"><input type="submit" value="Close and accept" class="accept"></form>
Privacy &amp; cookies: this shop uses cookies for statistics and, with ads on, for personalised ads.
To find out more, see: <a href="/terms/" rel="nofollow">Cookie policy</a></div></div>`;

const clearCookies = () => {
  for (const name of ['eucookielaw', 'personalized-ads-consent', 'wp_consent_statistics', 'wp_consent_marketing'])
    document.cookie = `${name}=; path=/; max-age=0`;
};

const meta = {
  title: 'Islands/Consent banner',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: consentBannerIsland,
          contract,
          summary:
            "Jetpack's 'Cookies & Consent' banner (`div#eu-cookie-law`): dismissed by its form, by scrolling more than 50 px or after a timeout; sets `eucookielaw` (and `personalized-ads-consent` with ads on a button banner), grants statistics and marketing consent, removed 400 ms later.",
          emits: ['eucookielaw-dismissed', 'wp_listen_for_consent_change'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: banner('hide-on-button'), island, selector: '#eu-cookie-law' },
  beforeEach() {
    clearCookies();
    return clearCookies;
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

const mounted = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('#eu-cookie-law')).toHaveAttribute('data-island-mounted'));

/** At the bottom of the page (the default): a named region; focus stays where it was. */
export const Bottom: Story = {
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(canvasElement.querySelector('#eu-cookie-law')).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** The `top` variant. */
export const Top: Story = {
  args: { html: banner('hide-on-button top') },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Close and accept' })).toBeVisible();
  },
};

/** The dark `negative` variant, with ads active. */
export const Negative: Story = {
  args: { html: banner('hide-on-button negative ads-active') },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Cookie policy' })).toBeVisible();
  },
};

/** Accepting from the keyboard: cookies set, consent granted, the banner gone 400 ms later. */
export const Accepted: Story = {
  args: { html: banner('hide-on-button ads-active') },
  play: async ({ canvasElement }) => {
    await mounted(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Close and accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(document.cookie).toMatch(/eucookielaw=\d+/);
    await expect(document.cookie).toMatch(/personalized-ads-consent=\d+/);
    await expect(document.cookie).toContain('wp_consent_statistics=allow');
    await waitFor(() => expect(canvasElement.querySelector('#eu-cookie-law')).toBeNull());
  },
};
