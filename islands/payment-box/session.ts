/**
 * One payment session per form (checkout, order-pay, add-payment-method). It lives with the form rather than the
 * fieldset, so a fieldset replaced by an order-review refresh gets the same element (and what was typed) back,
 * and a submit made while the mount point is missing waits for it.
 *
 * This part is the island's first bundle and stays small: listeners, the synchronous veto decision, the saved
 * token / save checkbox rules and the mount point. Everything else — the provider, its form options, the
 * messages, the hash flows — is in `flow.ts`, loaded when the card method is chosen, on submit or for a hash.
 */
import { on } from '@storefront/runtime';
import { block, unblock } from '@storefront/runtime/ui';
import type { ElementsLike, PaymentClient, PaymentElementLike, PaymentSettings } from '@storefront/payments';
import { FIELDS, PLACE_ORDER_EVENT, SEL } from './contract';
import { savedTokenChosen, syncSaveOptions } from './save-options';

/** Loading state shown by the island. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The lazily loaded flow module. */
export const loadFlow = () => import('./flow');

/** A payment hash, roughly: the flow module parses it for real. */
const PAYMENT_HASH = /^#(?:wc-stripe-(?:confirm|voucher|wallet)-|confirm-(?:pi|si)-)/;

/** Form → its session. */
const sessions = new WeakMap<HTMLFormElement, PaymentSession>();

/** The session of `form`, created on first use with `settings`. */
export function sessionFor(form: HTMLFormElement, settings: PaymentSettings): PaymentSession {
  let s = sessions.get(form);
  if (!s) sessions.set(form, (s = new PaymentSession(form, settings)));
  return s;
}

/** A form's payment session. */
export class PaymentSession {
  status: SessionStatus = 'idle';
  client: PaymentClient | null = null;
  elements: ElementsLike | null = null;
  element: PaymentElementLike | null = null;
  /** True from a place-order click until the form is resubmitted or the error shown. */
  processing = false;
  /** The provider load, once started. */
  loading: Promise<void> | null = null;
  /** The URL the provider's authentication step returns to (set by the hash flows). */
  returnUrl: string | undefined;
  mountedNode: HTMLElement | null = null;
  /** Waiting for a mount point to come back. */
  readonly waiters: (() => void)[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly hosts = new Set<HTMLElement>();
  private readonly cleanups: (() => void)[] = [];

  constructor(
    readonly form: HTMLFormElement,
    readonly settings: PaymentSettings,
  ) {
    const listen = (target: EventTarget, type: string, fn: (e: Event) => void) => {
      target.addEventListener(type, fn);
      this.cleanups.push(() => target.removeEventListener(type, fn));
    };
    listen(form, PLACE_ORDER_EVENT, (e) => this.onPlaceOrder(e));
    if (form.id === 'add_payment_method') listen(form, 'submit', (e) => this.onAddPaymentMethod(e));
    listen(form, 'change', (e) => this.onFormChange(e));
    listen(window, 'hashchange', () => this.runHash());
    this.cleanups.push(
      on('payment_method_selected', () => this.onMethodMaybeChanged()),
      on('updated_checkout', () => this.onMethodMaybeChanged()),
      // A failed checkout post: the next attempt needs a new payment method.
      on('checkout_error', () => this.clearPaymentMethod()),
    );
    const observer = new MutationObserver(() => this.checkMountPoint());
    observer.observe(form, { childList: true, subtree: true });
    this.cleanups.push(() => observer.disconnect());
  }

  /** Notifies `fn` on status changes; returns the unsubscribe. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  setStatus(status: SessionStatus): void {
    this.status = status;
    this.listeners.forEach((l) => l());
  }

  /** An island instance on one of the form's fieldsets starts. */
  attach(host: HTMLElement): void {
    this.hosts.add(host);
    syncSaveOptions(this.form, this.settings);
    this.checkMountPoint();
    if (!this.runHash() && this.cardActive()) void this.ensureLoaded().catch(() => {});
  }

  /** An island instance stops; when the form itself is gone the session ends. */
  detach(host: HTMLElement): void {
    this.hosts.delete(host);
    if (!this.form.isConnected && this.hosts.size === 0) this.dispose();
  }

  /** Removes every listener and the element. */
  dispose(): void {
    this.cleanups.splice(0).forEach((c) => c());
    this.element?.destroy();
    sessions.delete(this.form);
  }

  /** Whether the card method is the chosen one (or the only one, with no radios at all). */
  cardActive(): boolean {
    const radios = [...this.form.querySelectorAll<HTMLInputElement>(SEL.methodRadios)];
    if (!radios.length) return true;
    const chosen = radios.find((r) => r.checked) ?? radios[0];
    return chosen?.value === this.settings.gatewayId;
  }

  /** Loads the provider and mounts the payment element (once). Rejects when it failed to load. */
  ensureLoaded(): Promise<void> {
    this.loading ??= loadFlow().then(
      (flow) => flow.loadElements(this),
      (error: unknown) => {
        this.setStatus('failed');
        throw error;
      },
    );
    return this.loading;
  }

  /** Mounts the element into the form's current mount point when it moved or was replaced. */
  checkMountPoint(): void {
    if (!this.element || this.mountedNode?.isConnected) return;
    const node = this.form.querySelector<HTMLElement>(SEL.mountPoint);
    if (!node) return;
    const remount = !!this.mountedNode;
    if (remount) this.element.unmount();
    this.element.mount(node);
    this.mountedNode = node;
    // A replaced box comes back as the server printed it: apply the saved-token and save-checkbox rules again.
    if (remount) syncSaveOptions(this.form, this.settings);
    this.waiters.splice(0).forEach((w) => w());
  }

  /** The hidden input `name` of the form, created when the server did not print it. */
  hidden(name: string): HTMLInputElement {
    let input = this.form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) {
      input = this.form.ownerDocument.createElement('input');
      Object.assign(input, { type: 'hidden', name });
      this.form.append(input);
    }
    return input;
  }

  clearPaymentMethod(): void {
    const input = this.form.querySelector<HTMLInputElement>(`input[name="${FIELDS.paymentMethod}"]`);
    if (input) input.value = '';
  }

  /** `checkout_place_order_stripe`: veto now (synchronously), create the payment method, then post again. */
  private onPlaceOrder(event: Event): void {
    if (this.form.querySelector<HTMLInputElement>(`input[name="${FIELDS.paymentMethod}"]`)?.value) return;
    if (savedTokenChosen(this.form)) return;
    event.preventDefault();
    this.start((flow) => flow.placeOrder(this));
  }

  /** Add-payment-method form: its own submit (WooCommerce has no veto hook there). */
  private onAddPaymentMethod(event: Event): void {
    if (!this.cardActive() || savedTokenChosen(this.form)) return;
    event.preventDefault();
    this.start((flow) => flow.addPaymentMethod(this));
  }

  /** Starts a submit unless one is under way (a double click charges once). */
  private start(task: (flow: Awaited<ReturnType<typeof loadFlow>>) => Promise<void>): void {
    if (this.processing) return;
    this.processing = true;
    // Blocked at once, before any code loads: the shopper sees the click was taken.
    block(this.form);
    loadFlow().then(task, () => {
      // Without the flow module nothing can be paid: leave the form usable and say so in the box.
      this.done();
      this.setStatus('failed');
    });
  }

  /** Leaves processing and unblocks once. */
  done(): void {
    if (!this.processing) return;
    this.processing = false;
    unblock(this.form);
  }

  /** Runs the page's payment hash, if any; false when there is none. */
  runHash(): boolean {
    if (!PAYMENT_HASH.test(location.hash)) return false;
    void loadFlow().then((flow) => flow.runHashFlow(this));
    return true;
  }

  private onFormChange(event: Event): void {
    const t = event.target as HTMLInputElement;
    if (t.matches(SEL.methodRadios)) this.onMethodMaybeChanged();
    if (t.matches(`${SEL.tokenRadios}, ${SEL.createAccount}`)) syncSaveOptions(this.form, this.settings);
    if (t.matches(SEL.saveCheckbox) && this.elements) void loadFlow().then((flow) => flow.updateSaveChoice(this));
  }

  private onMethodMaybeChanged(): void {
    syncSaveOptions(this.form, this.settings);
    this.checkMountPoint();
    if (this.cardActive()) void this.ensureLoaded().catch(() => {});
  }
}
