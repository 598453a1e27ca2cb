/**
 * The consent banner's behaviour (spec §4 'Consent banner', §9 'Newsletter and consent'): dismissed by its form,
 * by scrolling more than 50 px (`hide-on-scroll`) or after `data-hide-timeout` seconds (`hide-on-time`); dismissal
 * sets `eucookielaw` (and `personalized-ads-consent` with ads on a button banner) for `data-consent-expiration`
 * days, grants statistics and marketing consent, dispatches `eucookielaw-dismissed` and removes the widget 400 ms
 * later. A banner whose cookies already exist is removed at once.
 */
import { setConsent, startConsent } from '@storefront/consent';
import { getPageStore } from '@storefront/runtime';
import { getCookie, setCookie } from '@storefront/runtime/ui';
import {
  ADS_COOKIE,
  BANNER_LABEL,
  CONSENT_COOKIE,
  DEFAULT_EXPIRATION_DAYS,
  DEFAULT_HIDE_TIMEOUT,
  DISMISSED_EVENT,
  REMOVAL_DELAY,
  SCROLL_THRESHOLD,
  WIDGET_SELECTOR,
} from './contract';

/** A positive number from an attribute, else `fallback`. */
function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Wires the banner `host` (`div#eu-cookie-law`); returns the release of everything it started. */
export function mountConsentBanner(host: HTMLElement): () => void {
  const widget = host.closest<HTMLElement>(WIDGET_SELECTOR) ?? host;
  const ads = host.classList.contains('ads-active');
  const onButton = !host.classList.contains('hide-on-scroll') && !host.classList.contains('hide-on-time');
  const releaseConsent = startConsent();
  if (getCookie(CONSENT_COOKIE) && (!ads || getCookie(ADS_COOKIE))) {
    widget.remove();
    return releaseConsent;
  }
  // A landmark with a name, without taking focus: the shopper finds it with landmark navigation.
  if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
  if (!host.hasAttribute('aria-label') && !host.hasAttribute('aria-labelledby'))
    host.setAttribute('aria-label', BANNER_LABEL);

  const form = host.querySelector('form');
  const startY = scrollY;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let removeTimer: ReturnType<typeof setTimeout> | undefined;

  const detach = () => {
    form?.removeEventListener('submit', onSubmit);
    removeEventListener('scroll', onScroll);
    clearTimeout(hideTimer);
    unsubscribe();
  };
  const remove = () => {
    host.classList.add('hide');
    removeTimer = setTimeout(() => {
      // Focus on the removed button would fall to <body>: hand it to the page's main region instead.
      const hadFocus = widget.contains(document.activeElement);
      widget.remove();
      if (hadFocus) document.querySelector<HTMLElement>('main, [role="main"]')?.focus({ preventScroll: true });
    }, REMOVAL_DELAY);
  };
  // Accepted in another tab (its cookie is shared, the consent state follows): this banner goes too.
  const unsubscribe = getPageStore().subscribe((next, prev) => {
    if (next.consent === prev.consent || !getCookie(CONSENT_COOKIE) || (ads && !getCookie(ADS_COOKIE))) return;
    detach();
    remove();
  });
  const accept = () => {
    detach();
    const days = positive(host.getAttribute('data-consent-expiration'), DEFAULT_EXPIRATION_DAYS);
    const expiry = String(Date.now() + days * 864e5);
    setCookie(CONSENT_COOKIE, expiry, { maxAge: days * 86400 });
    if (ads && onButton) setCookie(ADS_COOKIE, expiry, { maxAge: days * 86400 });
    setConsent({ statistics: true, marketing: true }, days);
    document.body.dispatchEvent(new CustomEvent(DISMISSED_EVENT, { bubbles: true }));
    remove();
  };
  function onSubmit(event: Event) {
    event.preventDefault();
    accept();
  }
  function onScroll() {
    if (Math.abs(scrollY - startY) > SCROLL_THRESHOLD) accept();
  }

  form?.addEventListener('submit', onSubmit);
  if (host.classList.contains('hide-on-scroll')) addEventListener('scroll', onScroll, { passive: true });
  else if (host.classList.contains('hide-on-time'))
    hideTimer = setTimeout(accept, positive(host.getAttribute('data-hide-timeout'), DEFAULT_HIDE_TIMEOUT) * 1000);

  return () => {
    detach();
    clearTimeout(removeTimer);
    releaseConsent();
  };
}
