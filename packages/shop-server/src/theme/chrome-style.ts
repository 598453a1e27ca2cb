/**
 * Theme rules for the site chrome (spec §2 'Site-wide elements', §9 'Theme page behaviour'): the sticky header that
 * shrinks to half its height above 992 px without moving anything (the lost half becomes its bottom margin, and its
 * items are top-aligned so they stay put), the admin-bar offsets, the dropdown menus (CSS hover and focus until the island takes over), the search
 * popup and the To Top button (laid out 240 px below the first screen until its island mounts, so the first scroll
 * hydrates it; then fixed 52 px from the bottom, fading in over 500 ms and out over 100 ms).
 */
export const CHROME_CSS = `/* Site chrome */
:root { --header-h: 5.5rem; --admin-offset: 0px; }
body.admin-bar { --admin-offset: 32px; }
@media (max-width: 782px) { body.admin-bar { --admin-offset: 46px; } }
@media (max-width: 600px) { body.admin-bar { --admin-offset: 0px; } }
#wpadminbar { position: fixed; top: 0; left: 0; right: 0; height: 32px; z-index: 99; background: #1d2327; color: #f0f0f1; font-size: 13px; line-height: 32px; padding: 0 1rem; }
#wpadminbar a { color: #f0f0f1; }
html:has(body.admin-bar) { margin-top: 32px; }
@media (max-width: 782px) { #wpadminbar { height: 46px; line-height: 46px; } html:has(body.admin-bar) { margin-top: 46px; } }
@media (max-width: 600px) { #wpadminbar { position: absolute; } }
.site-header { position: sticky; top: var(--admin-offset); z-index: 50; display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1.5rem; padding: .5rem 2rem; }
.site-header .site-branding { flex: 0 0 auto; }
.site-header .main-navigation { flex: 1 1 auto; }
.site-header-tools { display: flex; align-items: center; gap: 1rem; margin-left: auto; position: relative; }
@media (min-width: 993px) {
  /* Items keep their place when the bar shrinks (top-aligned; the tagline is hidden, not removed): no layout shift. */
  .site-header { height: var(--header-h); flex-wrap: nowrap; align-items: flex-start; padding-top: .5rem; transition: height .3s ease, margin-bottom .3s ease; }
  .site-header.is-shrunk { height: calc(var(--header-h) / 2); margin-bottom: calc(var(--header-h) / 2); }
  .site-header.is-shrunk .site-description { visibility: hidden; }
}
.main-navigation .menu-item-has-children { position: relative; display: flex; align-items: center; }
.main-navigation .sub-menu { display: none; position: absolute; top: 100%; left: 0; z-index: 60; min-width: 13rem; list-style: none; margin: 0; padding: .4rem 0; background: var(--paper); border: 1px solid var(--line); box-shadow: 0 .5rem 1rem rgba(0,0,0,.12); }
.main-navigation .sub-menu .menu-item-has-children > .sub-menu { top: -.4rem; left: 100%; }
.main-navigation .sub-menu li { display: flex; justify-content: space-between; }
.main-navigation .sub-menu a { display: block; flex: 1; padding: .3rem 1rem; }
.main-navigation .is-open > .sub-menu,
.site-header:not([data-island-mounted]) .menu-item-has-children:is(:hover, :focus-within) > .sub-menu { display: block; }
button.sub-menu-toggle, button.search-toggle { background: none; border: 0; color: var(--ink); padding: .25rem .4rem; font-weight: 600; }
button.sub-menu-toggle:hover, button.search-toggle:hover { background: rgba(0,0,0,.06); }
button.sub-menu-toggle::before { content: "▾"; }
.sub-menu button.sub-menu-toggle::before { content: "▸"; }
.search-popup { position: absolute; top: calc(100% + .5rem); right: 0; z-index: 60; width: 20rem; max-width: 90vw; padding: .75rem; background: var(--paper); border: 1px solid var(--line); box-shadow: 0 .5rem 1rem rgba(0,0,0,.12); }
.search-popup[hidden] { display: none; }
.search-form { display: flex; gap: .5rem; }
.search-form label { flex: 1; }
.search-field { width: 100%; font: inherit; padding: .45rem .55rem; border: 1px solid #767676; border-radius: 3px; }
.site-header-basket { display: flex; justify-content: flex-end; padding: .75rem 2rem 0; }
.site-header-basket .widget_shopping_cart { width: 20rem; max-width: 100%; }
.to-top { position: absolute; top: calc(100vh + 240px); right: 1.5rem; z-index: 40; visibility: hidden; opacity: 0; padding: .6rem 1rem; border-radius: 4px; background: var(--brand); color: var(--brand-ink); font-weight: 600; text-decoration: none; }
.to-top.is-ready { position: fixed; top: auto; bottom: 52px; transition: opacity .1s linear, visibility 0s linear .1s; }
.to-top.is-ready.is-shown, .to-top.is-ready:focus-visible { visibility: visible; opacity: 1; transition: opacity .5s linear; }
@media (prefers-reduced-motion: reduce) { .site-header, .to-top.is-ready, .to-top.is-ready.is-shown { transition: none; } }
`;
