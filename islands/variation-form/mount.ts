import { domIsland, readRawProps } from '@storefront/runtime';
import { VariationFormController } from './controller';
import { measured } from './perf';
import { DEFAULT_TEXTS, type VariationFormProps, type VariationTexts, type WcVariation } from './contract';

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);

/** WooCommerce's texts from `wc_add_to_cart_variation_params`, the spec's UK defaults otherwise. */
export function readTexts(params: Record<string, unknown> | undefined): VariationTexts {
  const p = params ?? {};
  return {
    noMatching: text(p.i18n_no_matching_variations_text, DEFAULT_TEXTS.noMatching),
    makeASelection: text(p.i18n_make_a_selection_text, DEFAULT_TEXTS.makeASelection),
    unavailable: text(p.i18n_unavailable_text, DEFAULT_TEXTS.unavailable),
    resetAlert: text(p.i18n_reset_alert_text, DEFAULT_TEXTS.resetAlert),
  };
}

/** Parses a JSON data attribute the way jQuery's `.data()` does; undefined when absent or not JSON. */
function json(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Reads `data-product_id`, `data-product_variations` (a list, or `false` = server look-ups), the compact
 * `data-variation-index`, `data-custom_data` and the page's texts. Unreadable variation data counts as `false`,
 * so the form still works through the server.
 */
export function readVariationFormProps(
  data: Record<string, string>,
  params: Record<string, unknown> | undefined,
): VariationFormProps {
  const variations = json(data.product_variations);
  return {
    productId: Number.parseInt(data.product_id ?? '', 10) || 0,
    variations: Array.isArray(variations) ? (variations as WcVariation[]) : false,
    compactIndex: json(data.variationIndex),
    customData: json(data.custom_data),
    texts: readTexts(params),
  };
}

/**
 * The island module, without React: the form is WooCommerce's server markup, and a {@link VariationFormController}
 * drives it from mount to unmount (anything but a form is left alone).
 */
export default domIsland((host) => {
  if (!(host instanceof HTMLFormElement)) return;
  const raw = readRawProps(host, { globals: ['wc_add_to_cart_variation_params'], json: false });
  const props = measured('sf-variation-props', () =>
    readVariationFormProps(raw.data, raw.params.wc_add_to_cart_variation_params),
  );
  return new VariationFormController(host, props).start();
});
