/**
 * Fuzzing the gallery's lightbox with hostile image markup: captions, titles and alt texts holding markup, and large
 * image URLs with malformed percent-encoding or a javascript: scheme. The lightbox is opened and its image fails to
 * load (the failure message names the file from its URL). Whatever the markup: nothing throws, nothing from it is
 * rendered as HTML, no javascript: link appears.
 *
 * Known at the time of writing, all in islands/gallery/lightbox.ts, which another change is editing (so this fails
 * until they are fixed there): a malformed `%` in the image URL throws URIError from the failure message's file
 * name; a caption with markup is rendered as HTML (glightbox's description); and once those two are fixed, an image
 * URL with a javascript: scheme is copied into the failure message's link.
 */
import fc from 'fast-check';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@storefront/page';
import {
  mountIsland,
  SINGLE_PRODUCT_PARAMS,
  fixtureImages,
  galleryHtml,
  type FixtureImage,
} from '@storefront/test-kit';
import { PAYLOADS, fuzzParams, hostileString, injectedMarkup } from '@storefront/test-kit/fuzz';
import island from './mount';

const w = window as unknown as Record<string, unknown>;
const modal = () => document.getElementById('glightbox-body');
const uncaught: unknown[] = [];
const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);

beforeEach(() => {
  w.wc_single_product_params = SINGLE_PRODUCT_PARAMS;
  navigateTo.impl = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  addEventListener('error', onError);
});
afterEach(() => {
  removeEventListener('error', onError);
  delete w.wc_single_product_params;
});

/** Image URLs as a theme or a plugin might print them: paths with odd encodings, or a script URL. */
const href = fc.oneof(
  fc.constantFrom(
    '/media/large%.svg',
    '/media/%E0%A4%A.svg',
    '/media/%zz%%.svg',
    '/media/ok%20name.svg',
    'javascript:alert(1)',
    '/media/plain.svg',
  ),
  fc.stringMatching(/^[a-z%0-9]{1,12}$/).map((n) => `/media/${n}.svg`),
);
const text = fc.oneof(
  fc.constantFrom(...PAYLOADS.filter((p) => p.startsWith('<') || p.startsWith('"') || p.startsWith("'"))),
  hostileString,
);
const image: fc.Arbitrary<FixtureImage> = fc
  .record({ caption: text, alt: text, large: href, n: fc.nat(99) })
  .map((m) => ({
    ...fixtureImages(1)[0]!,
    caption: m.caption,
    alt: m.alt,
    large: m.large,
    src: `/media/${m.n}.svg`,
    thumb: `/media/t${m.n}.svg`,
  }));

describe('gallery lightbox fuzz', () => {
  it('hostile captions and image URLs: the lightbox opens, fails to load the image, and nothing throws or is injected', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(image, { minLength: 1, maxLength: 3 }), fc.nat(), async (images, at) => {
        document.body.innerHTML = `<div class="product"><h1 class="product_title">Art print</h1>${galleryHtml(images)}</div>`;
        // galleryHtml escapes what it prints; a title from the generator goes on as an attribute too.
        document
          .querySelectorAll('.woocommerce-product-gallery__image img')
          .forEach((img, i) => img.setAttribute('title', images[i]!.caption));
        const host = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
        const unmount = await mountIsland(island, host);
        try {
          await act(async () =>
            host
              .querySelectorAll<HTMLAnchorElement>('.woocommerce-product-gallery__image a')
              [at % images.length]!.click(),
          );
          await vi.waitFor(() => expect(modal()).not.toBeNull());
          const img = modal()!.querySelector<HTMLImageElement>('.gslide-media img');
          await act(async () => void img?.dispatchEvent(new Event('error')));
          // The page's own links are the server's; what the lightbox built is the island's.
          expect(injectedMarkup(document.querySelector('.glightbox-container') ?? document)).toEqual([]);
          expect(uncaught).toEqual([]);
        } finally {
          // Closed through the island (Escape), so glightbox drops its listeners even when a check above failed; its
          // re-measure of an opened slide runs 100 ms later and cannot be cancelled: wait it out before the page goes.
          if (modal())
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
          await act(() => new Promise((r) => setTimeout(r, 110)));
          unmount();
        }
      }),
      fuzzParams(10),
    );
  }, 60_000);
});
