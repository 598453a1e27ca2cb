import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../messages';
import { SEED_MANAGE_TOKEN } from '../db/migrations-newsletter';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

/** A visitor who loaded a page: its client and the form's fields as the page printed them. */
async function visitor(path = '/newsletter/', formId = 2) {
  const c = new Client(shop.app);
  const doc = parseHtml(await c.text(path));
  const form = doc.querySelector<HTMLFormElement>(`#mailpoet_form_${formId} form`)!;
  const fields = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[name]')].map((i) => [i.name, i.value]),
  );
  return { c, doc, fields };
}
const subscribe = (c: Client, fields: Record<string, string>) =>
  c.postForm('/wp-admin/admin-ajax.php', {
    action: 'mailpoet',
    api_version: fields.api_version!,
    token: fields.token!,
    endpoint: 'subscribers',
    method: 'subscribe',
    ...Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('data['))),
  });
const count = async (email: string) =>
  (
    await shop.db.query<{ n: number }>('select count(*)::int as n from newsletter_subscribers where email = $1', [
      email,
    ])
  ).rows[0]!.n;

describe('pages', () => {
  it('every page has the footer form with a token and MailPoetForm', async () => {
    const c = new Client(shop.app);
    const doc = parseHtml(await c.text('/cart/'));
    const widget = doc.querySelector('footer div.mailpoet_form.mailpoet_form_widget form.mailpoet_form_form')!;
    expect(widget.querySelector<HTMLInputElement>('input[name=token]')!.value).toMatch(/\w{6,}/);
    expect(doc.querySelector('#storefront-globals')!.textContent).toContain(
      'var MailPoetForm = {"ajax_url":"/wp-admin/admin-ajax.php"',
    );
  });

  it('the demo pages print a popup (delay, exit intent, overlay, close icon), a captcha form, a bar, a slide-in and a preview', async () => {
    const { doc } = await visitor();
    const popup = doc.querySelector('div.mailpoet_form_popup')!;
    expect(popup.previousElementSibling!.classList.contains('mailpoet_form_popup_overlay')).toBe(true);
    const form = popup.querySelector('form')!;
    expect(form.getAttribute('data-delay')).toBe('2');
    expect(form.getAttribute('data-exit-intent-enabled')).toBe('1');
    expect(popup.querySelector('.mailpoet_form_close_icon')).not.toBeNull();
    expect(doc.querySelector('#mailpoet_form_6 img.mailpoet_captcha')).not.toBeNull();
    const c = new Client(shop.app);
    expect(parseHtml(await c.text('/newsletter/bar/')).querySelector('div.mailpoet_form_fixed_bar')).not.toBeNull();
    expect(parseHtml(await c.text('/newsletter/slide-in/')).querySelector('div.mailpoet_form_slide_in')).not.toBeNull();
    const preview = parseHtml(await c.text('/newsletter/preview/')).querySelector('div.mailpoet_form_popup')!;
    expect(preview.getAttribute('data-is-preview')).toBe('1');
  });
});

describe('POST admin-ajax.php action=mailpoet', () => {
  it('stores a subscription; subscribing twice is the same subscription', async () => {
    const { c, fields } = await visitor();
    fields['data[form_field_email]'] = 'New.Reader@Example.com';
    fields['data[form_field_first_name]'] = 'Reader';
    const res = await subscribe(c, fields);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: {}, meta: {} });
    expect((await subscribe(c, fields)).status).toBe(200);
    expect(await count('new.reader@example.com')).toBe(1);
  });

  it('refuses an invalid email with a server error in MailPoet’s shape', async () => {
    const { c, fields } = await visitor();
    fields['data[form_field_email]'] = 'not-an-email';
    const res = await subscribe(c, fields);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ error: 'bad_request', message: NEWSLETTER_MESSAGES.badEmail }],
      meta: {},
    });
  });

  it('refuses bad names, unknown forms, a foreign token and oversized input', async () => {
    const { c, fields } = await visitor();
    const message = async (patch: Record<string, string>) => {
      const res = await subscribe(c, { ...fields, 'data[form_field_email]': 'ok@example.com', ...patch });
      return ((await res.json()) as { errors?: Array<{ message: string }> }).errors?.map((e) => e.message);
    };
    expect(await message({ 'data[form_field_first_name]': 'Jo <b>' })).toEqual([NEWSLETTER_MESSAGES.badName]);
    expect(await message({ 'data[form_field_first_name]': 'see http://spam.example' })).toEqual([
      NEWSLETTER_MESSAGES.nameUrl,
    ]);
    expect(await message({ 'data[form_field_first_name]': 'x'.repeat(101) })).toEqual([NEWSLETTER_MESSAGES.badName]);
    expect(await message({ 'data[form_field_email]': `${'a'.repeat(150)}@example.com` })).toEqual([
      NEWSLETTER_MESSAGES.badEmail,
    ]);
    expect(await message({ 'data[form_id]': '99' })).toEqual([NEWSLETTER_MESSAGES.badForm]);
    expect(await message({ token: 'forged' })).toEqual([NEWSLETTER_MESSAGES.expired]);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`data[x${i}]`, '1']));
    expect(await message(many)).toEqual([NEWSLETTER_MESSAGES.badRequest]);
    // Another visitor's token is refused too.
    const other = await visitor();
    expect(await message({ token: other.fields.token! })).toEqual([NEWSLETTER_MESSAGES.expired]);
  });

  it('the honeypot: answered as usual, nothing stored', async () => {
    const { c, fields } = await visitor();
    const res = await subscribe(c, { ...fields, 'data[form_field_email]': 'bot@example.com', 'data[email]': 'x@y.zz' });
    expect(res.status).toBe(200);
    expect(await count('bot@example.com')).toBe(0);
  });

  it('a captcha form needs the double’s phrase; a wrong one asks for a refresh', async () => {
    const { c, fields } = await visitor('/newsletter/', 6);
    const session = fields['data[captcha_session_id]']!;
    const data = Buffer.from(JSON.stringify({ captcha_session_id: session })).toString('base64');
    const wrong = await subscribe(c, {
      ...fields,
      'data[form_field_email]': 'cap@example.com',
      'data[captcha]': 'nope',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      errors: [{ error: 'bad_request', message: NEWSLETTER_MESSAGES.captcha }],
      meta: { refresh_captcha: true },
    });
    const refresh = await c.request(
      `/newsletter/?mailpoet_router&endpoint=captcha&action=refresh&data=${encodeURIComponent(data)}&cachebust=1`,
    );
    expect(refresh.status).toBe(200);
    const svg = await c.text(
      `/?mailpoet_router&endpoint=captcha&action=image&data=${encodeURIComponent(data)}&cachebust=2`,
    );
    const phrase = /data-phrase="(\w+)"/.exec(svg)![1]!;
    const ok = await subscribe(c, {
      ...fields,
      'data[form_field_email]': 'cap@example.com',
      'data[captcha]': phrase.toUpperCase(),
    });
    expect(ok.status).toBe(200);
    expect(await count('cap@example.com')).toBe(1);
    expect((await c.request('/?mailpoet_router&endpoint=captcha&action=image&data=%%%')).status).toBe(400);
  });

  it('refuses other endpoints and methods', async () => {
    const { c, fields } = await visitor();
    const res = await c.postForm('/wp-admin/admin-ajax.php', {
      action: 'mailpoet',
      token: fields.token!,
      api_version: 'v1',
      endpoint: 'subscribers',
      method: 'delete',
    });
    expect(res.status).toBe(400);
  });
});

describe('native post and manage subscription', () => {
  it('admin-post.php subscribes and goes back with a notice', async () => {
    const { c, fields } = await visitor();
    const res = await c.postForm(
      '/wp-admin/admin-post.php?action=mailpoet_subscription_form',
      { ...fields, 'data[form_field_email]': 'native@example.com' },
      { Referer: 'http://localhost/newsletter/' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/newsletter/');
    expect(await count('native@example.com')).toBe(1);
    expect(await c.text('/newsletter/')).toContain(NEWSLETTER_MESSAGES.success);
  });

  it('the manage page saves names and status; bad names are refused; unknown tokens are 404', async () => {
    const c = new Client(shop.app);
    const doc = parseHtml(await c.text(`/newsletter/manage/?token=${SEED_MANAGE_TOKEN}`));
    expect(doc.querySelector('form.mailpoet-manage-subscription #manage_email')!.getAttribute('value')).toBe(
      'fan@example.com',
    );
    const save = await c.postForm('/newsletter/manage/', {
      token: SEED_MANAGE_TOKEN,
      'data[first_name]': 'Fanny',
      'data[last_name]': '',
      'data[status]': 'unsubscribed',
      save: 'Save',
    });
    expect(save.status).toBe(303);
    const after = parseHtml(await c.text(save.headers.get('location')!));
    expect(after.querySelector('.mailpoet-submit-success')!.textContent).toBe(NEWSLETTER_MESSAGES.saved);
    expect(after.querySelector<HTMLSelectElement>('#manage_status option[selected]')!.getAttribute('value')).toBe(
      'unsubscribed',
    );
    const bad = await c.postForm('/newsletter/manage/', {
      token: SEED_MANAGE_TOKEN,
      'data[first_name]': '<x>',
      'data[status]': 'subscribed',
    });
    expect(bad.status).toBe(400);
    expect((await c.request('/newsletter/manage/?token=nope-nope-nope')).status).toBe(404);
  });
});
