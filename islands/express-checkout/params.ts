/**
 * Reads the page global `wc_stripe_express_checkout_params` (spec §3 "Express checkout parameters"). Kept apart
 * from the endpoint client so the island's first bundle carries no payment code.
 */
import type { ExpressNonces, ExpressParams } from './contract';

const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d);
const bool = (v: unknown): boolean => v === true || v === '1' || v === 'yes' || v === 'true';

/**
 * Reads `wc_stripe_express_checkout_params` (and keeps the order-pay page's order global, `payForOrder`, as given);
 * throws when it is missing (the island then leaves the page alone).
 */
export function readExpressParams(raw: unknown, payForOrder?: unknown): ExpressParams {
  const p = rec(raw);
  if (!p.ajax_url || !p.nonce) throw new Error('wc_stripe_express_checkout_params is missing.');
  const n = rec(p.nonce);
  const provider = rec(p.provider);
  const stripe = rec(p.stripe);
  const names: Array<keyof ExpressNonces> = [
    'shipping',
    'update_shipping',
    'normalize_address',
    'wc_store_api',
    'get_cart_details',
    'add_to_cart',
    'clear_cart',
    'wc_store_api_express_checkout',
    'get_selected_product_data',
  ];
  return {
    ajaxUrl: str(p.ajax_url),
    isProductPage: bool(p.is_product_page),
    isCheckoutPage: bool(p.is_checkout_page),
    isPayForOrder: bool(p.is_pay_for_order),
    payForOrder,
    provider:
      provider.kind === 'stripe'
        ? { kind: 'stripe' }
        : provider.kind === 'local-double'
          ? { kind: 'local-double', apiBase: str(provider.apiBase, '/payment-double/v1') }
          : { kind: 'unknown', value: p.provider },
    publishableKey: str(stripe.publishable_key ?? p.key),
    locale: str(stripe.locale, 'en-GB'),
    currency: str(rec(p.checkout).currency_code, 'gbp').toLowerCase(),
    nonces: Object.fromEntries(names.map((k) => [k, str(n[k])])) as unknown as ExpressNonces,
  };
}
