import { domIsland, readRawProps } from '@storefront/runtime';
import { bindGallery } from './gallery';
import { readGalleryParams } from './contract';

/** Whether the page (or the gallery) is laid out right to left. */
const isRtl = (host: HTMLElement) =>
  (host.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';

/**
 * The island module, without React: reads `wc_single_product_params`; the trigger button and the lightbox links are
 * plain DOM, and the slider's thumbnails (GalleryEnhancements) get a React root of their own when they load.
 */
export default domIsland((host, ctx) => {
  const raw = readRawProps(host, { globals: ['wc_single_product_params'], json: false, data: false });
  return bindGallery(host, readGalleryParams(raw.params.wc_single_product_params, isRtl(host)), ctx);
});
