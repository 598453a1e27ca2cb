/**
 * The checkout's small toggles: the returning-customer login form ('show login', then a scroll to 50 px above
 * its top over 300 ms, spec §2/§9) and the inline terms panel toggled by the terms link (spec §2). The page's own
 * listeners (./lazy) decide when they apply and stop the links from navigating.
 */
import { isHidden, scrollToElement, setShown, slide } from '@storefront/runtime/ui';
import { LOGIN_SCROLL, LOGIN_SLIDE, TERMS_SLIDE } from './contract';

/** Opens or closes the login form `target`, updating the 'show login' links; scrolls to it when opening (`signal` stops the scroll). */
export async function toggleLogin(
  target: HTMLElement,
  links: Iterable<HTMLElement>,
  signal?: AbortSignal,
): Promise<void> {
  const open = isHidden(target);
  for (const link of links) link.setAttribute('aria-expanded', String(open));
  if (open) {
    setShown(target, true);
    // Scroll and slide together, as WooCommerce does; the scroll target is the form's final top.
    void scrollToElement(target, { ...LOGIN_SCROLL, signal });
    setShown(target, false);
  }
  await slide(target, open, LOGIN_SLIDE);
  if (open) target.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus({ preventScroll: true });
}

/** Opens or closes the inline terms panel from its link. */
export function toggleTerms(link: HTMLElement, panel: HTMLElement): void {
  const open = isHidden(panel);
  link.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
  link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
  link.setAttribute('aria-expanded', String(open));
  void slide(panel, open, TERMS_SLIDE);
}
