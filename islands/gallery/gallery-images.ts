/**
 * A slide's image facts (spec §3 "Gallery image"), for the lightbox, the variation swap and the zoom: a module of
 * its own so that they share it without putting it in the gallery's first chunk.
 */
import type { GalleryImage } from './contract';
import { slidesOf } from './gallery-dom';

/** A slide's large image: `data-large_image`, else `data-src`, the link's href or the shown image. */
export function largeImageUrl(slide: Element): string {
  const img = slide.querySelector('img');
  const attr = (name: string) => img?.getAttribute(name) ?? '';
  return attr('data-large_image') || attr('data-src') || slide.querySelector('a')?.getAttribute('href') || attr('src');
}

/** Reads one slide's image facts from WooCommerce's attributes. */
export function readImage(slide: Element): GalleryImage {
  const img = slide.querySelector('img');
  const attr = (name: string) => img?.getAttribute(name) ?? '';
  return {
    href: largeImageUrl(slide),
    src: attr('src'),
    alt: attr('alt'),
    // Spec §2: the caption is data-caption, or else the title.
    caption: attr('data-caption') || attr('title'),
    thumb: slide.getAttribute('data-thumb') || attr('src'),
    thumbAlt: slide.getAttribute('data-thumb-alt') ?? attr('alt'),
    largeWidth: Number(attr('data-large_image_width')) || 0,
    largeHeight: Number(attr('data-large_image_height')) || 0,
  };
}

/** Every slide's image. */
export const readImages = (host: Element): GalleryImage[] => slidesOf(host).map(readImage);
