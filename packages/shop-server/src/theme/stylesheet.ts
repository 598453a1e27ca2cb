/**
 * The whole theme stylesheet the shop serves at `/theme/style.css` (every page links it): the `.css` files in
 * `css/`, in the order of {@link THEME_CSS_FILES}. Storybook's preview imports the same files, so stories look as
 * the shop's pages do.
 */
import { readFileSync } from 'node:fs';

/** The theme's style sheets, in cascade order (base first; later files refine it). */
export const THEME_CSS_FILES = [
  'base.css',
  'listing.css',
  'product-page.css',
  'checkout.css',
  'blog.css',
  'cart.css',
  'product.css',
  'site-wide.css',
  'wishlist.css',
  'chrome.css',
  'slider.css',
  'effects.css',
  'widgets.css',
  'newsletter.css',
] as const;

/** The text of `/theme/style.css`: every file of {@link THEME_CSS_FILES}, joined. */
export const STYLESHEET = THEME_CSS_FILES.map((file) =>
  readFileSync(new URL(`./css/${file}`, import.meta.url), 'utf8'),
).join('\n');
