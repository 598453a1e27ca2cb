/**
 * Security headers on every response, and a strict Content Security Policy with a per-response nonce.
 *
 * Scripts run only from the shop's origin or carry the response's nonce (no 'unsafe-inline', no 'unsafe-eval');
 * styles come from files or carry the nonce (style attributes in markup are refused: CSSOM writes such as
 * `el.style.x = …` are not affected). Pages print the nonce on their inline scripts ({@link cspNonce}); the islands
 * read it from the page to put it on the `<style>` elements they add. Pages may be framed by the shop's own pages
 * only. With `PAYMENT_PROVIDER=stripe` the provider's documented origins are added.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { paymentConfig } from './payments/config';
import type { ShopEnv } from './routes/context';

/** Where browsers send violation reports (`report-uri`). */
export const CSP_REPORT_PATH = '/csp-report';

/** Most reports kept in memory. */
const MAX_REPORTS = 100;

/** One violation report as browsers send it (`csp-report` of `application/csp-report`, or a Reporting API body). */
export type CspReport = Record<string, unknown>;

const reports: CspReport[] = [];

/** The violation reports received so far (newest last, at most 100), e.g. for tests. */
export function cspReports(): readonly CspReport[] {
  return reports;
}

/** Forgets the recorded reports. */
export function clearCspReports(): void {
  reports.length = 0;
}

/** The origins Stripe.js needs (docs.stripe.com/security/guide, "Content Security Policy"). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** Whether pages load the real provider's script (a misconfigured provider counts as not: the pages fail anyway). */
function usesStripe(): boolean {
  try {
    return paymentConfig().provider === 'stripe';
  } catch {
    return false;
  }
}

/** The CSP directives (hono's option shape; {@link NONCE} is replaced by the response's nonce). */
export function cspDirectives(stripe: boolean) {
  const extra = (list: string[]) => (stripe ? list : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...extra(STRIPE.script)],
    styleSrc: ["'self'", NONCE],
    imgSrc: ["'self'", 'data:', ...extra(STRIPE.img)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra(STRIPE.connect)],
    frameSrc: ["'self'", ...extra(STRIPE.frame)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    reportUri: CSP_REPORT_PATH,
  };
}

/** Builds hono's middleware for one provider mode. */
function headersFor(stripe: boolean, https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: cspDirectives(stripe),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    // Popups of the provider's wallets talk to their opener; the double has none.
    crossOriginOpenerPolicy: stripe ? 'same-origin-allow-popups' : 'same-origin',
    // Browsers ignore it over plain HTTP; sent only when the request came over HTTPS.
    strictTransportSecurity: https ? 'max-age=15552000; includeSubDomains' : false,
    permissionsPolicy: {
      accelerometer: [],
      camera: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      usb: [],
      payment: stripe ? ['self', 'https://js.stripe.com'] : ['self'],
    },
  });
}

/** Largest report body read, in bytes. */
const MAX_REPORT_BYTES = 64 * 1024;

/** Records a POSTed violation report (bodies of either report format; anything else is ignored). */
async function recordReport(c: Context<ShopEnv>): Promise<Response> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_REPORT_BYTES) return c.body(null, 413);
  try {
    const text = await c.req.text();
    if (text.length > MAX_REPORT_BYTES) return c.body(null, 413);
    const body = JSON.parse(text) as unknown;
    const list = Array.isArray(body)
      ? body.map((r) => (r as { body?: unknown }).body)
      : [(body as { 'csp-report'?: unknown })['csp-report']];
    for (const r of list) {
      if (!r || typeof r !== 'object') continue;
      reports.push(r as CspReport);
      if (reports.length > MAX_REPORTS) reports.shift();
      console.warn('[shop-server] CSP violation:', JSON.stringify(r).slice(0, 500));
    }
  } catch {
    // Not JSON: nothing to record.
  }
  return c.body(null, 204);
}

/**
 * The middleware: security headers on every response (pages, JSON, wc-ajax, assets, errors), the CSP with a fresh
 * nonce per request, and the report endpoint (`POST /csp-report`). Register it first.
 */
export function securityHeaders(): MiddlewareHandler<ShopEnv> {
  const modes = new Map<string, MiddlewareHandler>();
  return async (c, next) => {
    if (c.req.method === 'POST' && c.req.path === CSP_REPORT_PATH) return recordReport(c);
    const stripe = usesStripe();
    const https = new URL(c.req.url).protocol === 'https:';
    const key = `${stripe}/${https}`;
    let mw = modes.get(key);
    if (!mw) modes.set(key, (mw = headersFor(stripe, https)));
    await mw(c, next);
    // Product images may be shown by other sites and mail clients; everything else stays same-origin.
    if (c.req.path.startsWith('/media/')) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}

/** The nonce of this response's CSP: put it on every inline `<script>` and `<style>` the page prints. */
export function cspNonce(c: Context<ShopEnv>): string {
  const nonce = c.get('secureHeadersNonce');
  if (!nonce) throw new Error('cspNonce: the securityHeaders middleware did not run for this request');
  return nonce;
}
