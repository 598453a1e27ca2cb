/**
 * The page shell: head with WooCommerce's script globals and the island loader, skip link,
 * header (navigation, basket link and mini-basket), notices, main content and footer.
 */
import { CONSENT_STUB_SOURCE } from '@storefront/consent/stub-source';
import { LABELS, SITE_NAME, URLS } from '../config';
import type { Media } from '../domain/catalog';
import type { Cart } from '../domain/cart';
import type { Notice } from '../domain/session';
import { html, joinHtml, rawHtml, scriptJson, type Html } from './format';
import { cartLink, miniCart } from './minicart';
import { wishlistHeaderLink } from './wishlist';
import { siteHeader, toTopLink } from './site-header';

/** Everything the shell needs besides the content. */
export interface PageData {
  /** Page title (the shop name is appended). */
  title: string;
  bodyClass?: string;
  /** The basket page (sets `is_cart`). */
  isCart?: boolean;
  content: Html;
  notices: Notice[];
  cart: Cart;
  cartMedia: Map<number, Media>;
  nonces: { rest: string; storeApi: string; cart: string };
  /** Include jQuery before the loader. */
  jquery: boolean;
  /** Used for the fragment storage keys. */
  siteHash: string;
  /** Path of this page, to mark the current navigation link. */
  path: string;
  /** Extra globals for this page (printed as `var name = value;`). */
  globals?: Record<string, unknown>;
  /** The response's CSP nonce, printed on every script element (the islands read it for the styles they add). */
  nonce: string;
  /** Items on the visitor's wishlist (the header's counter); no wishlist link without it. */
  wishlistCount?: number;
  /** Site-wide footer widgets (the newsletter form). */
  footer?: Html;
  /**
   * WordPress's toolbar, for a logged-in shop manager: printed at the start of the body (which gets `admin-bar`),
   * right after the skip link, so that link stays the first thing a keyboard reaches (and a skip link for axe).
   */
  adminBar?: Html;
}

/** The script globals WooCommerce and WordPress print for their front-end scripts. */
export function pageGlobals(d: Pick<PageData, 'isCart' | 'nonces' | 'siteHash' | 'globals'>): Record<string, unknown> {
  return {
    wc_add_to_cart_params: {
      ajax_url: URLS.ajax,
      wc_ajax_url: URLS.wcAjax,
      i18n_view_cart: LABELS.viewBasket,
      cart_url: URLS.cart,
      is_cart: !!d.isCart,
      cart_redirect_after_add: 'no',
    },
    woocommerce_params: { ajax_url: URLS.ajax, wc_ajax_url: URLS.wcAjax },
    wc_cart_fragments_params: {
      ajax_url: URLS.ajax,
      wc_ajax_url: URLS.wcAjax,
      cart_hash_key: `wc_cart_hash_${d.siteHash}`,
      fragment_name: `wc_fragments_${d.siteHash}`,
      request_timeout: 5000,
    },
    wpApiSettings: { root: URLS.restRoot, nonce: d.nonces.rest, versionString: 'wp/v2/' },
    wcBlocksMiddlewareConfig: {
      storeApiNonce: d.nonces.storeApi,
      wcStoreApiNonceTimestamp: Math.floor(Date.now() / 1000),
    },
    ...d.globals,
  };
}

/**
 * Notices as WooCommerce prints them (success → `.woocommerce-message`, error → `.woocommerce-error`). WooCommerce
 * puts `role="alert"` on a `ul`, which axe rejects (a list can't be an alert); the error is a `div` here, like the
 * basket page's notices.
 */
export function noticesHtml(notices: Notice[]): Html {
  const items = notices.map((n) => {
    const link = n.link ? html`<a href="${n.link.href}" class="button wc-forward">${n.link.label}</a> ` : '';
    if (n.type === 'error') return html`<div class="woocommerce-error" role="alert">${n.text}</div>`;
    if (n.type === 'notice') return html`<div class="woocommerce-info" role="status">${link}${n.text}</div>`;
    return html`<div class="woocommerce-message" role="alert">${link}${n.text}</div>`;
  });
  return html`<div class="woocommerce-notices-wrapper">${items}</div>`;
}

/** Renders a full page. */
export function layout(d: PageData): Html {
  const globals = Object.entries(pageGlobals(d))
    .map(([k, v]) => `var ${k} = ${scriptJson(v)};`)
    .join('\n');
  const jquery = d.jquery && html`<script src="/assets/vendor/jquery.min.js" nonce="${d.nonce}"></script>\n`;
  const wishlist =
    d.wishlistCount !== undefined &&
    html`<span class="site-header-wishlist">${wishlistHeaderLink(d.wishlistCount)}</span>`;
  const headerTools = joinHtml(wishlist, cartLink(d.cart));
  const basket = joinHtml(
    html`<div class="widget woocommerce widget_shopping_cart">`,
    miniCart(d.cart, d.cartMedia, d.nonces.cart),
    html`</div>`,
  );
  const footerLinks = joinHtml(
    html`<li><a href="${URLS.shop}">Shop</a></li>`,
    html`<li><a href="${URLS.checkout}">Checkout</a></li>`,
    html`<li><a href="${URLS.paymentMethods}">Payment methods</a></li>`,
    html`<li><a href="${URLS.blog}">Blog</a></li>`,
  );
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title} – ${SITE_NAME}</title>
<link rel="stylesheet" href="/theme/style.css">
<script id="wp-consent-api-stub" nonce="${d.nonce}">${rawHtml(CONSENT_STUB_SOURCE)}</script>
<script id="storefront-globals" nonce="${d.nonce}">
${rawHtml(globals)}
</script>
${jquery}<script type="module" src="/assets/loader.js" nonce="${d.nonce}"></script>
</head>
<body class="${[d.bodyClass, d.adminBar && 'admin-bar'].filter(Boolean).join(' ')}">
<a class="skip-link screen-reader-text" href="#main">Skip to content</a>
${d.adminBar ?? ''}<div id="top"></div>
${siteHeader(d.path, headerTools)}
<aside class="site-header-basket" aria-label="Basket">${basket}</aside>
<main id="main" class="site-main" tabindex="-1">
${noticesHtml(d.notices)}
${d.content}
</main>
<footer id="colophon" class="site-footer">
${d.footer ?? ''}
<nav aria-label="Footer"><ul class="menu">
${footerLinks}
</ul></nav>
<p class="site-info">&copy; 2026 ${SITE_NAME}, Bristol. Prices in pounds sterling (GBP).</p>
${toTopLink()}
</footer>
</body>
</html>`;
}
