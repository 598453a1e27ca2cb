/**
 * The local payment double's element for a redirect payment type (iDEAL and the other bank or wallet redirects): its
 * state and events here, its form in `redirect-form.ts`, loaded on mount so the double's chunk carries only this.
 * Confirming a payment with it goes through the double's authorisation page.
 */
import type { PaymentElementEvent, PaymentElementLike } from '../types';

/** The lazily loaded form of a type (Boleto asks for the tax id; the others share the redirect form). */
const loadForm = (type: string): Promise<typeof import('./redirect-form')> =>
  type !== 'boleto' ? import('./redirect-form') : import('./boleto-form');

/** The double's element of a redirect `type`. */
export class DoubleRedirectElement implements PaymentElementLike {
  /** The chosen bank's code (iDEAL; '' until one is chosen, kept across unmount/mount). */
  bank = '';
  /** Boleto: the CPF or CNPJ typed (kept across unmount/mount). */
  taxId = '';
  /** The rendered form, while mounted. */
  root: HTMLElement | null = null;
  /** Where it is (being) mounted. */
  target: HTMLElement | null = null;
  readonly handlers = new Map<PaymentElementEvent, ((event: unknown) => void)[]>();

  /** `type`: the group's; '' for an intent's group, whose form takes its mount point's type. */
  constructor(public type: string) {}

  /** Renders the form into `target` once its code is there, then fires `ready`. */
  mount(target: HTMLElement | string): void {
    const el = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!el) throw new Error(`No element to mount the payment element on: ${String(target)}`);
    this.unmount();
    this.target = el;
    void loadForm(this.type || (el.dataset.paymentMethodType ?? '')).then((f) => f.renderRedirectForm(this, el));
  }

  /** Removes the form; the choice is kept. */
  unmount(): void {
    this.root?.remove();
    this.root = this.target = null;
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

  /** Nothing to update (no saving terms: the redirect types are not saved here). */
  update(): this {
    return this;
  }

  /** Whether it is in the document (mounted, or mounting). */
  get mounted(): boolean {
    return !!this.target?.isConnected;
  }

  /** Calls the handlers of `event`. */
  emit(event: PaymentElementEvent, payload: unknown): void {
    for (const h of this.handlers.get(event) ?? []) h(payload);
  }

  /** The payment method as submitted (type and details), or the error shown in the form. */
  async submit(): Promise<{ method?: Record<string, unknown>; error?: string }> {
    return (await loadForm(this.type)).submitRedirectForm(this);
  }
}
