import type { IslandModule } from '@storefront/runtime';
import { submitNatively } from '@storefront/validation/submit';
import { ATTEMPTS, CAPTCHA_SELECTOR, RESPONSE_FIELD, RETRY_MS } from './contract';

interface Grecaptcha {
  render(el: Element, params: { sitekey: string; size: 'invisible'; callback: (token: string) => void }): number;
  execute(id?: number): void;
  reset(id?: number): void;
}

/**
 * A registration form with an invisible captcha: submitting runs the captcha first; its token then goes with a
 * native submission that keeps the submit button's name and value. Without a captcha box nothing changes.
 */
const registerCaptchaIsland: IslandModule = {
  mount(host) {
    const form = host as HTMLFormElement;
    const box = form.querySelector<HTMLElement>(CAPTCHA_SELECTOR);
    if (!box) return;
    let widget: number | null = null;
    let submitter: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const onToken = (token: string) => {
      let field = form.querySelector<HTMLTextAreaElement | HTMLInputElement>(`[name="${RESPONSE_FIELD}"]`);
      if (!field) {
        field = document.createElement('input');
        field.type = 'hidden';
        field.name = RESPONSE_FIELD;
        form.append(field);
      }
      field.value = token;
      form.removeAttribute('aria-busy');
      submitNatively(form, submitter);
    };
    const render = () => {
      const api = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!api || typeof api.render !== 'function') {
        if (++attempt < ATTEMPTS) timer = setTimeout(render, RETRY_MS);
        return;
      }
      widget = api.render(box, { sitekey: box.dataset.sitekey ?? '', size: 'invisible', callback: onToken });
    };
    const onSubmit = (event: SubmitEvent) => {
      const api = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
      // No captcha yet: the server decides (it refuses a registration without a token).
      if (widget === null || !api) return;
      event.preventDefault();
      submitter = event.submitter;
      form.setAttribute('aria-busy', 'true');
      api.execute(widget);
    };
    form.addEventListener('submit', onSubmit);
    render();
    return () => {
      clearTimeout(timer);
      form.removeEventListener('submit', onSubmit);
      form.removeAttribute('aria-busy');
    };
  },
};
export default registerCaptchaIsland;
