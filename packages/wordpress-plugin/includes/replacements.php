<?php
/**
 * Which WooCommerce script handles each island replaces.
 *
 * @package StorefrontIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The replacement table. Each row: the handle, the islands that together replace it (the handle goes only when
 * every one of them is on), how it goes, and where (null: every front-end page; 'cart': the basket page;
 * 'checkout': the checkout and order-pay pages). A handle may have a row per page.
 *
 * - 'alias': WooCommerce's behaviour script. The handle stays registered and enqueued, with no source and no
 *   dependencies: WordPress still prints its localized data (`<script id="HANDLE-js-extra">var x_params = …`)
 *   exactly as before, scripts of other plugins that depend on it still load, and its own file (and its jQuery
 *   dependencies) no longer do.
 * - 'dequeue': a library WooCommerce enqueues itself. Taken off the queue; WordPress still loads it when another
 *   script on the page depends on it.
 *
 * jQuery, jquery-blockui, js-cookie, wp-util and underscore are never touched: they were only dependencies, and
 * load only when a script still on the page needs them (an aliased handle that such a script depends on keeps
 * its libraries).
 *
 * @return array<int, array{handle: string, islands: string[], mode: string, where: ?string, note: string}>
 */
function storefront_islands_replacements() {
	return array(
		array( 'handle' => 'wc-add-to-cart', 'islands' => array( 'add-to-cart', 'mini-basket' ), 'mode' => 'alias', 'where' => null, 'note' => 'ajax add to basket from listings; mini-basket remove links' ),
		array( 'handle' => 'wc-cart-fragments', 'islands' => array( 'mini-basket' ), 'mode' => 'alias', 'where' => null, 'note' => 'basket fragments kept current across cached pages and tabs' ),
		array( 'handle' => 'wc-add-to-cart-variation', 'islands' => array( 'variation-form' ), 'mode' => 'alias', 'where' => null, 'note' => 'variable product form (with it go wp-util and underscore)' ),
		array( 'handle' => 'wc-single-product', 'islands' => array( 'gallery', 'product-tabs', 'reviews' ), 'mode' => 'alias', 'where' => null, 'note' => 'gallery, tabs, review stars' ),
		array( 'handle' => 'flexslider', 'islands' => array( 'gallery' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'gallery slider' ),
		array( 'handle' => 'zoom', 'islands' => array( 'gallery' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'hover zoom' ),
		array( 'handle' => 'photoswipe', 'islands' => array( 'gallery' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'lightbox (with its photoswipe and photoswipe-default-skin styles and footer markup)' ),
		array( 'handle' => 'photoswipe-ui-default', 'islands' => array( 'gallery' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'lightbox UI' ),
		array( 'handle' => 'wc-cart', 'islands' => array( 'basket-page' ), 'mode' => 'alias', 'where' => null, 'note' => 'basket page' ),
		array( 'handle' => 'wc-checkout', 'islands' => array( 'checkout' ), 'mode' => 'alias', 'where' => null, 'note' => 'checkout and order-pay forms' ),
		array( 'handle' => 'wc-country-select', 'islands' => array( 'basket-page' ), 'mode' => 'alias', 'where' => 'cart', 'note' => 'country/state fields on the basket page (shipping calculator); account pages keep it' ),
		array( 'handle' => 'wc-country-select', 'islands' => array( 'checkout' ), 'mode' => 'alias', 'where' => 'checkout', 'note' => 'country/state fields on the checkout page; account pages keep it' ),
		array( 'handle' => 'wc-address-i18n', 'islands' => array( 'basket-page' ), 'mode' => 'alias', 'where' => 'cart', 'note' => 'address fields per country on the basket page' ),
		array( 'handle' => 'wc-address-i18n', 'islands' => array( 'checkout' ), 'mode' => 'alias', 'where' => 'checkout', 'note' => 'address fields per country on the checkout page' ),
		array( 'handle' => 'selectWoo', 'islands' => array( 'basket-page' ), 'mode' => 'dequeue', 'where' => 'cart', 'note' => 'searchable selects, with the select2 style on the basket page' ),
		array( 'handle' => 'selectWoo', 'islands' => array( 'checkout' ), 'mode' => 'dequeue', 'where' => 'checkout', 'note' => 'searchable selects, with the select2 style on the checkout page' ),
		array( 'handle' => 'wc-order-attribution', 'islands' => array( 'order-attribution' ), 'mode' => 'alias', 'where' => null, 'note' => 'order attribution; its wc_order_attribution data is what the island mounts on' ),
		array( 'handle' => 'sourcebuster-js', 'islands' => array( 'order-attribution' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'sbjs_* cookies' ),
		array( 'handle' => 'woocommerce', 'islands' => array( 'listing-ordering', 'listing-count', 'quantity', 'site-notices', 'input-tooltip', 'password-toggle', 'notice-focus', 'mini-basket', 'basket-page' ), 'mode' => 'alias', 'where' => null, 'note' => 'WooCommerce\'s general script: sort order, quantity minimums, store notice, coming-soon banner, field descriptions, password toggles, notice focus, the result count spoken again, Space on remove links; $.scroll_to_notices is kept by the runtime. With it go jquery-blockui and js-cookie, unless another script needs them' ),
		array( 'handle' => 'woocommerce-google-analytics-integration', 'islands' => array( 'analytics' ), 'mode' => 'alias', 'where' => null, 'note' => 'Google Analytics for WooCommerce\'s event tracker (main.js); its gtag handle (-gtag: Consent Mode defaults, gtag.js) and its data handle (-data: window.ga4w, which the island mounts on) stay' ),
		array( 'handle' => 'eu-cookie-law-script', 'islands' => array( 'consent-banner' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'Jetpack\'s Cookies & Consent widget (its #eu-cookie-law markup and eu-cookie-law-style stay)' ),
		array( 'handle' => 'dflip-script', 'islands' => array( 'flip-book' ), 'mode' => 'dequeue', 'where' => null, 'note' => 'the DearFlip plugin\'s flip-book viewer (its _df_book markup and option_df_ scripts stay)' ),
	);
}

/**
 * Styles that go with a replaced script (same rows: handle, islands, where).
 *
 * @return array<int, array{handle: string, islands: string[], where: ?string}>
 */
function storefront_islands_replaced_styles() {
	return array(
		array( 'handle' => 'photoswipe-default-skin', 'islands' => array( 'gallery' ), 'where' => null ),
		array( 'handle' => 'photoswipe', 'islands' => array( 'gallery' ), 'where' => null ),
		array( 'handle' => 'select2', 'islands' => array( 'basket-page' ), 'where' => 'cart' ),
		array( 'handle' => 'select2', 'islands' => array( 'checkout' ), 'where' => 'checkout' ),
		array( 'handle' => 'dflip-style', 'islands' => array( 'flip-book' ), 'where' => null ),
	);
}

/**
 * Short descriptions of the islands, for the settings page (islands found in dist/ but not here are listed by name).
 *
 * @return array<string, string>
 */
function storefront_islands_labels() {
	return array(
		'add-to-cart'       => __( 'Add to basket buttons on listings', 'storefront-islands' ),
		'analytics'         => __( 'Analytics events after consent (GA4 for WooCommerce data)', 'storefront-islands' ),
		'basket-page'       => __( 'Basket page', 'storefront-islands' ),
		'bulk-table'        => __( 'Bulk pricing table', 'storefront-islands' ),
		'checkout'          => __( 'Checkout and order-pay forms', 'storefront-islands' ),
		'comment-reply'     => __( 'Comment reply form', 'storefront-islands' ),
		'consent-banner'    => __( 'Cookie consent banner (Jetpack markup)', 'storefront-islands' ),
		'content-effects'   => __( 'Headline typing, fitted text, entry animations', 'storefront-islands' ),
		'express-checkout'  => __( 'Express checkout button', 'storefront-islands' ),
		'flip-book'         => __( 'PDF flip-book (DearFlip markup)', 'storefront-islands' ),
		'gallery'           => __( 'Product gallery (slider, zoom, lightbox)', 'storefront-islands' ),
		'input-tooltip'     => __( 'Form field descriptions', 'storefront-islands' ),
		'listing-count'     => __( 'Listing result count', 'storefront-islands' ),
		'listing-filter'    => __( 'Category filter of listings', 'storefront-islands' ),
		'listing-infinite'  => __( 'Infinite scroll of listings', 'storefront-islands' ),
		'listing-ordering'  => __( 'Listing sort order', 'storefront-islands' ),
		'listing-view'      => __( 'Grid/list toggle', 'storefront-islands' ),
		'mini-basket'       => __( 'Mini-basket and basket fragments', 'storefront-islands' ),
		'newsletter'        => __( 'Newsletter forms (MailPoet markup)', 'storefront-islands' ),
		'newsletter-popup'  => __( 'Newsletter pop-up', 'storefront-islands' ),
		'notice-focus'      => __( 'Focus on alert notices', 'storefront-islands' ),
		'order-attribution' => __( 'Order attribution', 'storefront-islands' ),
		'password-toggle'   => __( 'Show/hide password buttons', 'storefront-islands' ),
		'payment-box'       => __( 'Card payment box', 'storefront-islands' ),
		'post-grid'         => __( 'Blog and portfolio grids', 'storefront-islands' ),
		'product-tabs'      => __( 'Product tabs', 'storefront-islands' ),
		'quantity'          => __( 'Quantity plus/minus', 'storefront-islands' ),
		'quick-view'        => __( 'Quick view', 'storefront-islands' ),
		'register-captcha'  => __( 'Registration captcha', 'storefront-islands' ),
		'reviews'           => __( 'Review star picker', 'storefront-islands' ),
		'site-chrome'       => __( 'Sticky header, search, menus, back to top', 'storefront-islands' ),
		'site-notices'      => __( 'Store notice and coming-soon banner', 'storefront-islands' ),
		'slider'            => __( 'Content sliders', 'storefront-islands' ),
		'variation-form'    => __( 'Variable product form', 'storefront-islands' ),
		'widgets'           => __( 'Bootstrap-style widgets (tooltips, modals, tabs…)', 'storefront-islands' ),
		'wishlist'          => __( 'Wishlist buttons and page', 'storefront-islands' ),
	);
}
