/**
 * Small DOM helpers with WooCommerce's conventions: originals kept in `data-o_*` so a reset can put them back.
 * (Slides are `slide` of `@storefront/runtime/ui`.)
 */

/** Sets an element's text, remembering the original in `data-o_content` the first time (wc_set_content). */
export function setContent(els: Iterable<Element>, text: string): void {
  for (const el of els) {
    if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
    el.textContent = text;
  }
}

/** Puts back the text saved by {@link setContent} (wc_reset_content). */
export function resetContent(els: Iterable<Element>): void {
  for (const el of els) {
    const original = el.getAttribute('data-o_content');
    if (original !== null) el.textContent = original;
  }
}

/** Sets an attribute, remembering the original in `data-o_{attr}` the first time (wc_set_variation_attr). */
export function setVariationAttr(el: Element | null | undefined, attr: string, value: unknown): void {
  if (!el) return;
  if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
  if (value === false || value === undefined || value === null) el.removeAttribute(attr);
  else el.setAttribute(attr, String(value));
}

/** Puts back an attribute saved by {@link setVariationAttr} (wc_reset_variation_attr). */
export function resetVariationAttr(el: Element | null | undefined, attr: string): void {
  const original = el?.getAttribute(`data-o_${attr}`);
  if (el && original !== null && original !== undefined) el.setAttribute(attr, original);
}

/** Text of an HTML fragment (decodes entities such as `&times;` in dimensions_html) without running it. */
export function htmlToText(markup: string): string {
  return new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').body.textContent ?? '';
}
