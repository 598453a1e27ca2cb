/**
 * Style elements the islands add at run time, under a strict Content Security Policy: the page prints its nonce on
 * its scripts (`<script nonce="…">`), and every `<style>` an island adds carries the same nonce, so a CSP without
 * 'unsafe-inline' applies it. Without a nonce on the page the style is added as it is (pages without a CSP).
 */

/**
 * The page's CSP nonce: the `nonce` of the first script that carries one, or '' when none does. Browsers hide the
 * attribute's value once the page is parsed; the `nonce` property keeps it.
 */
export function cspNonce(doc: Document = document): string {
  for (const el of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    const nonce = el.nonce || el.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return '';
}

/**
 * Adds `<style id="{id}">` with `css` to the document's head, carrying the page's CSP nonce ({@link cspNonce}).
 * Once per id: when an element with that id exists, nothing is added.
 */
export function addStyle(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  const nonce = cspNonce(doc);
  // Before insertion: the policy is checked when the style sheet is created.
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  doc.head.append(style);
}
