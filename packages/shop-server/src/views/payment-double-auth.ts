/**
 * The payment double's authentication page: stands in for the card issuer's 3-D Secure step. A plain
 * standalone document (it is "the provider's" page, not the shop's), accessible and clearly titled.
 */
import { html, joinHtml } from './format';
import { moneyText } from '../domain/units';
import { IDEAL_BANKS } from '@storefront/payments/ideal-banks';
import { REDIRECT_TYPE_FACTS } from '../payments/method-configs';
import { VOUCHER_WALLET_FACTS } from '../payments/voucher-wallet-configs';
import { BLIK_TITLE } from '../payments/blik-config';
import type { IntentRow, PaymentMethodRow } from '../payments/payment-double/objects';
import { walletQrFigure } from './payment-double-wallet-qr';

/** The page title (also its heading). */
export const AUTH_PAGE_TITLE = 'Payment double — authentication';

/** The page's style rules, one per line of its style element. */
const STYLE_RULES = [
  'body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1a1a1a; }',
  'main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px;' +
    ' border: 1px solid #ccd; }',
  'h1 { font-size: 1.4rem; margin-top: 0; }',
  'dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }',
  'dt { font-weight: 600; }',
  '.actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }',
  'button { font: inherit; padding: .6rem 1.2rem; border-radius: 4px; border: 2px solid #1a3d8f; cursor: pointer; }',
  'button[value="complete"] { background: #1a3d8f; color: #fff; }',
  'button[value="fail"] { background: #fff; color: #1a3d8f; }',
  'button:focus-visible { outline: 3px solid #e0a000; outline-offset: 2px; }',
  'a { color: #1a3d8f; }',
];
const STYLE = `\n${STYLE_RULES.map((rule) => `  ${rule}\n`).join('')}`;

const INTRO = joinHtml(
  html`This page stands in for the card issuer's authentication step.`,
  html` It belongs to the shop's local payment-provider double: no real card is charged.`,
);
/** The intro of a redirect type's page (`title`: the type's name). */
const bankIntro = (title: string) =>
  joinHtml(
    html`This page stands in for the payment authorisation of ${title}.`,
    html` It belongs to the shop's local payment-provider double: no real payment is taken.`,
  );
const REFUSED = joinHtml(
  html`This authentication form could not be verified, so nothing was changed.`,
  html` Please open the authentication link again from the shop.`,
);

/** `nonce`: the response's CSP nonce (the page's one style element carries it). */
function page(body: ReturnType<typeof html>, nonce: string): string {
  return String(html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${AUTH_PAGE_TITLE}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${AUTH_PAGE_TITLE}</h1>
${body}
</main>
</body>
</html>`);
}

/**
 * The page for an intent waiting for authentication: what is being paid, and the two outcomes. `csrf` is the
 * form token checked on POST; `nonce` is the response's CSP nonce.
 */
export function authPage(
  intent: IntentRow,
  pm: PaymentMethodRow | null,
  token: string,
  returnUrl: string,
  csrf: string,
  nonce: string,
): string {
  const what = intent.kind === 'setup' ? 'Saving a card for later payments' : moneyText(intent.amount);
  // A redirect type (iDEAL…) is authorised at the bank, wallet or lender; a card is authenticated by its issuer.
  const bank = !!pm && pm.type !== 'card';
  const title = pm
    ? ((REDIRECT_TYPE_FACTS[pm.type] ?? VOUCHER_WALLET_FACTS[pm.type])?.title ??
      (pm.type === 'blik' ? BLIK_TITLE : pm.type))
    : '';
  const method = !pm
    ? ''
    : pm.type === 'ideal'
      ? html`<dt>Bank</dt><dd>${IDEAL_BANKS.find((b) => b.code === pm.bank)?.name ?? pm.bank} (iDEAL)</dd>`
      : bank
        ? html`<dt>Method</dt><dd>${title}</dd>`
        : html`<dt>Card</dt><dd>${pm.brand} ending ${pm.last4}</dd>`;
  return page(
    html`
<p>${bank ? bankIntro(title) : INTRO}</p>
<dl>
  <dt>${intent.kind === 'setup' ? 'Purpose' : 'Amount'}</dt><dd>${what}</dd>
  ${method}
  <dt>Reference</dt><dd>${intent.id}</dd>
</dl>
${pm?.type === 'wechat_pay' ? walletQrFigure(intent) : ''}
<form method="post" action="/payment-double/authenticate/${intent.id}">
  <input type="hidden" name="token" value="${token}">
  <input type="hidden" name="return_url" value="${returnUrl}">
  <input type="hidden" name="csrf" value="${csrf}">
  <div class="actions">
    <button type="submit" name="outcome" value="complete">${bank ? 'Authorise test payment' : 'Complete authentication'}</button>
    <button type="submit" name="outcome" value="fail">${bank ? 'Fail test payment' : 'Fail authentication'}</button>
  </div>
</form>`,
    nonce,
  );
}

/** The answer to a POST without this browser's form token (a forged or stale form): nothing was changed. */
export function authRefusedPage(returnUrl: string, nonce: string): string {
  return page(
    html`
<p role="alert">${REFUSED}</p>
<p><a href="${returnUrl || '/'}">Return to the shop</a></p>`,
    nonce,
  );
}

/** The page for a link that is no longer waiting (already answered, or not known); `nonce` as for {@link authPage}. */
export function authGonePage(returnUrl: string | null, nonce: string): string {
  return page(
    html`
<p>This authentication request is not waiting for an answer (it was already answered, or the link is not valid).</p>
<p><a href="${returnUrl || '/'}">Return to the shop</a></p>`,
    nonce,
  );
}
