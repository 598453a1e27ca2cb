/**
 * What the express button needs only once pressed, loaded on the first press (pointer over or down, focus, click)
 * or on the first error: what each press event does (./press), the sheet's endpoint calls (shipping, order), the
 * product page's basket changes, the order-pay page's payment of its order (loaded there at start) and the error
 * rules with their message tables.
 */
import { expressApi, type ExpressApi } from './api';
import { orderPayApi } from './order-pay';
import type { ExpressParams } from './contract';

export { paymentErrorMessage } from '@storefront/payments';
export { press } from './press';

/** The page's express calls: the basket's, or on the order-pay page its order's. */
export const sheetApi = (params: ExpressParams, signal?: AbortSignal): ExpressApi =>
  params.isPayForOrder ? orderPayApi(expressApi(params, signal), params) : expressApi(params, signal);

/** The sheet module's type. */
export type ExpressSheet = typeof import('./sheet');
