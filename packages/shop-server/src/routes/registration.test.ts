import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptchaToken, redeemCaptchaToken } from '../domain/captcha-tokens';
import { REGISTER_MESSAGES } from '../messages';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const token = async (c: Client) =>
  ((await (await c.request('/captcha-double/token', { method: 'POST' })).json()) as { token: string }).token;

describe('the reCAPTCHA double’s tokens', () => {
  it('are accepted once, fresh and signed only', () => {
    const t = issueCaptchaToken();
    expect(redeemCaptchaToken(t)).toBe(true);
    expect(redeemCaptchaToken(t)).toBe(false);
    expect(redeemCaptchaToken(issueCaptchaToken(Date.now() - 121_000))).toBe(false);
    expect(redeemCaptchaToken(`${issueCaptchaToken().slice(0, -2)}xx`)).toBe(false);
    expect(redeemCaptchaToken(undefined)).toBe(false);
  });
});

describe('WooCommerce registration on My account', () => {
  it('prints the form with the invisible captcha and the double’s script', async () => {
    const doc = parseHtml(await new Client(shop.app).text('/my-account/'));
    const form = doc.querySelector('form.woocommerce-form-register')!;
    expect(form.querySelector('.g-recaptcha[data-size="invisible"][data-sitekey]')).not.toBeNull();
    expect(form.querySelector('button[name=register][value=Register]')).not.toBeNull();
    expect(doc.querySelector('script[src="/captcha-double/recaptcha.js"][nonce]')).not.toBeNull();
  });

  it('refuses a post without a captcha token; registers and signs in with one', async () => {
    const c = new Client(shop.app);
    const doc = parseHtml(await c.text('/my-account/'));
    const nonce = doc.querySelector<HTMLInputElement>('input[name="woocommerce-register-nonce"]')!.value;
    const base = {
      email: 'new.customer@example.co.uk',
      password: 'long-enough-1',
      register: 'Register',
      'woocommerce-register-nonce': nonce,
    };
    const refused = await c.postForm('/my-account/', base);
    expect(refused.status).toBe(303);
    expect(await c.text('/my-account/')).toContain(REGISTER_MESSAGES.captcha);
    const ok = await c.postForm('/my-account/', { ...base, 'g-recaptcha-response': await token(c) });
    expect(ok.status).toBe(303);
    const after = parseHtml(await c.text('/my-account/'));
    expect(after.body.className).toContain('logged-in');
  });
});

describe('WordPress registration (wp-login.php?action=register)', () => {
  it('needs the captcha token, then reports the registration', async () => {
    const c = new Client(shop.app);
    const doc = parseHtml(await c.text('/wp-login.php?action=register'));
    expect(doc.querySelector('form#registerform .g-recaptcha[data-size="invisible"]')).not.toBeNull();
    const fields = { user_login: 'wpuser', user_email: 'wp.user@example.co.uk', 'wp-submit': 'Register' };
    expect((await c.postForm('/wp-login.php?action=register', fields)).status).toBe(400);
    const ok = await c.postForm('/wp-login.php?action=register', { ...fields, 'g-recaptcha-response': await token(c) });
    expect(ok.headers.get('location')).toBe('/wp-login.php?action=register&checkemail=registered');
    expect(await c.text(ok.headers.get('location')!)).toContain(REGISTER_MESSAGES.registered);
  });
});
