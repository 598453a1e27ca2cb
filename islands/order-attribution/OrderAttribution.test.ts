/**
 * The order-attribution island through the real runtime: mounts on `script#wc-order-attribution-js-extra` at idle,
 * counts the page view once, fills the checkout's inputs, and follows `wc_order_attribution.setOrderTracking`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_ATTRIBUTION_KEY,
  startOrderAttribution,
  type OrderAttribution,
  type WooAttributionGlobal,
} from '@storefront/attribution';
import { boot, shutdown } from '@storefront/runtime/testing';
import { orderAttributionIsland } from './island';
import { SCRIPT_SELECTOR } from './contract';
import { attributionInputsHtml, attributionScriptHtml } from './testing';

const SCRIPT = attributionScriptHtml();
const INPUTS = attributionInputsHtml();
const g = globalThis as { wc_order_attribution?: unknown } & Record<symbol, unknown>;

/** The global as the shop prints it (inline scripts don't run in happy-dom, so it is set here). */
const shopGlobal = (): WooAttributionGlobal => ({
  params: { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true },
  fields: { source_type: 'current.typ' },
});

function clearPage(): void {
  shutdown();
  delete g[PAGE_ATTRIBUTION_KEY];
  delete g.wc_order_attribution;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (!name) continue;
    for (const domain of ['', `; domain=.${location.hostname}`])
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
  }
  history.replaceState(null, '', '/');
}

/** Renders `body`, boots the runtime with this island only and waits for it to mount on the script element. */
async function bootPage(body: string, config: WooAttributionGlobal | null = shopGlobal()): Promise<HTMLScriptElement> {
  if (config) g.wc_order_attribution = config;
  document.body.innerHTML = body;
  const script = document.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR)!;
  await boot([orderAttributionIsland]);
  await vi.waitFor(() => expect(script.getAttribute('data-island-mounted')).toBe('order-attribution'));
  // A landing (utm parameters, a foreign referrer) is recorded once the traffic rules have loaded.
  await (g[PAGE_ATTRIBUTION_KEY] as OrderAttribution | undefined)?.recorded();
  // The filling code is a lazy chunk, loaded only where inputs are: wait for it to stamp them.
  if (config && body.includes('<wc-order-attribution-inputs'))
    await vi.waitFor(() => expect(document.querySelector('wc-order-attribution-inputs input')).not.toBeNull());
  return script;
}

const input = (field: string) =>
  document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);
const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];

beforeEach(clearPage);
afterEach(clearPage);

describe('order-attribution island', () => {
  it('is defined on the settings script, at idle', () => {
    expect(orderAttributionIsland).toMatchObject({
      name: 'order-attribution',
      selectors: ['script#wc-order-attribution-js-extra'],
      hydrate: 'idle',
    });
  });

  it('records a utm landing on a page without a form: cookies written, one page seen', async () => {
    history.replaceState(null, '', '/?utm_source=news&utm_medium=email');
    await bootPage(`<main><p>Home</p></main>${SCRIPT}`);
    expect(decodeURIComponent(cookie('sbjs_current')!)).toMatch(/^typ=utm\|\|\|src=news\|\|\|mdm=email\|\|\|/);
    expect(decodeURIComponent(cookie('sbjs_session')!)).toMatch(/^pgs=1\|\|\|cpg=/);
    expect(document.querySelector('input')).toBeNull();
  });

  it('on the checkout fills <wc-order-attribution-inputs> from the page view, which the checkout reuses', async () => {
    history.replaceState(null, '', '/?utm_source=news&utm_medium=email');
    await bootPage(`${INPUTS}${SCRIPT}`);
    expect(input('source_type')!.value).toBe('utm');
    expect(input('utm_source')!.value).toBe('news');
    expect(input('utm_medium')!.value).toBe('email');
    expect(input('session_pages')!.value).toBe('1');
    expect(input('session_entry')!.value).toBe(`${location.origin}/?utm_source=news&utm_medium=email`);
    expect(document.querySelectorAll('wc-order-attribution-inputs input[type="hidden"]')).toHaveLength(16);
    // What the checkout island calls before its submit: the same instance, no second page counted.
    const again = startOrderAttribution();
    expect(again.values().session_pages).toBe('1');
    expect(decodeURIComponent(cookie('sbjs_session')!)).toMatch(/^pgs=1\|/);
  });

  it('counts the next page view (a new document) and keeps the utm attribution within the session', async () => {
    history.replaceState(null, '', '/?utm_source=news&utm_medium=email');
    await bootPage(SCRIPT);
    // Next page: new document → new runtime state and a cleared page slot; the cookies stay.
    shutdown();
    delete g[PAGE_ATTRIBUTION_KEY];
    history.replaceState(null, '', '/product/art-print/');
    await bootPage(`${INPUTS}${SCRIPT}`);
    expect(input('session_pages')!.value).toBe('2');
    expect(input('source_type')!.value).toBe('utm');
    expect(input('session_count')!.value).toBe('1');
  });

  it('setOrderTracking(false) deletes the cookies and empties the inputs; true records again', async () => {
    const config = shopGlobal();
    await bootPage(`${INPUTS}${SCRIPT}`, config);
    expect(input('source_type')!.value).toBe('typein');
    config.setOrderTracking!(false);
    expect(config.params!.allowTracking).toBe(false);
    expect(document.cookie).not.toContain('sbjs_');
    expect([...document.querySelectorAll('input')].every((i) => i.value === '')).toBe(true);
    config.setOrderTracking!(true);
    expect(config.params!.allowTracking).toBe(true);
    expect(input('source_type')!.value).toBe('typein');
    expect(input('utm_source')!.value).toBe('(direct)');
  });

  it('tracking not allowed by the page: no cookies, inputs empty', async () => {
    const config = shopGlobal();
    config.params!.allowTracking = false;
    await bootPage(`${INPUTS}${SCRIPT}`, config);
    expect(document.cookie).not.toContain('sbjs_');
    expect(input('source_type')!.value).toBe('');
  });

  it('without the global it mounts and does nothing', async () => {
    await bootPage(`${INPUTS}${SCRIPT}`, null);
    expect(document.cookie).not.toContain('sbjs_');
    expect(document.querySelector('input')).toBeNull();
  });

  it('unusable cookies (document.cookie throwing) leave the inputs empty and never throw', async () => {
    // Handled, not an island failure: the unit setup fails a test on any console.error it did not declare.
    const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new Error('blocked');
      },
      set: () => {
        throw new Error('blocked');
      },
    });
    try {
      await bootPage(`${INPUTS}${SCRIPT}`);
      expect(input('source_type')!.value).toBe('');
    } finally {
      delete (document as { cookie?: unknown }).cookie;
      expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie')).toEqual(descriptor);
    }
  });
});
