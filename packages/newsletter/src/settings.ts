/** `MailPoetForm` as MailPoet prints it (spec §3 "Newsletter module settings"). */
export interface MailPoetFormGlobal {
  ajax_url?: string;
  is_rtl?: boolean | string;
  ajax_common_error_message?: string;
  /** Texts by translation key (MailPoet's `MailPoet.I18n` table); missing keys show the not-found text. */
  translations?: Record<string, string>;
}

/** Spec §8 "Newsletter": a request that never got an answer. */
export const COMMON_ERROR = 'An error has happened while performing a request, please try again later.';
/** MailPoet's own texts of its two request failures (§8: %d = seconds / HTTP status). */
export const TRANSLATIONS: Readonly<Record<string, string>> = {
  ajaxTimeoutErrorMessage:
    'An error has happened while performing a request, the server request has timed out after %d seconds',
  ajaxFailedErrorMessage:
    'An error has happened while performing a request, the server has responded with response code %d',
};
/** Time limit of the subscribe call, in ms (MailPoet sets none; a shopper should not wait for ever). */
export const SUBSCRIBE_TIMEOUT = 20_000;

/** The settings the forms use. */
export interface NewsletterSettings {
  ajaxUrl: string;
  rtl: boolean;
  commonError: string;
  translations: Record<string, string>;
}

/** Reads `window.MailPoetForm`; admin-ajax is the default endpoint. */
export function readSettings(): NewsletterSettings {
  const raw = (globalThis as { MailPoetForm?: unknown }).MailPoetForm;
  const g: MailPoetFormGlobal = raw && typeof raw === 'object' ? (raw as MailPoetFormGlobal) : {};
  const own = g.translations && typeof g.translations === 'object' ? g.translations : {};
  return {
    ajaxUrl: typeof g.ajax_url === 'string' && g.ajax_url ? g.ajax_url : '/wp-admin/admin-ajax.php',
    rtl: g.is_rtl === true || g.is_rtl === '1',
    commonError:
      typeof g.ajax_common_error_message === 'string' && g.ajax_common_error_message
        ? g.ajax_common_error_message
        : COMMON_ERROR,
    translations: { ...TRANSLATIONS, ...own },
  };
}

/** A translated text, or MailPoet's 'TRANSLATION "{key}" NOT FOUND' (spec §8). */
export function translate(settings: Pick<NewsletterSettings, 'translations'>, key: string): string {
  const text = settings.translations[key];
  return typeof text === 'string' ? text : `TRANSLATION "${key}" NOT FOUND`;
}

/** Whether `url` points at another host than the page's (then the form is submitted natively, spec §7). */
export function isForeignHost(url: string): boolean {
  try {
    return new URL(url, location.href).hostname !== location.hostname;
  } catch {
    return true;
  }
}
