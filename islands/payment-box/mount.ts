import { domIsland } from '@storefront/runtime';
import { watchPaymentBox } from './watch';

/**
 * The island module, without React: a watcher that loads the box's first bundle (`box.ts`) when the box is needed
 * (see {@link watchPaymentBox}).
 */
export default domIsland(watchPaymentBox);
