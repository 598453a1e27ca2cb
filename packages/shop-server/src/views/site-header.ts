/**
 * The site header every page prints (WordPress theme markup, see the site-chrome island): branding, the primary
 * menu with two levels of sub-menus (`li.menu-item-has-children > ul.sub-menu`, each with its toggle button), the
 * search button and popup (`form.search-form`, `input[name=s]`) and the basket link; then the To Top link.
 */
import { SITE_NAME, SITE_TAGLINE, URLS } from '../config';
import { attr, html, joinHtml, type Html } from './format';

/** A menu entry: [href, label, children]. */
type MenuItem = readonly [href: string, label: string, children?: readonly MenuItem[]];

const cat = (slug: string, name: string): MenuItem => [`/product-category/${slug}/`, name];

/** The primary menu. */
export const PRIMARY_MENU: readonly MenuItem[] = [
  [
    URLS.shop,
    'Shop',
    [
      [
        '/product-category/textiles/',
        'Textiles',
        [
          cat('cushions', 'Cushions'),
          cat('throws', 'Throws'),
          cat('tea-towels', 'Tea towels'),
          cat('napkins', 'Napkins'),
          cat('curtains', 'Curtains'),
        ],
      ],
      ['/product-category/prints-and-cards/', 'Prints and cards', [cat('prints', 'Prints'), cat('cards', 'Cards')]],
    ],
  ],
  [URLS.blog, 'Blog'],
  [URLS.portfolio, 'Portfolio'],
  [URLS.cart, 'Basket'],
];

function menuItems(items: readonly MenuItem[], path: string, prefix: string): Html[] {
  return items.map(([href, label, children], i) => {
    const current = path === href || (href !== URLS.shop && href !== '/' && path.startsWith(href));
    const link = html`<a href="${href}"${attr('aria-current', current && 'page')}>${label}</a>`;
    const classes = `menu-item${children ? ' menu-item-has-children' : ''}${current ? ' current-menu-item' : ''}`;
    if (!children) return html`<li class="${classes}">${link}</li>`;
    const id = `${prefix}-${i}`;
    return joinHtml(
      html`<li class="${classes}">`,
      link,
      html`<button type="button" class="sub-menu-toggle" aria-expanded="false" aria-controls="${id}">`,
      html`<span class="screen-reader-text">${label} sub-menu</span>`,
      html`</button>`,
      html`<ul class="sub-menu" id="${id}">${menuItems(children, path, id)}</ul>`,
      html`</li>`,
    );
  });
}

/** The header's search form (shown in the search popup). */
const SEARCH_FORM = joinHtml(
  html`<form role="search" method="get" class="search-form" action="/">`,
  html`<label>`,
  html`<span class="screen-reader-text">Search for:</span>`,
  html`<input type="search" class="search-field" placeholder="Search products…" value="" name="s">`,
  html`</label>`,
  html`<button type="submit" class="search-submit">Search</button>`,
  html`</form>`,
);

/** The header: `cart` is the basket link (`a.cart-contents`, a basket fragment). */
export function siteHeader(path: string, cart: Html): Html {
  const branding = joinHtml(
    html`<a class="site-title" href="/" rel="home">${SITE_NAME}</a>`,
    html`<p class="site-description">${SITE_TAGLINE}</p>`,
  );
  const menu = html`<ul class="menu">${menuItems(PRIMARY_MENU, path, 'sub-menu')}</ul>`;
  return html`<header id="masthead" class="site-header">
<div class="site-branding">${branding}</div>
<nav id="site-navigation" class="main-navigation" aria-label="Primary">${menu}</nav>
<div class="site-header-tools">
<button type="button" class="search-toggle" aria-controls="search-popup" aria-expanded="false">Search</button>
<div id="search-popup" class="search-popup" hidden>${SEARCH_FORM}</div>
${cart}
</div>
</header>`;
}

/** The floating To Top link (hydrates when the first scroll brings it near the viewport). */
export const toTopLink = (): Html =>
  html`<a href="#top" class="to-top" data-hydrate="visible"><span class="screen-reader-text">To Top</span></a>`;
