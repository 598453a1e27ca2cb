import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { emit, getPageStore, on } from '@storefront/runtime';
import { navigateTo } from '@storefront/page';
import { resetPageStore } from '@storefront/runtime/testing';
import { mountIsland } from '@storefront/test-kit';
import island from './mount';
import { createFakeWishlistBackend, heartHtml, installWishlistGlobals, preloadLazyChunks } from './testing';

let backend: ReturnType<typeof createFakeWishlistBackend>;
let removeGlobals: () => void;
let navigated: string[];
const offs: (() => void)[] = [];

beforeAll(preloadLazyChunks);
beforeEach(() => {
  // A fresh page store: a list left by the previous test must not stand in for this page's first sync.
  resetPageStore();
  backend = createFakeWishlistBackend({ ids: [12], names: { 11: 'Linen tea towel' } });
  vi.stubGlobal('fetch', backend.fetch);
  removeGlobals = installWishlistGlobals();
  navigated = [];
  navigateTo.impl = (href) => void navigated.push(href);
  document.cookie = 'alg-wc-wl-user-id=guest-abc; path=/';
  localStorage.clear();
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  removeGlobals();
  vi.unstubAllGlobals();
  document.cookie = 'alg-wc-wl-user-id=; path=/; max-age=0';
  document.body.className = '';
});

/** A loop item (thumbnail heart), the product's single heart, an unrelated heart and the header counter. */
function page(): { thumb: HTMLElement; single: HTMLElement; other: HTMLElement; counter: HTMLElement } {
  document.body.innerHTML = `<header><a href="/wishlist/">Wishlist <span class="alg-wc-wl-counter">1</span></a></header>
<ul class="products"><li class="product"><h2 class="woocommerce-loop-product__title">Linen tea towel</h2>${heartHtml(11, { thumb: true })}</li>
<li class="product"><h2 class="woocommerce-loop-product__title">Wool throw</h2>${heartHtml(12, { thumb: true, inList: true })}</li></ul>
<div class="product"><h1 class="product_title">Linen tea towel</h1>${heartHtml(11)}</div>`;
  const [thumb, other, single] = [...document.querySelectorAll<HTMLElement>('.alg-wc-wl-btn')];
  return { thumb: thumb!, single: single!, other: other!, counter: document.querySelector('.alg-wc-wl-counter')! };
}

const mouse = (el: HTMLElement) =>
  act(() => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1 }));
  });
const toggles = () => backend.calls.filter((c) => c.action === 'alg_wc_wl_toggle_item');
const toast = () => document.querySelector('.alg-wc-wl-notification');
const settled = () =>
  act(() =>
    vi.waitFor(() => {
      expect(document.querySelector('.alg-wc-wl-btn.loading')).toBeNull();
      expect(backend.inflight).toBe(0);
    }),
  );

describe('wishlist heart', () => {
  it('adds on mouseup: every heart of the item follows, the counter and the page store too, and the answer is shown', async () => {
    const { thumb, single, other, counter } = page();
    await mountIsland(island, thumb);
    await mountIsland(island, single);
    // Reaching for a heart reads nothing: the server-rendered states stand until the first press.
    expect(backend.calls).toEqual([]);
    expect(thumb.getAttribute('aria-pressed')).toBe('false');
    expect(thumb.getAttribute('aria-label')).toBe('Add to wishlist: Linen tea towel');
    expect(thumb.getAttribute('role')).toBe('button');
    const seen: unknown[] = [];
    offs.push(on('alg_wc_wl_toggle_wl_item', (d) => seen.push(d.item_id)));
    mouse(thumb);
    // At once: both hearts of item 11 show 'remove', the pressed one is loading.
    expect(thumb.classList.contains('loading')).toBe(true);
    expect(thumb.getAttribute('aria-busy')).toBe('true');
    expect(single.classList.contains('remove')).toBe(true);
    await settled();
    expect(toggles()).toEqual([
      {
        action: 'alg_wc_wl_toggle_item',
        unlogged_user_id: 'guest-abc',
        nonce: 'wl-toggle-nonce',
        alg_wc_wl_item_id: '11',
      },
    ]);
    for (const heart of [thumb, single]) {
      expect(heart.className).toMatch(/\bremove\b/);
      expect(heart.className).not.toMatch(/\badd\b/);
      expect(heart.getAttribute('aria-pressed')).toBe('true');
    }
    expect(thumb.getAttribute('aria-label')).toBe('Remove from wishlist: Linen tea towel');
    expect(other.classList.contains('remove')).toBe(true);
    expect(seen).toEqual(['11']);
    await vi.waitFor(() => expect(counter.textContent).toBe('2'));
    expect(backend.calls.at(-1)).toMatchObject({ action: 'alg_wc_wl_get_wish_list', ignore_excluded_items: 'true' });
    expect(getPageStore().getState().wishlist.ids).toEqual([12, 11]);
    await vi.waitFor(() => expect(toast()?.textContent).toContain('Linen tea towel was added to your wishlist.'));
    expect(toast()!.querySelector('a')!.getAttribute('href')).toBe(`${location.origin}/wishlist/`);
    expect(JSON.parse(localStorage.getItem('alg_wc_wl_ids')!).ids).toEqual([12, 11]);

    mouse(single);
    await settled();
    await vi.waitFor(() => expect(counter.textContent).toBe('1'));
    expect(thumb.classList.contains('add')).toBe(true);
    expect(single.getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => expect(toast()?.textContent).toContain('was removed from your wishlist.'));
  });

  it('fires once per press: mouse (mouseup + click), touch (touchend + emulated mouse events), Enter and Space', async () => {
    const { thumb, single } = page();
    await mountIsland(island, thumb);
    await mountIsland(island, single);
    mouse(thumb);
    await settled();
    expect(toggles()).toHaveLength(1);

    act(() => {
      const touch = new Event('touchend', { bubbles: true, cancelable: true });
      thumb.dispatchEvent(touch);
      expect(touch.defaultPrevented).toBe(true);
      thumb.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }));
      thumb.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    });
    await settled();
    expect(toggles()).toHaveLength(2);

    // The product page's heart is a native button: Enter/Space reach it as a click with detail 0.
    act(() => {
      single.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      single.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
      single.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
    });
    await settled();
    expect(toggles()).toHaveLength(3);

    // The loop's thumbnail heart is a div made a button: Enter on keydown, Space on keyup, once each.
    act(() => {
      thumb.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      thumb.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await settled();
    expect(toggles()).toHaveLength(4);
    act(() => {
      const down = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
      thumb.dispatchEvent(down);
      expect(down.defaultPrevented).toBe(true); // no page scroll
    });
    expect(toggles()).toHaveLength(4);
    act(() => void thumb.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true })));
    await settled();
    expect(toggles()).toHaveLength(5);
    // Right button and presses while a call runs do nothing.
    act(() => void thumb.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 2 })));
    backend.delayMs = 30;
    mouse(thumb);
    mouse(thumb);
    mouse(single);
    await settled();
    expect(toggles()).toHaveLength(6);
  });

  it('a click whose mouseup came before the mount (the press the runtime held and plays again) adds once', async () => {
    const { thumb } = page();
    await mountIsland(island, thumb);
    const icon = thumb.querySelector('svg') ?? thumb;
    act(() => void icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })));
    await settled();
    expect(toggles()).toHaveLength(1);
    mouse(thumb); // the next press as usual: mouseup adds, its click is the same press
    await settled();
    expect(toggles()).toHaveLength(2);
  });

  it.each([
    ['offline', 'offline'],
    ['a non-JSON answer', 'invalid_json'],
    ['success: false', 'refused'],
    ['a refused nonce (-1)', 'nonce'],
  ] as const)('on %s: the spec’s message, the hearts as they were, and a retry works', async (_name, failure) => {
    const { thumb, single, other } = page();
    await mountIsland(island, thumb);
    await mountIsland(island, other);
    await vi.waitFor(() => expect(thumb.getAttribute('aria-pressed')).toBe('false'));
    const listBefore = getPageStore().getState().wishlist.ids;
    backend.failure = failure;
    mouse(thumb);
    expect(single.classList.contains('remove')).toBe(true); // shown at once…
    await settled();
    expect(thumb.classList.contains('add')).toBe(true); // …and put back
    expect(single.classList.contains('add')).toBe(true);
    expect(single.classList.contains('remove')).toBe(false);
    expect(thumb.getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() =>
      expect(toast()?.textContent).toContain('Sorry, Some error occurred. Please, try again later.'),
    );
    mouse(other); // removing fails too: it stays listed
    await settled();
    expect(other.classList.contains('remove')).toBe(true);
    expect(getPageStore().getState().wishlist.ids).toEqual(listBefore);
    backend.failure = null;
    mouse(thumb);
    await settled();
    expect(single.classList.contains('remove')).toBe(true);
  });

  it('an unknown answer action counts as a failure', async () => {
    const { thumb } = page();
    await mountIsland(island, thumb);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data: { action: 'weird' } })));
    mouse(thumb);
    await settled();
    expect(thumb.classList.contains('add')).toBe(true);
    await vi.waitFor(() => expect(toast()?.textContent).toContain('Sorry, Some error occurred.'));
  });

  it('guests go to the login page when the shop does not let them keep a wishlist; signed-in shoppers toggle', async () => {
    (window as unknown as { alg_wc_wl_ajax: Record<string, string> }).alg_wc_wl_ajax.allow_unlogged_user_add_remove =
      'no';
    const { thumb } = page();
    await mountIsland(island, thumb);
    mouse(thumb);
    expect(navigated).toEqual([`${location.origin}/my-account/`]);
    expect(toggles()).toHaveLength(0);
    document.body.classList.add('logged-in');
    mouse(thumb);
    await settled();
    expect(toggles()).toHaveLength(1);
  });

  it('without the plugin’s globals it works with the defaults', async () => {
    removeGlobals();
    const { thumb } = page();
    await mountIsland(island, thumb);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = Object.fromEntries(new URLSearchParams(String(init.body)));
      backend.calls.push({ url, ...body });
      const data = body.action === 'alg_wc_wl_toggle_item' ? { action: 'added', message: 'Added' } : { wishlist: [11] };
      return new Response(JSON.stringify({ success: true, data }));
    });
    mouse(thumb);
    await settled();
    expect(toggles()[0]).toMatchObject({ url: '/wp-admin/admin-ajax.php', alg_wc_wl_item_id: '11' });
    expect(thumb.classList.contains('remove')).toBe(true);
  });

  it('the notification: OK and Escape close it, it is spoken politely, and server HTML is reduced to safe inline text', async () => {
    const { thumb } = page();
    await mountIsland(island, thumb);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            data: {
              action: 'added',
              message:
                'Added <img src=x onerror="alert(1)"><script>alert(2)</script><a href="https://evil.test/">x</a>',
            },
          }),
        ),
    );
    mouse(thumb);
    await settled();
    await vi.waitFor(() => expect(toast()).not.toBeNull());
    const el = toast()!;
    expect(el.querySelector('img, script, [onerror]')).toBeNull();
    expect(el.querySelector('a')!.hasAttribute('href')).toBe(false);
    const ok = el.querySelector('button')!;
    expect(ok.textContent).toBe('OK');
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"][aria-live="polite"]')!.textContent).toContain('Added'),
    );
    act(() => ok.click());
    expect(toast()).toBeNull();
    mouse(thumb);
    await settled();
    await vi.waitFor(() => expect(toast()).not.toBeNull());
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(toast()).toBeNull();
  });

  it('shows no notification where the page switches them off for this screen size', async () => {
    (window as unknown as { alg_wc_wl_notification: Record<string, string> }).alg_wc_wl_notification.desktop = 'no';
    const { thumb } = page();
    await mountIsland(island, thumb);
    mouse(thumb);
    await settled();
    expect(thumb.classList.contains('remove')).toBe(true);
    expect(toast()).toBeNull();
  });

  it('follows another tab’s changes (storage event) and releases everything at unmount', async () => {
    const { thumb, counter } = page();
    const unmount = await mountIsland(island, thumb);
    await vi.waitFor(() => expect(counter.textContent).toBe('1'));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'alg_wc_wl_ids', newValue: JSON.stringify({ ids: [11, 12] }) }),
      );
    });
    // Taken once the page-level part (list.ts) is in: it loads on this first change.
    await vi.waitFor(() => expect(thumb.classList.contains('remove')).toBe(true));
    expect(counter.textContent).toBe('2');
    unmount();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'alg_wc_wl_ids', newValue: JSON.stringify({ ids: [] }) }),
      );
    });
    expect(counter.textContent).toBe('2');
    mouse(thumb);
    expect(toggles()).toHaveLength(0);
  });

  it('shows a change another tab made since the page was served as soon as a heart mounts; an older one is left', async () => {
    const { thumb, single, counter } = page();
    // Written before this page was served: the page already shows it, nothing is loaded for it.
    localStorage.setItem('alg_wc_wl_ids', JSON.stringify({ ids: [11, 12], at: performance.timeOrigin - 1000 }));
    const unmount = await mountIsland(island, thumb);
    await vi.dynamicImportSettled();
    expect(thumb.classList.contains('add')).toBe(true);
    expect(counter.textContent).toBe('1');
    expect(getPageStore().getState().wishlist.ids).toEqual([]);
    unmount();
    // Written since (another tab added item 11): taken when the island mounts, without a call.
    localStorage.setItem('alg_wc_wl_ids', JSON.stringify({ ids: [12, 11], at: Date.now() }));
    await mountIsland(island, thumb);
    await vi.waitFor(() => expect(thumb.classList.contains('remove')).toBe(true));
    expect(thumb.getAttribute('aria-label')).toBe('Remove from wishlist: Linen tea towel');
    expect(single.classList.contains('remove')).toBe(true);
    expect(counter.textContent).toBe('2');
    expect(getPageStore().getState().wishlist.ids).toEqual([12, 11]);
    expect(backend.calls).toEqual([]);
  });
});

describe('wishlist heart on a variable product', () => {
  function variablePage(chosen = '') {
    document.body.innerHTML = `<div class="product"><h1 class="product_title">Art print</h1>
<form class="variations_form cart" data-product_id="30"><select name="attribute_pa_size"><option value="">Choose</option><option value="a4">A4</option><option value="a3">A3</option></select>
<input type="hidden" name="variation_id" class="variation_id" value="${chosen}"></form>${heartHtml(30)}</div>`;
    return {
      heart: document.querySelector<HTMLElement>('.alg-wc-wl-btn')!,
      form: document.querySelector<HTMLFormElement>('form')!,
    };
  }

  it('follows the chosen variation and sends item_id, variation_id and attributes', async () => {
    backend.ids = [32];
    const { heart, form } = variablePage();
    await mountIsland(island, heart);
    await vi.waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    form.querySelector('select')!.value = 'a3';
    act(() =>
      emit('found_variation', { variation: { variation_id: 32, attributes: { attribute_pa_size: 'a3' } } }, form),
    );
    expect(heart.getAttribute('data-item_id')).toBe('32');
    // A variation's state comes from the list, read once a variation is chosen.
    await vi.waitFor(() => expect(heart.classList.contains('remove')).toBe(true)); // that variation is listed
    expect(backend.calls.filter((c) => c.action === 'alg_wc_wl_get_wish_list')).toHaveLength(1);
    act(() => emit('reset_data', {}, form));
    expect(heart.getAttribute('data-item_id')).toBe('30');
    expect(heart.classList.contains('add')).toBe(true);
    form.querySelector('select')!.value = 'a4';
    act(() => emit('show_variation', { variation: { variation_id: 31, attributes: { attribute_pa_size: '' } } }, form));
    mouse(heart);
    await settled();
    expect(toggles()).toEqual([
      expect.objectContaining({
        alg_wc_wl_item_id: '31',
        item_id: '30',
        variation_id: '31',
        'attributes[attribute_pa_size]': 'a4',
      }),
    ]);
    expect(heart.classList.contains('remove')).toBe(true);
    act(() => emit('hide_variation', {}, form));
    expect(heart.getAttribute('data-item_id')).toBe('30');
    expect(heart.classList.contains('add')).toBe(true);
    // Another form's events are not this heart's.
    const other = document.createElement('form');
    document.body.append(other);
    act(() => emit('found_variation', { variation: { variation_id: 99 } }, other));
    expect(heart.getAttribute('data-item_id')).toBe('30');
  });

  it('takes a variation chosen before it mounted, and the parent when none is', async () => {
    backend.ids = [31];
    const { heart } = variablePage('31');
    await mountIsland(island, heart);
    expect(heart.getAttribute('data-item_id')).toBe('31');
    await vi.waitFor(() => expect(heart.classList.contains('remove')).toBe(true));
    mouse(heart);
    await settled();
    expect(toggles()[0]).toMatchObject({ alg_wc_wl_item_id: '31', item_id: '30', variation_id: '31' });
  });
});

// Last: it loads a fresh copy of the island's modules, which later tests must not meet.
describe('wishlist heart, first press', () => {
  it('a press whose page leaves before the page-level part is in sends nothing and puts the heart back', async () => {
    vi.resetModules(); // a fresh island: its page-level part not loaded yet
    const fresh = (await import('./mount')).default;
    const { thumb } = page();
    const unmount = await mountIsland(fresh, thumb);
    mouse(thumb);
    expect(thumb.classList.contains('remove')).toBe(true);
    unmount();
    await act(() => vi.waitFor(() => expect(thumb.classList.contains('loading')).toBe(false)));
    expect(thumb.classList.contains('remove')).toBe(false);
    expect(thumb.hasAttribute('aria-busy')).toBe(false);
    expect(toggles()).toEqual([]);
  });
});
