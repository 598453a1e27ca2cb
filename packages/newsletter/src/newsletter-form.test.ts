import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@storefront/page';
import { enhanceForm, PREVIEW_RESET_MS } from './newsletter-form';
import { dropNulls, serializeForm } from './serialize';
import { FIXTURE_MAILPOET_FORM, json, mailpoetFormHtml, type FixtureFormOptions } from './testing';
import { captureCookieWrites, clearCookies, stubFetch } from './test-helpers';

let stop: (() => void) | undefined;
beforeEach(() => {
  (globalThis as { MailPoetForm?: unknown }).MailPoetForm = { ...FIXTURE_MAILPOET_FORM };
});
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  clearCookies();
  delete (globalThis as { MailPoetForm?: unknown }).MailPoetForm;
  delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
  vi.unstubAllGlobals();
});

function mount(opts: FixtureFormOptions = {}) {
  document.body.innerHTML = mailpoetFormHtml(opts);
  const container = document.querySelector<HTMLElement>('div.mailpoet_form')!;
  stop = enhanceForm(container);
  const form = container.querySelector('form')!;
  const email = form.querySelector<HTMLInputElement>('input[name="data[form_field_email]"]')!;
  const name = form.querySelector<HTMLInputElement>('input[name="data[form_field_first_name]"]')!;
  const error = form.querySelector<HTMLElement>('.mailpoet_validate_error')!;
  const success = form.querySelector<HTMLElement>('.mailpoet_validate_success')!;
  const submit = () => fireEvent.submit(form);
  return { container, form, email, name, error, success, submit };
}
const errorLines = (el: HTMLElement) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent);

describe('serialize', () => {
  it('nests data[…] fields, keeps top-level ones and drops null values', () => {
    document.body.innerHTML = `<form><input name="token" value="t"><input name="api_version" value="v1"><input name="data[form_id]" value="3"><input type="checkbox" name="data[lists][]" value="a" checked><input type="checkbox" name="data[lists][]" value="b" checked><input name="data[cf][x]" value="1"></form>`;
    const s = serializeForm(document.querySelector('form')!);
    expect(s).toEqual({ token: 't', api_version: 'v1', data: { form_id: '3', lists: ['a', 'b'], cf: { x: '1' } } });
    expect(dropNulls({ a: null, b: '', c: undefined, d: 0 })).toEqual({ b: '', d: 0 });
  });
});

describe('subscribe', () => {
  it('validates first: nothing is sent while the email is missing or invalid', async () => {
    const { fn } = stubFetch(json({ data: {} }));
    const { email, submit, form } = mount();
    submit();
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(form.querySelector('.mailpoet_error_email_1')!.textContent).toBe('This value is required.');
    email.value = 'bad@';
    fireEvent.input(email);
    await vi.waitFor(() =>
      expect(form.querySelector('.mailpoet_error_email_1')!.textContent).toBe('This value should be a valid email.'),
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it("rejects a name with '<' or a URL with the form's own messages", async () => {
    stubFetch(json({ data: {} }));
    const { name, email, submit } = mount();
    email.value = 'fan@example.com';
    name.value = 'Jo <b>';
    submit();
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please specify a valid name.',
    );
    name.value = 'visit https://spam.example';
    fireEvent.input(name);
    await vi.waitFor(() =>
      expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(
        'Addresses in names are not permitted, please add your name instead.',
      ),
    );
  });

  it('posts action=mailpoet with the token and data (nulls dropped), marks sending, then shows success', async () => {
    let release!: (r: Response) => void;
    const { calls } = stubFetch(() => new Promise<Response>((r) => (release = r)) as unknown as Response);
    const { form, email, name, success, submit } = mount();
    email.value = 'fan@example.com';
    name.value = 'Fan';
    submit();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(form.classList.contains('mailpoet_form_sending')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    const body = calls[0]!.body!;
    expect(calls[0]!.url).toBe('/wp-admin/admin-ajax.php');
    expect(calls[0]!.method).toBe('POST');
    expect(Object.fromEntries(body)).toEqual({
      action: 'mailpoet',
      api_version: 'v1',
      token: 'tok-1',
      endpoint: 'subscribers',
      method: 'subscribe',
      'data[form_id]': '1',
      'data[email]': '',
      'data[form_field_first_name]': 'Fan',
      'data[form_field_email]': 'fan@example.com',
    });
    release(json({ data: {} }));
    await vi.waitFor(() => expect(success.hidden).toBe(false));
    expect(form.classList.contains('mailpoet_form_sending')).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(form.classList.contains('mailpoet_form_successfully_send')).toBe(true);
    expect(success.getAttribute('role')).toBe('status');
    expect(form.querySelector<HTMLElement>('.mailpoet_form_hide_on_success')!.hidden).toBe(true);
    expect(email.closest<HTMLElement>('.mailpoet_paragraph')!.style.visibility).toBe('hidden');
    expect(email.value).toBe(''); // the form is reset
    expect(document.cookie).toContain('popup_form_dismissed_1=1');
  });

  it('sets the dismissal cookie for 182 days on path / after subscribing (fake clock)', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    stubFetch(json({ data: {} }));
    const cookies = captureCookieWrites();
    try {
      const { email, success, submit } = mount();
      email.value = 'fan@example.com';
      submit();
      await vi.waitFor(() => expect(success.hidden).toBe(false));
      const written = cookies.writes.find((c) => c.startsWith('popup_form_dismissed_1='))!;
      expect(written).toContain('path=/');
      expect(written).toContain(`max-age=${182 * 86400}`);
    } finally {
      cookies.restore();
      vi.useRealTimers();
    }
  });

  it('success with meta.redirect_url: cookie set, then the browser goes there', async () => {
    stubFetch(json({ data: {}, meta: { redirect_url: '/thank-you/' } }));
    const go = vi.spyOn(navigateTo, 'impl').mockImplementation(() => {});
    const { email, success, submit } = mount();
    email.value = 'fan@example.com';
    submit();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(`${location.origin}/thank-you/`));
    expect(document.cookie).toContain('popup_form_dismissed_1=1');
    expect(success.hidden).toBe(true);
  });

  it('failure: every errors[].message on its own line, typed values kept, the form usable again', async () => {
    stubFetch(
      json({ errors: [{ message: 'Please specify a valid email address.' }, { message: 'Try again.' }] }, 400),
      json({ data: {} }),
    );
    const { form, email, error, submit, success } = mount();
    email.value = 'fan@example.com';
    submit();
    await vi.waitFor(() => expect(error.hidden).toBe(false));
    expect(errorLines(error)).toEqual(['Please specify a valid email address.', 'Try again.']);
    expect(error.querySelectorAll('br')).toHaveLength(1);
    expect(error.getAttribute('role')).toBe('alert');
    expect(email.value).toBe('fan@example.com');
    expect(form.classList.contains('mailpoet_form_sending')).toBe(false);
    submit();
    await vi.waitFor(() => expect(success.hidden).toBe(false));
    expect(error.hidden).toBe(true);
  });

  it.each([
    [
      'offline',
      new TypeError('Failed to fetch'),
      'An error has happened while performing a request, please try again later.',
    ],
    [
      'HTTP 500 without a MailPoet body',
      new Response('<h1>Oops</h1>', { status: 500 }),
      'An error has happened while performing a request, the server has responded with response code 500',
    ],
    [
      'HTML instead of JSON',
      new Response('<html></html>', { status: 200 }),
      'An error has happened while performing a request, the server has responded with response code 200',
    ],
  ])('%s → the §8 message', async (_label, answer, message) => {
    stubFetch(answer);
    const { email, error, submit } = mount();
    email.value = 'fan@example.com';
    submit();
    await vi.waitFor(() => expect(error.textContent).toBe(message));
    expect(email.value).toBe('fan@example.com');
  });

  it('time-out → the time-out message with its seconds', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_u, init) =>
        new Promise<Response>((_r, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ) as unknown as Response,
    );
    const { email, error, submit, form } = mount();
    email.value = 'fan@example.com';
    submit();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(5000);
      expect(error.textContent).toBe(
        'An error has happened while performing a request, the server request has timed out after 20 seconds',
      );
    });
    expect(form.hasAttribute('aria-busy')).toBe(false);
    vi.useRealTimers();
  });

  it('a missing translation shows \'TRANSLATION "key" NOT FOUND\'', async () => {
    (globalThis as { MailPoetForm?: unknown }).MailPoetForm = {
      ...FIXTURE_MAILPOET_FORM,
      translations: { ajaxFailedErrorMessage: undefined },
    };
    stubFetch(new Response('', { status: 502 }));
    const { email, error, submit } = mount();
    email.value = 'fan@example.com';
    submit();
    await vi.waitFor(() => expect(error.textContent).toBe('TRANSLATION "ajaxFailedErrorMessage" NOT FOUND'));
  });

  it('a failure with meta.redirect_url sends the top window there (same origin only)', async () => {
    stubFetch(json({ errors: [{ message: 'x' }], meta: { redirect_url: 'https://evil.example/' } }, 400));
    const { email, error, submit } = mount();
    email.value = 'fan@example.com';
    submit();
    // Another origin is never followed: the messages show instead.
    await vi.waitFor(() => expect(error.textContent).toBe('x'));
  });

  it('meta.refresh_captcha refreshes the built-in captcha (router flag, base64 session, cachebust)', async () => {
    const { calls } = stubFetch((url) =>
      url.includes('admin-ajax')
        ? json({ errors: [{ message: 'Wrong captcha' }], meta: { refresh_captcha: true } }, 400)
        : new Response('ok'),
    );
    const { form, email, error, submit } = mount({ captcha: true });
    email.value = 'fan@example.com';
    const answer = form.querySelector<HTMLInputElement>('input[name="data[captcha]"]')!;
    answer.value = 'abc';
    submit();
    await vi.waitFor(() => expect(error.textContent).toBe('Wrong captcha'));
    const refresh = new URL(calls[1]!.url, location.href);
    expect(refresh.pathname).toBe(location.pathname);
    expect(refresh.search.startsWith('?mailpoet_router&')).toBe(true);
    expect(refresh.searchParams.get('endpoint')).toBe('captcha');
    expect(refresh.searchParams.get('action')).toBe('refresh');
    expect(JSON.parse(atob(refresh.searchParams.get('data')!))).toEqual({ captcha_session_id: 'sess-1' });
    const bust = refresh.searchParams.get('cachebust')!;
    expect(form.querySelector('img.mailpoet_captcha')!.getAttribute('src')).toContain(`cachebust=${bust}`);
    expect(form.querySelector('audio source')!.getAttribute('src')).toContain(`cachebust=${bust}`);
    expect(answer.value).toBe('');
    expect(email.value).toBe('fan@example.com');
  });

  it('the refresh button reloads the captcha', async () => {
    const { calls } = stubFetch(new Response('ok'));
    mount({ captcha: true });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the captcha' }));
    await vi.waitFor(() => expect(calls[0]?.url).toContain('action=refresh'));
  });

  it("submits natively when ajax_url's host is another", async () => {
    (globalThis as { MailPoetForm?: unknown }).MailPoetForm = {
      ajax_url: 'https://mail.example.org/wp-admin/admin-ajax.php',
    };
    const { fn } = stubFetch(json({}));
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { email, submit, form } = mount();
    email.value = 'fan@example.com';
    fireEvent.focusIn(email);
    submit();
    await vi.waitFor(() => expect(native).toHaveBeenCalledTimes(1));
    expect(native.mock.contexts[0]).toBe(form);
    expect(fn).not.toHaveBeenCalled();
  });

  it('preview: success without a request or cookie, back to normal after 2.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fn } = stubFetch(json({}));
    const { form, email, success, submit } = mount({ preview: true });
    const row = email.closest<HTMLElement>('.mailpoet_paragraph')!;
    const hideOnSuccess = form.querySelector<HTMLElement>('.mailpoet_form_hide_on_success')!;
    email.value = 'fan@example.com';
    submit();
    for (let i = 0; i < 200 && success.hidden; i++) await new Promise((r) => setImmediate(r));
    expect(success.hidden).toBe(false);
    expect([row.style.visibility, row.hasAttribute('inert'), hideOnSuccess.hidden]).toEqual(['hidden', true, true]);
    vi.advanceTimersByTime(PREVIEW_RESET_MS - 1);
    expect(success.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(success.hidden).toBe(true);
    // Everything the sent state hid is back, as printed.
    expect(form.classList.contains('mailpoet_form_successfully_send')).toBe(false);
    expect([row.style.visibility, row.hasAttribute('inert'), hideOnSuccess.hidden]).toEqual(['', false, false]);
    expect(fn).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('popup_form_dismissed');
    vi.useRealTimers();
  });

  it('visible reCAPTCHA: rendered compact after retries, an empty one fails validation with its error', async () => {
    vi.useFakeTimers();
    const { fn } = stubFetch(json({ data: {} }));
    const api = { render: vi.fn(() => 7), getResponse: vi.fn(() => ''), execute: vi.fn(), reset: vi.fn() };
    const { form, email, submit } = mount({ recaptcha: 'compact' });
    await vi.advanceTimersByTimeAsync(400 * 3);
    expect(api.render).not.toHaveBeenCalled();
    (globalThis as { grecaptcha?: unknown }).grecaptcha = api;
    await vi.advanceTimersByTimeAsync(400);
    expect(api.render).toHaveBeenCalledWith(
      expect.any(Element),
      expect.objectContaining({ size: 'compact', sitekey: 'local-double' }),
    );
    expect(form.querySelector<HTMLInputElement>('.mailpoet_recaptcha_field')!.value).toBe('7');
    vi.useRealTimers();
    email.value = 'fan@example.com';
    submit();
    const captchaError = form.querySelector<HTMLElement>('.mailpoet_error_recaptcha')!;
    await vi.waitFor(() => expect(captchaError.hidden).toBe(false));
    expect(fn).not.toHaveBeenCalled();
    api.getResponse.mockReturnValue('token-1');
    submit();
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
    expect(captchaError.hidden).toBe(true);
  });

  it('gives up rendering reCAPTCHA after 20 attempts', async () => {
    vi.useFakeTimers();
    mount({ recaptcha: 'compact' });
    await vi.advanceTimersByTimeAsync(400 * 20);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('takes the token from the heartbeat', () => {
    const { form } = mount();
    document.dispatchEvent(new CustomEvent('heartbeat-tick', { detail: { mailpoet_token: 'fresh' } }));
    expect(form.querySelector<HTMLInputElement>('input[name=token]')!.value).toBe('fresh');
  });

  it('applies data-font-family before the theme font, and removes it on unmount', () => {
    document.body.innerHTML = mailpoetFormHtml().replace('data-font-family=""', 'data-font-family="Lato"');
    const container = document.querySelector<HTMLElement>('div.mailpoet_form')!;
    container.style.fontFamily = 'serif';
    stop = enhanceForm(container);
    expect(container.style.fontFamily).toMatch(/^"?Lato"?, serif$/);
    stop();
    stop = undefined;
    expect(container.style.fontFamily).toBe('serif');
  });
});
