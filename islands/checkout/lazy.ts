/**
 * The checkout's listeners for everything the shopper starts: the form's submit, the coupon form and its toggle,
 * remove-coupon links, 'show login' and the terms link. They stop the browser's default at once (no navigation,
 * no native post) and hand over to the interactive chunk (./interactive), which starts loading at the first
 * pointer, key or focus event on the page, with the field checks (./address/validation-later). A chunk that fails
 * to load leaves the form usable: the submit shows the generic checkout error.
 */
import { emit } from '@storefront/runtime';
import { isHidden, isPlainClick } from '@storefront/runtime/ui';
import { SEL } from './contract';
import type { Interactive } from './interactive';
import { genericErrorHtml, showNoticeGroup } from './notices';
import type { OrderReview } from './order-review';
import type { PaymentMethods } from './payment-methods';

const EARLY = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** The slice of jQuery used to catch `trigger('submit')`. */
type JQueryLike = (el: Element) => {
  on(name: string, fn: (e: { isTrigger?: unknown }) => unknown): unknown;
  off(name: string): unknown;
};

/**
 * Binds the page's listeners for `form`; returns the unbinder. `validation` loads the field checks (the address
 * fields' `validationReady`): the interactive part waits for them, so a failed submit re-validates the fields at
 * once and the server's verdict on a field still wins over the local rules.
 */
export function bindInteractions(
  form: HTMLFormElement,
  methods: PaymentMethods,
  review: OrderReview,
  validation: () => Promise<void> = () => Promise.resolve(),
): () => void {
  const scope: ParentNode = form.closest('.woocommerce') ?? document;
  let api: Interactive | undefined;
  let loading: Promise<Interactive> | undefined;
  let disposed = false;
  let submitting = false;

  const ready = (): Promise<Interactive> =>
    (loading ??= Promise.all([import('./interactive'), validation()]).then(
      ([m]) => {
        if (disposed) throw new Error('checkout unmounted');
        return (api ??= m.createInteractive(form, methods, review));
      },
      (error: unknown) => {
        loading = undefined; // the next interaction tries again
        throw error;
      },
    ));
  const early = () => {
    EARLY.forEach((type) => document.removeEventListener(type, early, true));
    ready().catch(() => {});
  };
  EARLY.forEach((type) => document.addEventListener(type, early, { capture: true, passive: true }));
  const run = (fn: (i: Interactive) => unknown) =>
    void ready().then(
      fn,
      (error: unknown) => disposed || console.error('[storefront] checkout: loading failed', error),
    );

  // The login form gets its toggle state for assistive tech at once.
  const login = scope.querySelector<HTMLElement>(SEL.loginForm);
  const loginLinks = () => scope.querySelectorAll<HTMLElement>(SEL.showLogin);
  if (login) {
    login.id ||= 'woocommerce-checkout-form-login';
    loginLinks().forEach((link) => {
      link.setAttribute('aria-controls', login.id);
      link.setAttribute('aria-expanded', String(!isHidden(login)));
    });
  }

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const target = event.target as Element | null;
    const hit = <T extends Element>(selector: string) => {
      const el = target?.closest?.<T>(selector);
      return el && scope.contains(el) ? el : null;
    };
    const couponToggle = hit(SEL.showCoupon);
    const removeLink = hit<HTMLAnchorElement>(SEL.removeCoupon);
    const code = removeLink?.getAttribute('data-coupon');
    const loginLink = login && hit(SEL.showLogin);
    const termsLink = hit<HTMLElement>(SEL.termsLink);
    const panel = termsLink
      ?.closest('.woocommerce-terms-and-conditions-wrapper')
      ?.querySelector<HTMLElement>(SEL.termsPanel);
    if (couponToggle) run((i) => i.coupons.toggle());
    else if (removeLink && code) run((i) => i.coupons.remove(removeLink, code));
    else if (loginLink) run((i) => i.toggleLogin(login, loginLinks()));
    else if (termsLink && panel) run((i) => i.toggleTerms(termsLink, panel));
    else return;
    event.preventDefault();
  };

  const onSubmit = (event: SubmitEvent, from?: EventTarget) => {
    const target = from ?? event.target;
    if (target === form) {
      event.preventDefault(); // the checkout posts through ajax (spec §7)
      if (api) return void api.submit.submit();
      if (submitting) return; // a second submit while the chunk loads
      submitting = true;
      ready().then(
        (i) => {
          submitting = false;
          void i.submit.submit();
        },
        (error: unknown) => {
          submitting = false;
          if (disposed) return;
          const html = genericErrorHtml(error instanceof Error ? error.message : '');
          showNoticeGroup(form, 'woocommerce-NoticeGroup-checkout', html);
          emit('checkout_error', { message: html });
        },
      );
    } else if (target instanceof HTMLFormElement && target.matches(SEL.couponForm) && scope.contains(target)) {
      event.preventDefault();
      run((i) => i.coupons.apply(target));
    }
  };

  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  // jQuery's trigger('submit') (plugins resubmitting the form) would post natively: route it here instead.
  const jq = (globalThis as { jQuery?: JQueryLike }).jQuery;
  const $form = typeof jq === 'function' ? jq(form) : undefined;
  $form?.on('submit.storefront', (e) => {
    if (!e.isTrigger) return undefined; // a real submit: the DOM listener has it
    onSubmit(new Event('submit', { cancelable: true }) as SubmitEvent, form);
    return false;
  });
  return () => {
    $form?.off('submit.storefront');
    disposed = true;
    EARLY.forEach((type) => document.removeEventListener(type, early, true));
    document.removeEventListener('click', onClick);
    document.removeEventListener('submit', onSubmit);
    api?.dispose();
  };
}
