import { domIsland, readRawProps } from '@storefront/runtime';
import { bindGallery } from './gallery';

/** Whether the page (or the gallery) is laid out right to left. */
const isRtl = (host: HTMLElement) =>
  (host.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';

/**
 * The island module, without React: reads `wc_single_product_params`; the thumbnails, the trigger button and the
 * lightbox links are plain DOM, and so are the slider, variation images and zoom (GalleryEnhancements) that follow.
 */
export default domIsland((host) => {
  const raw = readRawProps(host, { globals: ['wc_single_product_params'], json: false, data: false });
  return bindGallery(host, raw.params.wc_single_product_params, isRtl(host));
});
