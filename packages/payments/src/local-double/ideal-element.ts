/**
 * The local payment double's iDEAL element: one labelled bank select rendered into the mount element, captioned as
 * the double. Confirming a payment with it goes through the double's authorisation page (a bank redirect).
 */
import type { PaymentElementEvent, PaymentElementLike } from '../types';
import { IDEAL_BANKS } from './ideal-banks';

let counter = 0;

/** The double's iDEAL element. */
export class DoubleIdealElement implements PaymentElementLike {
  /** The chosen bank's code ('' until one is chosen; kept across unmount/mount). */
  bank = '';
  private readonly id = `payment-double-ideal-${++counter}`;
  private readonly handlers = new Map<PaymentElementEvent, ((event: unknown) => void)[]>();
  private root: HTMLElement | null = null;
  private readyTimer: ReturnType<typeof setTimeout> | undefined;

  /** Renders the bank select into `target` and fires `ready` (a task later, as the provider's frame answers). */
  mount(target: HTMLElement | string): void {
    const el = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!el) throw new Error(`No element to mount the payment element on: ${String(target)}`);
    this.unmount();
    const root = (this.root = el.ownerDocument.createElement('div'));
    root.className = 'payment-double';
    const options = IDEAL_BANKS.map((b) => `<option value="${b.code}">${b.name}</option>`).join('');
    root.innerHTML =
      `<label for="${this.id}">Bank (iDEAL — local payment double, no real payment is taken)</label> ` +
      `<select id="${this.id}" aria-describedby="${this.id}-e"><option value="">Choose your bank</option>${options}` +
      `</select><div id="${this.id}-e" class="payment-double__error" role="alert"></div>`;
    const select = root.querySelector('select')!;
    select.value = this.bank;
    select.addEventListener('change', () => {
      this.bank = select.value;
      this.error('');
      this.emit('change', { elementType: 'payment', complete: !!this.bank, value: { type: 'ideal' } });
    });
    el.append(root);
    this.readyTimer = setTimeout(() => this.emit('ready', { elementType: 'payment' }), 0);
  }

  /** Removes the select; the chosen bank is kept. */
  unmount(): void {
    clearTimeout(this.readyTimer);
    this.root?.remove();
    this.root = null;
  }

  /** Unmounts for good. */
  destroy(): void {
    this.unmount();
    this.handlers.clear();
  }

  /** Adds an event handler. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the provider's handlers take event-specific payloads
  on(event: PaymentElementEvent, handler: (event: any) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  /** Nothing to update (no saving terms: iDEAL is not reusable here). */
  update(): this {
    return this;
  }

  /** Whether it is in the document. */
  get mounted(): boolean {
    return !!this.root?.isConnected;
  }

  /** The error of an unchosen bank (shown and focused), or null. */
  validate(): string | null {
    const message = this.bank ? '' : 'Choose your bank.';
    this.error(message);
    if (message) this.root?.querySelector('select')?.focus();
    return message || null;
  }

  private error(message: string): void {
    const box = this.root?.querySelector('[role=alert]');
    if (box) box.textContent = message;
    this.root?.querySelector('select')?.setAttribute('aria-invalid', String(!!message));
  }

  private emit(event: PaymentElementEvent, payload: unknown): void {
    for (const h of this.handlers.get(event) ?? []) h(payload);
  }
}
