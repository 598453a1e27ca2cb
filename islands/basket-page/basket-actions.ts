/**
 * The basket page's calls, as WooCommerce's classic cart script makes them, sent one at a time through the
 * page's basket queue. Each blocks the regions it changes with the overlay, swaps them from the server's
 * answer, and on any failure unblocks, shows a clear message and leaves everything the shopper typed in place.
 */
import { emit } from '@storefront/runtime';
import { block, createScope, focusAlertNotices, scrollToNotices, unblock, type Scope } from '@storefront/runtime/ui';
import { request, wcAjax, errorMessage } from '@storefront/http';
import { applyFragments, cartQueue, rememberCart } from '@storefront/cart';
import { SEL, type BasketPageParams } from './contract';
import {
  captureTyped,
  clearCouponError,
  clearNotices,
  couponErrorText,
  errorNotice,
  readBasketPage,
  readNotices,
  readTotals,
  replaceForm,
  replaceTotals,
  replaceWithEmpty,
  restoreTyped,
  showCouponError,
  showNotices,
  type BasketPageAnswer,
} from './regions';

const text = { parse: 'text' } as const;

/** Shows the shipping methods as the shop printed them (radios and selects back to their markup's choice). */
function showShopShippingChoice(): void {
  document
    .querySelectorAll<HTMLInputElement>(`${SEL.totals} input[name^="shipping_method"][type=radio]`)
    .forEach((r) => {
      r.checked = r.defaultChecked;
    });
  document.querySelectorAll<HTMLOptionElement>(`${SEL.totals} select.shipping_method option`).forEach((o) => {
    o.selected = o.defaultSelected;
  });
}
const totalsEl = (): HTMLElement | null => document.querySelector<HTMLElement>(SEL.totals);

/** Options of {@link BasketActions.applyPage}. */
interface ApplyOptions {
  /** Keep the notices on the page (a refresh after a coupon call). */
  preserveNotices?: boolean;
  /** The remove link, when the answer follows a removal (sent with `removed_from_cart`). */
  removedBy?: Element;
  /** The quantities were sent: the answer's values win over what was typed. */
  sentQuantities?: boolean;
}

/** The basket page's actions for one form (the island's host). */
export class BasketActions {
  /** Set while this island emits `removed_from_cart`, so its own event does not trigger a refresh. */
  emitting = false;

  /**
   * @param scope What the island started (scrolls, notice focus, re-reads): disposed at unmount. A basket change
   * already sent is not aborted (the server has it), but its answer changes nothing once the island is gone.
   */
  constructor(
    readonly form: HTMLFormElement,
    readonly params: BasketPageParams,
    readonly scope: Scope = createScope(),
  ) {}

  /**
   * Runs `call` through the basket queue with `regions` blocked; failures end in {@link fail}, after `undo`
   * (which puts back a choice the shop did not take).
   */
  private async run<T>(
    regions: Array<HTMLElement | null>,
    call: () => Promise<T>,
    done: (answer: T) => void | Promise<void>,
    undo?: () => void,
  ): Promise<void> {
    const blocked = regions.filter((r): r is HTMLElement => !!r);
    blocked.forEach(block);
    let answer: T;
    try {
      answer = await cartQueue().enqueue(call);
    } catch (error) {
      blocked.forEach(unblock);
      if (this.scope.disposed) return;
      undo?.();
      return this.fail(error);
    }
    if (this.scope.disposed) return blocked.forEach(unblock);
    // Unblocked before the swap, so the overlay's bookkeeping restores the elements that stay.
    blocked.forEach(unblock);
    try {
      await done(answer);
    } catch (error) {
      undo?.();
      this.fail(error);
    }
  }

  /** Shows the failure's message at the top (nothing else changes) and takes the shopper to it. */
  fail(error: unknown): void {
    clearNotices(true);
    this.reveal(showNotices([errorNotice(errorMessage(error))], this.form));
  }

  /** Scrolls to the notices (100 px offset, 1000 ms) and focuses an alert after 500 ms. */
  private reveal(wrapper: HTMLElement): void {
    void scrollToNotices(wrapper, this.scope.signal);
    this.scope.add(focusAlertNotices(wrapper));
  }

  /** Swaps the page's regions for a basket page answer (WooCommerce's update_wc_div). */
  applyPage(page: BasketPageAnswer, opts: ApplyOptions = {}): void {
    const couponError = opts.preserveNotices ? couponErrorText() : '';
    if (!opts.preserveNotices) clearNotices();
    if (!page.form && page.empty) {
      replaceWithEmpty(this.form, page.empty);
      emit('wc_cart_emptied', {});
    } else if (page.form) {
      const typed = captureTyped(this.form);
      if (opts.sentQuantities) for (const name of [...typed.keys()]) if (/^cart\[/.test(name)) typed.delete(name);
      replaceForm(this.form, page.form);
      const dirty = restoreTyped(this.form, typed);
      this.setUpdateEnabled(dirty);
      if (couponError) showCouponError(this.form, couponError);
      if (page.totals) {
        replaceTotals(page.totals);
        emit('updated_cart_totals', {});
      }
    }
    let wrapper: HTMLElement | null = null;
    if (page.notices.length)
      wrapper = showNotices(page.notices, this.form.isConnected ? this.form : document.querySelector(SEL.emptyMessage));
    emit('updated_wc_div', {});
    this.applyHeader(page, opts.removedBy);
    if (wrapper) this.reveal(wrapper);
  }

  /** Brings the header's mini-basket and basket link up to date from the answer. */
  private applyHeader(page: BasketPageAnswer, removedBy?: Element): void {
    if (Object.keys(page.fragments).length === 0) return;
    if (removedBy) {
      // The page-wide basket handling applies these fragments (and analytics hears of the removal).
      this.emitting = true;
      try {
        emit('removed_from_cart', { fragments: page.fragments, cartHash: page.cartHash, button: removedBy });
      } finally {
        this.emitting = false;
      }
      return;
    }
    applyFragments(page.fragments, page.cartHash);
    rememberCart(page.cartHash, page.fragments);
    emit('wc_fragments_refreshed', {});
  }

  /** Enables or disables 'Update basket'. */
  setUpdateEnabled(enabled: boolean): void {
    this.form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(SEL.updateButton).forEach((b) => {
      b.disabled = !enabled;
    });
  }

  /** POSTs the basket form (plus `extra`) to its action and swaps the regions; `signal` cancels a mere re-read. */
  private postForm(extra: Record<string, string>, opts: ApplyOptions = {}, signal?: AbortSignal): Promise<void> {
    const body = new URLSearchParams();
    for (const [k, v] of new FormData(this.form)) if (typeof v === 'string') body.append(k, v);
    for (const [k, v] of Object.entries(extra)) body.set(k, v);
    return this.run(
      [this.form, totalsEl()],
      () => request<string>(this.form.action, { method: 'POST', body, signal, ...text }),
      (html) => this.applyPage(readBasketPage(html), opts),
    );
  }

  /** 'Update basket': sends the quantities. */
  updateQuantities(): Promise<void> {
    return this.postForm({ update_cart: 'Update basket' }, { sentQuantities: true });
  }

  /** Re-reads the basket page (after a coupon call, or a basket change made elsewhere on the page). */
  refresh(): Promise<void> {
    return this.postForm({}, { preserveNotices: true }, this.scope.signal);
  }

  /** A line's remove link: its own URL answers the updated basket page. */
  removeItem(link: HTMLAnchorElement): Promise<void> {
    return this.run(
      [this.form, totalsEl()],
      () => request<string>(link.href, text),
      (html) => this.applyPage(readBasketPage(html), { removedBy: link }),
    );
  }

  /** 'Apply coupon': the notice goes to the top, or an error under the field (the typed code stays). */
  applyCoupon(): Promise<void> {
    const field = this.form.querySelector<HTMLInputElement>(SEL.couponField);
    const code = field?.value ?? '';
    return this.run(
      [this.form],
      () => wcAjax<string>('apply_coupon', { security: this.params.applyCouponNonce, coupon_code: code }, text),
      async (html) => {
        const answer = readNotices(html);
        clearNotices();
        if (answer.isError) {
          showCouponError(this.form, answer.text);
        } else {
          if (field) field.value = '';
          this.reveal(showNotices(answer.notices, this.form));
        }
        emit('applied_coupon', { code });
        await this.refresh();
      },
    );
  }

  /** A coupon's remove link in the totals. */
  removeCoupon(link: HTMLAnchorElement): Promise<void> {
    const coupon = link.getAttribute('data-coupon') ?? '';
    return this.run(
      [totalsEl()],
      () => wcAjax<string>('remove_coupon', { security: this.params.removeCouponNonce, coupon }, text),
      async (html) => {
        const answer = readNotices(html);
        clearNotices();
        this.reveal(showNotices(answer.notices, this.form));
        emit('removed_coupon', { code: coupon });
        await this.refresh();
      },
    );
  }

  /**
   * A shipping method choice: the totals are swapped, then the header follows the new basket hash. On failure
   * the choice the shop has (the one the totals were printed with) is shown again, so choosing again retries.
   */
  chooseShipping(): Promise<void> {
    const methods: Record<string, string> = {};
    document
      .querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        'select.shipping_method, input[name^="shipping_method"][type=radio]:checked, input[name^="shipping_method"][type=hidden]',
      )
      .forEach((f) => {
        methods[f.getAttribute('data-index') ?? '0'] = f.value;
      });
    return this.run(
      [totalsEl()],
      () =>
        wcAjax<string>(
          'update_shipping_method',
          { security: this.params.updateShippingMethodNonce, shipping_method: methods },
          text,
        ),
      async (html) => {
        clearNotices(true); // an earlier failure's message is outdated now
        replaceTotals(readTotals(html));
        emit('updated_cart_totals', {});
        emit('updated_shipping_method', {});
        const res = await cartQueue().enqueue(() =>
          wcAjax<{ fragments?: Record<string, string>; cart_hash?: string }>('get_refreshed_fragments', undefined, {
            signal: this.scope.signal,
          }),
        );
        applyFragments(res?.fragments, res?.cart_hash);
        rememberCart(res?.cart_hash, res?.fragments);
      },
      showShopShippingChoice,
    );
  }

  /** The shipping calculator's 'Update': posts its fields to its action and swaps the regions. */
  submitCalculator(calc: HTMLFormElement): Promise<void> {
    const body = new URLSearchParams();
    for (const [k, v] of new FormData(calc)) if (typeof v === 'string') body.append(k, v);
    body.set('calc_shipping', 'x');
    return this.run(
      [totalsEl(), calc],
      () => request<string>(calc.action, { method: 'POST', body, ...text }),
      (html) => this.applyPage(readBasketPage(html)),
    );
  }

  /** Clears the coupon error (the shopper is typing a new code). */
  clearCouponError = clearCouponError;
}
