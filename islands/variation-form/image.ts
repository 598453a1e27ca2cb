/**
 * The variation image in the product gallery (spec §2 Gallery): a found variation with its own image replaces
 * the first gallery image (main `img.wp-post-image`, its link, its thumbnail); reset puts the originals back.
 * Originals are kept in `data-o_*` attributes, as WooCommerce does, so the gallery island and theme code see
 * the same markup. The gallery is told to refresh 20 ms later.
 */
import { emit } from '@storefront/runtime';
import { resetVariationAttr, setVariationAttr } from './dom';
import type { WcVariation } from './contract';
import { DISPLAY_SEL, DISPLAY_TIMINGS } from './display-contract';

const IMG_ATTRS = [
  'src',
  'width',
  'height',
  'srcset',
  'sizes',
  'title',
  'data-caption',
  'alt',
  'data-src',
  'data-large_image',
  'data-large_image_width',
  'data-large_image_height',
] as const;

interface GalleryParts {
  gallery: HTMLElement | null;
  wrap: Element | null;
  img: Element | null;
  link: Element | null;
  thumb: Element | null;
}

function parts(form: HTMLElement): GalleryParts {
  const product = form.closest('.product') ?? document;
  const gallery = product.querySelector<HTMLElement>(DISPLAY_SEL.gallery);
  const wrap = gallery?.querySelector(DISPLAY_SEL.galleryImageWrap) ?? null;
  return {
    gallery,
    wrap,
    img: wrap?.querySelector('.wp-post-image') ?? wrap?.querySelector('img') ?? null,
    link: wrap?.querySelector('a') ?? null,
    thumb: product.querySelector(DISPLAY_SEL.galleryNavFirstImg),
  };
}

/** Puts the original first gallery image back. */
export function resetVariationImage(form: HTMLElement): void {
  const p = parts(form);
  for (const attr of IMG_ATTRS) resetVariationAttr(p.img, attr);
  resetVariationAttr(p.wrap, 'data-thumb');
  resetVariationAttr(p.thumb, 'src');
  resetVariationAttr(p.link, 'href');
}

/**
 * Shows `variation`'s image in the gallery, or the original image when it has none (or `variation` is false).
 * Returns a cancel for the pending gallery refresh.
 */
export function updateVariationImage(form: HTMLElement, variation: WcVariation | false): () => void {
  const p = parts(form);
  const image = variation ? variation.image : undefined;
  const src = image && typeof image.src === 'string' ? image.src : '';
  if (variation && image && src.length > 1) {
    const set = (el: Element | null, attr: string, value: unknown) => setVariationAttr(el, attr, value ?? '');
    set(p.img, 'src', src);
    set(p.img, 'height', image.src_h);
    set(p.img, 'width', image.src_w);
    set(p.img, 'srcset', image.srcset || '');
    set(p.img, 'sizes', image.sizes || '');
    set(p.img, 'title', image.title);
    set(p.img, 'data-caption', image.caption);
    set(p.img, 'alt', image.alt);
    set(p.img, 'data-src', image.full_src);
    set(p.img, 'data-large_image', image.full_src);
    set(p.img, 'data-large_image_width', image.full_src_w);
    set(p.img, 'data-large_image_height', image.full_src_h);
    set(p.wrap, 'data-thumb', src);
    set(p.thumb, 'src', image.gallery_thumbnail_src);
    set(p.link, 'href', image.full_src);
  } else {
    resetVariationImage(form);
  }
  // When the image changed, tell the gallery 20 ms later (slide position, height, zoom; spec §9).
  const imageId = variation && variation.image_id ? String(variation.image_id) : '';
  const changed = form.getAttribute('current-image') !== imageId;
  form.setAttribute('current-image', imageId);
  if (!changed) return () => {};
  const timer = setTimeout(() => {
    window.dispatchEvent(new Event('resize'));
    if (!p.gallery) return;
    emit('woocommerce_gallery_reset_slide_position', {}, p.gallery);
    emit('woocommerce_gallery_init_zoom', {}, p.gallery);
  }, DISPLAY_TIMINGS.galleryRefreshMs);
  return () => clearTimeout(timer);
}
