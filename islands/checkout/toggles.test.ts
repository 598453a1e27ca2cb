import { afterEach, describe, expect, it } from 'vitest';
import { mountCheckout, settle, until } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
});
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('login and terms toggles', () => {
  it("'show login' opens the login form (aria-expanded) and focuses its first field", async () => {
    page = await mountCheckout();
    const link = page.$('a.showlogin');
    const login = page.$('form.woocommerce-form-login');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(link.getAttribute('aria-controls')).toBe(login.id);
    expect(click(link)).toBe(false);
    await until(() => expect(document.activeElement).toBe(page!.$('#username')));
    expect(login.hidden).toBe(false);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(page.$('#username'));
    click(link);
    await until(() => expect(login.hidden).toBe(true));
  });

  it('the terms link toggles the inline panel instead of navigating, also after a refresh replaced it', async () => {
    page = await mountCheckout();
    const panel = () => page!.$('.woocommerce-terms-and-conditions');
    expect(click(page.$('a.woocommerce-terms-and-conditions-link'))).toBe(false);
    await until(() => expect(panel().hidden).toBe(false));
    expect(page.$('a.woocommerce-terms-and-conditions-link').getAttribute('aria-expanded')).toBe('true');
    page.form.dispatchEvent(new Event('update'));
    await settle();
    expect(panel().hidden).toBe(false); // kept open across the refresh
    click(page.$('a.woocommerce-terms-and-conditions-link'));
    await until(() => expect(panel().hidden).toBe(true));
  });

  it('without a panel the terms link navigates normally', async () => {
    page = await mountCheckout();
    page.$('.woocommerce-terms-and-conditions').remove();
    expect(click(page.$('a.woocommerce-terms-and-conditions-link'))).toBe(true);
  });
});
