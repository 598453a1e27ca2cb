/**
 * Plain-text formats of amounts, weights and dimensions (used in messages and in the views' markup).
 */
import { CURRENCY } from '../config';

/** Pence to '1,234.56'. */
export function formatAmount(pence: number): string {
  const pounds = Math.floor(Math.abs(pence) / 100);
  const p = String(Math.abs(pence) % 100).padStart(2, '0');
  return `${pence < 0 ? '-' : ''}${pounds.toLocaleString('en-GB')}.${p}`;
}

/** Pence to '£12.00' as plain text. */
export const moneyText = (pence: number): string => `${CURRENCY.symbol}${formatAmount(pence)}`;

/** Weight with unit, or 'N/A'. */
export const weightText = (w: string | null): string => (w ? `${w} kg` : 'N/A');

/** Dimensions 'L × W × H cm', or 'N/A'. */
export function dimensionsText(d: { length: string | null; width: string | null; height: string | null }): string {
  const parts = [d.length, d.width, d.height].filter((x): x is string => !!x);
  return parts.length ? `${parts.join(' × ')} cm` : 'N/A';
}
