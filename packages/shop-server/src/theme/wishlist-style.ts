/**
 * Wishlist rules (Wishlist for WooCommerce's classes): hearts and their add/remove/loading states, the header
 * counter, the notification toast, the wishlist table, share list and the responsive layout
 * (`body.alg-wc-wl-responsive`). Colours keep WCAG AA contrast on white.
 */
export const WISHLIST_CSS = `/* Wishlist */
ul.products li.product { position: relative; }
.alg-wc-wl-btn-wrapper { display: inline-flex; }
button.alg-wc-wl-btn, .alg-wc-wl-btn { display: inline-flex; align-items: center; gap: .35rem; padding: .35rem .6rem; border: 2px solid #a4161a; border-radius: 999px; background: #fff; color: #a4161a; font-weight: 600; cursor: pointer; }
button.alg-wc-wl-btn:hover { background: #fdf0f0; }
.alg-wc-wl-btn:focus-visible { outline: 3px solid #1d3557; outline-offset: 2px; }
.alg-wc-wl-heart { fill: none; stroke: currentColor; stroke-width: 2; }
.alg-wc-wl-view-state { display: inline-flex; align-items: center; gap: .35rem; }
.alg-wc-wl-btn.add .alg-wc-wl-view-state-remove, .alg-wc-wl-btn.remove .alg-wc-wl-view-state-add { display: none; }
.alg-wc-wl-btn.remove .alg-wc-wl-heart { fill: currentColor; }
.alg-wc-wl-btn.loading { opacity: .7; cursor: progress; }
.alg-wc-wl-btn.loading .alg-wc-wl-heart { animation: alg-wc-wl-beat .8s ease-in-out infinite; }
@keyframes alg-wc-wl-beat { 50% { transform: scale(.8); } }
@media (prefers-reduced-motion: reduce) { .alg-wc-wl-btn.loading .alg-wc-wl-heart { animation: none; } }
ul.products li.product .alg-wc-wl-btn-wrapper { position: absolute; top: .5rem; right: .5rem; }
ul.products li.product .alg-wc-wl-thumb-btn { padding: .35rem; }
ul.products.list li.product .alg-wc-wl-btn-wrapper { position: static; }
.summary .alg-wc-wl-btn-wrapper { margin: .75rem 0; }
.alg-wc-wl-header-link { display: inline-flex; align-items: center; gap: .3rem; color: inherit; text-decoration: none; font-weight: 600; }
.alg-wc-wl-counter { display: inline-block; min-width: 1.4rem; padding: 0 .35rem; border-radius: 999px; background: #a4161a; color: #fff; font-size: .85rem; text-align: center; }
.alg-wc-wl-notification { position: fixed; left: 50%; bottom: 1.5rem; z-index: 1000; transform: translateX(-50%); display: flex; align-items: center; gap: 1rem; max-width: min(36rem, calc(100vw - 2rem)); padding: .85rem 1rem; border-radius: 6px; background: #111; color: #fff; box-shadow: 0 6px 24px rgba(0,0,0,.3); }
.alg-wc-wl-notification p { margin: 0; }
.alg-wc-wl-notification a { color: #fff; text-decoration: underline; }
.alg-wc-wl-notification .alg-wc-wl-notification__ok { background: #fff; color: #111; border-color: #fff; }
.alg-wc-wl-view-table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
.alg-wc-wl-view-table th, .alg-wc-wl-view-table td { padding: .6rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
.alg-wc-wl-view-table .variation { display: block; color: #4a4a4a; font-size: .9rem; }
.alg-wc-wl-view-table-container.ajax-loading { min-height: 6rem; opacity: .6; }
.alg-wc-wl-tools { margin: 1rem 0; }
.alg-wc-wl-social { margin: 1.5rem 0; }
.alg-wc-wl-social-ul { display: flex; flex-wrap: wrap; gap: .75rem; list-style: none; margin: .5rem 0; padding: 0; }
.alg-wc-wl-social-ul a { display: inline-block; padding: .35rem .75rem; border: 1px solid var(--line); border-radius: 4px; color: #1d3557; font-weight: 600; }
.alg-wc-wl-social-ul a.active { background: #1d3557; color: #fff; }
.alg-wc-wl-email-options { padding: .75rem 0; }
.alg-wc-wl-email-options .alg-wc-wl-input { width: min(100%, 30rem); }
body.alg-wc-wl-responsive .alg-wc-wl-view-table thead { position: absolute; clip-path: inset(50%); width: 1px; height: 1px; overflow: hidden; }
body.alg-wc-wl-responsive .alg-wc-wl-view-table tr { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; padding: .5rem 0; border-bottom: 1px solid var(--line); }
body.alg-wc-wl-responsive .alg-wc-wl-view-table td { border: 0; padding: .15rem 0; }
body.alg-wc-wl-responsive .alg-wc-wl-notification { left: 1rem; right: 1rem; transform: none; max-width: none; }
`;
