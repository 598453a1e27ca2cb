/** WooCommerce's store notice (`data-notice-id` changes when the notice text does). */
export const STORE_NOTICE_SELECTOR = 'p.woocommerce-store-notice';
/** Its dismiss link (`role="button"`). */
export const STORE_NOTICE_DISMISS_SELECTOR = 'a.woocommerce-store-notice__dismiss-link';
/** The dismissal cookie: 'store_notice' + noticeId = 'hidden', path / (spec §9 'Shop'). */
export const storeNoticeCookie = (noticeId: string): string => `store_notice${noticeId}`;
/** The coming-soon footer banner WooCommerce shows shop managers while the store is in coming-soon mode. */
export const COMING_SOON_SELECTOR = '#coming-soon-footer-banner';
/** Its dismiss link, carrying `data-rest-url` (the user's REST route) and `data-rest-nonce`. */
export const COMING_SOON_DISMISS_SELECTOR = 'a.coming-soon-footer-banner-dismiss';
/** The accessible name given to the dismiss link when the markup has none (WooCommerce's is an icon). */
export const COMING_SOON_DISMISS_LABEL = 'Dismiss the coming soon banner';
/** The customer meta the dismissal stores (spec §3 'Store notice, banner and customer meta'). */
export const COMING_SOON_META = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } as const;
