/**
 * Newsletter forms (MailPoet markup) and the small site forms against the shop, with the production bundles: the
 * popup's delay, subscription and its 182-day cookie, closing for the session, a server error that keeps what was
 * typed, the manage-subscription page, the password toggle and a threaded comment reply.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIXTURES } from '@storefront/shop-server';
import { expectAccessible, islandMounted, reachFor, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const POPUP = '#mailpoet_form_2';
const DAY = 86_400;

const dismissalCookie = async (page: Page, formId: number) =>
  (await page.context().cookies()).find((c) => c.name === `popup_form_dismissed_${formId}`);

describe('newsletter popup', () => {
  it('opens after its 2 s delay as a modal dialog; a subscription closes it for 182 days', async () => {
    const { page, errors } = await session();
    const started = Date.now();
    await page.goto(shopUrl('/newsletter/'));
    const dialog = page.getByRole('dialog', { name: 'Ten per cent off your first order' });
    await dialog.waitFor({ state: 'visible' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('form_first_name_2');
    await expectAccessible(page);
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Email').fill('ada.popup@example.com');
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByText('Check your inbox or spam folder to confirm your subscription.').waitFor();
    const cookie = (await dismissalCookie(page, 2))!;
    expect(cookie.value).toBe('1');
    expect(cookie.path).toBe('/');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(181 * DAY);
    expect(cookie.expires - Date.now() / 1000).toBeLessThan(183 * DAY);
    await page.reload();
    await page.waitForTimeout(3000);
    expect(await page.locator(POPUP).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('closing it (Escape) returns focus and keeps it closed for the session', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/newsletter/'));
    await page.getByRole('link', { name: 'Fixed bar' }).focus();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), POPUP)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fixed bar');
    const cookie = (await dismissalCookie(page, 2))!;
    expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 6 * DAY); // the form's 7 days
    await page.reload();
    await page.waitForTimeout(3000);
    expect(await page.locator(POPUP).isVisible()).toBe(false);
  });

  it('the close button is a named button', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/newsletter/slide-in/'));
    const close = page.locator('#mailpoet_form_4').getByRole('button', { name: 'Close' });
    await close.click();
    await expect.poll(() => page.locator('#mailpoet_form_4').isVisible()).toBe(false);
    const cookie = (await dismissalCookie(page, 4))!;
    expect(cookie.expires).toBe(-1); // a session cookie: the form sets no time
  });
});

describe('inline form in the footer', () => {
  const open = async (page: Page) => {
    await page.goto(shopUrl('/cart/'));
    const form = page.locator('#mailpoet_form_1');
    await reachFor(page, '#mailpoet_form_1', 'newsletter', 'focus', form.getByLabel('Email'));
    return form;
  };

  it('validates with the spec’s messages, then subscribes', async () => {
    const { page, errors } = await session();
    const form = await open(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('This value is required.').waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('First name').fill('Jo <b>');
    await form.getByLabel('Email').fill('jo.footer@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please specify a valid name.').waitFor();
    await form.getByLabel('First name').fill('Jo');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Check your inbox or spam folder to confirm your subscription.').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a server error is shown and the typed email is kept; a failed request gets the §8 message', async () => {
    const { page } = await session();
    const form = await open(page);
    await form.getByLabel('Email').fill('kept@example.com');
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('#mailpoet_form_1 input[name=token]')!.value = 'forged';
    });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('This form has expired. Please reload the page and try again.').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('kept@example.com');
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form
      .getByText('An error has happened while performing a request, the server has responded with response code 500')
      .waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('kept@example.com');
    expect(await form.locator('form').getAttribute('aria-busy')).toBeNull();
  });
});

describe('manage subscription', () => {
  it('is validated before it submits; the success notice shows after saving', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/newsletter/manage/?token=demo-manage-token-0001'));
    const form = page.locator('form.mailpoet-manage-subscription');
    await reachFor(page, 'form.mailpoet-manage-subscription', 'newsletter', 'focus', form.getByLabel('First name'));
    await form.getByLabel('First name').fill('see https://spam.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Addresses in names are not permitted, please add your name instead.').waitFor();
    expect(page.url()).toContain('token=');
    await form.getByLabel('First name').fill('Fan');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your preferences have been saved.').waitFor();
    await expectAccessible(page);
  });
});

describe('site forms', () => {
  it('password toggle: a named button that shows the password and keeps focus on the field', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/my-account/'));
    await page.locator('#password').fill('secret');
    await page.locator('form.woocommerce-form-login').getByRole('button', { name: 'Show password' }).click();
    expect(await page.locator('#password').getAttribute('type')).toBe('text');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.locator('#password').getAttribute('type')).toBe('password');
    await expectAccessible(page);
  });

  it('threaded reply: the form moves under the comment and the reply is stored with its parent', async () => {
    const { page } = await session();
    await page.goto(shopUrl(`/blog/${FIXTURES.blogPost.slug}/`));
    await islandMounted(page, '#respond', 'comment-reply');
    await page.getByRole('link', { name: 'Reply to Sam Okafor' }).first().click();
    expect(await page.evaluate(() => document.querySelector('#div-comment-1 + #respond') !== null)).toBe(true);
    expect(await page.locator('#comment_parent').inputValue()).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment');
    await page.locator('#comment').fill('A threaded reply from the browser');
    await page.locator('#author').fill('E2E Person');
    await page.locator('#email').fill('e2e@example.co.uk');
    await page.locator('#comment').press('Control+Enter');
    await page.waitForURL(/#comment-\d+$/);
    const id = /#comment-(\d+)$/.exec(page.url())![1];
    expect(await page.locator(`#comment-1 > ol.children > #comment-${id}`).textContent()).toContain(
      'A threaded reply from the browser',
    );
    await expectAccessible(page);
  });
});

describe('registration with an invisible captcha', () => {
  it('runs the captcha, then submits natively with the button’s name: the account is made and signed in', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/my-account/'));
    const form = page.locator('form.woocommerce-form-register');
    await islandMounted(page, 'form.woocommerce-form-register', 'register-captcha');
    await form.getByLabel('Email address').fill('captcha.e2e@example.co.uk');
    await form.locator('input#reg_password').fill('a-long-password');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/my-account/'));
    await form.getByRole('button', { name: 'Register' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('register')).toBe('Register');
    expect(body.get('g-recaptcha-response')).toMatch(/^\d+\./);
    await page.waitForURL(/\/my-account\/$/);
    await page
      .getByRole('link', { name: /log out/i })
      .first()
      .waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
