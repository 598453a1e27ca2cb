/**
 * `variation.image` of a WooCommerce variation object (spec §3 "Product variation": wc_get_product_attachment_props
 * plus sizes). Shared by the islands that swap product images (variation form, gallery).
 */
export interface VariationImage {
  src?: string;
  src_w?: number | string;
  src_h?: number | string;
  srcset?: string | false;
  sizes?: string | false;
  title?: string;
  caption?: string;
  alt?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
}
