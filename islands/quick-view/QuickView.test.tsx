import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland, settleUntil, createQuickViewBackend, quickViewItemHtml } from '@storefront/test-kit';
import { readQuickViewProps } from './mount';
import island from './mount';

const PRODUCT = { id: 101, name: 'Art print', slug: 'art-print' };
const w = window as unknown as Record<string, unknown>;
let backend: ReturnType<typeof createQuickViewBackend>;
let unmount: (() => void) | undefined;

beforeEach(() => {
  backend = createQuickViewBackend();
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  delete w.wc_single_product_params;
  document.documentElement.style.overflow = '';
});

async function page() {
  document.body.innerHTML = `<main><ul class="products">${quickViewItemHtml(PRODUCT)}</ul></main>`;
  const button = document.querySelector<HTMLAnchorElement>('a.quick-view-button')!;
  unmount = await mountIsland(island, button);
  return button;
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const settle = (ms = 0) => act(() => new Promise((r) => setTimeout(r, ms)));
async function open(button: HTMLAnchorElement) {
  button.focus();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => void button.dispatchEvent(click));
  return click;
}

describe('quick view', () => {
  it('reads the button: id, permalink, name and the fragment URL', () => {
    document.body.innerHTML = quickViewItemHtml(PRODUCT);
    const button = document.querySelector<HTMLElement>('a.quick-view-button')!;
    expect(readQuickViewProps({ product_id: '101' }, button)).toEqual({
      productId: '101',
      permalink: '/product/art-print/',
      name: 'Art print',
      url: '/quick-view/101/',
    });
  });

  it('opens a modal dialog: loading, then the product labelled by its title, focus trapped, scroll locked', async () => {
    backend.delayMs = 20;
    const button = await page();
    const click = await open(button);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.getAttribute('aria-label')).toBe('Art print');
    expect(dialog()!.getAttribute('aria-busy')).toBe('true');
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('Loading…');
    expect(document.activeElement).toBe(dialog()!.querySelector('.quick-view-close'));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await settleUntil(() => expect(dialog()!.querySelector('.product_title')).not.toBeNull());
    expect(backend.calls).toEqual(['/quick-view/101/']);
    const title = dialog()!.querySelector('.product_title')!;
    expect(dialog()!.getAttribute('aria-labelledby')).toBe(title.id);
    expect(dialog()!.querySelector('.woocommerce-product-gallery')).not.toBeNull();
    expect(dialog()!.querySelector('form.cart')).not.toBeNull();
    expect(dialog()!.querySelector('script')).toBeNull();
    // The globals block of the fragment was applied for the islands inside.
    expect(w.wc_single_product_params).toMatchObject({ review_rating_required: 'yes' });
    // Tab from the last element wraps to the first.
    const last = [...dialog()!.querySelectorAll<HTMLElement>('a[href], button, input')].pop()!;
    last.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it, focus returns to the button and the page scrolls again', async () => {
    const button = await page();
    await open(button);
    await settle(5);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.style.overflow).toBe('');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the close button and a click on the backdrop close it', async () => {
    const button = await page();
    await open(button);
    await settle(5);
    act(() => dialog()!.querySelector<HTMLButtonElement>('.quick-view-close')!.click());
    expect(dialog()).toBeNull();
    await open(button);
    await settle(5);
    act(() => document.querySelector<HTMLElement>('.quick-view-overlay')!.click());
    expect(dialog()).toBeNull();
  });

  it.each(['offline', 'server_error'] as const)(
    'on %s: a message, “Try again” and the product link; retry loads it',
    async (failure) => {
      backend.failure = failure;
      const button = await page();
      await open(button);
      await settleUntil(() => expect(dialog()!.querySelector('[role="alert"]')).not.toBeNull());
      const alert = dialog()!.querySelector('[role="alert"]')!;
      expect(alert.textContent).toMatch(/\S/);
      expect(alert.querySelector('a')!.getAttribute('href')).toBe('/product/art-print/');
      backend.failure = undefined;
      act(() => [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click());
      await settleUntil(() => expect(dialog()!.querySelector('.product_title')?.textContent).toBe('Art print'));
      expect(dialog()!.querySelector('[role="alert"]')).toBeNull();
    },
  );

  it('an answer that is not a product (a login page, a proxy page) is a failure, not the dialog content', async () => {
    backend.failure = 'login_page';
    const button = await page();
    await open(button);
    await settle(5);
    expect(dialog()!.querySelector('[role="alert"] p')!.textContent).toBe('An unknown error occurred.');
    expect(dialog()!.textContent).not.toContain('Please log in.');
  });

  it('closing while loading aborts the request and nothing is shown later', async () => {
    backend.failure = 'hang';
    const button = await page();
    await open(button);
    await settle(1);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await settle(5);
    expect(dialog()).toBeNull();
  });

  it('a ctrl-click stays a plain link (new tab)', async () => {
    const button = await page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
  });
});
