/**
 * Opens the full-screen gallery on a gallery's images (spec §2): what the lightbox needs from the page is read here,
 * in the lightbox's chunk, so the gallery's first chunk keeps only the call.
 */
import type { RawGalleryParams } from './contract';
import { IMAGE_FAILED_TEXT, readGalleryParams } from './params';
import { readImages } from './gallery-images';
import { openLightbox, type LightboxHandle } from './lightbox';

const productTitle = (host: HTMLElement) =>
  (host.closest('.product') ?? host.parentElement ?? document.body)
    .querySelector('.product_title')
    ?.textContent?.trim();

/**
 * Opens glightbox on `host`'s images at slide `index` (clamped), labelled by the product's title; focus returns to
 * `trigger` on close; options from `wc_single_product_params` (`raw`). Returns null when the gallery has no images.
 */
export function openGalleryLightbox(
  host: HTMLElement,
  index: number,
  raw: RawGalleryParams,
  trigger: HTMLElement | null,
  onClose: () => void,
): LightboxHandle | null {
  const images = readImages(host);
  const params = readGalleryParams(raw);
  if (!images.length) return null;
  return openLightbox({
    images,
    index: Math.max(0, Math.min(index, images.length - 1)),
    trigger,
    label: productTitle(host) || params.triggerText,
    options: params.lightbox,
    failedText: IMAGE_FAILED_TEXT,
    onClose,
  });
}
