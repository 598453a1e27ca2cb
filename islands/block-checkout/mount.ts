import { reactIsland } from '@storefront/runtime/react';
import { BlockCheckout } from './BlockCheckout';
import { SETTINGS_GLOBAL } from './contract';
import { readBlockSettings } from './settings';

/** The island module: props are `wcSettings` and the Checkout block's `data-*` attributes. */
export default reactIsland({
  component: BlockCheckout,
  sources: { data: true, json: false, globals: [SETTINGS_GLOBAL] },
  readProps: (raw) => ({ settings: readBlockSettings(raw.params[SETTINGS_GLOBAL], raw.data) }),
});
