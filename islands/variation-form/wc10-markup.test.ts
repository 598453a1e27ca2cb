/**
 * The variation form on WooCommerce 10's own markup (issue 22 behaviour 3, issue 19 item 7): the structure of its
 * templates single-product/add-to-cart/variable.php, variation-add-to-cart-button.php and variation.php (the two
 * `script#tmpl-…` templates it prints beside its variation script), with its en_US texts from
 * `wc_add_to_cart_variation_params` — written here from those templates' structure, not copied.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { artPrintVariations, expectConsoleError, mountIsland } from '@storefront/test-kit';
import island from './mount';

/** WooCommerce 10's en_US texts ('cart', where the spec's UK defaults say 'basket'). */
const WC_PARAMS = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text:
    'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function select(id: string, label: string, options: [string, string][], last: boolean): string {
  const name = `attribute_${id}`;
  const opts = options.map(([v, l]) => `<option value="${v}" class="attached enabled">${l}</option>`).join('');
  const clear = last ? '<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>' : '';
  return `<tr><th class="label"><label for="${id}">${label}</label></th><td class="value">
<select id="${id}" class="" name="${name}" data-attribute_name="${name}" data-show_option_none="yes">
<option value="">Choose an option</option>${opts}</select>${clear}</td></tr>`;
}

/** The variation templates as WooCommerce prints them; `ids` lets a test misspell one. */
function templates(ids = { found: 'variation-template', unavailable: 'unavailable-variation-template' }): string {
  return `<script type="text/template" id="tmpl-${ids.found}">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-${ids.unavailable}">
	<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>
</script>`;
}

function wc10Page(tmpl = templates()): string {
  const data = esc(JSON.stringify(artPrintVariations()));
  return `<div id="product-101" class="product type-product product-type-variable">
<div class="summary entry-summary"><h1 class="product_title entry-title">Art print</h1>
<form class="variations_form cart" action="/product/art-print/" method="post" enctype='multipart/form-data' data-product_id="101" data-product_variations="${data}">
<table class="variations" cellspacing="0" role="presentation"><tbody>
${select(
  'pa_size',
  'Size',
  [
    ['a5', 'A5'],
    ['a4', 'A4'],
    ['a3', 'A3'],
  ],
  false,
)}
${select(
  'pa_type',
  'Type',
  [
    ['giclee', 'Giclée'],
    ['framed', 'Framed'],
  ],
  true,
)}
</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
<div class="single_variation_wrap">
<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><label class="screen-reader-text" for="quantity_1">Art print quantity</label>
<input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" step="1" inputmode="numeric" autocomplete="off" /></div>
<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
<input type="hidden" name="add-to-cart" value="101" />
<input type="hidden" name="product_id" value="101" />
<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div></div></form>
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">ART-PRINT</span></span></div>
</div></div>
${tmpl}`;
}

let alerts: string[];
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const form = () => $<HTMLFormElement>('form.variations_form');
const button = () => $<HTMLButtonElement>('.single_add_to_cart_button');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function choose(name: string, value: string) {
  const el = $<HTMLSelectElement>(`select[name="${name}"]`);
  el.value = value;
  await act(async () => void el.dispatchEvent(new Event('change', { bubbles: true })));
}

async function open(tmpl?: string) {
  document.body.innerHTML = wc10Page(tmpl);
  await mountIsland(island, form());
  await act(async () => {
    form()
      .querySelector('select')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await import('./variation-view');
  });
  await wait(100); // first check
}

/** A press of the button as the browser sends it (click; Enter and Space on a button end in the same click). */
function press(): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button().dispatchEvent(click);
  return click;
}

/** WooCommerce's contract: classes only, the button stays operable, and it says why it can't add. */
function expectExplainedButton(classes: RegExp, reason: string) {
  expect(button().className).toMatch(classes);
  expect(button().hasAttribute('aria-disabled')).toBe(false);
  expect(button().disabled).toBe(false);
  expect(button().tabIndex).toBe(0);
  expect(button().getAttribute('aria-description')).toBe(reason);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  alerts = [];
  vi.stubGlobal('alert', (m: unknown) => void alerts.push(String(m)));
  (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params = WC_PARAMS;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params;
});

describe('variation form on WooCommerce 10 markup: the disabled add-to-cart button', () => {
  it('before a choice: classes disabled + wc-variation-selection-needed, operable, described, alerts on a press', async () => {
    await open();
    expectExplainedButton(
      /^(?=.*\bdisabled\b)(?=.*\bwc-variation-selection-needed\b)/,
      WC_PARAMS.i18n_make_a_selection_text,
    );
    expect($('.variations_button').classList.contains('woocommerce-variation-add-to-cart-disabled')).toBe(true);
    expect(press().defaultPrevented).toBe(true);
    expect(alerts).toEqual([WC_PARAMS.i18n_make_a_selection_text]);
    // Enter in a field submits through the default button; a submit that still arrives is stopped and explained.
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button() });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(alerts).toEqual([WC_PARAMS.i18n_make_a_selection_text, WC_PARAMS.i18n_make_a_selection_text]);
  });

  it('"Shopper can reset variations": a full choice enables it; Clear puts it back to needs-selection and a press alerts', async () => {
    await open();
    await choose('attribute_pa_size', 'a4');
    await choose('attribute_pa_type', 'framed');
    await wait(300);
    expect(button().className).not.toMatch(/\bdisabled\b|wc-variation/);
    expect(button().hasAttribute('aria-description')).toBe(false);
    const enabledClick = press();
    expect(enabledClick.defaultPrevented).toBe(false); // the form's own post goes ahead
    enabledClick.preventDefault(); // (happy-dom would otherwise submit the form)
    expect(alerts).toEqual([]);

    await act(async () => void $('a.reset_variations').click());
    expect($<HTMLSelectElement>('#pa_size').value).toBe('');
    expect($<HTMLSelectElement>('#pa_type').value).toBe('');
    expect($('.reset_variations_alert').textContent).toBe(WC_PARAMS.i18n_reset_alert_text);
    expectExplainedButton(
      /^(?=.*\bdisabled\b)(?=.*\bwc-variation-selection-needed\b)/,
      WC_PARAMS.i18n_make_a_selection_text,
    );
    expect(button().className).not.toMatch(/wc-variation-is-unavailable/);
    expect(press().defaultPrevented).toBe(true);
    expect(alerts).toEqual([WC_PARAMS.i18n_make_a_selection_text]);
    await wait(1000); // the announcement is cleared
  });

  it('an out-of-stock choice: classes disabled + wc-variation-is-unavailable, described, the unavailable alert', async () => {
    await open();
    await choose('attribute_pa_size', 'a3');
    await choose('attribute_pa_type', 'framed');
    await wait(300);
    expectExplainedButton(/^(?=.*\bdisabled\b)(?=.*\bwc-variation-is-unavailable\b)/, WC_PARAMS.i18n_unavailable_text);
    expect(button().className).not.toMatch(/wc-variation-selection-needed/);
    expect(press().defaultPrevented).toBe(true);
    expect(alerts).toEqual([WC_PARAMS.i18n_unavailable_text]);
  });
});

describe('variation form on WooCommerce 10 markup: page templates (spec §8)', () => {
  it("fills WooCommerce's printed tmpl-variation-template", async () => {
    await open();
    await choose('attribute_pa_size', 'a4');
    await choose('attribute_pa_type', 'framed');
    await wait(300);
    expect($('.single_variation .woocommerce-variation-price').textContent).toBe('£35.00');
  });

  it("a misspelled template: 'Template not found: #tmpl-variation-template', and the variation is still shown", async () => {
    const logged = expectConsoleError('Template not found: #tmpl-variation-template');
    await open(templates({ found: 'variaton-template', unavailable: 'unavailable-variation-template' }));
    await choose('attribute_pa_size', 'a4');
    await choose('attribute_pa_type', 'framed');
    await wait(300);
    expect(logged).toEqual(['Template not found: #tmpl-variation-template']);
    expect($('.single_variation .woocommerce-variation-price').textContent).toBe('£35.00');
  });
});
