/**
 * Express checkout's data (spec §7 "Express checkout"): the basket as the provider's display items, and
 * addresses from the provider normalised the way the checkout stores them. Amounts are in pence.
 */
import { SITE_NAME } from '../config';
import type { Cart } from './cart';
import { formatPostcode } from './shipping';

/** One line of the provider's payment sheet. */
export interface DisplayItem {
  label: string;
  amount: number;
}

/** The basket as display items and total. */
export function displayItems(cart: Cart): { displayItems: DisplayItem[]; total: DisplayItem } {
  const items = [{ label: 'Subtotal', amount: cart.subtotal }];
  if (cart.discountTotal > 0) items.push({ label: 'Discount', amount: -cart.discountTotal });
  if (cart.shipping.chosen) items.push({ label: 'Shipping', amount: cart.shippingTotal });
  return { displayItems: items, total: { label: SITE_NAME, amount: cart.total } };
}

/** An address from the provider's shape, normalised the way the checkout stores it. */
export function normaliseAddress(raw: unknown): Record<string, string> {
  const a = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (typeof v === 'string') out[k] = v.trim().slice(0, 200);
  if (out.country) out.country = out.country.toUpperCase();
  if (out.country === 'GB' && out.postcode) out.postcode = formatPostcode(out.postcode);
  return out;
}
