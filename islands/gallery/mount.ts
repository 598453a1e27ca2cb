import { reactIsland } from '@storefront/runtime/react';
import { Gallery } from './Gallery';
import { readGalleryParams, type GalleryProps } from './contract';

/** Whether the page (or the gallery) is laid out right to left. */
const isRtl = (host: HTMLElement) =>
  (host.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';

/** The island module: reads `wc_single_product_params`; the root is appended inside the gallery. */
export default reactIsland<GalleryProps>({
  component: Gallery,
  sources: { globals: ['wc_single_product_params'], json: false, data: false },
  readProps: (raw, host) => ({ params: readGalleryParams(raw.params.wc_single_product_params, isRtl(host)) }),
});
