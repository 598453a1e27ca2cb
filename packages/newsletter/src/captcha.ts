import { request } from '@storefront/http';
import type { Scope } from '@storefront/runtime/ui';

/** reCAPTCHA's browser API, as far as the forms use it. */
export interface Grecaptcha {
  render(container: Element, params: { sitekey: string; size: string; callback?: (token: string) => void }): number;
  getResponse(widgetId?: number): string;
  execute(widgetId?: number): void;
  reset(widgetId?: number): void;
}

/** Spec §9: the render is tried every 400 ms, up to 20 times. */
export const RECAPTCHA_RETRY_MS = 400;
/** Spec §9: attempts of the render. */
export const RECAPTCHA_ATTEMPTS = 20;

const grecaptcha = (): Grecaptcha | undefined => {
  const g = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  return g && typeof g.render === 'function' ? g : undefined;
};

/** A rendered reCAPTCHA of one form. */
export interface RecaptchaWidget {
  invisible: boolean;
  /** The response token ('' when the visitor has not solved it). */
  response(): string;
  /** Runs an invisible captcha; its token goes to the render callback. */
  execute(): void;
  reset(): void;
  /** Shows or hides the 'required' error the server printed beside a visible captcha. */
  showError(shown: boolean): void;
}

/**
 * Renders `.mailpoet_recaptcha[data-sitekey]` (compact, or invisible when `data-size="invisible"`) once the
 * reCAPTCHA API is there, trying every 400 ms up to 20 times. `onToken` gets an invisible captcha's token.
 */
export function renderRecaptcha(
  form: HTMLElement,
  scope: Scope,
  onToken: (token: string) => void,
  onReady: (widget: RecaptchaWidget) => void,
): void {
  const box = form.querySelector<HTMLElement>('.mailpoet_recaptcha[data-sitekey]');
  if (!box) return;
  const invisible = box.getAttribute('data-size') === 'invisible';
  const error = form.querySelector<HTMLElement>('.mailpoet_error_recaptcha');
  error?.setAttribute('role', 'alert');
  if (error) error.hidden = true;
  let attempt = 1;
  const later = () => {
    const timer = setTimeout(tryRender, RECAPTCHA_RETRY_MS);
    scope.add(() => clearTimeout(timer));
  };
  function tryRender(): void {
    if (scope.disposed) return;
    const api = grecaptcha();
    if (!api) {
      if (attempt++ < RECAPTCHA_ATTEMPTS) later();
      return;
    }
    const container = box!.querySelector(':scope > .mailpoet_recaptcha_container') ?? box!;
    const id = api.render(container, {
      sitekey: box!.getAttribute('data-sitekey') ?? '',
      size: invisible ? 'invisible' : 'compact',
      callback: invisible ? onToken : undefined,
    });
    const field = box!.querySelector<HTMLInputElement>(':scope > .mailpoet_recaptcha_field');
    if (field) field.value = String(id);
    onReady({
      invisible,
      response: () => api.getResponse(id) || '',
      execute: () => api.execute(id),
      reset: () => api.reset(id),
      showError: (shown) => {
        if (error) error.hidden = !shown;
      },
    });
  }
  later();
}

/**
 * Refreshes the built-in captcha (spec §7): GET the page's path with the router flag, `endpoint=captcha`,
 * `action=refresh`, `data` = base64 JSON `{captcha_session_id}`, `cachebust`; then the image and audio are
 * reloaded with the new cachebust and the typed answer is cleared. A failed refresh still reloads them.
 */
export async function refreshCaptcha(form: HTMLElement, signal?: AbortSignal): Promise<boolean> {
  const image = form.querySelector<HTMLImageElement>('img.mailpoet_captcha');
  if (!image) return false;
  const session = form.querySelector<HTMLInputElement>('input[name="data[captcha_session_id]"]')?.value ?? '';
  const cachebust = String(Date.now());
  const query = new URLSearchParams({
    endpoint: 'captcha',
    action: 'refresh',
    data: btoa(JSON.stringify({ captcha_session_id: session })),
    cachebust,
  });
  try {
    await request(`${location.pathname}?mailpoet_router&${query}`, { signal, parse: 'text' });
  } catch {
    if (signal?.aborted) return false;
  }
  const bust = (src: string) => {
    const url = new URL(src, location.href);
    url.searchParams.set('cachebust', cachebust);
    return url.origin === location.origin ? url.pathname + url.search : url.href;
  };
  image.src = bust(image.getAttribute('src') ?? '');
  for (const audio of form.querySelectorAll<HTMLAudioElement>('audio.mailpoet_captcha_audio')) {
    for (const source of audio.querySelectorAll('source')) source.src = bust(source.getAttribute('src') ?? '');
    const own = audio.getAttribute('src');
    if (own) audio.src = bust(own);
    if (typeof audio.load === 'function') audio.load();
  }
  const answer = form.querySelector<HTMLInputElement>('input[name="data[captcha]"]');
  if (answer) answer.value = '';
  return true;
}
