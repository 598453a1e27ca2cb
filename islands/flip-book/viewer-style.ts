/**
 * The viewer's style sheet, added once (with the page's CSP nonce) when a book is first shown: the book's layout,
 * page-flip's structural rules, pdf.js's text-measuring canvas (hidden) (its own injected `<style>` is stripped at build time, see
 * scripts/page-flip-csp.mjs), pdf.js's text layer, the toolbar, the panels, full screen and print.
 */
export const VIEWER_CSS = `
.fb-viewer { position: relative; display: flex; flex-direction: column; background: #f3f3f3; color: #1a1a1a; border: 1px solid #ddd; }
.fb-viewer[aria-busy] { min-height: 12rem; }
.fb-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem; padding: .375rem; background: #fff; border-bottom: 1px solid #ddd; }
.fb-button { display: inline-flex; align-items: center; justify-content: center; min-width: 2.25rem; height: 2.25rem; padding: 0 .375rem; border: 1px solid #bbb; border-radius: 4px; background: #fff; color: #1a1a1a; font: inherit; line-height: 1; cursor: pointer; text-decoration: none; }
.fb-button[aria-pressed=true], .fb-button[aria-expanded=true] { background: #1d4f91; border-color: #1d4f91; color: #fff; }
.fb-button:hover, .fb-link:hover, .fb-text-button:hover, .fb-thumbs button:hover { background: #e8eef7; color: #1a1a1a; }
.fb-button[aria-pressed=true]:hover, .fb-button[aria-expanded=true]:hover { background: #163d70; color: #fff; }
.fb-button[aria-disabled=true] { opacity: .45; cursor: default; }
.fb-button[aria-disabled=true]:hover { background: #fff; }
.fb-button:focus-visible, .fb-viewer button:focus-visible, .fb-viewer a:focus-visible, .fb-viewer input:focus-visible { outline: 3px solid #f5a623; outline-offset: 1px; }
.fb-sep { width: .5rem; }
.fb-page-number input { width: 3.5rem; height: 2.25rem; text-align: center; font: inherit; }
.fb-body { display: flex; min-height: 0; flex: 1; }
.fb-viewport:focus-visible { outline: 3px solid #f5a623; outline-offset: -3px; }
.fb-viewport { position: relative; flex: 1; overflow: auto; padding: 1rem; min-width: 0; }
.fb-stage { position: relative; margin: 0 auto; max-width: 100%; }
.fb--single .fb-stage { max-width: 640px; }
.fb-flip { position: relative; display: block; box-sizing: border-box; transform: translateZ(0); touch-action: pan-y; }
.fb-flip .stf__wrapper { position: relative; width: 100%; box-sizing: border-box; }
.fb-flip .stf__block { position: absolute; width: 100%; height: 100%; box-sizing: border-box; perspective: 2000px; }
.fb-flip .stf__item { display: none; position: absolute; transform-style: preserve-3d; }
.fb-flip .stf__outerShadow, .fb-flip .stf__innerShadow, .fb-flip .stf__hardShadow, .fb-flip .stf__hardInnerShadow { position: absolute; left: 0; top: 0; }
.fb-page { background: #fff; overflow: hidden; box-shadow: 0 0 2px rgba(0,0,0,.2); }
.fb-page[aria-busy]::before { content: ''; position: absolute; top: 50%; left: 50%; width: 2rem; height: 2rem; margin: -1rem; border: 3px solid #999; border-right-color: transparent; border-radius: 50%; animation: fb-spin .8s linear infinite; }
.fb-canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.fb-page .textLayer { position: absolute; inset: 0; overflow: clip; line-height: 1; text-align: initial; transform-origin: 0 0; z-index: 0;
  --min-font-size: 1; --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size)); --min-font-size-inv: calc(1 / var(--min-font-size)); }
.fb-page .textLayer :is(span, br) { color: transparent; position: absolute; white-space: pre; cursor: text; transform-origin: 0% 0%; }
.fb-page .textLayer > :not(.markedContent), .fb-page .textLayer .markedContent span:not(.markedContent) { z-index: 1; --font-height: 0; font-size: calc(var(--text-scale-factor) * var(--font-height)); --scale-x: 1; --rotate: 0deg; transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv)); }
.fb-page .textLayer .markedContent { display: contents; }
.fb-page .textLayer .fb-hit { background: rgba(255, 200, 0, .45); border-radius: 2px; }
.fb-panel { flex: 0 0 16rem; max-height: 70vh; overflow: auto; padding: .5rem .75rem; background: #fff; border-inline-end: 1px solid #ddd; }
.fb-panel-head { display: flex; justify-content: space-between; align-items: center; }
.fb-panel h2 { font-size: 1rem; margin: .25rem 0; }
.fb-panel ul, .fb-panel ol { list-style: none; margin: 0; padding: 0; }
.fb-panel ul ul { padding-inline-start: 1rem; }
.fb-link { display: block; font-weight: normal; border-radius: 0; width: 100%; padding: .25rem 0; border: 0; background: none; color: #1d4f91; font: inherit; text-align: start; cursor: pointer; }
.fb-text-button { margin: .25rem .25rem .25rem 0; padding: .375rem .625rem; border: 1px solid #1d4f91; border-radius: 4px; background: #fff; color: #1d4f91; font: inherit; cursor: pointer; }
.fb-muted { color: #555; }
.fb-thumbs li { margin: .25rem 0; }
.fb-thumbs button { display: flex; flex-direction: column; align-items: center; gap: .25rem; width: 100%; padding: .25rem; border: 2px solid transparent; background: none; font: inherit; cursor: pointer; }
.fb-thumbs button[aria-current] { border-color: #1d4f91; }
.fb-thumbs img, .fb-thumb-blank { display: block; width: 150px; height: 150px; object-fit: contain; background: #eee; }
.fb-share-url input, .fb-panel input[type=search] { width: 100%; box-sizing: border-box; padding: .375rem; font: inherit; }
.fb-loading, .fb-error { margin: 1rem; padding: 1rem; background: #fff; text-align: center; }
.fb-error { border-inline-start: 4px solid #b81c23; }
.fb-viewer:fullscreen, .fb-viewer.fb--fullscreen { width: 100vw; height: 100vh; }
.fb-viewer.fb--fullscreen { position: fixed; inset: 0; z-index: 100000; }
.fb-viewer:fullscreen .fb-panel, .fb-viewer.fb--fullscreen .fb-panel { max-height: none; }
.fb-print { display: none; }
.hiddenCanvasElement { position: absolute; top: 0; left: 0; width: 0; height: 0; display: none; }
@keyframes fb-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .fb-page[aria-busy]::before { animation: none; } }
@media print {
  body > :not(.fb-print) { display: none !important; }
  .fb-print { display: block; }
  .fb-print img { display: block; width: 100%; height: auto; break-after: page; }
}
.fb-dialog-overlay { position: fixed; inset: 0; z-index: 99999; display: flex; align-items: center; justify-content: center; background: rgba(0,0,0,.7); }
.fb-dialog { position: relative; width: min(96vw, 1200px); max-height: 96vh; overflow: auto; background: #fff; padding: 2.75rem .5rem .5rem; }
.fb-dialog-close { position: absolute; top: .375rem; right: .375rem; }
`;
