/**
 * WooCommerce 10's classic front-end scripts, for the side-by-side bench (side-by-side.ts): which files each page
 * loads, in WordPress's order, and how to get them. They are never committed: `npx tsx scripts/bench/side-by-side.ts
 * --fetch <woocommerce> <wordpress>` copies them into `.bench-classic/` (ignored by git) from a WooCommerce and a
 * WordPress checkout or bare git mirror (e.g. the `fetch` tool's `WP-a2z+woocommerce/repo` and
 * `johnpbloch+wordpress-core/repo`). jQuery is the project's own dev dependency.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the fetched scripts live (git-ignored). */
export const CLASSIC_DIR = path.resolve('.bench-classic');

/** A script: its file name in {@link CLASSIC_DIR} and where it comes from. */
interface ClassicScript {
  file: string;
  from: 'woocommerce' | 'wordpress' | 'jquery';
  source: string;
}

const wc = (file: string, source: string): ClassicScript => ({ file, from: 'woocommerce', source });
const JQUERY: ClassicScript = {
  file: 'jquery.min.js',
  from: 'jquery',
  source: 'node_modules/jquery/dist/jquery.min.js',
};
const COMMON = [
  JQUERY,
  wc('jquery.blockUI.min.js', 'assets/js/jquery-blockui/jquery.blockUI.min.js'),
  wc('js.cookie.min.js', 'assets/js/js-cookie/js.cookie.min.js'),
  wc('woocommerce.min.js', 'assets/js/frontend/woocommerce.min.js'),
  wc('sourcebuster.min.js', 'assets/js/sourcebuster/sourcebuster.min.js'),
  wc('order-attribution.min.js', 'assets/js/frontend/order-attribution.min.js'),
];

/** What WooCommerce 10 enqueues on each page with the Storefront theme (payment gateways' scripts left out). */
export const CLASSIC_PAGES: Record<'product' | 'checkout', ClassicScript[]> = {
  product: [
    ...COMMON,
    wc('add-to-cart.min.js', 'assets/js/frontend/add-to-cart.min.js'),
    wc('cart-fragments.min.js', 'assets/js/frontend/cart-fragments.min.js'),
    { file: 'underscore.min.js', from: 'wordpress', source: 'wp-includes/js/underscore.min.js' },
    { file: 'wp-util.min.js', from: 'wordpress', source: 'wp-includes/js/wp-util.min.js' },
    wc('add-to-cart-variation.min.js', 'assets/js/frontend/add-to-cart-variation.min.js'),
    wc('jquery.zoom.min.js', 'assets/js/zoom/jquery.zoom.min.js'),
    wc('jquery.flexslider.min.js', 'assets/js/flexslider/jquery.flexslider.min.js'),
    wc('photoswipe.min.js', 'assets/js/photoswipe/photoswipe.min.js'),
    wc('photoswipe-ui-default.min.js', 'assets/js/photoswipe/photoswipe-ui-default.min.js'),
    wc('single-product.min.js', 'assets/js/frontend/single-product.min.js'),
  ],
  checkout: [
    ...COMMON,
    wc('cart-fragments.min.js', 'assets/js/frontend/cart-fragments.min.js'),
    wc('selectWoo.full.min.js', 'assets/js/selectWoo/selectWoo.full.min.js'),
    wc('country-select.min.js', 'assets/js/frontend/country-select.min.js'),
    wc('address-i18n.min.js', 'assets/js/frontend/address-i18n.min.js'),
    wc('checkout.min.js', 'assets/js/frontend/checkout.min.js'),
  ],
};

/** Whether every classic script is in {@link CLASSIC_DIR}. */
export function classicScriptsPresent(): boolean {
  return Object.values(CLASSIC_PAGES).every((list) => list.every((s) => existsSync(path.join(CLASSIC_DIR, s.file))));
}

/** Reads `file` from a checkout folder or a bare git repository (its HEAD). */
function readFrom(root: string, file: string): Buffer {
  if (existsSync(path.join(root, file))) return readFileSync(path.join(root, file));
  return execFileSync('git', ['--git-dir', root, 'show', `HEAD:${file}`], { maxBuffer: 64 << 20 });
}

/** Copies the classic scripts into {@link CLASSIC_DIR} from a WooCommerce and a WordPress source. */
export function fetchClassicScripts(woocommerce: string, wordpress: string): void {
  mkdirSync(CLASSIC_DIR, { recursive: true });
  for (const s of new Map(Object.values(CLASSIC_PAGES).flatMap((l) => l.map((x) => [x.file, x] as const))).values()) {
    const target = path.join(CLASSIC_DIR, s.file);
    if (s.from === 'jquery') copyFileSync(s.source, target);
    else writeFileSync(target, readFrom(s.from === 'woocommerce' ? woocommerce : wordpress, s.source));
  }
  writeFileSync(
    path.join(CLASSIC_DIR, 'README.txt'),
    'WooCommerce and WordPress scripts for scripts/bench/side-by-side.ts. Not part of this project; never commit.\n',
  );
}
