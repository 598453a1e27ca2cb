/**
 * The newsletter (MailPoet's subscribers): the forms the shop prints, subscribing (idempotent per address),
 * the manage-subscription data, and the local captcha double's phrases. Returns data; routes answer.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { isRfcEmail, validateName } from '@storefront/validation';
import type { Sql } from '../db/types';
import { NEWSLETTER_MESSAGES } from '../messages';
import { clipText } from './limits';

/** Input limits (MailPoet's column sizes). */
export const NEWSLETTER_LIMITS = { email: 150, name: 100, formFields: 40 } as const;

/** One newsletter form the shop prints. */
export interface NewsletterForm {
  id: number;
  kind: 'widget' | 'shortcode' | 'popup' | 'fixed_bar' | 'slide_in';
  delay?: number;
  exitIntent?: boolean;
  /** Days the dismissal cookie lasts after closing ('' = session). */
  cookieDays?: number;
  preview?: boolean;
  /** The built-in captcha (the shop's local double). */
  captcha?: boolean;
  title: string;
}

/** Every form, by id. */
export const NEWSLETTER_FORMS: Readonly<Record<number, NewsletterForm>> = {
  1: { id: 1, kind: 'widget', title: 'Get our newsletter' },
  2: { id: 2, kind: 'popup', delay: 2, exitIntent: true, cookieDays: 7, title: 'Ten per cent off your first order' },
  3: { id: 3, kind: 'fixed_bar', delay: 1, title: 'News from the studio' },
  4: { id: 4, kind: 'slide_in', delay: 1, title: 'New prints every month' },
  5: { id: 5, kind: 'popup', preview: true, title: 'Preview: newsletter popup' },
  6: { id: 6, kind: 'shortcode', captcha: true, title: 'Subscribe (with captcha)' },
};

/** A stored subscriber. */
export interface Subscriber {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  status: 'subscribed' | 'unsubscribed';
  manage_token: string;
}

/** What a subscription request carries (already read from `data[…]`). */
export interface SubscribeInput {
  formId: number;
  email: string;
  firstName?: string;
  lastName?: string;
}

/** A refused subscription: the messages, and whether the captcha must be refreshed. */
export interface SubscribeRefusal {
  errors: string[];
  refreshCaptcha?: boolean;
}

/** Checks a name as the forms do (no '<' '>' and no URL); the message or null. */
export const nameProblem = (name: string): string | null =>
  validateName(name, { brackets: NEWSLETTER_MESSAGES.badName, url: NEWSLETTER_MESSAGES.nameUrl });

/** Validates a subscription; null when it may be stored. */
export function checkSubscription(input: SubscribeInput): SubscribeRefusal | null {
  if (!Object.hasOwn(NEWSLETTER_FORMS, input.formId)) return { errors: [NEWSLETTER_MESSAGES.badForm] };
  const errors: string[] = [];
  const email = input.email.trim();
  if (!email || email.length > NEWSLETTER_LIMITS.email || !isRfcEmail(email)) errors.push(NEWSLETTER_MESSAGES.badEmail);
  for (const name of [input.firstName ?? '', input.lastName ?? '']) {
    const problem = name.length > NEWSLETTER_LIMITS.name ? NEWSLETTER_MESSAGES.badName : nameProblem(name);
    if (problem && !errors.includes(problem)) errors.push(problem);
  }
  return errors.length ? { errors } : null;
}

/**
 * Stores a subscription: a new address is added; a known one is subscribed again (names updated when given).
 * Call {@link checkSubscription} first.
 */
export async function subscribe(db: Sql, input: SubscribeInput): Promise<{ subscriber: Subscriber; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const first = clipText(input.firstName, NEWSLETTER_LIMITS.name);
  const last = clipText(input.lastName, NEWSLETTER_LIMITS.name);
  const token = randomBytes(16).toString('hex');
  const { rows } = await db.query<Subscriber & { created: boolean }>(
    `insert into newsletter_subscribers (email, first_name, last_name, form_id, manage_token)
       values ($1, $2, $3, $4, $5)
     on conflict (email) do update set status = 'subscribed', updated_at = now(),
       first_name = case when excluded.first_name = '' then newsletter_subscribers.first_name else excluded.first_name end,
       last_name = case when excluded.last_name = '' then newsletter_subscribers.last_name else excluded.last_name end
     returning id, email, first_name, last_name, status, manage_token, (xmax = 0) as created`,
    [email, first, last, input.formId, token],
  );
  const { created, ...subscriber } = rows[0]!;
  return { subscriber, created };
}

/** The subscriber a manage link's token names, or null. */
export async function subscriberByToken(db: Sql, token: string): Promise<Subscriber | null> {
  if (!/^[\w-]{8,64}$/.test(token)) return null;
  const { rows } = await db.query<Subscriber>(
    'select id, email, first_name, last_name, status, manage_token from newsletter_subscribers where manage_token = $1',
    [token],
  );
  return rows[0] ?? null;
}

/** Saves the manage-subscription form; the messages when refused. */
export async function updateSubscription(
  db: Sql,
  token: string,
  input: { firstName: string; lastName: string; status: string },
): Promise<string[] | null> {
  const errors = [input.firstName, input.lastName]
    .map((n) => (n.length > NEWSLETTER_LIMITS.name ? NEWSLETTER_MESSAGES.badName : nameProblem(n)))
    .filter((m): m is string => !!m);
  if (!['subscribed', 'unsubscribed'].includes(input.status)) errors.push(NEWSLETTER_MESSAGES.badRequest);
  if (errors.length) return [...new Set(errors)];
  const { rows } = await db.query(
    `update newsletter_subscribers set first_name = $2, last_name = $3, status = $4, updated_at = now()
     where manage_token = $1 returning id`,
    [token, input.firstName.trim(), input.lastName.trim(), input.status],
  );
  return rows.length ? null : [NEWSLETTER_MESSAGES.unknownToken];
}

/* The captcha double: phrases by captcha session id, in memory, the oldest dropped past the cap. */
const CAPTCHA_CAP = 5_000;
const phrases = new Map<string, string>();
const CAPTCHA_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Whether a captcha session id is well-formed. */
export const isCaptchaSession = (id: unknown): id is string => typeof id === 'string' && /^[\w-]{6,64}$/.test(id);

/** A new phrase for a captcha session (the local double's "refresh"). */
export function newCaptchaPhrase(sessionId: string): string {
  const phrase = Array.from({ length: 5 }, () => CAPTCHA_LETTERS[randomInt(CAPTCHA_LETTERS.length)]).join('');
  phrases.delete(sessionId);
  phrases.set(sessionId, phrase);
  if (phrases.size > CAPTCHA_CAP) phrases.delete(phrases.keys().next().value!);
  return phrase;
}

/** The current phrase of a captcha session (made on first use). */
export const captchaPhrase = (sessionId: string): string => phrases.get(sessionId) ?? newCaptchaPhrase(sessionId);

/** Checks an answer; a wrong one (or any answer once checked) gets a new phrase, as MailPoet's captcha does. */
export function checkCaptcha(sessionId: string, answer: string): boolean {
  const ok = phrases.has(sessionId) && phrases.get(sessionId) === answer.trim().toLowerCase();
  newCaptchaPhrase(sessionId);
  return ok;
}

/** A new captcha session id. */
export const newCaptchaSession = (): string => randomBytes(12).toString('hex');
