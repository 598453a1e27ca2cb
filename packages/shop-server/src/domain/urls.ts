/**
 * The shop's URLs for products, variations and media, and WooCommerce's attachment props (plain data the
 * domain hands out and the views print; no HTML here).
 */
import type { Media, Product, Variation } from './catalog';

/** Product permalink. */
export const productUrl = (p: Pick<Product, 'slug'>): string => `/product/${p.slug}/`;

/** My account's logout link (WooCommerce's `customer-logout` endpoint with its nonce). */
export const logoutUrl = (nonce: string): string =>
  `/my-account/customer-logout/?_wpnonce=${encodeURIComponent(nonce)}`;

/** WordPress's admin link for editing a post (a product is a post of type `product`; the shop has no admin screens). */
export const editPostUrl = (id: number): string => `/wp-admin/post.php?post=${id}&action=edit`;

/** Permalink of a variation: the product page with its attributes preselected. */
export function variationUrl(
  p: Pick<Product, 'slug'>,
  v: Pick<Variation, 'attributes'>,
  chosen: Record<string, string> = {},
): string {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries({ ...v.attributes, ...chosen })) if (val) q.set(k, val);
  const s = q.toString();
  return productUrl(p) + (s ? `?${s}` : '');
}

/** Image sizes the shop serves (WordPress-style `-WxH` file suffixes). */
export const SIZES = { thumbnail: 300, single: 600, galleryThumb: 100 } as const;

/** URL of a media file, full size or a square `size`. */
export function mediaUrl(m: Pick<Media, 'slug'>, size?: number): string {
  return size ? `/media/${m.slug}-${size}x${size}.svg` : `/media/${m.slug}.svg`;
}

/** WooCommerce's attachment props (the variation `image` object). */
export interface ImageProps {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string | false;
  sizes: string | false;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
}

/** Attachment props for an image (all fields WooCommerce's add-to-cart-variation script reads). */
export function imageProps(m: Media | undefined): ImageProps | Record<string, never> {
  if (!m) return {};
  const s = SIZES.single;
  const t = SIZES.thumbnail;
  const g = SIZES.galleryThumb;
  return {
    title: m.title,
    caption: m.caption,
    url: mediaUrl(m),
    alt: m.alt,
    src: mediaUrl(m, s),
    srcset: `${mediaUrl(m, s)} ${s}w, ${mediaUrl(m, t)} ${t}w`,
    sizes: `(max-width: ${s}px) 100vw, ${s}px`,
    full_src: mediaUrl(m),
    full_src_w: m.width,
    full_src_h: m.height,
    gallery_thumbnail_src: mediaUrl(m, g),
    gallery_thumbnail_src_w: g,
    gallery_thumbnail_src_h: g,
    thumb_src: mediaUrl(m, t),
    thumb_src_w: t,
    thumb_src_h: t,
    src_w: s,
    src_h: s,
  };
}
