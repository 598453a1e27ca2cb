/**
 * The checkout coupon form (spec §4 "Coupon form", §5 "Coupon", §7 apply_coupon / remove_coupon): 'show coupon'
 * toggles it with a 400 ms slide and aria-expanded; apply posts security, coupon_code and billing_email; an error
 * notice goes under the input (marked invalid, cleared by typing); success puts the notice before the form, hides
 * the form again and refreshes the order review without updating the shipping method. Remove links in the review
 * table post remove_coupon, put the notice before the checkout form and refresh too.
 */
import { emit } from '@storefront/runtime';
import { block, escapeHtml, isHidden, slide, unblock } from '@storefront/runtime/ui';
import { HttpError, request, errorMessage } from '@storefront/http';
import {
  bindCouponErrorClearing,
  isCouponErrorResponse,
  noticeText,
  normalizeCouponCode,
  showCouponError,
} from '@storefront/validation';
import { COUPON_SLIDE, SEL, checkoutParams, endpointUrl } from './contract';
import { errorList, insertNoticeBefore, isNotice } from './notices';

/** Posts a coupon call; an answer that is not a notice (a login wall or proxy page served with 200) fails. */
async function postNotice(endpoint: string, body: Record<string, string>): Promise<string> {
  const html = await request<string>(endpointUrl(endpoint), { method: 'POST', body, parse: 'text' });
  if (html.trim() && !isNotice(html)) throw new HttpError('unknown_error');
  return html;
}

/** Removes the notices a coupon answer replaces (outside payment boxes, which belong to gateways). */
function clearNotices(scope: ParentNode): void {
  scope.querySelectorAll('.woocommerce-error, .woocommerce-message, .is-error, .is-success').forEach((n) => {
    if (!n.closest(SEL.paymentBox) && !n.closest(SEL.checkoutNotices)) n.remove();
  });
}

/** The coupon actions of one checkout page (the page's own listeners call them, see ./lazy). */
export interface Coupons {
  /** Opens or closes the coupon form ('show coupon'). */
  toggle(): void;
  /** Applies the code typed in `target` (the coupon form). */
  apply(target: HTMLFormElement): Promise<void>;
  /** Removes coupon `code` (a remove link in the review table). */
  remove(link: HTMLAnchorElement, code: string): Promise<void>;
  dispose(): void;
}

/** The coupon form, toggle and remove links around the checkout `form`. */
export function createCoupons(form: HTMLFormElement): Coupons {
  const scope: ParentNode = form.closest('.woocommerce') ?? document;
  const couponForm = () => scope.querySelector<HTMLFormElement>(SEL.couponForm);
  const toggles = () => scope.querySelectorAll<HTMLElement>(SEL.showCoupon);
  const refresh = () => emit('update_checkout', { args: { update_shipping_method: false } });

  const setOpen = (open: boolean, focus = false) => {
    const target = couponForm();
    if (!target) return;
    toggles().forEach((t) => t.setAttribute('aria-expanded', String(open)));
    void slide(target, open, COUPON_SLIDE).then(() => {
      if (open && focus) target.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    });
  };

  const apply = async (target: HTMLFormElement) => {
    if (target.classList.contains('processing')) return;
    const input = target.querySelector<HTMLInputElement>('input[name="coupon_code"]');
    if (!input) return;
    const code = normalizeCouponCode(input.value);
    block(target);
    try {
      const html = await postNotice('apply_coupon', {
        security: checkoutParams().apply_coupon_nonce ?? '',
        coupon_code: code,
        billing_email: form.querySelector<HTMLInputElement>('#billing_email')?.value ?? '',
      });
      clearNotices(scope);
      if (!html) return;
      if (isCouponErrorResponse(html)) {
        showCouponError(input, noticeText(html));
        return;
      }
      insertNoticeBefore(target, html);
      setOpen(false);
      emit('applied_coupon_in_checkout', { code });
      refresh();
    } catch (error) {
      showCouponError(input, errorMessage(error));
    } finally {
      unblock(target);
    }
  };

  const remove = async (link: HTMLAnchorElement, code: string) => {
    const review = link.closest<HTMLElement>('.woocommerce-checkout-review-order') ?? form;
    if (review.classList.contains('processing')) return;
    block(review);
    try {
      const html = await postNotice('remove_coupon', {
        security: checkoutParams().remove_coupon_nonce ?? '',
        coupon: code,
      });
      clearNotices(scope);
      if (html) insertNoticeBefore(form, html);
      emit('removed_coupon_in_checkout', { code });
      refresh();
      const input = couponForm()?.querySelector<HTMLInputElement>('input[name="coupon_code"]');
      if (input) input.value = '';
      setOpen(false);
    } catch (error) {
      clearNotices(scope);
      insertNoticeBefore(form, errorList(escapeHtml(errorMessage(error))));
    } finally {
      unblock(review);
    }
  };

  const input = couponForm()?.querySelector<HTMLInputElement>('input[name="coupon_code"]');
  const unbindClearing = input ? bindCouponErrorClearing(input) : () => {};
  return {
    toggle() {
      const current = couponForm();
      if (current) setOpen(isHidden(current), true);
    },
    apply,
    remove,
    dispose: unbindClearing,
  };
}
