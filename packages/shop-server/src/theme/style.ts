/**
 * The theme stylesheet served at /theme/style.css: small and readable, with contrast that passes
 * WCAG AA. It includes the rules WooCommerce scripts rely on (`.blockUI.blockOverlay`,
 * `.added_to_cart`, `.screen-reader-text`).
 */
export const THEME_CSS = `/* Loom & Press: reference theme for the storefront islands */
:root { --ink: #1a1a1a; --muted: #4a4a4a; --line: #d0d0d0; --brand: #1f3a5f; --brand-ink: #ffffff; --link: #1d4f91; --paper: #ffffff; --tint: #f5f3ef; }
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 100%; }
body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink); background: var(--paper); }
a { color: var(--link); }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid #c75b12; outline-offset: 2px; }
img { max-width: 100%; height: auto; display: block; }
h1, h2, h3 { line-height: 1.25; font-family: Georgia, "Times New Roman", serif; font-weight: 600; }
h1 { font-size: 2rem; margin: 0 0 1rem; }
h2 { font-size: 1.4rem; }

/* Accessibility helpers */
.screen-reader-text { border: 0; clip: rect(1px, 1px, 1px, 1px); clip-path: inset(50%); height: 1px; width: 1px; margin: -1px; overflow: hidden; padding: 0; position: absolute !important; word-wrap: normal !important; }
.skip-link:focus { clip: auto; clip-path: none; height: auto; width: auto; margin: 0; left: 1rem; top: 1rem; z-index: 100; padding: .75rem 1rem; background: var(--paper); color: var(--link); box-shadow: 0 0 0 3px var(--brand); }

/* Header, navigation and the mini-basket panel */
.site-header { display: grid; grid-template-columns: 1fr auto; grid-template-rows: auto 1fr; gap: .5rem 2rem; align-items: start; padding: 1rem 2rem; border-bottom: 1px solid var(--line); background: var(--tint); }
.site-title { font: 600 1.6rem Georgia, serif; color: var(--ink); text-decoration: none; }
.site-description { margin: 0; color: var(--muted); font-size: .9rem; }
.main-navigation { grid-column: 1; }
.menu { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; }
.main-navigation a[aria-current="page"] { font-weight: 700; }
.site-header-cart { grid-column: 2; grid-row: 1 / span 2; display: block; width: 20rem; max-width: 100%; }
.site-header-cart > li { margin-bottom: .5rem; }
.cart-contents { font-weight: 600; text-decoration: none; }
.cart-contents .count { color: var(--muted); font-weight: 400; }
.widget_shopping_cart { border: 1px solid var(--line); background: var(--paper); padding: .75rem; font-size: .9rem; position: relative; }
.woocommerce-mini-cart { list-style: none; margin: 0 0 .5rem; padding: 0; }
.woocommerce-mini-cart-item { position: relative; display: flex; flex-wrap: wrap; gap: .25rem .5rem; align-items: center; padding: .4rem 0 .4rem 1.75rem; border-bottom: 1px solid var(--line); }
.woocommerce-mini-cart-item img { width: 40px; height: 40px; display: inline-block; vertical-align: middle; margin-right: .4rem; }
.woocommerce-mini-cart-item .quantity { flex-basis: 100%; color: var(--muted); }
.woocommerce-mini-cart__buttons { display: flex; gap: .5rem; margin: .5rem 0 0; }
a.remove { position: absolute; left: 0; top: .45rem; display: inline-block; width: 1.4rem; height: 1.4rem; line-height: 1.3rem; text-align: center; border-radius: 50%; color: #a4161a; text-decoration: none; font-weight: 700; border: 1px solid currentColor; }
a.remove:hover { background: #a4161a; color: #fff; }
td.product-remove a.remove { position: static; }

/* Layout */
.site-main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 2rem 3rem; }
.site-footer { border-top: 1px solid var(--line); padding: 1.5rem 2rem; background: var(--tint); color: var(--ink); }

/* Buttons */
.button, button, input[type="submit"] { display: inline-block; font: inherit; font-weight: 600; line-height: 1.2; padding: .6rem 1rem; border: 2px solid var(--brand); border-radius: 4px; background: var(--brand); color: var(--brand-ink); text-decoration: none; cursor: pointer; }
.button:hover, button:hover { background: #14283f; }
.button.alt { background: #7a2e12; border-color: #7a2e12; }
.button:disabled, .button.disabled { opacity: .55; cursor: not-allowed; }
.button.loading { opacity: .7; }
.added_to_cart { display: inline-block; margin: .5rem 0 0 .75rem; font-weight: 600; }

/* BlockUI overlay used while fragments or forms update */
.blockUI.blockOverlay { position: absolute !important; inset: 0; z-index: 1000; background: #fff; opacity: .6; cursor: wait; }
.processing { position: relative; }

/* Notices */
.woocommerce-notices-wrapper:empty { display: none; }
.woocommerce-message, .woocommerce-info, .woocommerce-error { list-style: none; margin: 0 0 1rem; padding: .9rem 1rem; border-left: 4px solid; background: #eef6ee; border-color: #2e6b30; }
.woocommerce-info { background: #eef3fb; border-color: var(--link); }
.woocommerce-error { background: #fdf0ef; border-color: #a4161a; }
.woocommerce-message .button, .woocommerce-info .button { margin-right: .75rem; }

/* Listings */
.woocommerce-shop-controls { display: flex; justify-content: space-between; align-items: center; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; }
.woocommerce-result-count { margin: 0; }
select, input[type="text"], input[type="email"], input[type="number"], textarea { font: inherit; padding: .45rem .55rem; border: 1px solid #767676; border-radius: 3px; background: #fff; color: var(--ink); }
ul.products { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 2rem 1.5rem; }
ul.products li.product { display: flex; flex-direction: column; align-items: flex-start; gap: .4rem; }
.woocommerce-loop-product__link { color: var(--ink); text-decoration: none; display: block; width: 100%; }
.woocommerce-loop-product__title { font-size: 1.1rem; margin: .5rem 0 .25rem; }
.price { display: block; font-weight: 600; color: #234b23; }
.widget_product_categories ul { list-style: none; padding-left: 0; margin: 0 0 .5rem; }
.widget_product_categories ul.product-categories { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
.widget_product_categories ul.children { display: inline-flex; gap: .25rem .75rem; padding-left: .5rem; }
.widget_product_categories .count { color: var(--muted); font-size: .85rem; }
.current-cat > a { font-weight: 700; }
.woocommerce-pagination ul { list-style: none; display: flex; gap: .5rem; padding: 0; margin: 2rem 0 0; }
.woocommerce-pagination .page-numbers a, .woocommerce-pagination span.page-numbers { display: inline-block; min-width: 2.25rem; padding: .35rem .6rem; text-align: center; border: 1px solid var(--line); }
.woocommerce-pagination .current { background: var(--brand); color: #fff; }

/* Grid/list toggle (WooCommerce Grid/List toggle markup) and the list view */
.gridlist-toggle { display: flex; gap: .25rem; }
.gridlist-toggle a { display: inline-flex; align-items: center; gap: .3rem; padding: .35rem .6rem; border: 1px solid #767676; border-radius: 3px; color: var(--ink); text-decoration: none; }
.gridlist-toggle a[aria-pressed="true"] { background: var(--brand); border-color: var(--brand); color: var(--brand-ink); cursor: default; }
.gridlist-toggle em { font-style: normal; }
ul.products.list { grid-template-columns: 1fr; gap: 1rem; }
ul.products.list li.product { flex-direction: row; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem; padding-bottom: 1rem; border-bottom: 1px solid var(--line); }
ul.products.list .woocommerce-loop-product__link { display: flex; align-items: center; gap: 1.5rem; width: auto; flex: 1 1 20rem; }
ul.products.list .woocommerce-loop-product__link img { width: 8rem; }
.quick-view-button { background: var(--paper); color: var(--brand); }
.quick-view-button:hover { background: var(--tint); }
.woocommerce-shop-controls .gridlist-toggle { order: -1; }

/* Listing updates: filter errors and the infinite-scroll status */
.listing-status { margin: 1.5rem 0 0; display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; }
.listing-status__text { margin: 0; }
.listing-status--loading .listing-status__text::before { content: ""; display: inline-block; width: 1em; height: 1em; margin-right: .5rem; vertical-align: -.15em; border: 2px solid var(--line); border-top-color: var(--brand); border-radius: 50%; animation: listing-spin .8s linear infinite; }
.listing-status--error .listing-status__text, .listing-error { color: #a4161a; }
.listing-error { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin: .5rem 0; }
[aria-busy="true"].products, [aria-busy="true"].post-grid { cursor: progress; }
@keyframes listing-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .listing-status--loading .listing-status__text::before { animation: none; } }

/* Product page */
.single-product div.product { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2rem; }
.woocommerce-breadcrumb { margin-bottom: 1rem; font-size: .9rem; color: var(--muted); }
.woocommerce-product-gallery { position: relative; }
.woocommerce-product-gallery__wrapper { margin: 0; display: grid; grid-template-columns: repeat(4, 1fr); gap: .5rem; }
.woocommerce-product-gallery__image:first-child { grid-column: 1 / -1; }
.woocommerce-tabs, .related, .upsells { grid-column: 1 / -1; }
p.price { font-size: 1.35rem; }
.stock.in-stock { color: #2e6b30; }
.stock.out-of-stock { color: #a4161a; }
form.cart { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin: 1rem 0; }
.quantity .qty { width: 5rem; }
.quantity.hidden { display: none; }
table.variations { border-collapse: collapse; margin-bottom: .75rem; }
table.variations th, table.variations td { padding: .35rem .5rem .35rem 0; text-align: left; vertical-align: middle; }
.reset_variations { margin-left: .75rem; }
.single_variation_wrap { flex-basis: 100%; }
.woocommerce-variation-add-to-cart { display: flex; gap: .75rem; align-items: end; margin-top: .5rem; }
.woocommerce-variation-add-to-cart-disabled .single_add_to_cart_button { opacity: .55; }
.product_meta > span { display: block; }
.wdp_bulk_table_content { margin: 1rem 0; }
table.wdp_pricing_table, table.shop_table, table.shop_attributes { border-collapse: collapse; width: 100%; }
.wdp_pricing_table caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
.wdp_pricing_table th, .wdp_pricing_table td, .shop_table th, .shop_table td, .shop_attributes th, .shop_attributes td { border: 1px solid var(--line); padding: .5rem .6rem; text-align: left; }
.wc-tabs { list-style: none; display: flex; gap: .25rem; padding: 0; margin: 2rem 0 0; border-bottom: 1px solid var(--line); }
.wc-tabs li a { display: block; padding: .5rem 1rem; text-decoration: none; border: 1px solid var(--line); border-bottom: 0; background: var(--tint); }
.wc-tabs li.active a, .wc-tabs li a[aria-selected="true"] { background: #fff; font-weight: 700; }
.woocommerce-Tabs-panel { padding: 1rem 0; }
.star-rating { font-size: .9rem; color: var(--muted); }
.commentlist { list-style: none; padding: 0; }
.commentlist .children { list-style: none; padding-left: 2rem; border-left: 2px solid var(--line); }
.comment-body, .comment_container { padding: .75rem 0; }
.comment-form p, .comment-form div { margin: 0 0 .75rem; }
.comment-form label { display: block; font-weight: 600; }
.comment-form textarea, .comment-form input[type="text"], .comment-form input[type="email"] { width: 100%; max-width: 36rem; }
.required { color: #a4161a; }

/* Basket and checkout */
.shop_table img { width: 64px; }
.cart-collaterals { margin-top: 2rem; max-width: 28rem; margin-left: auto; }
.actions { text-align: right; }
.form-row { margin: 0 0 .75rem; }
.form-row label { display: block; font-weight: 600; }
abbr.required { text-decoration: none; }

/* Blog and portfolio */
.posts-grid, .portfolio-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 2rem; list-style: none; padding: 0; }
.widget_categories ul, .portfolio-filters ul { list-style: none; display: flex; flex-wrap: wrap; gap: .5rem 1rem; padding: 0; }
.portfolio-filter.active { font-weight: 700; }
.entry-meta { color: var(--muted); font-size: .9rem; }
.portfolio-item figure { margin: 0; }
/* Masonry: rows of 4px; the post-grid island gives each item a row span from its height (the gap is in the span) */
.post-grid.is-masonry { grid-auto-rows: 4px; row-gap: 0; align-items: start; }
.post-grid.is-masonry > .post-grid-item { margin-bottom: 2rem; }
/* Fit rows: each row as tall as its tallest item */
.post-grid.is-fit-rows { align-items: stretch; }
.post-listing .pagination .nav-links { display: flex; flex-wrap: wrap; gap: .5rem; margin: 2rem 0 0; }
.post-listing .pagination .page-numbers { display: inline-block; min-width: 2.25rem; padding: .35rem .6rem; text-align: center; border: 1px solid var(--line); }
.post-listing .pagination .current { background: var(--brand); color: #fff; }
.entry-header { margin-bottom: 1rem; }
.post .post-thumbnail img { max-width: 24rem; margin: 0 0 1rem; }

@media (max-width: 48rem) {
  .site-header { grid-template-columns: 1fr; }
  .site-header-cart { grid-column: 1; grid-row: auto; width: 100%; }
  .single-product div.product { grid-template-columns: 1fr; }
}
`;
