/**
 * One payment session per form (checkout, order-pay, add-payment-method). It lives with the form rather than the
 * fieldset, so a fieldset replaced by an order-review refresh gets the same element (and what was typed) back,
 * and a submit made while the mount point is missing waits for it.
 *
 * This part is the island's first bundle and stays small: listeners, the synchronous veto decision, the saved
 * token / save checkbox rules and the mount point. Everything else — the provider, its form options, the
 * messages, the hash flows, the element's remount watch — is in `flow.ts`, loaded for the chosen card method at the
 * shopper's first reach for the page (`first-reach.ts`: the box is printed below the fold, so the form is ready long
 * before the shopper gets there), or first by a place-order, a method choice or a payment hash (`start`, `runHash`).
 * The watcher (`watch.ts`) loads this bundle itself on the same rules, or at once where the page needs it.
 */
import { on } from '@storefront/runtime';
import { block, createScope, isBlocked, unblock } from '@storefront/runtime/ui';
import {
  loadFailureMessage,
  methodTitle,
  type ElementsLike,
  type PaymentClient,
  type PaymentElementLike,
  type PaymentSettings,
} from '@storefront/payments';
import { FIELDS, PLACE_ORDER_EVENT, SEL } from './contract';
import { showPaymentError } from './notices';
import { onReach, paymentHash, reachedAlready } from './first-reach';
import { saveBoxOf, savedTokenChosen, syncSaveOptions, tokenRadiosOf } from './save-options';

/** Loading state shown by the island. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The lazily loaded flow module. */
export const loadFlow = () => import('./flow');

/** Form → its session. */
const sessions = new WeakMap<HTMLFormElement, PaymentSession>();

/** The session of `form`, created on first use with `settings`. */
export function sessionFor(form: HTMLFormElement, settings: PaymentSettings): PaymentSession {
  let s = sessions.get(form);
  if (!s) sessions.set(form, (s = new PaymentSession(form, settings)));
  return s;
}

/**
 * A form's payment session: the card's (gateway `settings.gatewayId`, `stripe`). Split mode's other provider types
 * subclass it in a lazily loaded module (`type-session.ts`) with their type, gateway and mount point.
 */
export class PaymentSession {
  /** The payment type. */
  type: string = 'card';
  /** Whether its methods may be saved (another type's session sets it; the card's config entry says for the card). */
  declare reusable?: boolean;
  /** Its mount point in the form (the card's is the first: the card is listed first). */
  mountPoint: string = SEL.mountPoint;
  status: SessionStatus = 'idle';
  // Set by the flow once the provider has loaded (undefined until then, and the element again once destroyed).
  declare client?: PaymentClient;
  declare elements?: ElementsLike;
  declare element?: PaymentElementLike;
  /** True from a place-order click until the form is resubmitted or the error shown. */
  declare processing?: boolean;
  /** The provider load, once started. */
  declare loading?: Promise<void>;
  /** The intent created up front (intent-first types). */
  declare intentId?: string;
  /** The URL the provider's authentication step returns to (set by the hash flows). */
  declare returnUrl?: string;
  /** Where the element is mounted. */
  declare mountedNode?: HTMLElement;
  /** Mounts the element where the mount point now is (`flow.ts`'s `watchMountPoint`, once the element is made). */
  declare remount?: () => void;
  /** Waiting for a mount point to come back. */
  readonly waiters: (() => void)[] = [];
  /**
   * What the session started: listeners, notice focus timers, scrolls, requests (its signal). Disposed with the
   * session, so nothing of it runs once the payment box is gone.
   */
  readonly scope = createScope();
  private readonly listeners = new Set<() => void>();
  private readonly hosts = new Set<HTMLElement>();
  /**
   * True from the shopper's first reach for the page (`first-reach.ts`), also one made before the box mounted: a press
   * or key already taken (user activation), the page scrolled, or one the watcher saw ({@link attach}).
   */
  private reached = reachedAlready();

  declare readonly form: HTMLFormElement;
  declare readonly settings: PaymentSettings;

  constructor(form: HTMLFormElement, settings: PaymentSettings) {
    this.form = form;
    this.settings = settings;
    // DOM listeners go with the scope's signal; the page events' unsubscribes are kept in it.
    const opts = { signal: this.scope.signal };
    form.addEventListener(PLACE_ORDER_EVENT + settings.gatewayId, (e) => this.onPlaceOrder(e), opts);
    if (form.id === 'add_payment_method') form.addEventListener('submit', (e) => this.onAddPaymentMethod(e), opts);
    form.addEventListener('change', (e) => this.onFormChange(e), opts);
    addEventListener('hashchange', () => this.runHash(), opts);
    const changed = () => this.onMethodMaybeChanged();
    this.scope.add(on('payment_method_selected', changed));
    this.scope.add(on('updated_checkout', changed));
    // A failed checkout post: the next attempt needs a new payment method.
    this.scope.add(on('checkout_error', () => this.clearPaymentMethod()));
    const reach = () => this.reached || ((this.reached = true), changed());
    onReach(reach, this.scope.signal);
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

  /** An island instance on one of the form's fieldsets starts; `reached`: its watcher saw the shopper's first reach. */
  attach(host: HTMLElement, reached = false): void {
    this.reached ||= reached;
    this.hosts.add(host);
    this.sync();
    this.checkMountPoint();
    if (!this.runHash() && this.reached && this.active()) void this.ensureLoaded().catch(() => {});
  }

  /**
   * An island instance stops. With no instance left the session ends — unless the form stays and only the fieldset
   * left it (an order-review refresh replacing the payment box): the next fieldset's island takes the session over,
   * with what was typed, and a submit in between still waits for it. An island unmounted with its fieldset still
   * in place (the runtime shutting down, an error) or a form gone from the page ends it.
   */
  detach(host: HTMLElement): void {
    this.hosts.delete(host);
    if (this.hosts.size === 0 && (!this.form.isConnected || host.isConnected)) this.dispose();
  }

  /** Removes every listener, cancels pending notice focus, scrolls and requests, and destroys the element. */
  dispose(): void {
    if (this.scope.disposed) return;
    this.scope.dispose();
    this.waiters.length = 0;
    this.element?.destroy();
    this.element = undefined;
    if (sessions.get(this.form) === this) sessions.delete(this.form);
  }

  /** The saved-method and save-checkbox rules. */
  sync(): void {
    syncSaveOptions(this.form, this.settings, this.reusable);
  }

  /** Whether this session's method is the chosen one (or the only one, with no radios at all). */
  active(): boolean {
    const radios = [...this.form.querySelectorAll<HTMLInputElement>(SEL.methodRadios)];
    return !radios.length || (radios.find((r) => r.checked) ?? radios[0])!.value === this.settings.gatewayId;
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

  /**
   * Mounts the element into the form's current mount point when it moved or was replaced. Before the element
   * exists there is nothing to mount: the flow, which makes it, sets {@link remount} and watches the form.
   */
  checkMountPoint(): void {
    this.remount?.();
  }

  /** The hidden input the created payment method goes into. */
  paymentMethodInput(): HTMLInputElement | null {
    return this.form.querySelector(`input[name="${FIELDS.paymentMethod}"]`);
  }

  clearPaymentMethod(): void {
    const input = this.paymentMethodInput();
    if (input) input.value = '';
  }

  /** `checkout_place_order_stripe`: veto now (synchronously), create the payment method, then post again. */
  protected onPlaceOrder(event: Event): void {
    if (this.paymentMethodInput()?.value || savedTokenChosen(this.form, this.settings)) return;
    event.preventDefault();
    this.start((flow) => flow.placeOrder(this));
  }

  /** Add-payment-method form: its own submit (WooCommerce has no veto hook there). */
  private onAddPaymentMethod(event: Event): void {
    if (!this.active() || savedTokenChosen(this.form, this.settings)) return;
    event.preventDefault();
    this.start((flow) => flow.addPaymentMethod(this));
  }

  /** Starts a submit unless one is under way (a double click charges once). */
  protected start(task: (flow: Awaited<ReturnType<typeof loadFlow>>) => Promise<void>): void {
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

  /**
   * Runs the page's payment hash, if any; false when there is none. The hash answers a placed order: if the flow's
   * code cannot load, the shopper must not be left with a silent pending order, so the load-failure message (spec
   * §8: 'Failed to load … Please refresh the page and try again'; the hash is still there for the refresh) is shown
   * the classic way and the form is usable again.
   */
  runHash(): boolean {
    if (!paymentHash()) return false;
    loadFlow().then(
      (flow) => flow.runHashFlow(this),
      () => {
        if (this.scope.disposed) return;
        this.setStatus('failed');
        while (isBlocked(this.form)) unblock(this.form);
        this.form.classList.remove('processing');
        showPaymentError(this.form, loadFailureMessage(methodTitle(this.settings)), this.scope);
      },
    );
    return true;
  }

  private onFormChange(event: Event): void {
    const t = event.target as HTMLInputElement;
    if (t.matches(SEL.methodRadios)) this.onMethodMaybeChanged();
    if (t.matches(`${tokenRadiosOf(this.settings)}, ${SEL.createAccount}`)) this.sync();
    // Without the flow's code the element is not there either: nothing to update.
    if (t.matches(saveBoxOf(this.settings)) && this.elements)
      loadFlow().then(
        (flow) => flow.updateSaveChoice(this),
        () => {},
      );
  }

  private onMethodMaybeChanged(): void {
    this.sync();
    this.checkMountPoint();
    // The provider's form loads for the chosen method once the shopper reached for the page.
    if (this.reached && this.active()) void this.ensureLoaded().catch(() => {});
  }
}
