/**
 * The local payment double's test-wallet sheet: a small modal dialog (focus kept inside, Escape closes) with a
 * preset buyer, an editable shipping country and postcode and the shipping rates the page supplied (unless it asks
 * for no address), a card
 * (the success test card by default) and Pay / Cancel. Plain DOM, no framework; the express element drives it.
 */
import { formatCardNumber, formatExpiry, type CardInput } from './card-rules';
import { WALLET_BUYER } from './wallet-buyer';

/** A shipping rate as the page supplies it (the provider's `{ id, displayName, amount }`). */
export interface DoubleShippingRate {
  id: string;
  displayName: string;
  amount: number;
}

/** What the dialog asks of its owner. */
export interface ExpressDialogHooks {
  onAddressChange(address: { country: string; postal_code: string }): void;
  onRateChange(rateId: string): void;
  onPay(): void;
  onCancel(): void;
}

let counter = 0;

const TABBABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Formats minor units as e.g. '£12.50' (the double only needs a readable amount). */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** The open sheet. */
export class ExpressDialog {
  readonly root: HTMLElement;
  private readonly id = `payment-double-wallet-${++counter}`;
  private readonly opener: HTMLElement | null;

  constructor(
    doc: Document,
    card: CardInput,
    shipping: boolean,
    private readonly hooks: ExpressDialogHooks,
  ) {
    this.opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const root = doc.createElement('div');
    root.className = 'payment-double-wallet';
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-labelledby', `${this.id}-title`);
    const a = WALLET_BUYER.address;
    root.innerHTML = `<div class="payment-double-wallet__sheet">
<h2 id="${this.id}-title">Test wallet (local payment double)</h2>
<p>No real payment is taken. Buyer: ${WALLET_BUYER.name}, ${WALLET_BUYER.email}.</p>
<fieldset><legend>Shipping address</legend><p>${a.line1}, ${a.city}</p>
<label for="${this.id}-country">Country code</label> <input id="${this.id}-country" name="country" autocomplete="off" maxlength="2" size="3" value="${a.country}">
<label for="${this.id}-postcode">Postcode</label> <input id="${this.id}-postcode" name="postcode" autocomplete="off" size="10" value="${a.postal_code}">
<button type="button" data-action="address">Update address</button></fieldset>
<fieldset data-part="rates"><legend>Shipping method</legend><div data-part="rate-list"></div></fieldset>
<fieldset><legend>Card</legend>
<label for="${this.id}-number">Card number</label> <input id="${this.id}-number" name="number" inputmode="numeric" autocomplete="off">
<label for="${this.id}-expiry">Expiry date (MM / YY)</label> <input id="${this.id}-expiry" name="expiry" inputmode="numeric" autocomplete="off" size="7">
<label for="${this.id}-cvc">Security code</label> <input id="${this.id}-cvc" name="cvc" inputmode="numeric" autocomplete="off" size="4"></fieldset>
<p data-part="total"></p>
<div data-part="error" role="alert"></div>
<button type="button" data-action="pay">Pay</button> <button type="button" data-action="cancel">Cancel</button>
</div>`;
    // A payment that asks for no address (e.g. an existing order) has no shipping part.
    if (!shipping) for (const f of [...root.querySelectorAll('fieldset')].slice(0, 2)) f.remove();
    this.root = root;
    for (const f of ['number', 'expiry', 'cvc'] as const) {
      const input = this.input(f);
      input.value = card[f];
      input.addEventListener('input', () => {
        const v =
          f === 'number'
            ? formatCardNumber(input.value)
            : f === 'expiry'
              ? formatExpiry(input.value)
              : input.value.replace(/\D/g, '').slice(0, 4);
        input.value = v;
        card[f] = v;
      });
    }
    root.addEventListener('click', (e) => {
      const action = (e.target as HTMLElement).closest<HTMLElement>('[data-action]')?.dataset.action;
      if (action === 'address') hooks.onAddressChange(this.address());
      if (action === 'pay') hooks.onPay();
      if (action === 'cancel') hooks.onCancel();
    });
    root.addEventListener('change', (e) => {
      const t = e.target as HTMLInputElement;
      if (t.name === `${this.id}-rate`) hooks.onRateChange(t.value);
    });
    root.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Shows the sheet and moves focus into it. */
  open(parent: HTMLElement): void {
    parent.append(this.root);
    this.focusables()[0]?.focus();
  }

  /** Removes the sheet and gives focus back to what opened it. */
  close(): void {
    this.root.remove();
    this.opener?.focus();
  }

  /** The country and postcode shown. */
  address(): { country: string; postal_code: string } {
    return {
      country: this.input('country').value.trim().toUpperCase(),
      postal_code: this.input('postcode').value.trim(),
    };
  }

  /** Lists the rates as radio buttons; `chosen` is checked. */
  setRates(rates: DoubleShippingRate[], chosen: string | undefined, currency: string): void {
    const list = this.root.querySelector<HTMLElement>('[data-part="rate-list"]');
    if (!list) return;
    list.replaceChildren(
      ...rates.map((r, i) => {
        const label = this.root.ownerDocument.createElement('label');
        const radio = this.root.ownerDocument.createElement('input');
        Object.assign(radio, {
          type: 'radio',
          name: `${this.id}-rate`,
          value: r.id,
          checked: r.id === chosen || (!chosen && i === 0),
        });
        label.append(radio, ` ${r.displayName}: ${formatAmount(r.amount, currency)}`);
        return label;
      }),
    );
    if (rates.length === 0) list.textContent = 'No shipping methods for this address.';
  }

  /** Shows the total to pay. */
  setTotal(amount: number, currency: string): void {
    this.root.querySelector('[data-part="total"]')!.textContent = `Total: ${formatAmount(amount, currency)}`;
  }

  /** Shows (or clears) an error in the sheet. */
  setError(message: string): void {
    this.root.querySelector('[data-part="error"]')!.textContent = message;
  }

  /** Disables the buttons while the page works. */
  setBusy(busy: boolean): void {
    for (const b of this.root.querySelectorAll<HTMLButtonElement>('button')) b.disabled = busy;
  }

  private input(name: string): HTMLInputElement {
    return this.root.querySelector<HTMLInputElement>(`#${this.id}-${name}`)!;
  }

  private focusables(): HTMLElement[] {
    return [...this.root.querySelectorAll<HTMLElement>(TABBABLE)];
  }

  // Escape cancels; Tab cycles inside the sheet (it is modal).
  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      this.hooks.onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const all = this.focusables();
    const first = all[0];
    const last = all[all.length - 1];
    const active = this.root.ownerDocument.activeElement;
    if (e.shiftKey && active === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first?.focus();
    }
  }
}
