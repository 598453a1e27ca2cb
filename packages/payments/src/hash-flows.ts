/**
 * The URL hash fragments the payment flow reacts to (spec §2 "URL hash fragments…"), as a pure parser.
 * Nothing here touches the DOM or throws: bad input gives `null`, so a hand-typed or hostile hash is ignored.
 *
 * | shape | kind |
 * |---|---|
 * | `#wc-stripe-confirm-(pi|si):{order_id}:{client_secret}:{nonce}` | `confirm` |
 * | `#confirm-(pi|si)-{client_secret}:{redirect_url}` | `legacy-confirm` |
 * | `#wc-stripe-voucher-{order_id}:{type}:{client_secret}:{redirect_url}` | `voucher` |
 * | `#wc-stripe-wallet-{order_id}:{type}:{intent_kind}:{client_secret}:{return_url}:{nonce}` | `wallet` |
 *
 * URLs in a hash may be percent-encoded (the server encodes them) or raw (they then contain colons, which is why
 * they are read as "the rest" between fixed parts).
 */

// Small helpers the provider double and the flows share: a module of their own, so pages that never parse a hash
// (the product page's express button) don't load the parser with them.
export { intentIdFromSecret, isSameOrigin, safeRedirect } from './redirects';

/** Which intent a hash confirms: a payment intent or a setup intent. */
export type IntentType = 'pi' | 'si';

/** `#wc-stripe-confirm-…`: confirm the intent, then update_order_status (or confirm_change_payment). */
export interface ConfirmHashFlow {
  kind: 'confirm';
  intentType: IntentType;
  orderId: string;
  clientSecret: string;
  nonce: string;
}

/** `#confirm-…`: the legacy card confirmation; redirects on succeeded / requires_capture. */
export interface LegacyConfirmHashFlow {
  kind: 'legacy-confirm';
  intentType: IntentType;
  clientSecret: string;
  /** Decoded redirect URL, unchecked: see {@link safeRedirect}. */
  redirectUrl: string;
}

/** `#wc-stripe-voucher-…`: a voucher payment (boleto, multibanco, oxxo). */
export interface VoucherHashFlow {
  kind: 'voucher';
  orderId: string;
  paymentType: string;
  clientSecret: string;
  /** Decoded redirect URL ('' when none), unchecked. */
  redirectUrl: string;
}

/** `#wc-stripe-wallet-…`: a wallet payment (wechat_pay, cashapp). */
export interface WalletHashFlow {
  kind: 'wallet';
  orderId: string;
  paymentType: string;
  /** `setup` when the hash says setup_intent, else `payment`. */
  intentKind: 'setup' | 'payment';
  clientSecret: string;
  /** Decoded return URL, unchecked. */
  returnUrl: string;
  nonce: string;
}

/** Any recognised hash. */
export type HashFlow = ConfirmHashFlow | LegacyConfirmHashFlow | VoucherHashFlow | WalletHashFlow;

const ORDER_ID = /^[1-9]\d{0,18}$/;
const SECRET = /^(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;
const NONCE = /^[A-Za-z0-9_-]{1,64}$/;
const TYPE = /^[a-z][a-z0-9_]{0,39}$/;

/** Percent-decodes once, or returns the text as it is when it is not valid percent-encoding. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether `secret` is a client secret of the given intent type (`pi_…_secret_…` / `seti_…_secret_…`). */
function secretOf(secret: string, type?: IntentType): boolean {
  if (!SECRET.test(secret)) return false;
  return type === undefined || secret.startsWith(type === 'pi' ? 'pi_' : 'seti_');
}

function parseConfirm(rest: string, intentType: IntentType): ConfirmHashFlow | null {
  const parts = rest.split(':');
  if (parts.length !== 3) return null;
  const [orderId, clientSecret, nonce] = parts as [string, string, string];
  if (!ORDER_ID.test(orderId) || !secretOf(clientSecret, intentType) || !NONCE.test(nonce)) return null;
  return { kind: 'confirm', intentType, orderId, clientSecret, nonce };
}

function parseLegacy(rest: string, intentType: IntentType): LegacyConfirmHashFlow | null {
  const colon = rest.indexOf(':');
  if (colon < 0) return null;
  const clientSecret = rest.slice(0, colon);
  const redirectUrl = decode(rest.slice(colon + 1));
  if (!secretOf(clientSecret, intentType) || !redirectUrl) return null;
  return { kind: 'legacy-confirm', intentType, clientSecret, redirectUrl };
}

function parseVoucher(rest: string): VoucherHashFlow | null {
  const parts = rest.split(':');
  if (parts.length < 3) return null;
  const [orderId, paymentType, clientSecret] = parts as [string, string, string];
  const redirectUrl = decode(parts.slice(3).join(':'));
  if (!ORDER_ID.test(orderId) || !TYPE.test(paymentType) || !secretOf(clientSecret)) return null;
  return { kind: 'voucher', orderId, paymentType, clientSecret, redirectUrl };
}

function parseWallet(rest: string): WalletHashFlow | null {
  const parts = rest.split(':');
  if (parts.length < 6) return null;
  const [orderId, paymentType, kind, clientSecret] = parts as [string, string, string, string];
  const nonce = parts[parts.length - 1]!;
  const returnUrl = decode(parts.slice(4, -1).join(':'));
  if (
    !ORDER_ID.test(orderId) ||
    !TYPE.test(paymentType) ||
    !TYPE.test(kind) ||
    !secretOf(clientSecret) ||
    !NONCE.test(nonce)
  ) {
    return null;
  }
  const intentKind = kind === 'setup_intent' ? 'setup' : 'payment';
  if (!secretOf(clientSecret, intentKind === 'setup' ? 'si' : 'pi')) return null;
  return { kind: 'wallet', orderId, paymentType, intentKind, clientSecret, returnUrl, nonce };
}

const PREFIXES: [RegExp, (rest: string, m: RegExpExecArray) => HashFlow | null][] = [
  [/^wc-stripe-confirm-(pi|si):/, (rest, m) => parseConfirm(rest, m[1] as IntentType)],
  [/^confirm-(pi|si)-/, (rest, m) => parseLegacy(rest, m[1] as IntentType)],
  [/^wc-stripe-voucher-/, (rest) => parseVoucher(rest)],
  [/^wc-stripe-wallet-/, (rest) => parseWallet(rest)],
];

/**
 * Parses a location hash (with or without the leading `#`) into one of the four payment flows, or `null` for
 * anything else. Never throws. A hash the browser percent-encoded as a whole is decoded first when that
 * reveals a known shape.
 */
export function parsePaymentHash(hash: unknown): HashFlow | null {
  if (typeof hash !== 'string' || hash.length > 4096) return null;
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const text of raw.includes('%3A') || raw.includes('%3a') ? [raw, decode(raw)] : [raw]) {
    for (const [prefix, parse] of PREFIXES) {
      const m = prefix.exec(text);
      if (!m) continue;
      const flow = parse(text.slice(m[0].length), m);
      if (flow) return flow;
    }
  }
  return null;
}

/** The page a hash flow runs on: order-pay pages only honour voucher and wallet hashes for their own order. */
export interface HashFlowContext {
  isOrderPay: boolean;
  /** The order being paid on order-pay (`orderId` of the page settings). */
  orderId?: string | number | null;
}

/**
 * Whether a parsed flow may run on this page: on order-pay, voucher and wallet hashes whose order id is not the
 * current order's are ignored (spec §5).
 */
export function hashFlowApplies(flow: HashFlow, ctx: HashFlowContext): boolean {
  if (!ctx.isOrderPay || (flow.kind !== 'voucher' && flow.kind !== 'wallet')) return true;
  return ctx.orderId != null && String(ctx.orderId) === flow.orderId;
}
