import { domIsland, readRawProps } from '@storefront/runtime';
import { readPaymentSettings } from '@storefront/payments';
import { bindPaymentBox } from './payment-box';
import { SETTINGS_GLOBAL } from './contract';

/**
 * The island module, without React: its settings are the card gateway's page settings (`wc_stripe_upe_params`;
 * unreadable → the mount fails and the page is left alone).
 */
export default domIsland((host) => {
  const raw = readRawProps(host, { data: false, json: false, globals: [SETTINGS_GLOBAL] });
  return bindPaymentBox(host, readPaymentSettings(raw.params[SETTINGS_GLOBAL]));
});
