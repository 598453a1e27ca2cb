/**
 * Site-wide markup printed at the end of every page: Jetpack's 'Cookies & Consent' banner, WooCommerce's store
 * notice and coming-soon footer banner, and Google Analytics for WooCommerce's data script (`window.ga4w`).
 */
import { attr, html, joinHtml, rawHtml, scriptJson, type Html } from './format';

/** How the consent banner hides (Jetpack's widget setting). */
export type ConsentBannerMode = 'button' | 'scroll' | 'time';

/** The consent banner's settings. */
export interface ConsentBannerView {
  mode: ConsentBannerMode;
  ads: boolean;
  /** Days the consent cookie lives. */
  expirationDays: number;
  /** Seconds before a `time` banner hides. */
  hideTimeout: number;
  /** Where the form posts without JavaScript (the shop's accept endpoint), and the page to come back to. */
  action: string;
  back: string;
  policyUrl: string;
}

/**
 * Jetpack's banner: `div#eu-cookie-law` in `.widget_eu_cookie_law_widget`. A named region (not a dialog: it never
 * takes focus). Banners that hide on scroll or time must run at load, so they hydrate when idle.
 */
export function consentBannerHtml(v: ConsentBannerView): Html {
  const classes = joinHtml(`hide-on-${v.mode}`, v.ads ? ' ads-active' : '');
  const form = joinHtml(
    html`<form method="post" id="jetpack-eu-cookie-law-form" action="${v.action}">`,
    html`<input type="hidden" name="redirect_to" value="${v.back}">`,
    html`<input type="submit" value="Close and accept" class="accept">`,
    html`</form>`,
  );
  const policy = html`<a href="${v.policyUrl}" rel="nofollow">Cookie policy</a>`;
  // The text's line breaks are part of the page (they render as spaces).
  const content = html`
${form}
${CONSENT_TEXT}
To find out more, including how to control cookies, see: ${policy}
`;
  return joinHtml(
    html`<div class="widget widget_eu_cookie_law_widget">`,
    html`<div class="${classes}" id="eu-cookie-law" role="region" aria-label="Cookie consent"`,
    html` data-hide-timeout="${v.hideTimeout}" data-consent-expiration="${v.expirationDays}"`,
    attr('data-hydrate', v.mode !== 'button' && 'idle'),
    html`>`,
    content,
    html`</div>`,
    html`</div>`,
  );
}

const CONSENT_TEXT =
  'Privacy & cookies: this shop uses cookies for statistics and, with ads on, for personalised ads.' +
  ' By continuing to use it you agree to their use.';

/** WooCommerce's store notice (`role="complementary"`, as WooCommerce prints it); `hidden` once dismissed. */
export function storeNoticeHtml(text: string, noticeId: string, hidden: boolean): Html {
  return joinHtml(
    html`<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store"`,
    attr('data-notice-id', noticeId),
    attr('hidden', hidden),
    html`>`,
    html`${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a>`,
    html`</p>`,
  );
}

/** WooCommerce's coming-soon footer banner for shop managers, with its REST dismissal link. */
export function comingSoonBannerHtml(restUrl: string, restNonce: string): Html {
  return joinHtml(
    html`<div id="coming-soon-footer-banner" role="region" aria-label="Coming soon">`,
    html`<div class="coming-soon-footer-banner__content">`,
    html`This store is in coming soon mode: only you and other shop managers can see it.`,
    html`</div>`,
    html`<a href="#" role="button" class="coming-soon-footer-banner-dismiss"`,
    html` aria-label="Dismiss the coming soon banner"`,
    attr('data-rest-url', restUrl),
    attr('data-rest-nonce', restNonce),
    html`></a>`,
    html`</div>`,
  );
}

/**
 * Google Analytics for WooCommerce's data script. It waits for consent (`data-consent-island`); with statistics or
 * marketing consent already given it is island markup at once (`data-island`).
 */
export function analyticsDataHtml(ga4w: unknown, consented: boolean, nonce: string): Html {
  return joinHtml(
    html`<script id="woocommerce-google-analytics-integration-data-js-after" nonce="${nonce}"`,
    html` data-consent-island="analytics"`,
    attr('data-island', consented && 'analytics'),
    html`>`,
    html`\nwindow.ga4w = ${rawHtml(scriptJson(ga4w))};\n`,
    html`</script>`,
  );
}
