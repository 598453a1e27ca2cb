import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import island from './mount';

let unmount: (() => void) | void;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
  delete (globalThis as { woocommerce_params?: unknown }).woocommerce_params;
});

function mount(html = '<span class="password-input"><input type="password" id="password" name="password"></span>') {
  document.body.innerHTML = `<div class="woocommerce"><form><label for="password">Password</label>${html}</form></div>`;
  const input = document.querySelector<HTMLInputElement>('input[type=password]')!;
  unmount = island.mount(input, {} as never);
  return input;
}

describe('password toggle', () => {
  it("is a real button 'Show password' that shows the password, then 'Hide password'; focus stays on the input", async () => {
    const user = userEvent.setup();
    const input = mount();
    await user.type(input, 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(document.activeElement).toBe(input);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.classList.contains('display-password')).toBe(true);
    expect(hide.getAttribute('aria-controls')).toBe('password');
    hide.focus();
    await user.keyboard('{Enter}');
    expect(input.type).toBe('password');
    expect(input.value).toBe('secret');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('uses woocommerce_params labels when printed', () => {
    (globalThis as { woocommerce_params?: unknown }).woocommerce_params = {
      i18n_password_show: 'Passwort anzeigen',
      i18n_password_hide: 'Passwort verbergen',
    };
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeTruthy();
  });

  it('wraps a bare input (the checkout’s #account_password) and restores it on unmount', () => {
    const input = mount('<input type="password" id="account_password" name="account_password">');
    expect(input.parentElement!.className).toBe('password-input');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    unmount!();
    unmount = undefined;
    expect(input.type).toBe('password');
    expect(input.parentElement!.tagName).toBe('FORM');
    expect(document.querySelector('button')).toBeNull();
  });
});
