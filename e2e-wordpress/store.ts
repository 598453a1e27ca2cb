/**
 * Helpers for the WordPress plugin's tests on a real store (`npm run test:wordpress`; the *.e2e.ts files here).
 * The store is ../shared/realwc (see its README: `PLUGIN_DIR=… ./setup.sh`), at http://127.0.0.1:8088/ or
 * REALWC_URL. Without a store answering there, `up` is false and every test file skips itself.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

/** The store's address. */
export const BASE = (process.env.REALWC_URL ?? 'http://127.0.0.1:8088/').replace(/\/?$/, '/');
/** A path on the store as a full URL. */
export const url = (path: string) => new URL(path.replace(/^\//, ''), BASE).href;

async function storeAnswers(): Promise<boolean> {
  try {
    const res = await fetch(url('/shop/'), { signal: AbortSignal.timeout(5000) });
    return res.ok && (await res.text()).includes('storefront-islands-loader');
  } catch {
    return false;
  }
}

/** Whether a store with the plugin answers (tests skip without one). */
export const up = await storeAnswers();
if (!up)
  console.warn(
    `[test:wordpress] skipped: no WordPress store with the Storefront islands plugin answers at ${BASE} ` +
      '(start one: cd ../shared/realwc && MIRROR_ROOT=… PLUGIN_DIR=$PWD/packages/wordpress-plugin ./setup.sh; see its README)',
  );

/** WooCommerce's script files the islands replace (by the file name WooCommerce serves). */
export const REPLACED: Record<string, RegExp> = {
  'wc-add-to-cart': /\/frontend\/add-to-cart(\.min)?\.js/,
  'wc-cart-fragments': /\/frontend\/cart-fragments(\.min)?\.js/,
  'wc-add-to-cart-variation': /\/frontend\/add-to-cart-variation(\.min)?\.js/,
  'wc-single-product': /\/frontend\/single-product(\.min)?\.js/,
  'wc-cart': /\/frontend\/cart(\.min)?\.js/,
  'wc-checkout': /\/frontend\/checkout(\.min)?\.js/,
  'wc-country-select': /\/frontend\/country-select(\.min)?\.js/,
  'wc-address-i18n': /\/frontend\/address-i18n(\.min)?\.js/,
  'wc-order-attribution': /\/frontend\/order-attribution(\.min)?\.js/,
  flexslider: /jquery\.flexslider(\.min)?\.js/,
  zoom: /jquery\.zoom(\.min)?\.js/,
  photoswipe: /photoswipe\/photoswipe(-ui-default)?(\.min)?\.js/,
  selectWoo: /selectWoo\.full(\.min)?\.js/,
  'sourcebuster-js': /sourcebuster(\.min)?\.js/,
  'wp-util': /wp-util(\.min)?\.js/,
  woocommerce: /\/frontend\/woocommerce(\.min)?\.js/,
  'jquery-blockui': /jquery\.blockUI(\.min)?\.js/,
  'js-cookie': /js-cookie\/js\.cookie(\.min)?\.js/,
};

/** Runs PHP on the store from the command line (WordPress loaded: the store's own code, its database); its stdout. */
export function php(code: string): string {
  const bootstrap = path.resolve(import.meta.dirname, '../../shared/realwc/php/bootstrap.php');
  return execFileSync('php', ['-r', `require ${JSON.stringify(bootstrap)}; ${code}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
}

/** Sets a WordPress option on the store. */
export function setOption(name: string, value: string) {
  php(`update_option(${JSON.stringify(name)}, ${JSON.stringify(value)});`);
}

export interface Visit {
  page: Page;
  /** Script responses, gzipped size (the PHP server sends them uncompressed). */
  scripts: { url: string; bytes: number }[];
  errors: string[];
}

let browser: Browser;
let context: BrowserContext;

/**
 * Launches Chromium for the calling test file (one browser context: one basket across its pages) and closes it
 * after the file. Call once at the top of each test file.
 */
export function openStoreForFile() {
  beforeAll(async () => {
    if (!up) return;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** A new page in the file's shared context (for routes or init scripts set before `visit`). */
export const newPage = () => context.newPage();

/** A fresh browser context (its own basket and cookies); the caller closes it. */
export const newContext = () => browser.newContext({ viewport: { width: 1280, height: 900 } });

/** Opens a page in the shared context (one basket across pages), recording script responses and script errors. */
export async function visit(path: string, page?: Page): Promise<Visit> {
  const p = page ?? (await context.newPage());
  const v: Visit = { page: p, scripts: [], errors: [] };
  p.on('pageerror', (e) => v.errors.push(String(e)));
  p.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) v.errors.push(m.text());
  });
  p.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    v.scripts.push({ url: res.url(), bytes: gzipSync(body).length });
  });
  await p.goto(url(path), { waitUntil: 'load' });
  await p.waitForLoadState('networkidle');
  return v;
}

/** Polling options for outcomes that wait on the store (a PHP server, slower than the reference shop). */
export const SLOW = { timeout: 15_000 };

/** Waits until an element matching `selector` says `island` mounted on it. */
export async function mounted(page: Page, selector: string, island: string) {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .evaluateAll(
            (els, name) => els.some((e) => (e.getAttribute('data-island-mounted') ?? '').split(' ').includes(name)),
            island,
          ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/**
 * Hovers the first element matching `selector`, as a shopper reaching for it does: islands that mount on interaction
 * (add-to-cart) mount then.
 */
export async function reachFor(page: Page, selector: string) {
  await page.locator(selector).first().hover();
}

/** The replaced WooCommerce scripts this visit loaded (handle names). */
export const replacedLoaded = (v: Visit) =>
  Object.keys(REPLACED).filter((h) => v.scripts.some((s) => REPLACED[h]!.test(s.url)));

/** The loader is there once, no replaced script loaded, the named `*_params` globals kept, no script error. */
export async function expectCommon(v: Visit, params: string[]) {
  expect(await v.page.locator('script[type=module][src*="/dist/loader.js"]').count()).toBe(1);
  expect(replacedLoaded(v)).toEqual([]);
  for (const name of params)
    expect(await v.page.evaluate((n) => typeof (window as unknown as Record<string, unknown>)[n], name), name).toBe(
      'object',
    );
  expect(v.errors).toEqual([]);
}

/** Logs the page's script bytes (gz): islands, WooCommerce, jQuery, the rest. */
export function report(label: string, v: Visit) {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const islands = v.scripts.filter((s) => /\/dist\/(loader|islands\/|chunks\/)/.test(s.url));
  const jquery = v.scripts.filter((s) => /\/jquery(-migrate)?(\.min)?\.js/.test(s.url));
  const wc = v.scripts.filter(
    (s) => /\/plugins\/woocommerce\/|\/wp-includes\/js\/(wp-util|underscore)/.test(s.url) && !jquery.includes(s),
  );
  const rest = v.scripts.filter((s) => !islands.includes(s) && !jquery.includes(s) && !wc.includes(s));
  const sum = (l: { bytes: number }[]) => l.reduce((a, s) => a + s.bytes, 0);
  const names = (l: { url: string }[]) => l.map((s) => s.url.split('/').pop()?.split('?')[0]).join(', ');
  console.log(
    `[test:wordpress] ${label} (gz): islands ${kb(sum(islands))} kB (${islands.length} files), WooCommerce ${kb(sum(wc))} kB (${names(wc)}), ` +
      `jQuery ${kb(sum(jquery))} kB, theme and others ${kb(sum(rest))} kB (${names(rest)})`,
  );
}

/**
 * Sets one of the plugin's checkboxes on its settings page (as admin, through the form: capability and nonce checked
 * by WooCommerce), runs `body`, then sets it back on.
 */
export async function withSetting(id: string, on: boolean, body: () => Promise<void>) {
  const admin = await browser.newContext();
  const page = await admin.newPage();
  const set = async (value: boolean) => {
    await page.goto(url('/wp-admin/admin.php?page=wc-settings&tab=advanced&section=storefront_islands'));
    if (await page.getByText('There has been a critical error').count())
      throw new Error(
        'wp-admin answers with a critical error. On a fresh ../shared/realwc store WooCommerce 10.0.2 fails its first-admin-visit task ' +
          '(maybe_enable_hpos requires src/Caching/WPCacheEngine.php, the file is WpCacheEngine.php); see wp-content/debug log. ' +
          'Work-around: php -r \'$_SERVER["HTTP_HOST"]="127.0.0.1:8088"; require "wp-load.php"; update_option("woocommerce_newly_installed","no");\' in the store\'s www/',
      );
    await page.locator(`#${id}`).setChecked(value);
    await Promise.all([page.waitForNavigation(), page.locator('button[name=save]').click()]);
    expect(await page.locator(`#${id}`).isChecked()).toBe(value);
  };
  await page.goto(url('/wp-login.php'));
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', 'admin');
  await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
  try {
    await set(on);
    await body();
  } finally {
    await set(true);
    await admin.close();
  }
}
