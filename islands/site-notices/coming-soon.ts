/**
 * The coming-soon footer banner (spec §4, §6, §7 'Coming-soon banner'): its dismiss link POSTs
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the link's `data-rest-url` with its `data-rest-nonce` as
 * `X-WP-Nonce`, and the banner is hidden when the call completes, whether or not it succeeded. Only same-origin URLs
 * are called. A nonce that expired while the page stayed open (WordPress's 403 `rest_cookie_invalid_nonce`) is
 * refreshed from admin-ajax (`action=rest-nonce`) and the call retried once, as the REST client does
 * (nonce-retry.ts, loaded only then). It uses the HTTP package's `request` rather than the REST client,
 * `fetchRestNonce` or `adminAjax`: each would grow the common chunk, which has no room (a second `adminAjax` action
 * alone keeps a branch rollup drops today: +23 B).
 */
import { isHttpError, request } from '@storefront/http';
import { COMING_SOON_DISMISS_LABEL, COMING_SOON_DISMISS_SELECTOR, COMING_SOON_META } from './contract';
import { hideKeepingFocus, onActivate } from './dismiss-link';

/** Wires the banner `host`; returns the release (an unfinished call is aborted). */
export function mountComingSoon(host: HTMLElement): (() => void) | void {
  const link = host.querySelector<HTMLElement>(COMING_SOON_DISMISS_SELECTOR);
  if (!link) return;
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
  if (!link.hasAttribute('tabindex') && !link.hasAttribute('href')) link.tabIndex = 0;
  if (!link.textContent?.trim() && !link.hasAttribute('aria-label'))
    link.setAttribute('aria-label', COMING_SOON_DISMISS_LABEL);
  const controller = new AbortController();
  let sent = false;
  const release = onActivate(link, () => {
    if (sent) return;
    sent = true;
    link.setAttribute('aria-disabled', 'true');
    const url = new URL(link.getAttribute('data-rest-url') ?? '', location.href);
    const done = () => !controller.signal.aborted && hideKeepingFocus(host);
    if (url.origin !== location.origin || !link.getAttribute('data-rest-url')) return done();
    const { signal } = controller;
    const post = (nonce: string | null) =>
      request(url.href, {
        method: 'POST',
        body: COMING_SOON_META,
        headers: nonce ? { 'X-WP-Nonce': nonce } : {},
        signal,
      });
    post(link.getAttribute('data-rest-nonce'))
      .catch((error: unknown) =>
        // Only a page left open long enough pays for the refresh: its code loads then.
        isHttpError(error, 'rest_cookie_invalid_nonce')
          ? import('./nonce-retry').then((m) => m.retryWithFreshNonce(post, signal))
          : undefined,
      )
      .catch(() => undefined)
      .finally(done);
  });
  return () => {
    release();
    controller.abort();
  };
}
