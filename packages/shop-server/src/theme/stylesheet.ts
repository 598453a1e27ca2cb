/**
 * The whole theme stylesheet the shop serves at `/theme/style.css` (every page links it): the base theme, then the
 * basket and product page parts. Storybook's preview injects this same text, so stories look as the shop's pages do.
 */
import { CART_CSS } from './cart-style';
import { NEWSLETTER_CSS } from './newsletter-style';
import { PRODUCT_CSS } from './product-style';
import { THEME_CSS } from './style';

/** The text of `/theme/style.css`. */
export const STYLESHEET = [THEME_CSS, CART_CSS, PRODUCT_CSS, NEWSLETTER_CSS].join('\n');
