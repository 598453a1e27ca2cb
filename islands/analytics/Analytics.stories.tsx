import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emit, getPageStore } from '@storefront/runtime';
import { IslandStage } from '../../stories/IslandStage';
import { contractDoc } from '../../stories/contract-doc';
import * as contract from './contract';
import type { Ga4wGlobal } from './contract';
import { analyticsIsland } from './island';
import island from './mount';

const product = (id: number, name: string, price: number, categories: string[]) => ({
  id,
  sku: `SKU-${id}`,
  name,
  categories: categories.map((c) => ({ name: c })),
  prices: { price, currency_minor_unit: 2, currency_code: 'GBP' },
});

/** A listing's `ga4w` as Google Analytics for WooCommerce prints it (no script URLs: the story loads nothing). */
const GA4W: Ga4wGlobal = {
  data: {
    products: [
      product(31, 'Art print', 1000, ['Prints and cards', 'Prints']),
      product(11, 'Linen towel', 1500, ['Textiles']),
    ],
    list_name: 'Shop',
  },
  settings: { tracker_function_name: 'gtag', measurement_id: 'G-STORY', currency: 'GBP', locale: 'en_GB' },
};

const loopItem = (id: number, name: string) =>
  `<li class="product post-${id}"><a href="#" class="woocommerce-LoopProduct-link"><h2>${name}</h2></a><a href="#" class="button add_to_cart_button" data-product_id="${id}" data-quantity="1">Add ${name} to basket</a></li>`;

/**
 * A listing with the plugin's data script, and a log the story's `gtag` stand-in writes: what the analytics
 * service would receive, one line per event.
 */
const LISTING = `<main tabindex="-1"><h1>Shop</h1><ul class="products">${loopItem(31, 'Art print')}${loopItem(11, 'Linen towel')}</ul></main>
<section aria-label="Events sent to the analytics service"><ol id="analytics-log"></ol></section>
<script id="woocommerce-google-analytics-integration-data-js-after" data-consent-island="analytics" data-island="analytics"></script>`;

type Gtag = (...args: unknown[]) => void;
const g = globalThis as unknown as { ga4w?: Ga4wGlobal; gtag?: Gtag; dataLayer?: unknown[] };

const clearConsent = () => {
  for (const name of ['wp_consent_statistics', 'wp_consent_marketing']) document.cookie = `${name}=; path=/; max-age=0`;
};

const meta = {
  title: 'Islands/Analytics',
  parameters: {
    docs: {
      description: {
        component: contractDoc({
          island: analyticsIsland,
          contract,
          summary:
            "Google Analytics for WooCommerce's eight shop events (`window.ga4w`) sent to `gtag` under Consent Mode, only once statistics or marketing consent is given; the store-analytics and pin scripts load with their consent. Nothing shows on the page: the log below stands for the analytics service.",
          reads: ['window.ga4w', 'a.remove[data-product_id]', '.products .product a.woocommerce-LoopProduct-link'],
        }),
      },
    },
  },
  component: IslandStage,
  args: { html: LISTING, island, selector: 'script[data-island="analytics"]' },
  beforeEach() {
    // The visitor accepted statistics; `gtag` writes each event into the log (and the data layer, as gtag does).
    clearConsent();
    document.cookie = 'wp_consent_statistics=allow; path=/';
    g.ga4w = GA4W;
    g.dataLayer = [];
    g.gtag = (...args) => {
      g.dataLayer!.push(args);
      const log = document.getElementById('analytics-log');
      if (args[0] !== 'event' || !log) return;
      const params = args[2] as { items?: Array<{ item_name?: string; price?: number }> };
      const items = (params.items ?? []).map((i) => `${i.item_name} £${i.price}`).join(', ');
      const li = document.createElement('li');
      li.textContent = `${String(args[1])}${items ? `: ${items}` : ''}`;
      log.append(li);
    };
    return () => {
      clearConsent();
      getPageStore().setState({ consent: { statistics: false, marketing: false } });
      delete g.ga4w;
      delete g.gtag;
      delete g.dataLayer;
    };
  },
} satisfies Meta<typeof IslandStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Statistics consent given: the listing is reported, then a product chosen from it and one added to the basket. */
export const EventsRecorded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvasElement.querySelector<HTMLOListElement>('#analytics-log')!;
    await waitFor(() => expect(log).toHaveTextContent('view_item_list: Art print £10, Linen towel £15'));
    const link = canvasElement.querySelector<HTMLAnchorElement>('.post-11 a.woocommerce-LoopProduct-link')!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(log).toHaveTextContent('select_content: Linen towel £15'));
    // The add-to-cart island announces a basket add with WooCommerce's event.
    emit('added_to_cart', { button: canvas.getByText('Add Art print to basket') });
    await waitFor(() => expect(log).toHaveTextContent('add_to_cart: Art print £10'));
    await expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'view_item_list: Art print £10, Linen towel £15',
      'select_content: Linen towel £15',
      'add_to_cart: Art print £10',
    ]);
  },
};

/** No consent yet: the island waits; nothing is reported and no script loads. */
export const BeforeConsent: Story = {
  beforeEach() {
    clearConsent();
  },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('script[data-island="analytics"]')!;
    await waitFor(() => expect(host).toHaveAttribute('data-island-mounted'));
    const link = canvasElement.querySelector<HTMLAnchorElement>('.post-31 a.woocommerce-LoopProduct-link')!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('#analytics-log')).toBeEmptyDOMElement();
    await expect(g.dataLayer).toEqual([]);
  },
};
