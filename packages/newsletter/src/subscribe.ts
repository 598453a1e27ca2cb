import { HttpError, request } from '@storefront/http';
import { dropNulls, type SerializedForm } from './serialize';
import { SUBSCRIBE_TIMEOUT, translate, type NewsletterSettings } from './settings';

/** The answer's `meta`. */
export interface SubscribeMeta {
  redirect_url?: string;
  refresh_captcha?: boolean;
}

/** What a subscribe call came to. */
export type SubscribeResult =
  { ok: true; meta: SubscribeMeta } | { ok: false; messages: string[]; meta: SubscribeMeta };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

function metaOf(body: unknown): SubscribeMeta {
  const meta = isObject(body) && isObject(body.meta) ? body.meta : {};
  const out: SubscribeMeta = {};
  if (typeof meta.redirect_url === 'string' && meta.redirect_url) out.redirect_url = meta.redirect_url;
  if (meta.refresh_captcha) out.refresh_captcha = true;
  return out;
}

/** `errors[].message` of a MailPoet answer, or null when it has none. */
function errorsOf(body: unknown): string[] | null {
  if (!isObject(body) || !Array.isArray(body.errors)) return null;
  const messages = body.errors
    .map((e: unknown) => (isObject(e) && typeof e.message === 'string' ? e.message : ''))
    .filter(Boolean);
  return messages.length ? messages : null;
}

/**
 * POSTs a subscription as MailPoet's ajax client does (`action=mailpoet`, `api_version`, `token`,
 * `endpoint=subscribers`, `method=subscribe`, `data` without null values) and maps every outcome (spec §7, §8):
 * a JSON body with `errors` is a failure with its messages (whatever the status); no answer → the common error;
 * time-out → the time-out text with its seconds; any other status → the failure text with the status.
 */
export async function subscribe(
  form: SerializedForm,
  settings: NewsletterSettings,
  signal?: AbortSignal,
  timeout = SUBSCRIBE_TIMEOUT,
): Promise<SubscribeResult> {
  const body = {
    action: 'mailpoet',
    api_version: form.api_version,
    token: form.token,
    endpoint: 'subscribers',
    method: 'subscribe',
    data: dropNulls(form.data),
  };
  let answer: unknown;
  try {
    answer = await request(settings.ajaxUrl, { method: 'POST', body, signal, timeout });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.code === 'abort') throw error;
    const failed = (message: string): SubscribeResult => ({ ok: false, messages: [message], meta: {} });
    if (error.code === 'timeout') {
      return failed(translate(settings, 'ajaxTimeoutErrorMessage').replace('%d', String(Math.ceil(timeout / 1000))));
    }
    if (error.status === undefined) return failed(settings.commonError);
    const messages = errorsOf(error.data);
    if (messages) return { ok: false, messages, meta: metaOf(error.data) };
    return failed(translate(settings, 'ajaxFailedErrorMessage').replace('%d', String(error.status)));
  }
  const messages = errorsOf(answer);
  if (messages) return { ok: false, messages, meta: metaOf(answer) };
  return { ok: true, meta: metaOf(answer) };
}
