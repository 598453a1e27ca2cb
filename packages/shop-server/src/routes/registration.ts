/**
 * Registration: WooCommerce's form on My account (posted there with `register`) and WordPress's
 * `wp-login.php?action=register`, both guarded by the local reCAPTCHA double (its script and token endpoint are
 * served here, named as the double they are).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { isRfcEmail } from '@storefront/validation';
import { issueCaptchaToken, redeemCaptchaToken } from '../domain/captcha-tokens';
import { createCustomer, emailTaken } from '../domain/customers';
import { addNotice } from '../domain/session';
import { REGISTER_MESSAGES } from '../messages';
import { cspNonce } from '../security-headers';
import { RECAPTCHA_DOUBLE_JS, wpRegisterPageHtml } from '../views/registration';
import { shopOf, type ShopEnv } from './context';
import { formFields, renderPage } from './render';

/** Nonce action of WooCommerce's registration form. */
export const REGISTER_NONCE = 'woocommerce-register';

const empty = { billing: {}, shipping: {}, firstName: '', lastName: '' };

/** POST /my-account/ with `register`: nonce, captcha token, email and password; then signed in. */
export async function wooRegisterPost(c: Context<ShopEnv>, fields: Record<string, string>): Promise<Response> {
  const shop = shopOf(c);
  const refuse = async (text: string) => {
    await addNotice(shop.db, (await shop.storedSession()).id, { type: 'error', text });
    return c.redirect('/my-account/', 303);
  };
  if (!(await shop.checkNonce(REGISTER_NONCE, fields['woocommerce-register-nonce']))) {
    return refuse(REGISTER_MESSAGES.expired);
  }
  if (!redeemCaptchaToken(fields['g-recaptcha-response'])) return refuse(REGISTER_MESSAGES.captcha);
  const email = (fields.email ?? '').trim();
  if (email.length > 100 || !isRfcEmail(email)) return refuse(REGISTER_MESSAGES.email);
  const password = fields.password ?? '';
  if (password.length < 8 || password.length > 200) return refuse(REGISTER_MESSAGES.password);
  const made = await createCustomer(shop.db, { ...empty, email, password });
  if (!made) return refuse(REGISTER_MESSAGES.taken);
  await shop.logIn(made.id);
  return c.redirect('/my-account/', 303);
}

async function wpRegister(c: Context<ShopEnv>): Promise<Response> {
  const nonce = cspNonce(c);
  if (c.req.query('action') !== 'register') return c.redirect('/my-account/', 302);
  if (c.req.method !== 'POST') {
    const done = c.req.query('checkemail') === 'registered';
    return renderPage(c, {
      title: 'Registration',
      bodyClass: 'login wp-core-ui',
      content: wpRegisterPageHtml(nonce, done ? REGISTER_MESSAGES.registered : ''),
    });
  }
  const shop = shopOf(c);
  const fields = await formFields(c);
  const refuse = (text: string) =>
    renderPage(c, { title: 'Registration', status: 400, content: wpRegisterPageHtml(nonce, text) });
  if (!redeemCaptchaToken(fields['g-recaptcha-response'])) return refuse(REGISTER_MESSAGES.captcha);
  const email = (fields.user_email ?? '').trim();
  if (!/^[\w.@-]{3,60}$/.test(fields.user_login ?? '')) return refuse(REGISTER_MESSAGES.username);
  if (email.length > 100 || !isRfcEmail(email)) return refuse(REGISTER_MESSAGES.email);
  if (await emailTaken(shop.db, email)) return refuse(REGISTER_MESSAGES.taken);
  // WordPress e-mails a link to set the password; the shop has no mail, so the account gets a random one.
  await createCustomer(shop.db, { ...empty, email, password: randomBytes(18).toString('base64url') });
  return c.redirect('/wp-login.php?action=register&checkemail=registered', 303);
}

/** The double's script and token endpoint, and WordPress's registration page. */
export function registrationRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/captcha-double/recaptcha.js', (c) =>
    c.body(RECAPTCHA_DOUBLE_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }),
  );
  r.post('/captcha-double/token', (c) => c.json({ token: issueCaptchaToken() }));
  r.get('/wp-login.php', wpRegister);
  r.post('/wp-login.php', wpRegister);
  return r;
}
