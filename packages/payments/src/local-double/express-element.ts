/**
 * The local payment double's express checkout element (`elements.create('expressCheckout', …)`): one button,
 * "Pay with test wallet (local payment double)", and a test-wallet sheet instead of a real wallet. It speaks the
 * provider's event API: `click` (handler calls `event.resolve(options)`), `shippingaddresschange` and
 * `shippingratechange` (handlers call `resolve(update)` or `reject()`), `confirm` (billing and shipping details,
 * the rate, `expressPaymentType: 'double_wallet'`) and `cancel`. The card chosen in the sheet is what
 * `createPaymentMethod({ elements })` uses afterwards. The sheet's code loads on the first click (its own chunk):
 * the button is all a page shows until then.
 */
import type {
  ExpressCheckoutPartialAddress,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementUpdateOptions,
} from '@stripe/stripe-js';
import { checkCard, type CardInput } from './card-rules';
import type { DoubleShippingRate, ExpressDialog } from './express-dialog';
import { WALLET_BUYER } from './wallet-buyer';

/** Events of the express element. */
export type ExpressElementEvent =
  'ready' | 'click' | 'cancel' | 'shippingaddresschange' | 'shippingratechange' | 'confirm' | 'loaderror';

/** The wallet type the double reports in `confirm`. */
export const DOUBLE_WALLET_TYPE = 'double_wallet';

/** The button's text: says plainly that this is the local double. */
export const WALLET_BUTTON_LABEL = 'Pay with test wallet (local payment double)';

/** Options passed to `event.resolve()` of `click`, and updates from the address/rate handlers. */
export interface ExpressResolveOptions {
  shippingRates?: DoubleShippingRate[];
  /** False: no address is asked for (the sheet has no shipping part and sends no address events), as the provider. */
  shippingAddressRequired?: boolean;
  lineItems?: Array<{ name: string; amount: number }>;
  [key: string]: unknown;
}

/** What the elements group tells the element. */
export interface ExpressElementsLink {
  /** Amount (minor units) and currency of the group. */
  amount(): { amount: number; currency: string };
  /** The card the shopper paid with becomes the group's submitted card. */
  setCard(card: CardInput | null): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers take event-specific payloads, as the provider's do
type Handler = (event: any) => void;

/** The double's express checkout element. */
export class DoubleExpressElement {
  /** The card of the sheet (the success test card by default; kept between openings). */
  readonly card: CardInput = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  private readonly handlers = new Map<ExpressElementEvent, Handler[]>();
  private root: HTMLElement | null = null;
  private dialog: ExpressDialog | null = null;
  /** A click is opening the sheet (its code may be loading). */
  private opening = false;
  private rates: DoubleShippingRate[] = [];
  private rateId: string | undefined;
  private address = { ...WALLET_BUYER.address };
  private shipping = true;
  /** The pending `ready` after mount: cleared by unmount. */
  private readyTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    public options: Record<string, unknown>,
    private readonly link: ExpressElementsLink,
  ) {}

  /** Renders the button into `target` (an element or a selector) and fires `ready`. */
  mount(target: HTMLElement | string): void {
    const el = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!el) throw new Error(`No element to mount the express checkout element on: ${String(target)}`);
    this.unmount();
    const doc = el.ownerDocument;
    const root = doc.createElement('div');
    root.className = 'payment-double-express';
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'payment-double-express__button';
    button.textContent = WALLET_BUTTON_LABEL;
    button.addEventListener('click', () => this.start());
    root.append(button);
    el.append(root);
    this.root = root;
    this.readyTimer = setTimeout(
      () =>
        this.root &&
        this.emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: { [DOUBLE_WALLET_TYPE]: true } }),
      0,
    );
  }

  /** Removes the button (and an open sheet). */
  unmount(): void {
    clearTimeout(this.readyTimer);
    this.closeSheet(false);
    this.root?.remove();
    this.root = null;
  }

  /** Unmounts for good. */
  destroy(): void {
    this.unmount();
    this.handlers.clear();
  }

  /** Adds a handler. */
  on(event: ExpressElementEvent, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  /** Removes a handler (all of the event's when none is given). */
  off(event: ExpressElementEvent, handler?: Handler): this {
    this.handlers.set(event, handler ? (this.handlers.get(event) ?? []).filter((h) => h !== handler) : []);
    return this;
  }

  /** Merges options. */
  update(options: StripeExpressCheckoutElementUpdateOptions): this {
    this.options = { ...this.options, ...options };
    return this;
  }

  private emit(event: ExpressElementEvent, payload: unknown): void {
    for (const h of this.handlers.get(event) ?? []) {
      try {
        h(payload);
      } catch (error) {
        console.error('[payment double] express handler threw', error);
      }
    }
  }

  /** Button click: the page must resolve the click (as with the provider) before the sheet opens. */
  private start(): void {
    if (this.dialog || this.opening) return;
    let resolved = false;
    this.emit('click', {
      elementType: 'expressCheckout',
      expressPaymentType: DOUBLE_WALLET_TYPE,
      resolve: (opts: ExpressResolveOptions = {}) => {
        if (resolved) return;
        resolved = true;
        this.openSheet(opts);
      },
    });
  }

  private openSheet(opts: ExpressResolveOptions): void {
    this.opening = true;
    void import('./express-dialog').then(
      (m) => this.showSheet(m.ExpressDialog, opts),
      (error: unknown) => {
        this.opening = false;
        console.error('[payment double] the wallet sheet failed to load', error);
      },
    );
  }

  private showSheet(Sheet: typeof ExpressDialog, opts: ExpressResolveOptions): void {
    this.opening = false;
    const doc = this.root?.ownerDocument;
    // Unmounted while the sheet's code loaded: nothing to open.
    if (!doc || this.dialog) return;
    this.rates = opts.shippingRates ?? [];
    this.rateId = this.rates[0]?.id;
    this.shipping = opts.shippingAddressRequired !== false;
    this.dialog = new Sheet(doc, this.card, this.shipping, {
      onAddressChange: (a) => this.changeAddress(a),
      onRateChange: (id) => this.changeRate(id),
      onPay: () => this.pay(),
      onCancel: () => this.closeSheet(true),
    });
    this.refresh();
    this.dialog.open(doc.body);
    // Like a wallet sheet, the preset address is sent to the page as soon as it opens (when it asks for one).
    if (this.shipping) this.changeAddress({ country: this.address.country, postal_code: this.address.postal_code });
  }

  private refresh(): void {
    const { amount, currency } = this.link.amount();
    this.dialog?.setRates(this.rates, this.rateId, currency);
    this.dialog?.setTotal(amount, currency);
  }

  /** Runs one handler round (`resolve` / `reject`); the sheet is busy until it ends. */
  private round(
    event: ExpressElementEvent,
    payload: Record<string, unknown>,
    onResolve: (u: ExpressResolveOptions) => void,
    rejectText: string,
  ): void {
    const dialog = this.dialog;
    if (!dialog) return;
    if (!(this.handlers.get(event) ?? []).length) return;
    dialog.setBusy(true);
    dialog.setError('');
    let done = false;
    const finish = () => {
      done = true;
      dialog.setBusy(false);
    };
    this.emit(event, {
      ...payload,
      elementType: 'expressCheckout',
      resolve: (u: ExpressResolveOptions = {}) => {
        if (done) return;
        finish();
        onResolve(u);
        this.refresh();
      },
      reject: () => {
        if (done) return;
        finish();
        dialog.setError(rejectText);
      },
    });
  }

  private changeAddress(a: { country: string; postal_code: string }): void {
    this.address = { ...this.address, ...a };
    const { line1: _line1, line2: _line2, ...partial } = this.address;
    this.round(
      'shippingaddresschange',
      { name: WALLET_BUYER.name, address: partial satisfies ExpressCheckoutPartialAddress },
      (u) => {
        if (u.shippingRates) {
          this.rates = u.shippingRates;
          this.rateId = this.rates.some((r) => r.id === this.rateId) ? this.rateId : this.rates[0]?.id;
        }
      },
      'This address cannot be shipped to. Try another country or postcode.',
    );
  }

  private changeRate(id: string): void {
    const rate = this.rates.find((r) => r.id === id);
    if (!rate) return;
    this.rateId = id;
    this.round('shippingratechange', { shippingRate: rate }, () => undefined, 'This shipping method cannot be used.');
  }

  private pay(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    const errors = checkCard(this.card);
    if (errors[0]) return dialog.setError(errors[0].message);
    if (this.rates.length > 0 && !this.rateId) return dialog.setError('Choose a shipping method.');
    this.link.setCard({ ...this.card });
    const rate = this.rates.find((r) => r.id === this.rateId);
    const address = { ...this.address };
    this.closeSheet(false);
    this.emit('confirm', {
      expressPaymentType: DOUBLE_WALLET_TYPE,
      billingDetails: { name: WALLET_BUYER.name, email: WALLET_BUYER.email, phone: WALLET_BUYER.phone, address },
      shippingAddress: this.shipping ? { name: WALLET_BUYER.name, address } : undefined,
      shippingRate: rate,
      paymentFailed: () => undefined,
      // The double's wallet is its own type, not one of Stripe's `ExpressPaymentType`s.
    } satisfies Omit<StripeExpressCheckoutElementConfirmEvent, 'expressPaymentType'> & { expressPaymentType: string });
  }

  private closeSheet(cancelled: boolean): void {
    if (!this.dialog) return;
    this.dialog.close();
    this.dialog = null;
    if (cancelled) {
      this.link.setCard(null);
      this.emit('cancel', { elementType: 'expressCheckout' });
    }
  }
}
