/**
 * The checkout submit (spec §4 "Checkout submit", §7 "Checkout"): processing state with the white 0.6 overlay,
 * a second submit ignored, the `checkout_place_order` and `checkout_place_order_{method}` veto hooks, then the
 * ajax post and its answer: redirect, reload, refresh, messages (alert group + inline field errors) or the generic
 * error. Nothing the shopper typed is touched.
 */
import { emit, setCheckoutStatus } from '@storefront/runtime';
import { emitVetoable } from '@storefront/runtime/veto';
import { block, scrollToNotices, unblock } from '@storefront/runtime/ui';
import { request, errorMessage } from '@storefront/http';
import { navigate, navigateTo } from '@storefront/page';
import { removeInlineErrors, showServerFieldErrors } from '@storefront/validation';
import { answerOfError, parseCheckoutResponse } from './answers';
import {
  CHECKOUT_TIMEOUT,
  NOTICE_FOCUS_MS,
  SEL,
  checkoutParams,
  endpointUrl,
  truthy,
  type CheckoutResponse,
} from './contract';
import { checkoutAlert, genericErrorHtml, revalidate, showNoticeGroup } from './notices';
import { reloadPage, serializeForm } from './order-review';

export { answerOfError, parseCheckoutResponse };

/**
 * Follows a success redirect: a `#…` value only changes `location.hash` (the payment box reacts to hashchange);
 * same-origin URLs go through the shared navigation; http(s) URLs of payment providers are followed too.
 */
export function followRedirect(redirect: string): void {
  if (redirect.startsWith('#')) {
    location.hash = redirect;
    return;
  }
  if (navigate(redirect)) return;
  try {
    const url = new URL(redirect, location.href);
    if (url.protocol === 'https:' || url.protocol === 'http:') navigateTo.impl(url.href);
  } catch {
    // not a URL: nothing to follow
  }
}

/** What vetoing handlers get (WooCommerce hands them its `wc_checkout_form` object). */
export interface CheckoutApi {
  form: HTMLFormElement;
  /** `jQuery(form)` when jQuery is on the page. */
  $checkout_form?: unknown;
  get_payment_method(): string;
  /** Shows notice HTML at the top of the form, unblocks it and fires `checkout_error`. */
  submit_error(html: string): void;
  block(): void;
  unblock(): void;
}

/** The submit of a checkout form. */
export class CheckoutSubmit {
  private processing = false;
  private preparing = false;
  private focusTimer?: ReturnType<typeof setTimeout>;
  readonly api: CheckoutApi;

  /**
   * @param signal Aborted when the checkout unmounts: the scroll to the notices and the focus after it stop. A post
   * already sent is left to finish (the order may exist), its answer still followed.
   */
  constructor(
    private readonly form: HTMLFormElement,
    private readonly paymentMethod: () => string,
    private readonly beforeSubmit: () => Promise<void>,
    private readonly signal?: AbortSignal,
  ) {
    signal?.addEventListener('abort', () => clearTimeout(this.focusTimer), { once: true });
    this.api = {
      form,
      get $checkout_form() {
        const jq = (globalThis as { jQuery?: (el: Element) => unknown }).jQuery;
        return typeof jq === 'function' ? jq(form) : undefined;
      },
      get_payment_method: paymentMethod,
      submit_error: (html) => this.fail(html),
      block: () => block(form),
      unblock: () => unblock(form),
    };
  }

  /** Whether a submit is being processed. */
  get busy(): boolean {
    return this.processing;
  }

  /** Handles the form's submit event (always prevents the native post). */
  onSubmit(event: Event): void {
    event.preventDefault();
    void this.submit();
  }

  /** Runs the veto hooks and, unless vetoed, posts the form. Ignored while a submit is processing. */
  async submit(): Promise<void> {
    if (this.processing || this.preparing) return;
    this.preparing = true;
    try {
      await this.beforeSubmit();
    } catch (error) {
      console.error('[storefront] checkout: preparing the submit failed', error);
    } finally {
      this.preparing = false;
    }
    const detail = { form: this.form, api: this.api };
    if (!emitVetoable('checkout_place_order', detail, this.form, [this.api])) return;
    if (!emitVetoable(`checkout_place_order_${this.paymentMethod()}`, detail, this.form, [this.api])) return;
    this.processing = true;
    block(this.form);
    setCheckoutStatus('processing');
    let result: CheckoutResponse | null;
    try {
      const text = await request<string>(checkoutParams().checkout_url || endpointUrl('checkout'), {
        method: 'POST',
        body: serializeForm(this.form),
        parse: 'text',
        timeout: CHECKOUT_TIMEOUT,
      });
      result = parseCheckoutResponse(text);
    } catch (error) {
      // Error pages (non-2xx) may still carry a checkout answer (e.g. a refused nonce): raw text, or already parsed.
      const body = answerOfError(error);
      if (!body?.result) return this.fail(genericErrorHtml(errorMessage(error)));
      result = body;
    }
    this.handle(result);
  }

  private handle(result: CheckoutResponse | null): void {
    if (result?.result === 'success' && typeof result.redirect === 'string' && result.redirect) {
      if (result.redirect.startsWith('#')) {
        // The page stays: the payment flow takes over from the hash and blocks the form itself if it needs to.
        this.release();
        setCheckoutStatus('idle');
      } else {
        setCheckoutStatus('complete');
      }
      followRedirect(result.redirect);
      return;
    }
    if (result && truthy(result.reload)) {
      reloadPage();
      return;
    }
    if (result && truthy(result.refresh)) emit('update_checkout', {});
    this.fail(result?.result === 'failure' && result.messages ? result.messages : genericErrorHtml());
  }

  private release(): void {
    if (!this.processing) return;
    this.processing = false;
    unblock(this.form);
  }

  /**
   * Shows `html` in the checkout notice group as one alert (field links and inline errors added before it is
   * inserted, so it is announced once, complete), unblocks, re-validates, scrolls to it (100 px, 1000 ms), focuses
   * its first notice 500 ms later (spec §9 "Notice focus delay") and fires `checkout_error` with the alert's HTML.
   */
  fail(html: string): void {
    removeInlineErrors(this.form);
    const alert = checkoutAlert(html);
    this.release();
    setCheckoutStatus('error');
    revalidate(this.form);
    // After the re-validation, so the server's verdict on a field wins over the local rules.
    for (const id of showServerFieldErrors(alert)) {
      document.getElementById(id)?.closest('.form-row')?.classList.remove('woocommerce-validated');
    }
    const group = showNoticeGroup(this.form, SEL.checkoutNotices.slice(1), alert);
    void scrollToNotices(this.form, this.signal);
    const notice = alert.querySelector<HTMLElement>('[tabindex="-1"]');
    // The scroll animation moves the page: the focus must not jump it.
    clearTimeout(this.focusTimer);
    this.focusTimer = setTimeout(() => notice?.isConnected && notice.focus({ preventScroll: true }), NOTICE_FOCUS_MS);
    emit('checkout_error', { message: group.innerHTML });
  }
}
