/**
 * The local payment double's element for a direct-debit type (SEPA, Bacs, BECS, pre-authorised debit, ACH): the bank
 * account fields the shopper types and the mandate they accept by paying. Its form and account rules load on mount
 * (`debit-form.ts`, the double-debit chunk); the values typed are kept here across unmount and mount.
 */
import { DoubleRedirectElement } from './redirect-element';

/** The lazily loaded form. */
const loadForm = () => import('./debit-form');

/** The double's element of a debit `type`. */
export class DoubleDebitElement extends DoubleRedirectElement {
  /** The values typed, by the provider's parameter name (`iban`, `sort_code`, `account_number`…). */
  values: Record<string, string> = {};

  /** Who the mandate authorises (the payment element's `business.name`). */
  business?: string;

  /** Renders the account form into `target` once its code is there, then fires `ready`. */
  override mount(target: HTMLElement): void {
    this.unmount();
    this.target = target;
    void loadForm().then((f) => f.renderDebitForm(this, target));
  }

  /** The payment method (type and account details), or the first field's error (shown, and the field focused). */
  override async submit(): Promise<{ method?: Record<string, unknown>; error?: string }> {
    return (await loadForm()).submitDebitForm(this);
  }
}
