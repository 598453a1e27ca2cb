/**
 * The variation image swap on the gallery's first slide, WooCommerce's way (originals kept in `data-o_*`), used by
 * GalleryEnhancements once the shopper has reached for the gallery; the variation form swaps the main image too.
 */
import type { VariationImage } from './contract';

// The attributes a variation image replaces. Originals are kept in `data-o_{attr}` attributes, WooCommerce's
// convention: the variation-form island (or WooCommerce's own variation script) swaps the same attributes the
// same way, so whichever runs first keeps the true original and applying both is harmless.
const IMG_ATTRS = [
  'src',
  'srcset',
  'sizes',
  'alt',
  'title',
  'data-caption',
  'data-src',
  'data-large_image',
  'data-large_image_width',
  'data-large_image_height',
];

function setAttr(el: Element, name: string, value: string | number | false | undefined | null): void {
  if (!el.hasAttribute(`data-o_${name}`)) el.setAttribute(`data-o_${name}`, el.getAttribute(name) ?? '');
  el.setAttribute(name, value === undefined || value === null || value === false ? '' : String(value));
}

function restore(el: Element | null | undefined, names: readonly string[]): boolean {
  let changed = false;
  for (const name of names) {
    const original = el?.getAttribute(`data-o_${name}`);
    if (!el || original === null || original === undefined) continue;
    if (el.getAttribute(name) !== original) changed = true;
    el.setAttribute(name, original);
  }
  return changed;
}

/** Whether a variation image is usable (WooCommerce ignores an empty or one-character src). */
export const hasImage = (image: VariationImage | undefined): image is VariationImage & { src: string } =>
  !!image && typeof image.src === 'string' && image.src.length > 1;

/**
 * Puts a variation's image into `slide` (the first one): the shown image, its large image and caption, the link
 * and the slide's `data-thumb`. The originals are kept for {@link restoreSlide}.
 */
export function swapSlideImage(slide: HTMLElement, image: VariationImage & { src: string }): void {
  const img = slide.querySelector('img');
  const link = slide.querySelector('a');
  if (img) {
    const values: Record<string, string | number | false | undefined> = {
      src: image.src,
      srcset: image.srcset,
      sizes: image.sizes,
      alt: image.alt,
      title: image.title,
      'data-caption': image.caption,
      'data-src': image.full_src,
      'data-large_image': image.full_src,
      'data-large_image_width': image.full_src_w,
      'data-large_image_height': image.full_src_h,
    };
    for (const name of IMG_ATTRS) setAttr(img, name, values[name]);
  }
  if (link && image.full_src) setAttr(link, 'href', image.full_src);
  if (image.gallery_thumbnail_src) setAttr(slide, 'data-thumb', image.gallery_thumbnail_src);
  setAttr(slide, 'data-thumb-alt', image.alt ?? '');
}

/** Undoes {@link swapSlideImage}. Returns whether anything was still swapped. */
export function restoreSlide(slide: HTMLElement): boolean {
  const img = restore(slide.querySelector('img'), IMG_ATTRS);
  const link = restore(slide.querySelector('a'), ['href']);
  const own = restore(slide, ['data-thumb', 'data-thumb-alt']);
  return img || link || own;
}
