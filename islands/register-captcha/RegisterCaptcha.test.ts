import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import island from './mount';
import { fakeGrecaptcha, wooRegisterFormHtml } from './testing';

let unmount: (() => void) | void;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
  vi.useRealTimers();
});

describe('registration captcha', () => {
  it('runs the captcha first, then submits natively with the token and the button’s name and value', () => {
    const api = fakeGrecaptcha('token-123');
    (globalThis as { grecaptcha?: unknown }).grecaptcha = api;
    document.body.innerHTML = wooRegisterFormHtml();
    const form = document.querySelector('form')!;
    const sent: Array<Record<string, string>> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push(Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>));
    });
    unmount = island.mount(form, {} as never);
    expect(api.rendered).toBe(1);
    fireEvent.click(form.querySelector('button[name=register]')!);
    expect(api.executed).toBe(1);
    expect(sent).toEqual([expect.objectContaining({ register: 'Register', 'g-recaptcha-response': 'token-123' })]);
  });

  it('waits for the API every 400 ms, 20 times at most', () => {
    vi.useFakeTimers();
    document.body.innerHTML = wooRegisterFormHtml();
    unmount = island.mount(document.querySelector('form')!, {} as never);
    vi.advanceTimersByTime(400 * 3);
    const api = fakeGrecaptcha();
    (globalThis as { grecaptcha?: unknown }).grecaptcha = api;
    vi.advanceTimersByTime(400);
    expect(api.rendered).toBe(1);
    unmount!();
    unmount = undefined;
    delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
    unmount = island.mount(document.querySelector('form')!, {} as never);
    vi.advanceTimersByTime(400 * 25);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a form without an invisible captcha is left alone', () => {
    document.body.innerHTML = '<form id="registerform"><button name="wp-submit">Register</button></form>';
    expect(island.mount(document.querySelector('form')!, {} as never)).toBeUndefined();
  });
});
