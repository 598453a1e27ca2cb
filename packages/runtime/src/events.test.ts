import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { expectConsoleError } from '@storefront/test-kit';
import { emit, loadJqueryBridge, on, unloadJqueryBridge } from './events';

type G = typeof globalThis & { jQuery?: unknown };

describe('events without jQuery', () => {
  it('delivers a typed detail to DOM listeners and isolates a throwing listener', () => {
    const logged = expectConsoleError('[storefront] added_to_cart listener');
    const seen: unknown[] = [];
    const off1 = on('added_to_cart', () => {
      throw new Error('bad subscriber');
    });
    const off2 = on('added_to_cart', (d) => seen.push(d.cartHash));
    emit('added_to_cart', { cartHash: 'abc', fragments: {} });
    expect(seen).toEqual(['abc']);
    expect(logged).toEqual(['[storefront] added_to_cart listener Error: bad subscriber']);
    off1();
    off2();
    emit('added_to_cart', { cartHash: 'x' });
    expect(seen).toEqual(['abc']);
  });

  it('also reaches plain addEventListener code as a bubbling CustomEvent', () => {
    const fn = vi.fn();
    document.addEventListener('wc_fragments_refreshed', fn);
    emit('wc_fragments_refreshed', {});
    expect(fn).toHaveBeenCalledTimes(1);
    document.removeEventListener('wc_fragments_refreshed', fn);
  });
});

describe('jQuery bridge (real jQuery)', () => {
  beforeEach(async () => {
    unloadJqueryBridge();
    (globalThis as G).jQuery = jQuery;
    await loadJqueryBridge();
  });
  afterEach(() => {
    unloadJqueryBridge();
    jQuery(document).off();
    jQuery(document.body).off();
    delete (jQuery as { scroll_to_notices?: unknown }).scroll_to_notices;
    delete (globalThis as G).jQuery;
  });

  it('island events reach jQuery handlers once, with WooCommerce positional arguments', () => {
    const button = document.createElement('a');
    document.body.append(button);
    const calls: unknown[][] = [];
    jQuery(document.body).on('added_to_cart', (_e, ...args) => calls.push(args));
    emit('added_to_cart', { fragments: { 'div.x': '<div class="x"></div>' }, cartHash: 'h1', button });
    expect(calls).toHaveLength(1);
    const [fragments, hash, $button] = calls[0] as [Record<string, string>, string, JQuery];
    expect(fragments).toEqual({ 'div.x': '<div class="x"></div>' });
    expect(hash).toBe('h1');
    expect($button.jquery).toBeTruthy();
    expect($button[0]).toBe(button);
  });

  it('the wishlist plugin’s events reach jQuery handlers as event properties (target as a jQuery object)', () => {
    const heart = document.createElement('button');
    document.body.append(heart);
    const props: unknown[] = [];
    jQuery(document.body).on('alg_wc_wl_toggle_wl_item alg_wc_wl_copied_to_clipboard', (e) => {
      const ev = e as unknown as { type: string; item_id?: string; target: JQuery; response?: unknown; link?: string };
      props.push([ev.type, ev.item_id ?? ev.link, ev.target[0], ev.response]);
    });
    emit('alg_wc_wl_toggle_wl_item', { item_id: '11', target: heart, response: { success: true } }, heart);
    emit('alg_wc_wl_copied_to_clipboard', { link: '/wishlist/' });
    expect(props).toEqual([
      ['alg_wc_wl_toggle_wl_item', '11', heart, { success: true }],
      ['alg_wc_wl_copied_to_clipboard', '/wishlist/', document.body, undefined],
    ]);
  });

  it('jQuery triggers reach island listeners with a detail built from the arguments, without looping', () => {
    const jqSeen = vi.fn();
    jQuery(document.body).on('removed_from_cart', jqSeen);
    const seen: unknown[] = [];
    on('removed_from_cart', (d) => seen.push(d));
    const link = document.createElement('a');
    jQuery(document.body).trigger('removed_from_cart', [{ a: 'b' }, 'h2', jQuery(link)]);
    expect(seen).toEqual([{ fragments: { a: 'b' }, cartHash: 'h2', button: link }]);
    expect(jqSeen).toHaveBeenCalledTimes(1);
  });

  it('update_checkout triggered by a theme reaches islands; island emits are not echoed back', () => {
    const seen = vi.fn();
    on('update_checkout', seen);
    jQuery(document.body).trigger('update_checkout');
    expect(seen).toHaveBeenCalledTimes(1);
    emit('update_checkout', {});
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('relays listeners registered before jQuery arrived', async () => {
    unloadJqueryBridge();
    delete (globalThis as G).jQuery;
    const seen = vi.fn();
    on('wc_fragments_loaded', seen);
    (globalThis as G).jQuery = jQuery;
    await loadJqueryBridge();
    jQuery(document.body).trigger('wc_fragments_loaded');
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('a plain DOM dispatch by third-party code does not loop through jQuery', () => {
    const seen = vi.fn();
    const jqSeen = vi.fn();
    on('wc_cart_emptied', seen);
    jQuery(document.body).on('wc_cart_emptied', jqSeen);
    document.body.dispatchEvent(new CustomEvent('wc_cart_emptied', { bubbles: true }));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(jqSeen).toHaveBeenCalledTimes(1);
  });

  it("provides WooCommerce's $.scroll_to_notices (other plugins call it): 100 px above the notice, over 1 s", async () => {
    unloadJqueryBridge();
    delete (jQuery as { scroll_to_notices?: unknown }).scroll_to_notices;
    await loadJqueryBridge();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'Date'] });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const notice = document.createElement('div');
      notice.getBoundingClientRect = () => ({ top: 700 }) as DOMRect;
      document.body.append(notice);
      const scroll = (jQuery as unknown as { scroll_to_notices(el: JQuery): void }).scroll_to_notices;
      scroll(jQuery([])); // an empty set does nothing
      vi.advanceTimersByTime(100);
      expect(scrollTo).not.toHaveBeenCalled();
      scroll(jQuery(notice));
      vi.advanceTimersByTime(500);
      expect(scrollTo.mock.lastCall?.[1]).toBeGreaterThan(0);
      expect(scrollTo.mock.lastCall?.[1]).toBeLessThan(600);
      vi.advanceTimersByTime(600);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
      notice.remove();
    } finally {
      scrollTo.mockRestore();
      vi.useRealTimers();
    }
  });

  it("keeps a page's own $.scroll_to_notices", async () => {
    unloadJqueryBridge();
    const own = vi.fn();
    (jQuery as unknown as { scroll_to_notices: unknown }).scroll_to_notices = own;
    await loadJqueryBridge();
    expect((jQuery as unknown as { scroll_to_notices: unknown }).scroll_to_notices).toBe(own);
  });
});
