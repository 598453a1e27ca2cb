/**
 * The order summary beside the form: the lines, the coupon form with the applied coupons (each with a remove
 * button) and the totals, all from the latest Store API cart.
 */
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { formatMoney } from '@storefront/runtime/ui';
import { TEXTS, type BlockCart, type BlockCurrency } from './contract';

/** A formatter of Store API amounts (minor units) in `currency`. */
export const moneyOf =
  (currency: BlockCurrency) =>
  (v: string | null): string =>
    formatMoney(v ?? '0', { currency: currency.code, minorUnit: currency.precision });

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  cart: BlockCart;
  currency: BlockCurrency;
  /** Resolves to an error message, or null when applied. */
  applyCoupon(code: string): Promise<string | null>;
  removeCoupon(code: string): Promise<void>;
}

/** The summary. */
export function OrderSummary({ cart, currency, applyCoupon, removeCoupon }: OrderSummaryProps): ReactElement {
  const money = moneyOf(currency);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Said by the summary's own live region (no timers to release, unlike a page-wide announcement).
  const [status, setStatus] = useState('');
  const t = cart.totals;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const problem = await applyCoupon(code);
    setBusy(false);
    setError(problem);
    if (!problem) {
      setCode('');
      setStatus(TEXTS.couponApplied);
    }
  };
  const remove = async (c: string) => {
    await removeCoupon(c);
    setStatus(TEXTS.couponRemoved);
  };

  return (
    <section className="wc-block-components-order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{TEXTS.summary}</h2>
      <ul className="wc-block-components-order-summary__items">
        {cart.items.map((item) => (
          <li key={item.key} className="wc-block-components-order-summary-item">
            <span className="wc-block-components-product-name">{item.name}</span>{' '}
            <span className="wc-block-components-order-summary-item__quantity">× {item.quantity}</span>{' '}
            <span className="wc-block-components-product-price">{money(item.totals.line_total)}</span>
          </li>
        ))}
      </ul>
      <form className="wc-block-components-totals-coupon__form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="block-checkout-coupon">{TEXTS.coupon}</label>
        <input
          id="block-checkout-coupon"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'block-checkout-coupon-error' : undefined}
          onInput={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
          }}
        />
        <button type="submit" disabled={busy || !code.trim()}>
          {TEXTS.applyCoupon}
        </button>
        {error && (
          <p id="block-checkout-coupon-error" className="wc-block-components-validation-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <dl className="wc-block-components-totals">
        <Row label={TEXTS.subtotal} value={money(t.total_items)} />
        {cart.coupons.map((c) => (
          <Row
            key={c.code}
            className="wc-block-components-totals-discount"
            label={
              <>
                {`${TEXTS.discount} (${c.code}) `}
                <button type="button" aria-label={TEXTS.removeCoupon(c.code)} onClick={() => void remove(c.code)}>
                  ×
                </button>
              </>
            }
            value={`−${money(c.totals.total_discount)}`}
          />
        ))}
        {t.total_shipping !== null && <Row label={TEXTS.shippingTotal} value={money(t.total_shipping)} />}
        {t.total_tax !== '0' && <Row label={TEXTS.tax} value={money(t.total_tax)} />}
        <Row className="wc-block-components-totals-footer-item" label={TEXTS.total} value={money(t.total_price)} />
      </dl>
      <p className="screen-reader-text" role="status">
        {status}
      </p>
    </section>
  );
}

/** One line of the totals. */
function Row(p: { label: ReactNode; value: string; className?: string }): ReactElement {
  return (
    <div className={`wc-block-components-totals-item ${p.className ?? ''}`}>
      <dt>{p.label}</dt>
      <dd>{p.value}</dd>
    </div>
  );
}
