/**
 * Fuzzing what the islands read from the page itself rather than from their markup: the URL's query string (order
 * attribution's utm_* and click ids, listing filters and ordering, `add-to-cart`), its hash (product tabs, payment
 * flows) and the cookies (`sbjs_*` attribution cookies, `woocommerce_cart_hash`, `woocommerce_items_in_cart`,
 * `gridcookie`). Each island that reads one of them is mounted on a page with hostile values there, clicked, and
 * sent back/forward; as for the props fuzz: no error escapes, nothing off-origin, nothing from the input rendered as
 * HTML. The order-attribution inputs must also hold plain strings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYLOADS, fuzzParams, hostileString } from '@storefront/test-kit/fuzz';
import { UTM_TRIGGERS } from '@storefront/attribution';
import { caseOf, clearPage, useIslandFuzz } from './fuzz-harness';

const fuzz = useIslandFuzz();

const QUERY_KEYS = [
  ...UTM_TRIGGERS,
  'fbclid',
  'add-to-cart',
  'quantity',
  'product_cat',
  'orderby',
  'paged',
  'product-page',
  's',
  'filter_colour',
  'min_price',
  'max_price',
  'cpage',
  'replytocom',
  '__proto__',
  'constructor',
  '',
];
const COOKIES = [
  'sbjs_current',
  'sbjs_current_add',
  'sbjs_first',
  'sbjs_first_add',
  'sbjs_session',
  'sbjs_udata',
  'sbjs_promo',
  'sbjs_migrations',
  'woocommerce_cart_hash',
  'woocommerce_items_in_cart',
  'gridcookie',
  'wp_woocommerce_session_storefront',
];
const ATTRIBUTION = [
  '?utm_source',
  '?utm_medium',
  '?utm_campaign',
  '?utm_content',
  '?utm_term',
  '?utm_id',
  '?gclid',
  '?yclid',
  'sbjs_current',
  'sbjs_first',
  'sbjs_session',
  'sbjs_udata',
  'sbjs_current_add',
  'sbjs_first_add',
  'sbjs_migrations',
];
const LISTING = ['?product_cat', '?orderby', '?paged', '?product-page', '?s', '?filter_colour', '?min_price', '#'];
/** The islands that read the URL or cookies, and what each reads (`?key`, `#` for the hash, or a cookie name). */
const READERS: Record<string, string[]> = {
  'order-attribution': ATTRIBUTION,
  checkout: ATTRIBUTION,
  'mini-basket': ['woocommerce_cart_hash', 'woocommerce_items_in_cart', 'wp_woocommerce_session_storefront'],
  'add-to-cart': ['?add-to-cart', '?quantity', 'woocommerce_cart_hash'],
  'listing-view': ['gridcookie', ...LISTING],
  'listing-filter': LISTING,
  'listing-infinite': LISTING,
  'listing-ordering': LISTING,
  'listing-count': LISTING,
  'product-tabs': ['#', '?cpage', '?replytocom'],
};

/** A value as it may arrive: percent-encoded, raw, or with sourcebuster's own delimiters in it. */
const value = fc.oneof(
  hostileString.map(encodeURIComponent),
  hostileString.map((v) => v.replace(/[#\s]/g, '')),
  fc.tuple(hostileString, hostileString).map(([a, b]) => `typ=${a}|||src=${b}|||mdm=(none)`),
);
/** What a page holds: query pairs, a hash, cookies. */
interface PageInputs {
  query: Array<[string, string]>;
  hash: string;
  cookies: Array<[string, string]>;
}

/** Puts `payload` percent-encoded (as a browser sends it) into the input `aim` names. */
function aimAt(inputs: PageInputs, aim: string, payload: string): PageInputs {
  const p = encodeURIComponent(payload);
  if (aim === '#') return { ...inputs, hash: p };
  if (aim.startsWith('?')) return { ...inputs, query: [...inputs.query, [aim.slice(1), p]] };
  return { ...inputs, cookies: [...inputs.cookies, [aim, p]] };
}

/** Query pairs, a hash and cookies, with one payload aimed at one of `aims`. */
const pageInputs = (aims: string[]): fc.Arbitrary<PageInputs> =>
  fc
    .record({
      query: fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), value), { maxLength: 6 }),
      hash: fc.oneof(
        hostileString,
        fc.constantFrom(
          'reviews',
          'tab-reviews',
          'comment-1',
          'tab-additional_information',
          '%',
          'wc-stripe-confirm-pi:',
        ),
      ),
      cookies: fc.array(fc.tuple(fc.constantFrom(...COOKIES), value), { maxLength: 6 }),
      aim: fc.constantFrom(...aims),
      payload: fc.constantFrom(...PAYLOADS),
    })
    .map(({ aim, payload, ...inputs }) => aimAt(inputs, aim, payload));

/** Goes to /shop/ with the hostile query and hash; sets the cookies. */
function setPage({ query, hash, cookies }: PageInputs): void {
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  try {
    history.replaceState(null, '', `/shop/?${search}#${hash}`);
  } catch {
    history.replaceState(null, '', `/shop/?${encodeURIComponent(search)}#${encodeURIComponent(hash)}`);
  }
  for (const [name, v] of cookies) document.cookie = `${name}=${v}; path=/`;
}

describe('URL and cookies, fuzzed', () => {
  it.each(Object.keys(READERS))(
    '%s: a hostile query string, hash and cookies never escape, navigate off-origin or inject markup',
    async (name) => {
      const globals = caseOf(name).globals ?? {};
      // First, markup that breaks out of text and attributes alike in each input the island reads; then random pages.
      const examples = READERS[name]!.map((aim): [PageInputs] => [
        aimAt({ query: [], hash: '', cookies: [] }, aim, PAYLOADS[1]),
      ]);
      await fc.assert(
        fc.asyncProperty(pageInputs(READERS[name]!), async (inputs) => {
          clearPage(Object.keys(globals));
          setPage(inputs);
          await fuzz.run(name, structuredClone(globals), undefined, () => {
            // Back/forward to this URL, as listing filters and hash-driven islands follow it.
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
            dispatchEvent(new HashChangeEvent('hashchange'));
          });
          for (const input of document.querySelectorAll<HTMLInputElement>('input[name^="wc_order_attribution_"]')) {
            expect(typeof input.value).toBe('string');
            expect(input.children).toHaveLength(0);
          }
        }),
        { ...fuzzParams(8), examples },
      );
      clearPage(Object.keys(globals));
    },
    60_000,
  );

  it('sanity: the attribution island fills its inputs from a utm landing (the property above reaches them)', async () => {
    clearPage(Object.keys(caseOf('order-attribution').globals ?? {}));
    setPage({ query: [['utm_source', 'news']], hash: '', cookies: [] });
    let source = '';
    await fuzz.run('order-attribution', structuredClone(caseOf('order-attribution').globals ?? {}), undefined, () => {
      source = document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_utm_source"]')?.value ?? '';
    });
    expect(source).toBe('news');
  });
});
