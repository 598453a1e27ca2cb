import { expect, it, vi } from 'vitest';
import { act } from 'react';
import {
  expectConsoleError,
  mountIsland,
  SINGLE_PRODUCT_PARAMS,
  fixtureImages,
  galleryHtml,
} from '@storefront/test-kit';
import { navigateTo } from '@storefront/page';
import island from './mount';

// The lightbox chunk fails to load (offline, a deploy replaced it).
vi.mock('./lightbox', () => {
  throw new Error('chunk failed');
});

it('when the lightbox chunk cannot load, the browser shows the large image itself', async () => {
  const navigated: string[] = [];
  navigateTo.impl = (href) => void navigated.push(href);
  expectConsoleError('[storefront] gallery: the lightbox failed to load');
  (window as unknown as Record<string, unknown>).wc_single_product_params = SINGLE_PRODUCT_PARAMS;
  document.body.innerHTML = galleryHtml(fixtureImages(2).map((m) => ({ ...m, large: '/media/large-1.svg' })));
  await mountIsland(island, document.querySelector<HTMLElement>('.woocommerce-product-gallery')!);
  await act(async () => {
    document.querySelector<HTMLButtonElement>('.woocommerce-product-gallery__trigger')!.click();
    await vi.waitFor(() => expect(navigated).toEqual([`${location.origin}/media/large-1.svg`]));
  });
});
