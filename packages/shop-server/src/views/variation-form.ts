/**
 * The variable product form (single-product/add-to-cart/variable.php and
 * variation-add-to-cart-button.php): labelled attribute selects, the reset link, the
 * variation panel and the add-to-basket area with the hidden ids.
 */
import { LABELS } from '../config';
import type { Attribute, Product } from '../domain/catalog';
import type { AvailableVariation } from './variation-json';
import { attr, html, joinHtml, type Html } from './format';
import { productUrl } from '../domain/urls';
import { quantityInput } from './quantity';

/** Input of {@link variationForm}. */
export interface VariationFormData {
  product: Product;
  attributes: Attribute[];
  /** The variations, or false above the threshold (then the page fetches them one at a time). */
  variations: AvailableVariation[] | false;
  /** Preselected values (from `?attribute_pa_x=` in the URL), `attribute_pa_*` → slug. */
  selected: Record<string, string>;
  /**
   * Compact availability index (JSON, see `compactVariationIndex`) printed as `data-variation-index` when the
   * variations are not embedded (`false`), so large products keep local option filtering.
   */
  variationIndex?: string | null;
}

/** One attribute's select, as wc_dropdown_variation_attribute_options prints it. */
function attributeSelect(a: Attribute, selected: string | undefined): Html {
  const name = `attribute_${a.taxonomy}`;
  const options = a.options.map(
    (o) => html`<option value="${o.slug}"${attr('selected', o.slug === selected && 'selected')}>${o.name}</option>`,
  );
  return joinHtml(
    html`<select id="${a.taxonomy}" class="" name="${name}" data-attribute_name="${name}" data-show_option_none="yes">`,
    html`<option value="">${LABELS.chooseOption}</option>`,
    options,
    html`</select>`,
  );
}

/** `form.variations_form.cart` with `data-product_id` and `data-product_variations`. */
export function variationForm(d: VariationFormData): Html {
  const { product } = d;
  const variationsAttr = d.variations === false ? 'false' : JSON.stringify(d.variations);
  const index = attr('data-variation-index', (d.variations === false && d.variationIndex) || null);
  const attrs = d.attributes.filter((a) => a.is_variation);
  const formTag = (variations: string, extra: Html | '' = ''): Html =>
    joinHtml(
      html`<form class="variations_form cart" action="${productUrl(product)}" method="post"`,
      html` enctype="multipart/form-data" data-product_id="${product.id}"`,
      attr('data-product_variations', variations),
      extra,
      html`>`,
    );
  if (Array.isArray(d.variations) && d.variations.length === 0) {
    return joinHtml(
      formTag('[]'),
      html`<p class="stock out-of-stock">This product is currently out of stock and unavailable.</p>`,
      html`</form>`,
    );
  }
  const rows = attrs.map((a, i) =>
    joinHtml(
      html`<tr>`,
      html`<th class="label"><label for="${a.taxonomy}">${a.label}</label></th>`,
      html`<td class="value">`,
      attributeSelect(a, d.selected[`attribute_${a.taxonomy}`]),
      i === attrs.length - 1 && html`<a class="reset_variations" href="#">${LABELS.clear}</a>`,
      html`</td>`,
      html`</tr>`,
    ),
  );
  return html`${formTag(variationsAttr, index)}
<table class="variations" role="presentation"><tbody>${rows}</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
<div class="single_variation_wrap">
<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
${quantityInput({ id: `quantity_${product.id}`, productName: product.name, min: 1, max: '' })}
<button type="submit" class="single_add_to_cart_button button alt">${LABELS.addToBasket}</button>
<input type="hidden" name="add-to-cart" value="${product.id}">
<input type="hidden" name="product_id" value="${product.id}">
<input type="hidden" name="variation_id" class="variation_id" value="0">
</div>
</div>
</form>`;
}
