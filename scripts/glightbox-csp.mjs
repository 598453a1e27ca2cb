/**
 * Rollup plugin: glightbox under a strict Content Security Policy.
 *
 * glightbox 3.3 writes style attributes with `el.setAttribute('style', …)` (image and description sizes on resize,
 * zoom and pinch resets), which a CSP without 'unsafe-inline' refuses (style-src-attr): the sizes would silently not
 * apply and each write would be reported. The same write through the CSSOM, `el.style.cssText = …`, is allowed. The
 * plugin builds glightbox from its readable UMD file with each such statement rewritten, and fails the build when a
 * call it cannot rewrite is left (look again when glightbox is upgraded). glightbox's other inline style, the
 * scrollbar `<style>` it adds on open, is avoided by the gallery island (islands/gallery/lightbox.ts).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** `target.setAttribute('style', value);` alone on its line. */
const STATEMENT = /^(\s*)([\w$.]+)\.setAttribute\('style', (.+)\);$/gm;

/** The plugin; place it before the node-resolve plugin. */
export function glightboxCsp() {
  const file = require.resolve('glightbox/dist/js/glightbox.js');
  return {
    name: 'glightbox-csp',
    resolveId: (id) => (id === 'glightbox' ? file : null),
    transform(code, id) {
      if (id !== file) return null;
      let count = 0;
      const out = code.replace(STATEMENT, (_, indent, target, value) => {
        count++;
        return `${indent}${target}.style.cssText = ${value};`;
      });
      if (count === 0 || /setAttribute\(\s*['"]style['"]/.test(out)) {
        this.error(`glightbox-csp: expected only whole-line setAttribute('style', …) statements in ${file}`);
      }
      // Lines are not moved, so the source map stays right.
      return { code: out, map: null };
    },
  };
}
