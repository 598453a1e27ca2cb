/**
 * Fixtures of the site chrome's markup, as the shop prints it (packages/shop-server/src/views/site-header.ts):
 * the header with a two-level menu, the search popup and the basket link, and the To Top link.
 */

/** A menu item with a sub-menu: the link, the sub-menu toggle and the `ul.sub-menu`. */
function parentItem(href: string, label: string, id: string, items: string): string {
  return [
    '<li class="menu-item menu-item-has-children">',
    `<a href="${href}">${label}</a>`,
    `<button type="button" class="sub-menu-toggle" aria-expanded="false" aria-controls="${id}">`,
    `<span class="screen-reader-text">${label} sub-menu</span>`,
    '</button>',
    `<ul class="sub-menu" id="${id}">${items}</ul>`,
    '</li>',
  ].join('');
}

/** The header's search form. */
const SEARCH_FORM = [
  '<form role="search" method="get" class="search-form" action="/">',
  '<label><span class="screen-reader-text">Search for:</span>',
  '<input type="search" class="search-field" value="" name="s"></label>',
  '<button type="submit" class="search-submit">Search</button>',
  '</form>',
].join('');

/** The header's basket link with an empty basket. */
const CART_LINK =
  '<a class="cart-contents" href="/cart/"><span class="screen-reader-text">Basket: </span>£0.00' +
  ' <span class="count">0 items</span></a>';

/** The header, `header#masthead.site-header`. */
export function siteHeaderHtml(): string {
  const leaf = (href: string, label: string) => `<li class="menu-item"><a href="${href}">${label}</a></li>`;
  const textiles = parentItem(
    '/product-category/textiles/',
    'Textiles',
    'sub-menu-0-0',
    leaf('/product-category/cushions/', 'Cushions') + leaf('/product-category/throws/', 'Throws'),
  );
  const prints = parentItem(
    '/product-category/prints-and-cards/',
    'Prints and cards',
    'sub-menu-0-1',
    leaf('/product-category/prints/', 'Prints') + leaf('/product-category/cards/', 'Cards'),
  );
  const menu = parentItem('/shop/', 'Shop', 'sub-menu-0', textiles + prints) + leaf('/blog/', 'Blog');
  return `<header id="masthead" class="site-header">
<div class="site-branding"><a class="site-title" href="/" rel="home">Loom &amp; Press</a></div>
<nav id="site-navigation" class="main-navigation" aria-label="Primary"><ul class="menu">${menu}</ul></nav>
<div class="site-header-tools">
<button type="button" class="search-toggle" aria-controls="search-popup" aria-expanded="false">Search</button>
<div id="search-popup" class="search-popup" hidden>${SEARCH_FORM}</div>
${CART_LINK}
</div>
</header>`;
}

/** The floating To Top link. */
export const toTopHtml = (): string =>
  '<a href="#top" class="to-top" data-hydrate="visible"><span class="screen-reader-text">To Top</span></a>';

/** Options of {@link sliderHtml}. */
export interface SliderFixture {
  type: 'carousel' | 'content-carousel' | 'thumb' | 'default';
  /** Further `data-*` attributes, without the `data-` prefix. */
  data?: Record<string, string>;
  slides?: number;
  label?: string;
  id?: string;
}

/** A slider as the shop prints it: `[data-slider-type]` with the loading class and a `.slider-track` of slides. */
export function sliderHtml({ type, data = {}, slides = 3, label = 'Highlights', id }: SliderFixture): string {
  const attrs = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${v}"`)
    .join('');
  const items = Array.from({ length: slides }, (_, i) => `<div class="slider-slide"><p>Slide ${i + 1}</p></div>`);
  return [
    `<div${id ? ` id="${id}"` : ''} class="storefront-slider slider-loading" data-slider-type="${type}"${attrs}`,
    ` role="region" aria-roledescription="carousel" aria-label="${label}">`,
    `<div class="slider-track">${items.join('')}</div>`,
    '</div>',
  ].join('');
}

/** The thumbnail slider a `thumb` slider links to with `data-thumbs="<id>"`. */
export function sliderThumbsHtml(id: string, count = 3): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<button type="button" class="slider-thumb"><span class="screen-reader-text">Show slide </span>${i + 1}</button>`,
  );
  return `<div id="${id}" class="slider-thumbs"><div class="slider-track">${items.join('')}</div></div>`;
}
