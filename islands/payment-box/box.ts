import type { Unmount } from '@storefront/runtime';
import { readRawProps } from '@storefront/runtime';
import { readPaymentSettings } from '@storefront/payments';
import { bindPaymentBox } from './payment-box';

export { boxBound } from './payment-box';
import { SETTINGS_GLOBAL } from './contract';

/**
 * The payment box's first bundle, which the watcher (`watch.ts`) loads when the box is needed: its settings are the
 * card gateway's page settings (`wc_stripe_upe_params`). `reached`: the shopper already reached for the page (the
 * chosen method's form loads at once). Throws when the settings can't be read; returns the release.
 */
export function mountBox(host: HTMLElement, reached: boolean): Unmount | void {
  const raw = readRawProps(host, { data: false, json: false, globals: [SETTINGS_GLOBAL] });
  return bindPaymentBox(host, readPaymentSettings(raw.params[SETTINGS_GLOBAL]), reached);
}
