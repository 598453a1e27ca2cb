import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { on } from '@storefront/runtime';
import { encodeVariationIndex } from '@storefront/variations';
import {
  mountIsland,
  ART_ATTRIBUTES,
  artPrintVariations,
  createFakeVariationBackend,
  fixtureVariation,
  VARIATION_PARAMS,
  variationProductHtml,
  type FakeVariationBackend,
  type VariationPageOptions,
} from '@storefront/test-kit';
import island from './mount';

let backend: FakeVariationBackend;
let alerts: string[];

const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const form = () => $<HTMLFormElement>('form.variations_form');
const select = (name: string) => $<HTMLSelectElement>(`select[name="${name}"]`);
const button = () => $<HTMLButtonElement>('.single_add_to_cart_button');
const panel = () => $('.single_variation');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Mounts the form; `reach` focuses a select first, as a shopper does, which loads the display code. */
async function page(o: VariationPageOptions = {}, reach = true) {
  document.body.innerHTML = variationProductHtml(o);
  await mountIsland(island, form());
  if (reach) {
    await act(async () => {
      form()
        .querySelector('select')!
        .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await import('./variation-view');
    });
  }
  if (o.compactIndex) await act(() => import('./compact-index')); // the decoder is a chunk of its own
  await wait(100); // first check
}

async function choose(name: string, value: string) {
  const el = select(name);
  el.value = value;
  await act(async () => void el.dispatchEvent(new Event('change', { bubbles: true })));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  backend = createFakeVariationBackend();
  vi.stubGlobal('fetch', backend.fetch);
  alerts = [];
  vi.stubGlobal('alert', (m: unknown) => void alerts.push(String(m)));
  (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params = VARIATION_PARAMS;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { wc_add_to_cart_variation_params?: unknown }).wc_add_to_cart_variation_params;
});

describe('variation form (local data)', () => {
  it('starts with the button needing a selection, the reset link hidden and no notice', async () => {
    await page();
    expect(button().className).toMatch(
      /\bdisabled\b.*wc-variation-selection-needed|wc-variation-selection-needed.*\bdisabled\b/,
    );
    expect($('.variations_button').classList.contains('woocommerce-variation-add-to-cart-disabled')).toBe(true);
    expect($('.reset_variations').style.visibility).toBe('hidden');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('a full choice swaps SKU, weight, dimensions and image at once, shows the panel after 300 ms and enables the button', async () => {
    await page();
    const events: string[] = [];
    for (const name of [
      'found_variation',
      'show_variation',
      'woocommerce_variation_select_change',
      'woocommerce_variation_has_changed',
    ]) {
      on(name, () => events.push(name), form());
    }
    await choose('attribute_pa_size', 'a4');
    expect($('.reset_variations').style.visibility).toBe('visible');
    await choose('attribute_pa_type', 'framed');
    expect($('.product_meta .sku').textContent).toBe('AP-A4-FRM');
    expect($('.woocommerce-product-attributes-item--weight td').textContent).toBe('1.4 kg');
    expect($('.woocommerce-product-attributes-item--dimensions td').textContent).toBe('10 × 20 × 1 cm');
    expect($('.wp-post-image').getAttribute('src')).toBe('/media/a4-framed-600.jpg');
    expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/media/a4-framed.jpg');
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1005');
    expect(panel().textContent).toBe('');
    await wait(200);
    expect(panel().textContent).toBe('');
    await wait(110);
    expect(panel().querySelector('.woocommerce-variation-price')!.textContent).toBe('£35.00');
    expect(panel().querySelector('.woocommerce-variation-availability')!.textContent).toBe('In stock');
    expect(button().classList.contains('disabled')).toBe(false);
    expect($('.variations_button').classList.contains('woocommerce-variation-add-to-cart-enabled')).toBe(true);
    expect(events).toEqual([
      'woocommerce_variation_select_change',
      'woocommerce_variation_has_changed',
      'woocommerce_variation_select_change',
      'found_variation',
      'woocommerce_variation_has_changed',
      'show_variation',
    ]);
  });

  it('an out-of-stock variation is shown but its button is unavailable, and a click explains why', async () => {
    await page();
    await choose('attribute_pa_size', 'a3');
    await choose('attribute_pa_type', 'framed');
    await wait(300);
    expect(panel().textContent).toContain('Out of stock');
    expect(button().className).toMatch(/wc-variation-is-unavailable/);
    // WooCommerce's contract: classes only; the button stays operable and says why (spec §5 Add to cart).
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(button().getAttribute('aria-description')).toBe(
      'Sorry, this product is unavailable. Please choose a different combination.',
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alerts).toEqual(['Sorry, this product is unavailable. Please choose a different combination.']);
  });

  it('clicking the button before a full choice alerts the selection text and submits nothing', async () => {
    await page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alerts).toEqual(['Please select some product options before adding this product to your basket.']);
  });

  it('disables options only inactive variations have and removes options no variation has', async () => {
    const variations = [
      fixtureVariation(1, { attribute_pa_size: 'a5', attribute_pa_type: 'giclee' }),
      fixtureVariation(
        2,
        { attribute_pa_size: 'a4', attribute_pa_type: 'framed' },
        { variation_is_active: false, is_in_stock: false },
      ),
      fixtureVariation(3, { attribute_pa_size: 'a4', attribute_pa_type: 'giclee' }),
    ];
    await page({ variations });
    expect([...select('attribute_pa_size').options].map((o) => o.value)).toEqual(['', 'a5', 'a4']); // a3: no variation
    await choose('attribute_pa_size', 'a4');
    const framed = [...select('attribute_pa_type').options].find((o) => o.value === 'framed')!;
    expect(framed.disabled).toBe(true);
    await choose('attribute_pa_size', 'a5');
    expect([...select('attribute_pa_type').options].map((o) => o.value)).toEqual(['', 'giclee']);
    await choose('attribute_pa_size', '');
    expect([...select('attribute_pa_type').options].map((o) => `${o.value}:${o.disabled}`)).toEqual([
      ':false',
      'giclee:false',
      'framed:true',
    ]);
  });

  it('an impossible value clears its select and shows the no-match notice (not during the first check)', async () => {
    await page({ selected: { attribute_pa_size: 'a4' } });
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
    const type = select('attribute_pa_type');
    const canvas = document.createElement('option');
    canvas.value = 'canvas';
    canvas.textContent = 'Canvas';
    type.append(canvas);
    await choose('attribute_pa_type', 'canvas');
    const notice = $('.wc-no-matching-variations');
    expect(notice.textContent).toBe(
      'Sorry, no products matched your selection. Please choose a different combination.',
    );
    expect(notice.classList.contains('woocommerce-info')).toBe(true);
    expect(type.value).toBe('');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    await choose('attribute_pa_type', 'giclee');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('reset (click, Enter, Space) clears, announces, restores SKU, image and panel, and focuses the first select', async () => {
    await page();
    const reset = $<HTMLAnchorElement>('.reset_variations');
    for (const trigger of [
      () => reset.click(),
      () => reset.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
      () => reset.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })),
    ]) {
      await choose('attribute_pa_size', 'a4');
      await choose('attribute_pa_type', 'framed');
      await wait(300);
      expect($('.product_meta .sku').textContent).toBe('AP-A4-FRM');
      const events: string[] = [];
      const offs = ['woocommerce_variation_select_change', 'reset_data', 'woocommerce_variation_has_changed'].map(
        (name) => on(name, () => events.push(name), form()),
      );
      await act(async () => trigger());
      offs.forEach((off) => off());
      // A change per select, as WooCommerce sends them; one check, on the last one, resets the display once.
      expect(events).toEqual([
        'woocommerce_variation_select_change',
        'woocommerce_variation_has_changed',
        'woocommerce_variation_select_change',
        'reset_data',
        'woocommerce_variation_has_changed',
      ]);
      expect(select('attribute_pa_size').value).toBe('');
      expect(select('attribute_pa_type').value).toBe('');
      expect($('.product_meta .sku').textContent).toBe('ART-PRINT');
      expect($('.woocommerce-product-attributes-item--weight td').textContent).toBe('0.1 kg');
      expect($('.wp-post-image').getAttribute('src')).toBe('/media/art-print-600.jpg');
      expect($('.woocommerce-product-gallery__image a').getAttribute('href')).toBe('/media/art-print.jpg');
      expect($<HTMLInputElement>('input.variation_id').value).toBe('');
      expect($('.reset_variations_alert').textContent).toBe(VARIATION_PARAMS.i18n_reset_alert_text);
      expect(document.activeElement).toBe(select('attribute_pa_size'));
      expect(panel().style.display).toBe('none');
      expect(reset.style.visibility).toBe('hidden');
      expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
      await wait(1000);
      expect($('.reset_variations_alert').textContent).toBe('');
    }
  });

  it('sold individually: quantity 1, min 1, no max, field hidden; the next variation clamps to its min/max', async () => {
    const variations = [
      fixtureVariation(
        1,
        { attribute_pa_size: 'a5', attribute_pa_type: 'giclee' },
        { is_sold_individually: 'yes', max_qty: 1 },
      ),
      fixtureVariation(2, { attribute_pa_size: 'a4', attribute_pa_type: 'giclee' }, { min_qty: 2, max_qty: 5 }),
    ];
    await page({ variations });
    const qty = $<HTMLInputElement>('input.qty');
    qty.value = '4';
    await choose('attribute_pa_type', 'giclee');
    await choose('attribute_pa_size', 'a5');
    expect(qty.value).toBe('1');
    expect(qty.getAttribute('min')).toBe('1');
    expect(qty.getAttribute('max')).toBe('');
    expect(qty.closest<HTMLElement>('.quantity')!.style.display).toBe('none');
    qty.value = '9';
    await choose('attribute_pa_size', 'a4');
    expect(qty.value).toBe('5');
    expect(qty.getAttribute('min')).toBe('2');
    expect(qty.closest<HTMLElement>('.quantity')!.style.display).toBe('');
    qty.value = 'x';
    await choose('attribute_pa_size', 'a5');
    await choose('attribute_pa_size', 'a4');
    expect(qty.value).toBe('2');
  });

  it('without the shopper reaching for the form, a scripted change still shows its variation once the display code is in', async () => {
    await page({}, false);
    select('attribute_pa_size').value = 'a4';
    select('attribute_pa_type').value = 'framed';
    await act(async () => void form().dispatchEvent(new CustomEvent('check_variations', { bubbles: true })));
    await vi.waitFor(() => expect($('.product_meta .sku').textContent).toBe('AP-A4-FRM'));
    expect($<HTMLInputElement>('input.variation_id').value).toBe('1005');
    await wait(300);
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('listens for check_variations and found_variation triggered by other code', async () => {
    await page();
    select('attribute_pa_size').value = 'a5';
    select('attribute_pa_type').value = 'giclee';
    await act(async () => void form().dispatchEvent(new CustomEvent('check_variations', { bubbles: true })));
    expect($('.product_meta .sku').textContent).toBe('AP-A5-GIC');
  });

  it('bad variation data falls back to server look-ups', async () => {
    document.body.innerHTML = variationProductHtml().replace(
      /data-product_variations="[^"]*"/,
      'data-product_variations="[{&quot;oops&quot;:1}"',
    );
    await mountIsland(island, form());
    await wait(100);
    await choose('attribute_pa_size', 'a5');
    await choose('attribute_pa_type', 'giclee');
    await wait(0);
    expect(backend.calls.map((c) => c.endpoint)).toEqual(['get_variation']);
  });
});

describe('variation form (server look-ups)', () => {
  it('blocks the form, posts the choice with product_id, shows the answer and unblocks', async () => {
    backend.delayMs = 50;
    await page({ variations: false });
    await choose('attribute_pa_size', 'a4');
    expect(backend.calls).toHaveLength(0);
    await choose('attribute_pa_type', 'giclee');
    await wait(0); // the look-up starts a task after the change
    expect(form().querySelector('.blockOverlay')).not.toBeNull();
    await wait(60);
    expect(backend.calls[0]!.body).toEqual({ attribute_pa_size: 'a4', attribute_pa_type: 'giclee', product_id: '101' });
    expect(form().querySelector('.blockOverlay')).toBeNull();
    expect($('.product_meta .sku').textContent).toBe('AP-A4-GIC');
    await wait(300);
    expect(panel().textContent).toContain('£15.00');
  });

  it('a new look-up aborts the previous one; only the last answer shows', async () => {
    backend.delayMs = 50;
    await page({ variations: false, selected: { attribute_pa_type: 'giclee' } });
    await choose('attribute_pa_size', 'a4');
    await wait(0); // the first look-up is under way
    expect(backend.calls).toHaveLength(1);
    await choose('attribute_pa_size', 'a5');
    await wait(100);
    expect(backend.aborted).toBe(1);
    expect($('.product_meta .sku').textContent).toBe('AP-A5-GIC');
    expect(form().querySelector('.blockOverlay')).toBeNull();
  });

  it('an empty answer shows the no-match notice', async () => {
    backend.variations = [];
    await page({ variations: false });
    await choose('attribute_pa_size', 'a4');
    await choose('attribute_pa_type', 'giclee');
    await wait(10);
    expect($('.wc-no-matching-variations').textContent).toBe(VARIATION_PARAMS.i18n_no_matching_variations_text);
  });

  it.each([
    ['offline', 'You are probably offline.'],
    ['server_error', 'An unknown error occurred.'],
    ['invalid_json', 'The response is not a valid JSON response.'],
  ] as const)('on %s: unblocks, shows the message, keeps the choice; a retry works', async (failure, message) => {
    await page({ variations: false });
    backend.failure = failure;
    await choose('attribute_pa_size', 'a4');
    await choose('attribute_pa_type', 'giclee');
    await wait(10);
    expect(form().querySelector('.blockOverlay')).toBeNull();
    expect($('[role="alert"].sf-variation-error').textContent).toBe(message);
    expect(select('attribute_pa_size').value).toBe('a4');
    expect(button().classList.contains('disabled')).toBe(true);
    backend.failure = null;
    await choose('attribute_pa_type', 'giclee');
    await wait(10);
    expect(document.querySelector('.sf-variation-error')).toBeNull();
    expect($('.product_meta .sku').textContent).toBe('AP-A4-GIC');
  });
});

describe('variation form (compact index, large products)', () => {
  it('filters options locally from data-variation-index and fetches only the details', async () => {
    const variations = artPrintVariations().map((v) =>
      v.variation_id === 1003 ? { ...v, variation_is_active: false } : v,
    );
    const compactIndex = encodeVariationIndex(
      ART_ATTRIBUTES.map((a) => ({ name: a.name, options: a.options.map(([v]) => v) })),
      variations,
    );
    backend.variations = variations;
    await page({ variations: false, compactIndex });
    await choose('attribute_pa_type', 'giclee');
    await vi.waitFor(() =>
      expect([...select('attribute_pa_size').options].find((o) => o.value === 'a3')!.disabled).toBe(true),
    );
    expect(backend.calls).toHaveLength(0);
    await choose('attribute_pa_size', 'a5');
    await wait(10);
    expect(backend.calls.map((c) => c.endpoint)).toEqual(['get_variation']);
    expect($('.product_meta .sku').textContent).toBe('AP-A5-GIC');
  });
});
