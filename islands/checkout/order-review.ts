/**
 * The order review refresh (spec §4 "Checkout order review refresh", §3 "Order review request", §7): posts
 * `update_order_review`, aborting any earlier request still running, then reloads, applies the fragments (the
 * payment block patched in place by ./payment-patch, a chunk loaded when an answer changes that block) or shows the
 * failure messages, and emits `updated_checkout`.
 */
import { emit, getPageStore, setCheckoutStatus } from '@storefront/runtime';
import { block, escapeHtml, scrollToNotices, unblock } from '@storefront/runtime/ui';
import { isHttpError, request, errorMessage } from '@storefront/http';
import { navigate } from '@storefront/page';
import { hasFullAddress } from '@storefront/validation';
import { answerOfError } from './answers';
import {
  SEL,
  UPDATE_DELAY,
  checkoutParams,
  endpointUrl,
  truthy,
  type OrderReviewResponse,
  type UpdateCheckoutArgs,
} from './contract';
import { errorList, parseHtml, revalidate, showNoticeGroup } from './notices';
import type { PaymentMethods } from './payment-methods';

type PaymentPatch = typeof import('./payment-patch');

const value = (form: HTMLFormElement, id: string): string => {
  const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
  return el?.value ?? '';
};

/** The form serialized as a browser posts it (files left out), like jQuery's `serialize()`. */
export function serializeForm(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  new FormData(form).forEach((v, k) => typeof v === 'string' && params.append(k, v));
  return params;
}

/** The chosen shipping method per package index (WooCommerce's `shipping_method` map). */
export function chosenShippingMethods(form: HTMLFormElement): Record<string, string> {
  const methods: Record<string, string> = {};
  form
    .querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
    )
    .forEach((el) => {
      methods[el.getAttribute('data-index') ?? '0'] = el.value;
    });
  return methods;
}

/**
 * The `update_order_review` payload (spec §3): billing address, the shipping address (the billing one when not
 * shipping to a different address), `has_full_address`, `post_data` and, unless asked not to, the shipping methods.
 */
export function orderReviewPayload(
  form: HTMLFormElement,
  paymentMethod: string,
  args: UpdateCheckoutArgs = {},
): URLSearchParams {
  const billing = ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((f) =>
    value(form, `billing_${f}`),
  );
  const differentAddress = !!form.querySelector<HTMLInputElement>(SEL.shipToDifferent)?.checked;
  const shipping = differentAddress
    ? ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((f) => value(form, `shipping_${f}`))
    : billing;
  const keys = ['country', 'state', 'postcode', 'city', 'address', 'address_2'];
  const params = new URLSearchParams();
  params.set('security', checkoutParams().update_order_review_nonce ?? '');
  params.set('payment_method', paymentMethod);
  keys.forEach((k, i) => params.set(k, billing[i]!));
  keys.forEach((k, i) => params.set(`s_${k}`, shipping[i]!));
  params.set('has_full_address', String(hasFullAddress(form)));
  params.set('post_data', serializeForm(form).toString());
  if (args.update_shipping_method !== false) {
    for (const [index, method] of Object.entries(chosenShippingMethods(form)))
      params.set(`shipping_method[${index}]`, method);
  }
  return params;
}

/** Reloads the page (the shared navigation helper, so tests and stories can stub it). */
export const reloadPage = (): void => void navigate(location.href.replace(/#.*$/, ''));

/**
 * `el` without what islands may have changed there before the answer comes, and which the payment patch leaves as it
 * is anyway: the runtime's mount marks and what shows or hides inside a payment box (the payment box's own rules).
 * An island host's `hidden` goes too: such a copy then differs from the answer, which is only applied.
 */
function settled(el: Element): Element {
  el.querySelectorAll(`[data-island-mounted], ${SEL.paymentBox} [hidden]`).forEach((changed) => {
    changed.removeAttribute('data-island-mounted');
    changed.removeAttribute('hidden');
  });
  return el;
}

/**
 * Copies of what the server printed of the fragments (the review table and the payment block), taken before this
 * island changes any (see {@link settled} for other islands): the first answer's fragments usually are the same
 * markup, which then needs no applying.
 */
export function printedFragments(): Map<Element, Node> {
  const printed = new Map<Element, Node>();
  document
    .querySelectorAll(`${SEL.reviewTable}, ${SEL.payment}`)
    .forEach((el) => printed.set(el, settled(el.cloneNode(true) as Element)));
  return printed;
}

/** The order review of a checkout form. */
export class OrderReview {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private last: Record<string, string> = {};
  /** The shipping method radio that asked for the refresh running now, to be focused again after it. */
  private focusId: string | undefined;
  private disposed = false;
  /** Stops the scrolls to its notices at dispose. */
  private readonly scrolls = new AbortController();
  private patch: Promise<PaymentPatch> | undefined;

  /**
   * `printed` ({@link printedFragments}): until the first fragments are applied, a fragment that is the very markup
   * the server printed there is left as it is, as WooCommerce leaves one equal to the last answer's. `loadPatch`
   * loads the payment block's in-place patch.
   */
  constructor(
    private readonly form: HTMLFormElement,
    private readonly methods: PaymentMethods,
    private printed: ReadonlyMap<Element, Node> = new Map(),
    private readonly loadPatch: () => Promise<PaymentPatch> = () => import('./payment-patch'),
  ) {}

  /** Queues a refresh after the spec's 5 ms (a burst of triggers makes one request). */
  schedule(args: UpdateCheckoutArgs = {}, focusId?: string): void {
    this.cancel();
    this.timer = setTimeout(() => void this.refresh(args, focusId), UPDATE_DELAY);
  }

  /** Drops a queued (not yet sent) refresh. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Sends the refresh now; an earlier one still running is aborted. Never rejects. */
  async refresh(args: UpdateCheckoutArgs = {}, focusId?: string): Promise<void> {
    this.cancel();
    if (this.disposed || !this.form.isConnected) return;
    this.controller?.abort();
    const controller = (this.controller = new AbortController());
    this.focusId = focusId;
    const table = document.querySelector<HTMLElement>(SEL.reviewTable);
    if (table) block(table);
    setCheckoutStatus('updating');
    try {
      const data = await request<OrderReviewResponse | null>(endpointUrl('update_order_review'), {
        method: 'POST',
        body: orderReviewPayload(this.form, this.methods.current(), args),
        signal: controller.signal,
      });
      if (controller.signal.aborted || this.disposed) return;
      await this.apply(data ?? {}, controller.signal);
    } catch (error) {
      if (controller.signal.aborted || isHttpError(error, 'abort') || this.disposed) return;
      // A refusal (e.g. a wrong nonce, 403) may still carry the shop's failure answer and its message.
      const answer = answerOfError(error);
      if (answer?.result === 'failure' && answer.messages)
        return await this.apply({ ...answer, reload: false }, controller.signal);
      // WooCommerce stays silent here; the shopper gets a clear message instead, and keeps everything typed.
      showNoticeGroup(
        this.form,
        'woocommerce-NoticeGroup-updateOrderReview',
        errorList(escapeHtml(errorMessage(error))),
      );
      void scrollToNotices(this.form, this.scrolls.signal);
    } finally {
      if (table) unblock(table);
      if (this.controller === controller) {
        this.controller = undefined;
        if (getPageStore().getState().checkout.status === 'updating') setCheckoutStatus('idle');
      }
    }
  }

  /**
   * Applies an answer: reload, fragments, failure messages, the payment list again, `updated_checkout`. An answer
   * whose payment block must be patched waits for the patch's code; one aborted meanwhile is dropped.
   */
  private async apply(data: OrderReviewResponse, signal: AbortSignal): Promise<void> {
    if (truthy(data.reload)) {
      reloadPage();
      return;
    }
    const work = data.fragments && typeof data.fragments === 'object' ? this.changes(data.fragments) : undefined;
    let patch: PaymentPatch | undefined;
    if (work?.some(([, target]) => target.matches(SEL.payment))) {
      try {
        patch = await (this.patch ??= this.loadPatch());
      } catch (error) {
        this.patch = undefined; // the next answer tries again; the payment block stays as it is meanwhile
        console.error('[storefront] checkout: payment update failed to load', error);
      }
      if (signal.aborted || this.disposed) return;
    }
    document.querySelectorAll(SEL.reviewNotices).forEach((n) => n.remove());
    if (work) this.applyFragments(data.fragments!, work, patch);
    if (data.result === 'failure') {
      if (data.messages) showNoticeGroup(this.form, 'woocommerce-NoticeGroup-updateOrderReview', data.messages);
      revalidate(this.form);
      void scrollToNotices(this.form, this.scrolls.signal);
    }
    this.methods.init();
    if (this.focusId && data.result !== 'failure') document.getElementById(this.focusId)?.focus();
    emit('updated_checkout', { data });
  }

  /** The elements an answer's fragments change, with their markup (see the constructor for what is left). */
  private changes(fragments: Record<string, string>): [string, Element, string][] {
    const work: [string, Element, string][] = [];
    for (const [selector, html] of Object.entries(fragments)) {
      if (typeof html !== 'string' || this.last[selector] === html) continue;
      let targets: Element[];
      try {
        targets = [...document.querySelectorAll(selector)];
      } catch {
        continue; // a selector the browser cannot parse names nothing on this page
      }
      for (const target of targets) {
        const next = this.printed.has(target) ? parseHtml(html.trim()).childNodes : undefined;
        const same =
          next?.length === 1 && next[0] instanceof Element && settled(next[0]).isEqualNode(this.printed.get(target)!);
        if (!same) work.push([selector, target, html]);
      }
    }
    return work;
  }

  /** Replaces each changed element; the payment block is patched in place instead. */
  private applyFragments(
    fragments: Record<string, string>,
    work: [string, Element, string][],
    patch?: PaymentPatch,
  ): void {
    this.last = { ...fragments };
    for (const [selector, target, html] of work) {
      if (!target.matches(SEL.payment)) target.replaceWith(parseHtml(html));
      else if (patch && target instanceof HTMLElement) patch.patchPayment(target, html);
      else delete this.last[selector]; // not applied: the next answer's is
    }
    this.printed = new Map();
  }

  /** Aborts a running refresh and drops a queued one. */
  dispose(): void {
    this.disposed = true;
    this.cancel();
    this.controller?.abort();
    this.scrolls.abort();
  }
}
