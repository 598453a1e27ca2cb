/**
 * The variation panel's HTML: the page's `script#tmpl-variation-template` (or the unavailable one) when the
 * theme prints it, filled the CSP-safe way (`{{{ data.variation.key }}}` raw, `{{ … }}` escaped); otherwise
 * WooCommerce's default layout: description, price, availability. A page that prints page templates
 * (`script[type="text/template"]#tmpl-…`, as WooCommerce does beside its variation script) but not the one asked
 * for has a missing or misspelled template: it is reported with the spec's §8 message, and the default layout
 * keeps the variation on show.
 */
import { escapeHtml } from '@storefront/runtime/ui';
import type { VariationTexts, WcVariation } from './contract';

const SLOT = /({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g;

function fill(template: string, variation: WcVariation): string {
  return template.replace(SLOT, (_, open: string, key: string, close: string) => {
    if (open.length !== close.length) return '';
    const value = variation[key];
    const text = value === undefined || value === null || value === false ? '' : String(value);
    return open.length === 2 ? escapeHtml(text) : text;
  });
}

function pageTemplate(id: string): string | null {
  const el = document.getElementById(`tmpl-${id}`);
  if (el) return (el.textContent ?? '').replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');
  // Without any page template the markup simply has none (a shop printing only the islands' markup): no error.
  if (document.querySelector('script[type="text/template"][id^="tmpl-"]')) {
    console.error(`Template not found: #tmpl-${id}`);
  }
  return null;
}

/** The panel markup for a found variation (an invisible variation gets the 'unavailable' text). */
export function variationPanelHtml(variation: WcVariation, texts: VariationTexts): string {
  if (!variation.variation_is_visible) {
    return pageTemplate('unavailable-variation-template') ?? `<p>${escapeHtml(texts.unavailable)}</p>`;
  }
  const own = pageTemplate('variation-template');
  if (own !== null) return fill(own, variation);
  const part = (cls: string, html: unknown) =>
    `<div class="woocommerce-variation-${cls}">${typeof html === 'string' ? html : ''}</div>`;
  return (
    part('description', variation.variation_description) +
    part('price', variation.price_html) +
    part('availability', variation.availability_html)
  );
}
