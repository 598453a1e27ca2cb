/**
 * Page snapshots: renders the shop's pages and HTML endpoints in-process and writes each answer (status, a few
 * headers, body) to a folder, with per-request randomness (nonces, session and intent ids, order keys, dates)
 * normalised. Run it before and after a change to the views and diff the folders: a refactor that is meant to
 * change no markup must leave them byte-identical.
 *
 *   npx tsx packages/shop-server/scripts/page-snapshots.ts /tmp/pages-before
 *   … change the views …
 *   npx tsx packages/shop-server/scripts/page-snapshots.ts /tmp/pages-after
 *   diff -r /tmp/pages-before /tmp/pages-after
 *
 * It crawls the same-origin links of every page it renders (skipping links that change state) and then walks
 * the stateful paths a crawl cannot reach: a basket, the wc-ajax fragments, a placed order, a logged-in
 * customer's account and checkout, and the payment double's authentication page.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_CUSTOMER, SEED_PENDING_ORDER } from '../src/db/migrations-checkout';
import { SEED_MANAGE_TOKEN } from '../src/db/migrations-newsletter';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../src/payments/config';
import { createIntent } from '../src/payments/payment-double/engine';
import { saveToken } from '../src/domain/payment-tokens';
import { Client, closeParsers, testShop } from '../src/test/helpers';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: page-snapshots.ts <output folder>');
  process.exit(2);
}

/** Replaces what differs between two runs over the same seed. */
function normalise(text: string): string {
  return text
    .replace(/\bnonce="[A-Za-z0-9+/=]+"/g, 'nonce="CSP"')
    .replace(/([?;]data=)[A-Za-z0-9%+/=]+/g, '$1BASE64') // the captcha's session, base64 JSON
    .replace(/'nonce-[A-Za-z0-9+/=]+'/g, "'nonce-CSP'")
    .replace(/\b(pi|pm|seti|ch|tok)_[0-9A-Za-z]+/g, '$1_ID')
    .replace(/share(=|%3D)[0-9a-f]+/g, 'share$1TOKEN') // the wishlist's share token, also URL-encoded
    .replace(/\b[0-9a-f]{24,64}\b/g, 'HEX')
    .replace(/\b[0-9a-f]{10}\b/g, 'NONCE')
    .replace(/\bwc_order_[0-9A-Za-z]{13}\b/g, 'wc_order_KEY')
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g, 'DATETIME')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'DATE')
    .replace(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/g,
      'DATE',
    )
    .replace(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{4}/g, 'DATE');
}

let count = 0;
const seen = new Set<string>();

/** Sends a request and writes its answer; returns the body. */
async function snap(c: Client, label: string, path: string, init?: RequestInit): Promise<string> {
  const res = await c.request(path, init);
  const body = await res.text();
  const headers = ['content-type', 'location'].map((h) => `${h}: ${normalise(res.headers.get(h) ?? '')}`);
  const name = normalise(`${String(++count).padStart(3, '0')}-${label}-${path}`)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 120);
  writeFileSync(
    join(outDir!, name),
    normalise([`${init?.method ?? 'GET'} ${path} ${res.status}`, ...headers, '', body].join('\n')),
  );
  return body;
}

/** POSTs form fields through {@link snap}. */
function snapForm(c: Client, label: string, path: string, fields: Record<string, string | number>): Promise<string> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  return snap(c, label, path, { method: 'POST', body, headers });
}

/** Links that change state (or leave the HTML pages) are not followed. */
const SKIP =
  /add-to-cart|remove_|_wpnonce|logout|delete-|set-default|wc-ajax|\/assets\/|\/media\/|\/theme\/|\/docs\/|\.js|\.css|\.pdf|#/;

/** Renders `start` and every same-origin page reachable from it, breadth first, up to `limit` pages. */
async function crawl(c: Client, label: string, start: string[], limit = 400): Promise<void> {
  const queue = [...start];
  let done = 0;
  while (queue.length && done < limit) {
    const path = queue.shift()!;
    const key = `${label} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    done++;
    const body = await snap(c, label, path);
    for (const m of body.matchAll(/href="(\/[^"]*)"/g)) {
      const href = m[1]!.replace(/&amp;/g, '&');
      if (!href.startsWith('//') && !SKIP.test(href) && !seen.has(`${label} ${href}`)) queue.push(href);
    }
  }
}

const API_HEADERS = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}`, 'Content-Type': 'application/json' };

/** A card payment method of the payment double. */
async function paymentMethod(c: Client, number: string): Promise<string> {
  const res = await c.request(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
      billing_details: { name: 'Ada <Lovelace>', email: 'ada@example.co.uk' },
    }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** The first value of `name=`/`id=` input or JSON field matching the pattern. */
const find = (html: string, re: RegExp): string => re.exec(html)?.[1] ?? '';

async function main(): Promise<void> {
  rmSync(outDir!, { recursive: true, force: true });
  mkdirSync(outDir!, { recursive: true });
  const shop = await testShop();
  try {
    // A visitor with an empty basket, everywhere the links go.
    const guest = new Client(shop.app);
    await crawl(guest, 'guest', [
      '/',
      '/shop/',
      '/shop/?orderby=price',
      '/shop/?orderby=popularity',
      '/?s=linen',
      '/?s=zzzz',
      '/?s=<b>x</b>',
      '/product/art-print/?attribute_pa_size=a4&attribute_pa_type=framed',
      '/blog/',
      '/portfolio/',
      '/terms/',
      '/catalogue/',
      '/flip-book/catalogue/',
      '/flip-book/lookbook/',
      '/newsletter/',
      '/newsletter/bar/',
      '/newsletter/slide-in/',
      '/newsletter/preview/',
      `/newsletter/manage/?token=${SEED_MANAGE_TOKEN}`,
      '/wishlist/',
      '/quick-view/101/',
      '/quick-view/102/',
      '/my-account/',
      '/wp-login.php',
      '/wp-login.php?action=register',
      '/wp-login.php?action=register&checkemail=registered',
      '/cart/',
      '/checkout/',
      '/no-such-page/',
      '/shop/?with-jquery=1',
      '/media/art-print-1-300x300.svg',
      '/media/art-print-1-100x100.svg',
      '/theme/favicon.svg',
      '/checkout/order-received/',
      '/checkout/order-received/901/?key=wrong',
      '/cart/?remove_item=nope&_wpnonce=0000000000',
      '/my-account/delete-payment-method/1/?_wpnonce=0000000000',
      '/quick-view/999999/',
      '/product/no-such-product/',
    ]);

    // A basket: simple and variable items, then the fragments and the basket and checkout pages.
    const buyer = new Client(shop.app);
    await snapForm(buyer, 'buyer', '/?wc-ajax=add_to_cart', { product_id: 102, quantity: 2 });
    await snapForm(buyer, 'buyer', '/?wc-ajax=add_to_cart', {
      product_id: 101,
      variation_id: 1001,
      quantity: 1,
      attribute_pa_size: 'a5',
      attribute_pa_type: 'giclee',
    });
    await snapForm(buyer, 'buyer', '/?wc-ajax=get_refreshed_fragments', {});
    await snapForm(buyer, 'buyer', '/?wc-ajax=get_variation', {
      product_id: 101,
      attribute_pa_size: 'a4',
      attribute_pa_type: 'giclee',
    });
    await snap(buyer, 'buyer', '/?wc-ajax=get_cart_totals');
    const cartPage = await snap(buyer, 'buyer', '/cart/');
    const cartNonce = find(cartPage, /name="woocommerce-cart-nonce" value="([0-9a-f]{10})"/);
    const checkout = await snap(buyer, 'buyer', '/checkout/');
    const param = (name: string): string => find(checkout, new RegExp(`"${name}":"([0-9a-f]{10})"`));
    await snapForm(buyer, 'buyer', '/?wc-ajax=apply_coupon', {
      security: param('apply_coupon_nonce'),
      coupon_code: 'welcome10',
    });
    await snapForm(buyer, 'buyer', '/?wc-ajax=apply_coupon', {
      security: param('apply_coupon_nonce'),
      coupon_code: 'nope',
    });
    await snap(buyer, 'buyer', '/cart/');
    await snapForm(buyer, 'buyer', '/?wc-ajax=update_order_review', {
      security: param('update_order_review_nonce'),
      country: 'GB',
      postcode: 'BS1 4DJ',
      'shipping_method[0]': 'flat_rate:1',
      payment_method: 'cod',
    });
    await snapForm(buyer, 'buyer', '/?wc-ajax=get_refreshed_fragments', {});
    // The buyer's wishlist: a product and a variation, the block endpoint, the page and the shared list.
    const listing = await buyer.text('/shop/');
    const wl = JSON.parse(find(listing, /var alg_wc_wl_ajax = (\{.*?\});/) || '{}') as Record<string, string>;
    for (const id of [102, 1001]) {
      await snapForm(buyer, 'buyer', '/wp-admin/admin-ajax.php', {
        action: 'alg_wc_wl_toggle_item',
        nonce: wl.toggle_nonce ?? '',
        alg_wc_wl_item_id: id,
      });
    }
    await snapForm(buyer, 'buyer', '/wp-admin/admin-ajax.php', {
      action: 'alg_wc_wl_pro_get_wish_list_sc',
      nonce: wl.nonce ?? '',
    });
    const wishlist = await snap(buyer, 'buyer', '/wishlist/');
    const share = find(wishlist, /value="https?:\/\/[^/"]+(\/wishlist\/\?share=[^"]+)"/);
    if (share) await snap(new Client(shop.app), 'visitor', share.replace(/&amp;/g, '&'));
    else console.error('no share link on the wishlist page');
    await crawl(buyer, 'buyer', ['/', '/shop/', '/product/art-print/', '/product/greeting-card/', '/wishlist/']);
    if (cartNonce) {
      await snapForm(buyer, 'buyer', '/cart/', { 'woocommerce-cart-nonce': cartNonce, update_cart: 'Update basket' });
    }
    const processNonce = find(checkout, /id="woocommerce-process-checkout-nonce" name="[^"]+" value="([0-9a-f]{10})"/);
    await snapForm(buyer, 'buyer', '/?wc-ajax=checkout', {
      billing_first_name: 'Ada',
      billing_last_name: 'Lovelace',
      billing_country: 'GB',
      billing_address_1: '1 Analytical Row',
      billing_city: 'Bristol',
      billing_postcode: 'bs1 4dj',
      billing_phone: '+44 117 496 0123',
      billing_email: 'not-an-email',
      'shipping_method[0]': 'flat_rate:1',
      payment_method: 'cod',
      'woocommerce-process-checkout-nonce': processNonce,
    });
    const placed = await snapForm(buyer, 'buyer', '/?wc-ajax=checkout', {
      billing_first_name: 'Ada',
      billing_last_name: 'Lovelace',
      billing_country: 'GB',
      billing_address_1: '1 Analytical Row',
      billing_city: 'Bristol',
      billing_postcode: 'bs1 4dj',
      billing_phone: '+44 117 496 0123',
      billing_email: 'ada@example.co.uk',
      order_comments: 'Leave <by> the door',
      'shipping_method[0]': 'flat_rate:1',
      payment_method: 'cod',
      terms: 'on',
      'terms-field': '1',
      'woocommerce-process-checkout-nonce': processNonce,
    });
    const received = find(placed, /"redirect":"([^"]+)"/).replace(/\\\//g, '/');
    if (received) await snap(buyer, 'buyer', received);
    await snap(buyer, 'buyer', '/cart/');

    // Shoppers abroad: Ireland through the basket's shipping calculator (a county list), and billing addresses
    // in other countries through a refused checkout (the form keeps what was posted).
    const irish = new Client(shop.app);
    await irish.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 });
    const basket = await irish.text('/cart/');
    await snapForm(irish, 'abroad-IE', '/cart/', {
      calc_shipping: '1',
      calc_shipping_country: 'IE',
      calc_shipping_state: 'D',
      calc_shipping_city: 'Dublin',
      calc_shipping_postcode: 'D02 X285',
      'woocommerce-shipping-calculator-nonce': find(
        basket,
        /name="woocommerce-shipping-calculator-nonce" value="(\w+)"/,
      ),
    });
    await snap(irish, 'abroad-IE', '/cart/');
    await snap(irish, 'abroad-IE', '/checkout/');
    for (const country of ['US', 'DE', 'FR', 'JP']) {
      const abroad = new Client(shop.app);
      await abroad.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 });
      const form = await abroad.text('/checkout/');
      await snapForm(abroad, `abroad-${country}`, '/?wc-ajax=checkout', {
        billing_first_name: 'Ada',
        billing_country: country,
        billing_state: country === 'US' ? 'CA' : '',
        billing_postcode: '12345',
        'woocommerce-process-checkout-nonce': find(
          form,
          /id="woocommerce-process-checkout-nonce" name="[^"]+" value="(\w+)"/,
        ),
      });
      await snap(abroad, `abroad-${country}`, '/checkout/');
    }

    // The seeded customer, logged in, with two saved cards.
    for (const number of ['4242424242424242', '4000002760003184']) {
      await saveToken(shop.db, SEED_CUSTOMER.id, await paymentMethod(new Client(shop.app), number));
    }
    const customer = new Client(shop.app);
    const account = await customer.text('/my-account/');
    const loginNonce = find(account, /id="woocommerce-login-nonce" name="[^"]+" value="([0-9a-f]{10})"/);
    await snapForm(customer, 'customer', '/my-account/', {
      login: 'Login',
      username: 'customer',
      password: 'customer-password',
      'woocommerce-login-nonce': loginNonce,
      redirect: '/my-account/',
    });
    await crawl(customer, 'customer', [
      '/my-account/',
      '/my-account/orders/',
      '/my-account/payment-methods/',
      '/my-account/add-payment-method/',
      `/checkout/order-pay/${SEED_PENDING_ORDER.id}/?pay_for_order=true&key=${SEED_PENDING_ORDER.key}`,
      `/checkout/order-received/${SEED_PENDING_ORDER.id}/?key=${SEED_PENDING_ORDER.key}`,
      '/wishlist/',
    ]);
    await snapForm(customer, 'customer', '/?wc-ajax=add_to_cart', { product_id: 103, quantity: 1 });
    await snap(customer, 'customer', '/checkout/');
    await snap(customer, 'customer', '/cart/');

    // Forms that answer with a page: the manage-subscription form saved and refused, a comment.
    const reader = new Client(shop.app);
    const manage = { token: SEED_MANAGE_TOKEN, 'data[first_name]': 'Fanny', 'data[last_name]': '' };
    await snapForm(reader, 'reader', '/newsletter/manage/', {
      ...manage,
      'data[status]': 'unsubscribed',
      save: 'Save',
    });
    await snap(reader, 'reader', `/newsletter/manage/?token=${SEED_MANAGE_TOKEN}&saved=1`);
    await snapForm(reader, 'reader', '/newsletter/manage/', { ...manage, 'data[first_name]': '<x>', save: 'Save' });
    await snapForm(reader, 'reader', '/wp-comments-post.php', {
      comment_post_ID: 3001,
      comment_parent: 0,
      author: 'Ada <b>',
      email: 'ada@example.co.uk',
      comment: 'A comment\nover two lines & <i>markup</i>',
    });
    await snap(reader, 'reader', '/blog/how-we-print-our-giclee-art-prints/');

    // The site-wide settings the environment chooses (read per request): a time-hidden banner with ads, another
    // store notice, coming-soon mode (the signed-in customer sees its banner); and a visitor who consented.
    const env = { CONSENT_BANNER: 'time', CONSENT_ADS: '1', STORE_NOTICE: 'Sale <now> & more', COMING_SOON: '1' };
    const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    try {
      await snap(customer, 'settings', '/');
      const consented = new Client(shop.app);
      consented.cookies.set('wp_consent_statistics', 'allow');
      await snap(consented, 'settings', '/shop/');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }

    // The payment double's authentication page.
    const payer = new Client(shop.app);
    const pm = await paymentMethod(payer, '4000002760003184');
    const intent = await createIntent(shop.db, { kind: 'payment', amount: 2500, currency: 'GBP' });
    const confirmed = await payer.request(`${PAYMENT_DOUBLE_API_BASE}/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ client_secret: intent.client_secret, payment_method: pm, return_url: '/checkout/#x' }),
    });
    const next = (await confirmed.json()) as { next_action?: { redirect_to_url?: { url: string } } };
    const authUrl = next.next_action?.redirect_to_url?.url;
    if (authUrl) {
      await snap(payer, 'payer', authUrl);
      // Without the form's token (refused), and an intent the double does not know (gone).
      await snapForm(payer, 'payer', authUrl.split('?')[0]!, { outcome: 'complete', token: 'x', return_url: '/' });
      await snap(payer, 'payer', '/payment-double/authenticate/pi_unknown?token=x&return_url=%2Fcheckout%2F');
    } else console.error('no authentication page: the confirmation needed no action');
  } finally {
    await shop.close();
    await closeParsers();
  }
  console.log(`${count} answers written to ${outDir}`);
}

await main();
