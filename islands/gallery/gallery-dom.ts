/** Reading the gallery's slides from WooCommerce's markup (the variation image swap is gallery-swap.ts). */
import { SLIDE_SELECTOR, type GalleryImage } from './contract';

/** The gallery's slides in order. */
export function slidesOf(host: Element): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)];
}

/** Reads one slide's image facts from WooCommerce's attributes. */
export function readImage(slide: Element): GalleryImage {
  const img = slide.querySelector('img');
  const link = slide.querySelector('a');
  const attr = (name: string) => img?.getAttribute(name) ?? '';
  return {
    href: attr('data-large_image') || attr('data-src') || link?.getAttribute('href') || attr('src'),
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
