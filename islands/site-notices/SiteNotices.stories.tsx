import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import { siteNoticesIsland } from './island';
import island from './mount';

const NOTICE = `<main tabindex="-1"><p>Shop page</p></main><p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="story01">Free UK delivery on orders over £40 this week. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
const COMING_SOON = `<main tabindex="-1"><p>Shop page</p></main><div id="coming-soon-footer-banner" role="region" aria-label="Coming soon"><div class="coming-soon-footer-banner__content">This store is in coming soon mode: only you and other shop managers can see it.</div><a href="#" role="button" class="coming-soon-footer-banner-dismiss" aria-label="Dismiss the coming soon banner" data-rest-url="/wp-json/wp/v2/users/1" data-rest-nonce="story"></a></div>`;

const meta = {
  title: 'Islands/Store notice and coming-soon banner',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: siteNoticesIsland,
          contract,
          summary:
            "WooCommerce's store notice (`p.woocommerce-store-notice`: dismissed by its link, also with Enter or Space, remembered in `store_notice{id}`) and the coming-soon footer banner (its dismissal is POSTed to the user's REST route; hidden when the call completes, whatever its outcome).",
          calls: ['POST {data-rest-url} (woocommerce_meta[coming_soon_banner_dismissed]=yes, X-WP-Nonce)'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: NOTICE, island, selector: 'p.woocommerce-store-notice, #coming-soon-footer-banner' },
  beforeEach() {
    const clear = () => void (document.cookie = 'store_noticestory01=; path=/; max-age=0');
    clear();
    // The REST route answers as WordPress would; the banner hides whatever the answer.
    const fetch = window.fetch;
    window.fetch = async () => new Response('{"id":1}', { headers: { 'Content-Type': 'application/json' } });
    return () => {
      window.fetch = fetch;
      clear();
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store notice, dismissed with Space: hidden and remembered for the session. */
export const StoreNotice: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('p.woocommerce-store-notice')!;
    await waitFor(() => expect(notice).toHaveAttribute('data-island-mounted'));
    await expect(within(canvasElement).getByRole('complementary', { name: 'Store notice' })).toBeVisible();
    within(canvasElement).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard(' ');
    await expect(notice).not.toBeVisible();
    await expect(document.cookie).toContain('store_noticestory01=hidden');
  },
};

/** The coming-soon banner for a shop manager, dismissed with a click. */
export const ComingSoon: Story = {
  args: { html: COMING_SOON },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('#coming-soon-footer-banner')!;
    await waitFor(() => expect(banner).toHaveAttribute('data-island-mounted'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss the coming soon banner' }));
    await waitFor(() => expect(banner).not.toBeVisible());
  },
};
