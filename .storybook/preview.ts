import type { Preview } from '@storybook/react-vite';
// The shop's theme style sheets (the files it joins into /theme/style.css, which every page links), in the
// order of THEME_CSS_FILES, before any story renders: designers see the islands as shoppers do.
import '@storefront/shop-server/theme/css/base.css';
import '@storefront/shop-server/theme/css/listing.css';
import '@storefront/shop-server/theme/css/product-page.css';
import '@storefront/shop-server/theme/css/checkout.css';
import '@storefront/shop-server/theme/css/blog.css';
import '@storefront/shop-server/theme/css/cart.css';
import '@storefront/shop-server/theme/css/product.css';
import '@storefront/shop-server/theme/css/site-wide.css';
import '@storefront/shop-server/theme/css/wishlist.css';
import '@storefront/shop-server/theme/css/chrome.css';
import '@storefront/shop-server/theme/css/slider.css';
import '@storefront/shop-server/theme/css/effects.css';
import '@storefront/shop-server/theme/css/widgets.css';
import '@storefront/shop-server/theme/css/newsletter.css';

const preview: Preview = {
  // Autodocs for every island's story file: its description and contract table (stories/contract-doc.ts).
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // axe-core runs on every story; a violation fails its test (vitest addon).
    a11y: { test: 'error' },
  },
};
export default preview;
