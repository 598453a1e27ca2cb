/**
 * The gallery inside quick view's focus trap (issue 19 #2): focus on the second slide's link, then the slider
 * initialises and marks every slide but the first `inert` — the focused link stays connected, so only a trap that
 * watches for focus lost in place keeps it inside the dialog. Deterministic: the order is forced, not raced.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { trapFocus } from '@storefront/runtime/ui';
import { mountIsland, SINGLE_PRODUCT_PARAMS, fixtureImages, galleryHtml } from '@storefront/test-kit';
import island from './mount';

const w = window as unknown as Record<string, unknown>;
let cleanup: Array<() => void> = [];
afterEach(() => {
  cleanup.forEach((undo) => undo());
  cleanup = [];
  delete w.wc_single_product_params;
});

it('focus on slide 2 stays in the quick-view dialog when the slider initialises and makes that slide inert', async () => {
  w.wc_single_product_params = SINGLE_PRODUCT_PARAMS;
  const images = fixtureImages(3).map((m, i) => ({ ...m, large: `/media/large-${i + 1}.svg` }));
  document.body.innerHTML =
    '<button id="opener">Quick view</button><div role="dialog" aria-modal="true" aria-label="Art print" id="qv">' +
    `<button class="quick-view-close">Close</button><div class="product">${galleryHtml(images)}` +
    '<div class="summary"><h1 class="product_title">Art print</h1></div></div></div>';
  const dialog = document.getElementById('qv')!;
  const host = dialog.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  cleanup.push(trapFocus(dialog, { initialFocus: '.quick-view-close' }));
  cleanup.push(await mountIsland(island, host));
  const second = host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image > a')[1]!;
  second.focus(); // the shopper tabs to the second image of the server grid
  expect(document.activeElement).toBe(second);
  // … which reaches for the gallery: the slider loads and initialises on the first slide.
  await act(async () => {
    host.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await import('./GalleryEnhancements');
  });
  await act(() => import('./gallery-slider'));
  await vi.waitFor(() => expect(second.closest('[inert]')).not.toBeNull());
  await act(() => new Promise((r) => setTimeout(r, 0)));
  const active = document.activeElement as HTMLElement;
  expect(dialog.contains(active)).toBe(true);
  expect(active.closest('[inert]')).toBeNull();
});
