/**
 * Test markup: the product gallery as WooCommerce 10 prints it (single-product/product-image.php with
 * wc_get_gallery_image_html slides), where the reference shop's differs: the gallery starts invisible under an
 * inline `opacity: 0` with a fade transition (WooCommerce's single-product script sets opacity 1 once the gallery
 * is ready), the slides sit in a `div` wrapper, and no theme stylesheet styles the hover zoom's image. Written
 * from the template's structure; for tests only.
 */

/** One gallery image of the fixture. */
export interface Wc10Image {
  /** Shown (single-size) image. */
  src: string;
  /** Full-size image and its size. */
  full: string;
  fullWidth: number;
  fullHeight: number;
  thumb: string;
  alt: string;
  caption?: string;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `n` images whose full size (1600 px wide) is larger than any gallery. */
export const wc10Images = (n: number): Wc10Image[] =>
  Array.from({ length: n }, (_, i) => ({
    src: `/wp-content/uploads/print-${i + 1}-600x600.jpg`,
    full: `/wp-content/uploads/print-${i + 1}.jpg`,
    fullWidth: 1600,
    fullHeight: 1600,
    thumb: `/wp-content/uploads/print-${i + 1}-100x100.jpg`,
    alt: `Print, view ${i + 1}`,
    caption: i === 0 ? 'The print in its frame' : '',
  }));

/** One slide (wc_get_gallery_image_html): thumbnail data on the slide, full-size facts on the image. */
function slideHtml(m: Wc10Image, main: boolean): string {
  return (
    `<div data-thumb="${esc(m.thumb)}" data-thumb-alt="${esc(m.alt)}" data-thumb-srcset="${esc(m.thumb)} 100w" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image">` +
    `<a href="${esc(m.full)}"><img width="600" height="600" src="${esc(m.src)}" class="${main ? 'wp-post-image' : ''}" alt="${esc(m.alt)}" data-caption="${esc(m.caption ?? '')}" data-src="${esc(m.full)}" data-large_image="${esc(m.full)}" data-large_image_width="${m.fullWidth}" data-large_image_height="${m.fullHeight}" decoding="async"${main ? '' : ' loading="lazy"'}></a></div>`
  );
}

/** The inline style product-image.php prints on the gallery. */
export const WC10_GALLERY_STYLE = 'opacity: 0; transition: opacity .25s ease-in-out;';

/** `div.woocommerce-product-gallery` as product-image.php prints it. */
export function wc10GalleryHtml(images: Wc10Image[] = wc10Images(3), columns = 4): string {
  const slides = images.map((m, i) => slideHtml(m, i === 0)).join('');
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-${columns} images" data-columns="${columns}" style="${WC10_GALLERY_STYLE}"><div class="woocommerce-product-gallery__wrapper">${slides}</div></div>`;
}

/**
 * `wc_single_product_params` as WordPress prints it for a theme with zoom, lightbox and slider support
 * (wp_localize_script turns the top-level booleans into '1' or '').
 */
export const WC10_SINGLE_PRODUCT_PARAMS = {
  i18n_required_rating_text: 'Please select a rating',
  i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
  i18n_product_gallery_trigger_text: 'View full-screen image gallery',
  review_rating_required: 'yes',
  flexslider: {
    rtl: false,
    animation: 'slide',
    smoothHeight: true,
    directionNav: false,
    controlNav: 'thumbnails',
    slideshow: false,
    animationSpeed: 500,
    animationLoop: false,
    allowOneSlide: false,
  },
  zoom_enabled: '1',
  zoom_options: [],
  photoswipe_enabled: '1',
  photoswipe_options: {
    shareEl: false,
    closeOnScroll: false,
    history: false,
    hideAnimationDuration: 0,
    showAnimationDuration: 0,
  },
  flexslider_enabled: '1',
};
