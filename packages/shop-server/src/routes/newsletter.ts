/**
 * The newsletter (MailPoet's endpoints and pages): `admin-ajax.php` `action=mailpoet` (subscribers / subscribe),
 * the native form post (`admin-post.php?action=mailpoet_subscription_form`), the captcha double behind
 * `?mailpoet_router&endpoint=captcha`, the demo pages and the manage-subscription page.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  captchaPhrase,
  checkCaptcha,
  checkSubscription,
  isCaptchaSession,
  NEWSLETTER_FORMS,
  NEWSLETTER_LIMITS,
  newCaptchaPhrase,
  newCaptchaSession,
  subscribe,
  subscriberByToken,
  updateSubscription,
  type SubscribeInput,
  type SubscribeRefusal,
} from '../domain/newsletter';
import { addNotice } from '../domain/session';
import { NEWSLETTER_MESSAGES } from '../messages';
import { captchaSvg, silentWav } from '../views/captcha-double';
import { mailpoetForm, mailpoetFormGlobal, manageSubscriptionPage, newsletterDemoPage } from '../views/newsletter';
import { shopOf, type ShopEnv } from './context';
import { formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';
import { notFound } from './shop-pages';

/** Nonce action of MailPoet's `token` (refreshed by the heartbeat in WordPress). */
export const MAILPOET_TOKEN_ACTION = 'mailpoet_token';

/** `data[name]` of posted fields. */
const dataField = (fields: Record<string, string>, name: string): string => fields[`data[${name}]`] ?? '';

/** Reads a subscription from posted fields, with input limits (too many or too long fields are refused). */
function readSubscription(fields: Record<string, string>): SubscribeInput | null {
  const dataKeys = Object.keys(fields).filter((k) => k.startsWith('data['));
  if (dataKeys.length > NEWSLETTER_LIMITS.formFields) return null;
  const id = dataField(fields, 'form_id');
  return {
    formId: /^\d{1,4}$/.test(id) ? Number(id) : 0,
    email: dataField(fields, 'form_field_email').slice(0, NEWSLETTER_LIMITS.email + 1),
    firstName: dataField(fields, 'form_field_first_name').slice(0, NEWSLETTER_LIMITS.name + 1),
    lastName: dataField(fields, 'form_field_last_name').slice(0, NEWSLETTER_LIMITS.name + 1),
  };
}

/** Checks and stores a posted subscription; a refusal, or null when stored (or a bot filled the honeypot). */
async function handleSubscription(
  c: Context<ShopEnv>,
  fields: Record<string, string>,
): Promise<SubscribeRefusal | null> {
  const shop = shopOf(c);
  if (!(await shop.checkNonce(MAILPOET_TOKEN_ACTION, fields.token))) return { errors: [NEWSLETTER_MESSAGES.expired] };
  const input = readSubscription(fields);
  if (!input) return { errors: [NEWSLETTER_MESSAGES.badRequest] };
  const refusal = checkSubscription(input);
  if (refusal) return refusal;
  if (NEWSLETTER_FORMS[input.formId]?.captcha) {
    const session = dataField(fields, 'captcha_session_id');
    if (!isCaptchaSession(session) || !checkCaptcha(session, dataField(fields, 'captcha'))) {
      return { errors: [NEWSLETTER_MESSAGES.captcha], refreshCaptcha: true };
    }
  }
  // The honeypot (`data[email]`, hidden from people): a bot's post is answered as usual and not stored.
  if (dataField(fields, 'email') !== '') return null;
  await subscribe(shop.db, input);
  return null;
}

/** `admin-ajax.php` `action=mailpoet`: MailPoet's API answer (`{ data, meta }` or 400 `{ errors, meta }`). */
export async function mailpoetAjax(c: Context<ShopEnv>, fields: Record<string, string>): Promise<Response> {
  if (fields.endpoint !== 'subscribers' || fields.method !== 'subscribe' || fields.api_version !== 'v1') {
    return c.json({ errors: [{ error: 'bad_request', message: NEWSLETTER_MESSAGES.badRequest }] }, 400);
  }
  const refusal = await handleSubscription(c, fields);
  if (!refusal) return c.json({ data: {}, meta: {} });
  const meta = refusal.refreshCaptcha ? { refresh_captcha: true } : {};
  return c.json({ errors: refusal.errors.map((message) => ({ error: 'bad_request', message })), meta }, 400);
}

/** The native post (no script, or another host): a notice, then back to the page it came from. */
async function nativePost(c: Context<ShopEnv>): Promise<Response> {
  if (c.req.query('action') !== 'mailpoet_subscription_form') return c.text('0', 400);
  const shop = shopOf(c);
  const refusal = await handleSubscription(c, await formFields(c));
  const back = safeRedirectPath(new URL(c.req.header('referer') ?? '/', c.req.url).pathname, '/');
  await addNotice(shop.db, (await shop.storedSession()).id, {
    type: refusal ? 'error' : 'success',
    text: refusal ? refusal.errors.join(' ') : NEWSLETTER_MESSAGES.success,
  });
  return c.redirect(back, 303);
}

/** `?mailpoet_router&endpoint=captcha&action=image|audio|refresh&data=base64({captcha_session_id})`: the double. */
export function mailpoetRouter(): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const q = new URL(c.req.url).searchParams;
    if (!q.has('mailpoet_router') || q.get('endpoint') !== 'captcha') return next();
    let session: unknown;
    try {
      session = (
        JSON.parse(Buffer.from(q.get('data') ?? '', 'base64').toString('utf8')) as { captcha_session_id?: unknown }
      ).captcha_session_id;
    } catch {
      session = undefined;
    }
    if (!isCaptchaSession(session)) return c.text('Invalid captcha session', 400);
    c.header('Cache-Control', 'no-store');
    switch (q.get('action')) {
      case 'refresh':
        newCaptchaPhrase(session);
        return c.json({ data: {} });
      case 'image':
        return c.body(captchaSvg(captchaPhrase(session)), 200, { 'Content-Type': 'image/svg+xml' });
      case 'audio':
        return c.body(silentWav(), 200, { 'Content-Type': 'audio/wav' });
      default:
        return c.text('Unknown captcha action', 400);
    }
  };
}

const DEMO_INTRO =
  'The newsletter forms as MailPoet prints them. Subscriptions are stored by the shop; nothing is e-mailed.';

async function demoPage(c: Context<ShopEnv>, title: string, formIds: number[]): Promise<Response> {
  const token = await shopOf(c).nonce(MAILPOET_TOKEN_ACTION);
  const forms = formIds.map((id) => mailpoetForm(NEWSLETTER_FORMS[id]!, token, newCaptchaSession()));
  return renderPage(c, {
    title,
    bodyClass: 'page newsletter-demo',
    content: newsletterDemoPage(DEMO_INTRO, forms),
    globals: { MailPoetForm: mailpoetFormGlobal() },
  });
}

async function managePage(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const post = c.req.method === 'POST';
  const fields = post ? await formFields(c) : Object.fromEntries(new URL(c.req.url).searchParams);
  const subscriber = await subscriberByToken(shop.db, fields.token ?? '');
  if (!subscriber) return notFound(c);
  if (post) {
    const errors = await updateSubscription(shop.db, subscriber.manage_token, {
      firstName: dataField(fields, 'first_name'),
      lastName: dataField(fields, 'last_name'),
      status: dataField(fields, 'status'),
    });
    if (!errors)
      return c.redirect(`/newsletter/manage/?token=${encodeURIComponent(subscriber.manage_token)}&saved=1`, 303);
    return renderPage(c, {
      title: 'Manage your subscription',
      status: 400,
      content: manageSubscriptionPage(subscriber, false, errors),
    });
  }
  return renderPage(c, {
    title: 'Manage your subscription',
    bodyClass: 'page newsletter-manage',
    content: manageSubscriptionPage(subscriber, fields.saved === '1'),
  });
}

/** The newsletter pages and the native post. */
export function newsletterRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/newsletter', (c) => demoPage(c, 'Newsletter', [2, 6]));
  r.get('/newsletter/bar', (c) => demoPage(c, 'Newsletter – fixed bar', [3]));
  r.get('/newsletter/slide-in', (c) => demoPage(c, 'Newsletter – slide-in', [4]));
  r.get('/newsletter/preview', (c) => demoPage(c, 'Newsletter – preview', [5]));
  r.get('/newsletter/manage', managePage);
  r.post('/newsletter/manage', managePage);
  r.post('/wp-admin/admin-post.php', nativePost);
  return r;
}
