/**
 * The gallery island on WooCommerce 10's own markup (./wc10.fixture): the gallery is printed invisible
 * (`opacity: 0`, faded in by WooCommerce's script once ready) and no theme stylesheet places the hover zoom's image.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fireEvent, screen } from '@testing-library/dom';
import { mountIsland } from '@storefront/test-kit';
import island from './mount';
import { WC10_SINGLE_PRODUCT_PARAMS, wc10GalleryHtml, wc10Images } from './wc10.fixture';

const w = window as unknown as Record<string, unknown>;
let unmount: (() => void) | undefined;

async function page(params: Record<string, unknown> = WC10_SINGLE_PRODUCT_PARAMS) {
  w.wc_single_product_params = params;
  document.body.innerHTML = `<div class="product type-product" id="product-12">${wc10GalleryHtml()}<div class="summary entry-summary"><h1 class="product_title entry-title">Art print</h1></div></div>`;
  const host = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  unmount = await mountIsland(island, host);
  return host;
}

/** Moves the pointer over the gallery (which loads the slider and zoom) and waits for them. */
async function reach(host: HTMLElement) {
  await act(async () => {
    host.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await import('./GalleryEnhancements');
  });
  await act(() => import('./gallery-slider'));
  await vi.waitFor(() => expect(host.querySelector('.flex-control-thumbs')).not.toBeNull());
}

afterEach(() => {
  unmount?.();
  unmount = undefined;
  delete w.wc_single_product_params;
});

describe('gallery on WooCommerce 10 markup', () => {
  it('fades the gallery in (opacity 1, keeping WooCommerce’s transition) once mounted', async () => {
    const host = await page();
    expect(screen.getByRole('button', { name: 'View full-screen image gallery' })).toBeTruthy();
    expect(host.style.opacity).toBe('1');
    expect(host.style.transition).toContain('opacity');
  });

  it('hover zoom (zoom_enabled "1"): the large image is placed over the slide by the island itself, and removed after', async () => {
    const host = await page();
    await reach(host);
    const slide = host.querySelector<HTMLElement>('.woocommerce-product-gallery__image')!;
    expect(slide.classList.contains('has-zoom')).toBe(true);
    fireEvent.mouseEnter(slide, { clientX: 10, clientY: 10 });
    const zoom = slide.querySelector<HTMLImageElement>('img.zoomImg')!;
    expect(zoom.getAttribute('src')).toBe(wc10Images(1)[0]!.full);
    expect(zoom.style.position).toBe('absolute');
    expect(zoom.style.maxWidth).toBe('none');
    expect(zoom.style.width).toBe('1600px');
    expect(slide.style.position).toBe('relative');
    expect(slide.style.overflow).toBe('hidden');
    fireEvent.mouseLeave(slide);
    expect(slide.querySelector('img.zoomImg')).toBeNull();
    unmount?.();
    unmount = undefined;
    expect(slide.style.position).toBe('');
    expect(slide.style.overflow).toBe('');
    fireEvent.mouseEnter(slide);
    expect(slide.querySelector('img.zoomImg')).toBeNull(); // its listeners are gone
  });

  it('no hover zoom when the theme has no zoom support (zoom_enabled "")', async () => {
    const host = await page({ ...WC10_SINGLE_PRODUCT_PARAMS, zoom_enabled: '' });
    await reach(host);
    expect(host.querySelectorAll('.has-zoom')).toHaveLength(0);
  });
});
