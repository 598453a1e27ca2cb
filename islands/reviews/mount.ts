import { reactIsland } from '@storefront/runtime/react';
import { StarPicker } from './StarPicker';
import { RATING_SELECT, readStarPickerProps, type StarPickerProps } from './contract';

/**
 * The island module: reads `wc_single_product_params`; its root goes right after the rating select, where
 * WooCommerce puts the stars (a form without the select gets an empty root and nothing changes).
 */
export default reactIsland<StarPickerProps>({
  component: StarPicker,
  sources: { globals: ['wc_single_product_params'], json: false, data: false },
  readProps: (raw) => readStarPickerProps(raw.params.wc_single_product_params),
  container(host) {
    const select = host.querySelector(RATING_SELECT);
    return select ? [select, 'afterend'] : [host, 'beforeend'];
  },
});
