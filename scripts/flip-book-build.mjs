/**
 * Rollup plugins for the flip-book island (islands/flip-book).
 *
 * - `pdfjsWorker()`: `import url from 'pdfjs-dist/build/pdf.worker.min.mjs?url'` (Vite's spelling, so Storybook
 *   resolves it too) emits pdf.js's worker as a file of our own build (`assets/pdf.worker.min-[hash].mjs`, served
 *   by the shop like every bundle: never a CDN) and resolves to its URL relative to the importing chunk.
 * - `pageFlipCsp()`: page-flip 2.0.7's module adds a `<style>` element of its own when it is imported, which a CSP
 *   without 'unsafe-inline' refuses (and reports). The plugin removes that call; the viewer adds the same rules
 *   itself with the page's nonce (islands/flip-book/viewer-style.ts). The build fails when the call is not found
 *   (look again when page-flip is upgraded).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const WORKER_ID = 'pdfjs-dist/build/pdf.worker.min.mjs?url';
const VIRTUAL = '\0pdfjs-worker-url';

/** The pdf.js worker as an emitted file. */
export function pdfjsWorker() {
  return {
    name: 'pdfjs-worker',
    resolveId: (id) => (id === WORKER_ID ? VIRTUAL : null),
    load(id) {
      if (id !== VIRTUAL) return null;
      const ref = this.emitFile({
        type: 'asset',
        name: 'pdf.worker.min.mjs',
        source: readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs')),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

/** page-flip's import-time style injection: `!function(t,e){…createElement("style")…}(".stf__parent {…");`. */
const STYLE_INJECT = /!function\(t,e\)\{void 0===e&&\(e=\{\}\);var i=e\.insertAt;[^]*?\}\("\.stf__parent[^"]*"\);/;

/** page-flip without its own style element. */
export function pageFlipCsp() {
  const file = require.resolve('page-flip/dist/js/page-flip.module.js');
  return {
    name: 'page-flip-csp',
    resolveId: (id) => (id === 'page-flip' ? file : null),
    transform(code, id) {
      if (id !== file) return null;
      if (!STYLE_INJECT.test(code)) this.error(`page-flip-csp: the style injection was not found in ${file}`);
      return { code: code.replace(STYLE_INJECT, ''), map: null };
    },
  };
}
