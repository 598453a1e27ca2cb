import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hashFlowApplies,
  intentIdFromSecret,
  isSameOrigin,
  parsePaymentHash,
  safeRedirect,
  type HashFlow,
} from './hash-flows';

const ORIGIN = 'https://shop.example';
const PI = 'pi_3Abc123_secret_XyZ789';
const SI = 'seti_1Def456_secret_Qwe321';

describe('parsePaymentHash', () => {
  it('reads the confirm hash for payment and setup intents', () => {
    expect(parsePaymentHash(`#wc-stripe-confirm-pi:42:${PI}:abc123`)).toEqual({
      kind: 'confirm',
      intentType: 'pi',
      orderId: '42',
      clientSecret: PI,
      nonce: 'abc123',
    });
    expect(parsePaymentHash(`wc-stripe-confirm-si:7:${SI}:n0nce`)).toMatchObject({
      kind: 'confirm',
      intentType: 'si',
      clientSecret: SI,
    });
  });

  it('rejects a confirm hash whose secret does not match the intent type, or with missing parts', () => {
    expect(parsePaymentHash(`#wc-stripe-confirm-pi:42:${SI}:abc`)).toBeNull();
    expect(parsePaymentHash(`#wc-stripe-confirm-pi:42:${PI}`)).toBeNull();
    expect(parsePaymentHash(`#wc-stripe-confirm-pi:abc:${PI}:n`)).toBeNull();
    expect(parsePaymentHash(`#wc-stripe-confirm-pi:42:${PI}:n:extra`)).toBeNull();
  });

  it('reads the legacy confirm hash with an encoded or raw redirect URL', () => {
    const url = 'https://shop.example/checkout/order-received/42/?key=wc_order_1';
    expect(parsePaymentHash(`#confirm-pi-${PI}:${encodeURIComponent(url)}`)).toEqual({
      kind: 'legacy-confirm',
      intentType: 'pi',
      clientSecret: PI,
      redirectUrl: url,
    });
    expect(parsePaymentHash(`#confirm-si-${SI}:${url}`)).toMatchObject({ intentType: 'si', redirectUrl: url });
    expect(parsePaymentHash(`#confirm-pi-${PI}:`)).toBeNull();
  });

  it('reads voucher hashes with and without a redirect URL', () => {
    expect(parsePaymentHash(`#wc-stripe-voucher-42:boleto:${PI}:${encodeURIComponent('/thanks/?a=1')}`)).toEqual({
      kind: 'voucher',
      orderId: '42',
      paymentType: 'boleto',
      clientSecret: PI,
      redirectUrl: '/thanks/?a=1',
    });
    expect(parsePaymentHash(`#wc-stripe-voucher-42:oxxo:${PI}`)).toMatchObject({ redirectUrl: '' });
  });

  it('reads wallet hashes; setup_intent means a setup intent', () => {
    const ret = 'https://shop.example/checkout/order-received/9/?key=k';
    expect(
      parsePaymentHash(`#wc-stripe-wallet-9:cashapp:setup_intent:${SI}:${encodeURIComponent(ret)}:nonce1`),
    ).toEqual({
      kind: 'wallet',
      orderId: '9',
      paymentType: 'cashapp',
      intentKind: 'setup',
      clientSecret: SI,
      returnUrl: ret,
      nonce: 'nonce1',
    });
    expect(parsePaymentHash(`#wc-stripe-wallet-9:wechat_pay:payment_intent:${PI}:${ret}:n2`)).toMatchObject({
      intentKind: 'payment',
      returnUrl: ret,
      nonce: 'n2',
    });
    expect(parsePaymentHash(`#wc-stripe-wallet-9:cashapp:setup_intent:${PI}:/x:n`)).toBeNull();
  });

  it('reads a hash the browser percent-encoded as a whole', () => {
    expect(parsePaymentHash(`#wc-stripe-confirm-pi%3A42%3A${PI}%3Aabc`)).toMatchObject({
      kind: 'confirm',
      orderId: '42',
    });
  });

  it('ignores other hashes and non-strings', () => {
    for (const h of ['', '#', '#reviews', '#tab-description', '#wc-stripe-confirm-xx:1:2:3', null, undefined, 42, {}]) {
      expect(parsePaymentHash(h)).toBeNull();
    }
  });
});

describe('same-origin redirects', () => {
  it('accepts relative and same-origin URLs, rejects others', () => {
    expect(safeRedirect('/checkout/order-received/1/?key=k', ORIGIN)).toBe(
      'https://shop.example/checkout/order-received/1/?key=k',
    );
    expect(isSameOrigin('https://shop.example/x', ORIGIN)).toBe(true);
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://shop.example/x',
      'https://shop.example:8443/',
      '',
      '   ',
      'http://[',
      null,
    ]) {
      expect(isSameOrigin(bad, ORIGIN), String(bad)).toBe(false);
    }
  });

  it('never yields a cross-origin URL, whatever the input (fuzz)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom('//a.b', '\\\\evil.example', '/\\evil.example', 'https:evil.example'),
        ),
        (url) => {
          const r = safeRedirect(url, ORIGIN);
          expect(r === null || new URL(r).origin === ORIGIN).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parser fuzzing', () => {
  const secret = fc
    .tuple(
      fc.constantFrom('pi', 'seti'),
      fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
      fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
    )
    .map(([p, a, b]) => `${p}_${a}_secret_${b}`);
  const url = fc.oneof(fc.webUrl(), fc.webPath(), fc.string(), fc.constant('https://shop.example/ok/'));
  const maybeEncode = (u: string) => fc.constantFrom(u, encodeURIComponent(u));
  const hashes = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .tuple(fc.constantFrom('pi', 'si'), fc.nat(), secret, fc.string())
      .map(([t, o, s, n]) => `#wc-stripe-confirm-${t}:${o}:${s}:${n}`),
    fc
      .tuple(fc.constantFrom('pi', 'si'), secret, url)
      .chain(([t, s, u]) => maybeEncode(u).map((e) => `#confirm-${t}-${s}:${e}`)),
    fc
      .tuple(fc.nat(), fc.constantFrom('boleto', 'oxxo', 'multibanco', 'X'), secret, url)
      .chain(([o, t, s, u]) => maybeEncode(u).map((e) => `#wc-stripe-voucher-${o}:${t}:${s}:${e}`)),
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom('cashapp', 'wechat_pay'),
        fc.constantFrom('setup_intent', 'payment_intent'),
        secret,
        url,
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
      )
      .chain(([o, t, k, s, u, n]) => maybeEncode(u).map((e) => `#wc-stripe-wallet-${o}:${t}:${k}:${s}:${e}:${n}`)),
  );

  it('never throws, and every parsed redirect is null or same-origin after the check', () => {
    fc.assert(
      fc.property(hashes, (hash) => {
        const flow = parsePaymentHash(hash);
        if (!flow) return;
        const target =
          flow.kind === 'legacy-confirm' || flow.kind === 'voucher'
            ? flow.redirectUrl
            : flow.kind === 'wallet'
              ? flow.returnUrl
              : '';
        const safe = safeRedirect(target, ORIGIN);
        expect(safe === null || new URL(safe).origin === ORIGIN).toBe(true);
        expect(intentIdFromSecret(flow.clientSecret)).toMatch(/^(pi|seti)_/);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the structured hashes it is given (not only rejecting everything)', () => {
    let parsed = 0;
    fc.assert(
      fc.property(hashes, (hash) => {
        if (parsePaymentHash(hash)) parsed++;
      }),
      { numRuns: 500, seed: 1 },
    );
    expect(parsed).toBeGreaterThan(50);
  });
});

describe('order-pay rule', () => {
  const voucher = parsePaymentHash(`#wc-stripe-voucher-42:boleto:${PI}:`) as HashFlow;
  const confirm = parsePaymentHash(`#wc-stripe-confirm-pi:42:${PI}:n`) as HashFlow;
  it('ignores voucher and wallet hashes for another order on order-pay', () => {
    expect(hashFlowApplies(voucher, { isOrderPay: true, orderId: 41 })).toBe(false);
    expect(hashFlowApplies(voucher, { isOrderPay: true, orderId: '42' })).toBe(true);
    expect(hashFlowApplies(voucher, { isOrderPay: true })).toBe(false);
    expect(hashFlowApplies(voucher, { isOrderPay: false, orderId: 1 })).toBe(true);
    expect(hashFlowApplies(confirm, { isOrderPay: true, orderId: 1 })).toBe(true);
  });
});

describe('intentIdFromSecret', () => {
  it('takes the id part of a client secret', () => {
    expect(intentIdFromSecret(PI)).toBe('pi_3Abc123');
    expect(intentIdFromSecret(SI)).toBe('seti_1Def456');
    expect(intentIdFromSecret('nope')).toBe('');
  });
});
