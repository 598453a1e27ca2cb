/**
 * The whole theme stylesheet the shop serves at `/theme/style.css` (every page links it): the base theme, then the
 * basket and product page parts. Storybook's preview injects this same text, so stories look as the shop's pages do.
 */
import { CART_CSS } from './cart-style';
import { CHROME_CSS } from './chrome-style';
import { EFFECTS_CSS } from './effects-style';
import { WIDGETS_CSS } from './widgets-style';
import { PRODUCT_CSS } from './product-style';
import { HOME_SLIDES_CSS, SLIDER_CSS } from './slider-style';
import { THEME_CSS } from './style';

/** The text of `/theme/style.css`. */
export const STYLESHEET = [
  THEME_CSS,
  CART_CSS,
  PRODUCT_CSS,
  CHROME_CSS,
  SLIDER_CSS,
  HOME_SLIDES_CSS,
  EFFECTS_CSS,
  WIDGETS_CSS,
].join('\n');
