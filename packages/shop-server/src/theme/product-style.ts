/**
 * Theme rules for the product-page islands: the gallery slider (keen-slider's structural rules, written for this
 * theme), thumbnails and the full-screen trigger, hover zoom, the tabs, the review stars and the quick-view
 * dialog. Meant to follow THEME_CSS in /theme/style.css. The lightbox's own rules travel with its chunk.
 */
export const PRODUCT_CSS = `
/* Gallery: keen-slider track (the server's grid until the island turns it into a slider) */
.woocommerce-product-gallery .woocommerce-product-gallery__wrapper.keen-slider { display: flex; align-items: flex-start; overflow: hidden; position: relative; user-select: none; -webkit-user-select: none; touch-action: pan-y; -webkit-tap-highlight-color: transparent; width: 100%; transition: height .5s ease; gap: 0; }
.woocommerce-product-gallery .keen-slider__slide { position: relative; overflow: hidden; flex: 0 0 100%; width: 100%; min-width: 100%; }
.woocommerce-product-gallery .keen-slider__slide img { width: 100%; }
.woocommerce-product-gallery__trigger { position: absolute; top: .5rem; right: .5rem; z-index: 9; width: 2.75rem; height: 2.75rem; padding: 0; display: flex; align-items: center; justify-content: center; border-radius: 50%; background: #fff; color: var(--ink, #1a1a1a); border: 2px solid var(--ink, #1a1a1a); }
.woocommerce-product-gallery__trigger:hover { background: var(--tint, #f5f3ef); }
[dir="rtl"] .woocommerce-product-gallery__trigger { right: auto; left: .5rem; }
.flex-control-nav.flex-control-thumbs { list-style: none; margin: .5rem 0 0; padding: 0; display: grid; grid-template-columns: repeat(4, 1fr); gap: .5rem; }
.flex-control-thumbs button.flex-control-thumb { display: block; width: 100%; padding: 0; border: 2px solid transparent; background: none; border-radius: 0; cursor: pointer; }
.flex-control-thumbs button.flex-control-thumb:hover { background: none; }
.flex-control-thumbs img { opacity: .6; width: 100%; height: auto; }
.flex-control-thumbs img.flex-active, .flex-control-thumbs button:hover img { opacity: 1; }
.flex-control-thumbs button[aria-current="true"] { border-color: var(--brand, #1f3a5f); }
.woocommerce-product-gallery__image.has-zoom { cursor: zoom-in; }
.woocommerce-product-gallery__image .zoomImg { position: absolute; top: 0; left: 0; max-width: none; width: auto; pointer-events: none; background: #fff; }
@media (prefers-reduced-motion: reduce) { .woocommerce-product-gallery__wrapper.keen-slider { transition: none; } }

/* Tabs */
.wc-tabs li a[role="tab"] { cursor: pointer; }
.woocommerce-Tabs-panel[hidden] { display: none; }

/* Review star picker */
.comment-form-rating p.stars { margin: .25rem 0 0; }
p.stars span { display: inline-flex; gap: .15rem; }
p.stars a { display: inline-block; font-size: 1.6rem; line-height: 1; padding: .1rem .15rem; color: #6b6b6b; text-decoration: none; border-radius: 3px; }
p.stars a.filled, p.stars a.active { color: #8a5a00; }
p.stars span:hover a { color: #8a5a00; }
p.stars span a:hover ~ a { color: #6b6b6b; }

/* Quick view */
.quick-view-overlay { position: fixed; inset: 0; z-index: 10000; background: rgba(0, 0, 0, .6); display: flex; align-items: center; justify-content: center; padding: 1rem; }
.quick-view-dialog { position: relative; background: var(--paper, #fff); color: var(--ink, #1a1a1a); width: min(60rem, 100%); max-height: calc(100vh - 2rem); overflow: auto; padding: 2.5rem 1.5rem 1.5rem; border-radius: 4px; box-shadow: 0 .5rem 2rem rgba(0, 0, 0, .35); }
.quick-view-close { position: absolute; top: .5rem; right: .5rem; width: 2.5rem; height: 2.5rem; padding: 0; font-size: 1.5rem; line-height: 1; }
[dir="rtl"] .quick-view-close { right: auto; left: .5rem; }
.quick-view-content div.product { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; }
.quick-view-content .quick-view-details { grid-column: 1 / -1; margin: 0; }
.quick-view-loading { margin: 2rem 0; text-align: center; }
@media (max-width: 48rem) { .quick-view-content div.product { grid-template-columns: 1fr; } }
`;
