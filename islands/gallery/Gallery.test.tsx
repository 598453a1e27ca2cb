import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { emit } from '@storefront/runtime';
import {
  mountIsland,
  BROKEN_IMAGE,
  SINGLE_PRODUCT_PARAMS,
  fixtureImages,
  galleryHtml,
  variationImage,
} from '@storefront/test-kit';
import { navigateTo } from '@storefront/page';
import { readGalleryParams } from './params';
import island from './mount';

const w = window as unknown as Record<string, unknown>;
const wait = (ms = 0) => act(() => new Promise((r) => setTimeout(r, ms)));
let unmount: (() => void) | undefined;

// happy-dom "loads" data URLs synchronously, before glightbox has placed the image: use paths (never loaded here).
const pathImages = (n: number) => fixtureImages(n).map((m, i) => ({ ...m, large: `/media/large-${i + 1}.svg` }));

/** Mounts the gallery; `reach` moves the pointer over it, which loads its enhancements (slider, zoom, variations). */
async function page(images = pathImages(3), params: Record<string, unknown> = SINGLE_PRODUCT_PARAMS, reach = true) {
  w.wc_single_product_params = params;
  document.body.innerHTML = `<div class="product" id="product-1">${galleryHtml(images)}<div class="summary"><h1 class="product_title">Art print</h1><form class="variations_form cart"></form></div></div>`;
  const host = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  unmount = await mountIsland(island, host);
  if (reach) {
    await act(async () => {
      host.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await import('./GalleryEnhancements');
    });
    await act(() => import('./gallery-slider'));
    if (images.length > 1) await vi.waitFor(() => expect(host.querySelector('.keen-slider')).not.toBeNull());
    await wait();
  }
  return host;
}
const thumbs = () => [...document.querySelectorAll<HTMLButtonElement>('.flex-control-thumbs button')];
const trigger = () => document.querySelector<HTMLButtonElement>('button.woocommerce-product-gallery__trigger')!;
const modal = () => document.getElementById('glightbox-body');

/** Opens the lightbox from the trigger; the island's state updates (opening, then not) happen inside act. */
async function openLightbox() {
  trigger().focus();
  await act(async () => {
    trigger().click();
    await vi.waitFor(() => expect(modal()).not.toBeNull());
  });
  await wait();
}

beforeEach(() => {
  navigateTo.impl = vi.fn();
});
afterEach(async () => {
  if (modal()) {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    await wait(5);
  }
  unmount?.();
  unmount = undefined;
  delete w.wc_single_product_params;
});

describe('gallery params', () => {
  it('reads the spec’s slider and lightbox settings, with defaults when the global is absent', () => {
    const p = readGalleryParams(SINGLE_PRODUCT_PARAMS);
    expect(p.slider).toEqual({
      enabled: true,
      rtl: false,
      speed: 500,
      loop: false,
      smoothHeight: true,
      allowOneSlide: false,
    });
    expect(p.zoomEnabled).toBe(false);
    expect(p.lightbox).toEqual({ enabled: true, showAnimationDuration: 0, hideAnimationDuration: 0 });
    expect(readGalleryParams(undefined, true)).toMatchObject({
      triggerText: 'View full-screen image gallery',
      slider: { rtl: true, speed: 500 },
      zoomEnabled: false,
    });
  });
});

describe('gallery island', () => {
  it('several images: a slider with one thumbnail button per image; a thumbnail shows its slide', async () => {
    const host = await page();
    expect(host.querySelector('.woocommerce-product-gallery__wrapper')!.classList.contains('keen-slider')).toBe(true);
    expect(thumbs()).toHaveLength(3);
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(thumbs()[1]!.querySelector('img')!.alt).toBe('Art print, view 2');
    const slides = host.querySelectorAll('.woocommerce-product-gallery__image');
    expect(slides[1]!.hasAttribute('inert')).toBe(true);
    await act(async () => thumbs()[1]!.click());
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(slides[1]!.hasAttribute('inert')).toBe(false);
    expect(slides[0]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('several images: thumbnails from the start; before keen-slider a thumbnail scrolls the native track to its image', async () => {
    const host = await page(pathImages(3), SINGLE_PRODUCT_PARAMS, false);
    expect(host.querySelector('.keen-slider')).toBeNull();
    // flexslider's thumbnail list, one button per image, the first current.
    expect(host.querySelector('ol.flex-control-nav.flex-control-thumbs')).not.toBeNull();
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(thumbs().map((b) => b.querySelector('img')!.getAttribute('src'))).toEqual(pathImages(3).map((m) => m.thumb));
    expect(trigger().type).toBe('button');
    // Until then the gallery is plain DOM: no React root.
    expect(host.querySelector('[data-island-root]')).toBeNull();
    const track = host.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
    const slides = [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];
    slides.forEach((s, i) => Object.defineProperty(s, 'offsetLeft', { value: 40 + i * 500, configurable: true }));
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as typeof track.scrollTo;
    thumbs()[2]!.click();
    expect(scrollTo).toHaveBeenCalledWith({ left: 1000, behavior: 'smooth' });
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(thumbs()[2]!.querySelector('img')!.classList.contains('flex-active')).toBe(true);
    expect(modal()).toBeNull(); // a thumbnail shows its image, it does not open the full-screen gallery
    // WooCommerce's variation script asks for the first slide: the native track goes back.
    emit('woocommerce_gallery_reset_slide_position', {}, host);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(thumbs()[0]!.getAttribute('aria-current')).toBe('true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      host.querySelectorAll('.woocommerce-product-gallery__image a')[1]!.dispatchEvent(click);
      await vi.waitFor(() => expect(modal()).not.toBeNull());
    });
    expect(click.defaultPrevented).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    await wait(5);
    await act(async () => {
      host
        .querySelector<HTMLElement>('.woocommerce-product-gallery__image a')!
        .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await import('./GalleryEnhancements');
    });
    await vi.waitFor(() => expect(host.querySelector('.keen-slider')).not.toBeNull());
    await wait();
    expect(thumbs()).toHaveLength(3);
    expect(host.querySelector('.woocommerce-product-gallery__wrapper')!.classList.contains('keen-slider')).toBe(true);
    expect(host.querySelector('[data-island-root]')).toBeNull(); // the enhancements are plain DOM too
  });

  it('keen-slider takes over on the slide the native track shows, only once the track has come to rest', async () => {
    const host = await page(pathImages(3), SINGLE_PRODUCT_PARAMS, false);
    const track = host.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
    Object.defineProperty(track, 'clientWidth', { value: 400, configurable: true });
    // The shopper swiped to the third image natively; the track reports its rest with scrollend.
    track.scrollLeft = 800;
    track.dispatchEvent(new Event('scrollend'));
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    // A swipe still moving (between slides) holds keen-slider back.
    track.scrollLeft = 650;
    await act(async () => {
      host.dispatchEvent(new Event('touchstart', { bubbles: true }));
      await import('./GalleryEnhancements');
      await import('./gallery-slider');
    });
    await wait(250);
    expect(host.querySelector('.keen-slider')).toBeNull();
    track.scrollLeft = 800;
    await vi.waitFor(() => expect(host.querySelector('.keen-slider')).not.toBeNull());
    expect(track.scrollLeft).toBe(0); // keen-slider's transforms show the slide now
    expect(thumbs().map((b) => b.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    const slides = host.querySelectorAll('.woocommerce-product-gallery__image');
    expect([...slides].map((s) => s.hasAttribute('inert'))).toEqual([true, true, false]);
    await act(async () => thumbs()[0]!.click());
    expect([...slides].map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('unmount puts the server markup back: no trigger, no thumbnails, no root, slide links plain again', async () => {
    const host = await page();
    expect(thumbs()).toHaveLength(3);
    unmount!();
    unmount = undefined;
    expect(
      host.querySelector('.woocommerce-product-gallery__trigger, .flex-control-thumbs, [data-island-root]'),
    ).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('.woocommerce-product-gallery__image a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('one image: no slider and no thumbnails, but the full-screen trigger', async () => {
    const host = await page(pathImages(1));
    expect(host.querySelector('.keen-slider')).toBeNull();
    expect(thumbs()).toHaveLength(0);
    expect(trigger().type).toBe('button');
    expect(trigger().textContent).toBe('View full-screen image gallery');
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens glightbox on the current image with captions (data-caption, else title), focus trapped, Escape returns focus', async () => {
    await page();
    await act(async () => thumbs()[1]!.click());
    await openLightbox();
    const box = modal()!;
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('Art print');
    const descs = [...box.querySelectorAll('.gslide-desc')].map((d) => d.textContent);
    expect(descs).toEqual(['Harbour linocut, view 1', 'Picture 2', 'Harbour linocut, view 3']);
    expect(box.contains(document.activeElement)).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    await wait(5);
    expect(modal()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('a slide link click opens the lightbox instead of leaving the page', async () => {
    const host = await page();
    const link = host.querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__image a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      link.dispatchEvent(click);
      await vi.waitFor(() => expect(modal()).not.toBeNull());
    });
    expect(click.defaultPrevented).toBe(true);
  });

  it('an image that fails to load shows the spec’s message with a link to the image', async () => {
    await page([BROKEN_IMAGE, ...pathImages(1)]);
    await openLightbox();
    const img = modal()!.querySelector<HTMLImageElement>('.gslide-media img')!;
    img.dispatchEvent(new Event('error'));
    const error = modal()!.querySelector('.gslide-error')!;
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('The image could not be loaded.');
    expect(error.querySelector('a')!.getAttribute('href')).toBe(BROKEN_IMAGE.large);
    // The 'load' we send makes glightbox show the slide, which re-measures it 100 ms later on a timer it offers no way
    // to cancel: close and let that pass here, so it does not run after the test (a timer set later fires later).
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    await wait(150);
  });

  it('shows captions as text: markup in them is not run, one starting with . or # is not read as a selector', async () => {
    const captions = ['<img src="x" onerror="window.__xss = 1">Linocut', '.product_title', '#main & <b>co</b>'];
    await page(pathImages(3).map((m, i) => ({ ...m, caption: captions[i]! })));
    await act(async () => thumbs()[1]!.click()); // opened on the middle slide, glightbox fills in all three
    await openLightbox();
    const descs = [...modal()!.querySelectorAll('.gslide-desc')];
    expect(descs.map((d) => d.textContent)).toEqual(captions);
    expect(modal()!.querySelector('.gslide-desc img, .gslide-desc b')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('an image whose URL has a stray % still gets the message and a link named after the file', async () => {
    const broken = { ...BROKEN_IMAGE, large: '/media/100%-cotton.jpg' };
    await page([broken, ...pathImages(1)]);
    await openLightbox();
    modal()!.querySelector<HTMLImageElement>('.gslide-media img')!.dispatchEvent(new Event('error'));
    const link = modal()!.querySelector('.gslide-error a')!;
    expect(link.textContent).toBe('100%-cotton.jpg');
    expect(link.getAttribute('href')).toBe('/media/100%-cotton.jpg');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    await wait(150); // glightbox's 100 ms re-measure of the shown slide (see above)
  });

  it('a found variation with an image replaces the main image and its thumbnail; reset restores them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const host = await page();
    const img = host.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img')!;
    const original = img.getAttribute('src');
    const form = document.querySelector('form.variations_form')!;
    const image = variationImage();
    await act(async () => emit('found_variation', { variation: { variation_id: 5, image } }, form));
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('data-large_image')).toBe(image.full_src);
    expect(img.getAttribute('alt')).toBe('Framed print');
    expect(host.querySelector('.woocommerce-product-gallery__image a')!.getAttribute('href')).toBe(image.full_src);
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe(image.gallery_thumbnail_src);
    await act(async () => vi.advanceTimersByTime(20));
    await act(async () => emit('reset_data', {}, form));
    expect(img.getAttribute('src')).toBe(original);
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe(fixtureImages(1)[0]!.thumb);
    vi.useRealTimers();
  });

  it('works alongside a variation script that swaps the image itself first (data-o_ originals)', async () => {
    const host = await page();
    const img = host.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img')!;
    const original = img.getAttribute('src')!;
    const form = document.querySelector('form.variations_form')!;
    const image = variationImage();
    // WooCommerce's variation script (or the variation-form island) handles the events on the form, before us.
    form.addEventListener('found_variation', () => {
      if (!img.hasAttribute('data-o_src')) img.setAttribute('data-o_src', img.getAttribute('src')!);
      img.setAttribute('src', image.src);
    });
    form.addEventListener('reset_data', () => img.setAttribute('src', img.getAttribute('data-o_src')!));
    await act(async () => emit('found_variation', { variation: { image } }, form));
    expect(img.getAttribute('src')).toBe(image.src);
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe(image.gallery_thumbnail_src);
    await act(async () => emit('reset_data', {}, form));
    expect(img.getAttribute('src')).toBe(original);
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe(fixtureImages(1)[0]!.thumb);
  });

  it('follows WooCommerce’s gallery events: reset slide position and re-init', async () => {
    const host = await page();
    await act(async () => thumbs()[2]!.click());
    await act(async () => emit('woocommerce_gallery_reset_slide_position', {}, host));
    // The slider may still report positions of the earlier animation: wait until it settles on the first slide.
    await vi.waitFor(() => expect(thumbs()[0]!.getAttribute('aria-current')).toBe('true'));
    host.querySelector('.woocommerce-product-gallery__image')!.setAttribute('data-thumb', '/media/changed.svg');
    await act(async () => emit('woocommerce_gallery_init_zoom', {}, host));
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/changed.svg');
  });

  it('a variation without an image keeps (or restores) the product image', async () => {
    const host = await page();
    const img = host.querySelector<HTMLImageElement>('.woocommerce-product-gallery__image img')!;
    const original = img.getAttribute('src');
    const form = document.querySelector('form.variations_form')!;
    await act(async () => emit('found_variation', { variation: { image: variationImage() } }, form));
    await act(async () => emit('found_variation', { variation: { image: { src: '' } } }, form));
    expect(img.getAttribute('src')).toBe(original);
  });

  it('hover zoom only when the store enables it and the large image is wider than the gallery', async () => {
    let host = await page(pathImages(2), { ...SINGLE_PRODUCT_PARAMS, zoom_enabled: true });
    // The zoom's code is a chunk of its own, loaded only where the store enables zoom.
    await vi.waitFor(() => expect(host.querySelectorAll('.has-zoom')).toHaveLength(2));
    unmount?.();
    host = await page(pathImages(2));
    expect(host.querySelectorAll('.has-zoom')).toHaveLength(0);
  });
});

describe('lightbox captions and file names', () => {
  it('escapes a caption and writes a leading . or # as a character reference', async () => {
    const { captionHtml, fileName } = await import('./lightbox');
    expect(captionHtml('Tom & Jerry <b>"x"</b>')).toBe('Tom &amp; Jerry &lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(captionHtml('.product_title')).toBe('&#46;product_title');
    expect(captionHtml('#main')).toBe('&#35;main');
    expect(captionHtml('')).toBe('');
    expect(fileName('/media/a%20b.jpg?x=1')).toBe('a b.jpg');
    expect(fileName('/media/100%-cotton.jpg')).toBe('100%-cotton.jpg');
  });
});
