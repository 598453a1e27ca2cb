/**
 * The site-wide elements: the consent banner (Jetpack's `#eu-cookie-law`, `negative` for the dark variant, `.hide`
 * fading it out during its 400 ms removal), the store notice and the coming-soon footer banner. They sit in the page
 * flow at its end rather than fixed over it, so they never cover the page's controls. WCAG AA contrast.
 */
export const SITE_WIDE_CSS = `/* Consent banner, store notice, coming-soon banner */
.widget_eu_cookie_law_widget { margin: 0; }
#eu-cookie-law { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; padding: 1rem 1.5rem; background: #fff; color: #1e1e1e; border-top: 2px solid #1e1e1e; font-size: .95rem; transition: opacity .4s; }
#eu-cookie-law.top { border-top: 0; border-bottom: 2px solid #1e1e1e; }
#eu-cookie-law.negative { background: #1e1e1e; color: #fff; }
#eu-cookie-law.negative a { color: #fff; }
#eu-cookie-law.hide { opacity: 0; }
#eu-cookie-law form { order: 2; margin-left: auto; }
#eu-cookie-law .accept { padding: .5rem 1rem; background: #1e1e1e; color: #fff; border: 2px solid #1e1e1e; border-radius: 3px; font: inherit; cursor: pointer; }
#eu-cookie-law.negative .accept { background: #fff; color: #1e1e1e; border-color: #fff; }
#eu-cookie-law .accept:focus-visible, .woocommerce-store-notice__dismiss-link:focus-visible, .coming-soon-footer-banner-dismiss:focus-visible { outline: 3px solid #2271b1; outline-offset: 2px; }
.woocommerce-store-notice { margin: 0; padding: .75rem 1.5rem; background: #0b4f6c; color: #fff; }
.woocommerce-store-notice a { color: #fff; font-weight: 700; }
.woocommerce-store-notice[hidden], #coming-soon-footer-banner[hidden] { display: none; }
#coming-soon-footer-banner { display: flex; align-items: center; gap: 1rem; padding: .75rem 1.5rem; background: #f0f0f1; color: #1e1e1e; }
.coming-soon-footer-banner-dismiss { margin-left: auto; width: 1.75rem; height: 1.75rem; line-height: 1.75rem; text-align: center; color: #1e1e1e; text-decoration: none; font-weight: 700; }
.coming-soon-footer-banner-dismiss::before { content: "×"; }
`;
