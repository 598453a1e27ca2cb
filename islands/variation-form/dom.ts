/**
 * Small DOM helpers with WooCommerce's conventions: originals kept in `data-o_*` so a reset can put them back,
 * and jQuery-like slide animations done with the Web Animations API.
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

const running = new WeakMap<HTMLElement, Animation>();

/** Whether an element is shown (not `display: none` by inline style or `hidden`). */
export const isShown = (el: HTMLElement): boolean => el.style.display !== 'none' && !el.hidden;

/**
 * Shows `el` and grows its height from 0 over `ms` (jQuery's slideDown). Without the Web Animations API (or in
 * a DOM without layout) it just shows. A running slide of the same element is replaced.
 */
export function slideDown(el: HTMLElement, ms: number): void {
  running.get(el)?.cancel();
  el.hidden = false;
  el.style.display = '';
  if (typeof el.animate !== 'function' || ms <= 0) return;
  const height = el.scrollHeight;
  if (!height) return;
  const anim = el.animate(
    [
      { height: '0px', overflow: 'hidden' },
      { height: `${height}px`, overflow: 'hidden' },
    ],
    { duration: ms, easing: 'ease' },
  );
  running.set(el, anim);
  anim.onfinish = () => running.delete(el);
}

/** Shrinks `el` to 0 over `ms`, then hides it (jQuery's slideUp). */
export function slideUp(el: HTMLElement, ms: number): void {
  running.get(el)?.cancel();
  if (!isShown(el)) return;
  const hide = () => {
    el.style.display = 'none';
  };
  if (typeof el.animate !== 'function' || ms <= 0 || !el.offsetHeight) return hide();
  const anim = el.animate(
    [
      { height: `${el.offsetHeight}px`, overflow: 'hidden' },
      { height: '0px', overflow: 'hidden' },
    ],
    { duration: ms, easing: 'ease' },
  );
  running.set(el, anim);
  anim.onfinish = () => {
    running.delete(el);
    hide();
  };
}

/** Escapes text for HTML (for `{{ }}` template slots). */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
