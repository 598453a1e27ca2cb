import type { VariationImage } from '@storefront/variations';
/**
 * Contract of the variation-form island: the WooCommerce markup it reads, the texts and delays of the spec, and
 * the variation object shape (spec §3 "Product variation").
 */

/** A variation as `data-product_variations` and `?wc-ajax=get_variation` carry it (fields the island reads). */
export interface WcVariation {
  variation_id: number;
  attributes: Record<string, string>;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: Record<string, string> | string;
  dimensions_html?: string;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  variation_is_visible: boolean;
  variation_is_active: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
  is_sold_individually?: string;
  min_qty?: number | string;
  max_qty?: number | string;
  image_id?: number | string;
  image?: VariationImage | Record<string, never>;
  [key: string]: unknown;
}

export type { VariationImage } from '@storefront/variations';

/** The texts of `wc_add_to_cart_variation_params` (UK defaults from the spec when the page has none). */
export interface VariationTexts {
  noMatching: string;
  makeASelection: string;
  unavailable: string;
  resetAlert: string;
}

/** Props read from the form's markup and the page globals. */
export interface VariationFormProps {
  productId: number;
  /** The variations, or false: details come from `get_variation`. */
  variations: WcVariation[] | false;
  /** `data-variation-index` (compact availability data of a large product), when present. */
  compactIndex: unknown;
  /** `data-custom_data`, posted with server look-ups. */
  customData: unknown;
  texts: VariationTexts;
}

/** Spec §8 / WooCommerce's UK texts. */
export const DEFAULT_TEXTS: VariationTexts = {
  noMatching: 'Sorry, no products matched your selection. Please choose a different combination.',
  makeASelection: 'Please select some product options before adding this product to your basket.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  resetAlert:
    'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

/** Spec §9 "Theme page behaviour": the delays the form's state code uses (the display's: display-contract.ts). */
export const TIMINGS = {
  /** The first variation check runs this long after mount (after the gallery). */
  initialCheckMs: 100,
  /** The reset announcement is cleared after this long (so the same text is spoken again next time). */
  resetAlertClearMs: 1000,
} as const;

/** Selectors of the WooCommerce markup (product meta and gallery: display-contract.ts). */
export const SEL = {
  selects: '.variations select',
  reset: '.reset_variations',
  resetAlert: '.reset_variations_alert',
  singleVariation: '.single_variation',
  wrap: '.single_variation_wrap',
  button: '.single_add_to_cart_button',
  addToCartArea: '.woocommerce-variation-add-to-cart',
  variationId: 'input[name="variation_id"], input.variation_id',
  qtyInput: '.quantity input.qty[name="quantity"]',
  noMatch: '.wc-no-matching-variations',
} as const;

/** Classes WooCommerce puts on the button and the add-to-cart area. */
export const CLASSES = {
  disabled: 'disabled',
  selectionNeeded: 'wc-variation-selection-needed',
  unavailable: 'wc-variation-is-unavailable',
  areaEnabled: 'woocommerce-variation-add-to-cart-enabled',
  areaDisabled: 'woocommerce-variation-add-to-cart-disabled',
} as const;

/** Window flag turning on `performance.mark/measure` around the island's work (used by the Chromium bench). */
export const PERF_FLAG = '__sfVariationPerf';
