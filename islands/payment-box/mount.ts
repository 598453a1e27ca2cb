import { reactIsland } from '@storefront/runtime/react';
import { readPaymentSettings } from '@storefront/payments';
import { PaymentBox } from './PaymentBox';
import { SETTINGS_GLOBAL, type PaymentBoxProps } from './contract';

/** The island module: props are the card gateway's page settings (`wc_stripe_upe_params`). */
export default reactIsland<PaymentBoxProps>({
  component: PaymentBox,
  sources: { data: false, json: false, globals: [SETTINGS_GLOBAL] },
  readProps: (raw) => ({ settings: readPaymentSettings(raw.params[SETTINGS_GLOBAL]) }),
});
