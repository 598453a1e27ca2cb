/** §3 hidden inputs and Store API extension data; §8 missing-input warning. */
import { describe, expect, it } from 'vitest';
import { expectConsoleWarn } from '@storefront/test-kit';
import {
  applyAttributionInputs,
  missingInputWarning,
  stampAttributionInputs,
  writeAttributionInputs,
} from './checkout-inputs';
import { ATTRIBUTION_FIELD_NAMES, attributionValues, type AttributionValues } from './fields';
import { attributionExtensionData, withAttributionExtension } from './store-api';
import type { SbjsData } from './types';

const data: SbjsData = {
  current: { typ: 'utm', src: 'news', mdm: 'email', cmp: '"><img src=x onerror=alert(1)>' },
  current_add: { fd: '2026-03-14 12:00:00', ep: 'https://shop.example/', rf: '(none)' },
  first: {},
  first_add: {},
  session: { pgs: '3' },
  udata: { vst: '2', uag: 'UA' },
  promo: {},
};
const values = attributionValues(data, true);
const nulls = attributionValues(data, false);

const inputNamed = (root: ParentNode, field: string) =>
  root.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);

describe('checkout hidden inputs', () => {
  it('stamps one hidden input per field into an empty <wc-order-attribution-inputs>, values as properties', () => {
    document.body.innerHTML =
      '<form class="checkout woocommerce-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    applyAttributionInputs(document, values);
    const inputs = [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')];
    expect(inputs.map((i) => i.name)).toEqual(ATTRIBUTION_FIELD_NAMES.map((f) => `wc_order_attribution_${f}`));
    expect(inputs.every((i) => i.type === 'hidden')).toBe(true);
    expect(inputNamed(document, 'utm_source')?.value).toBe('news');
    expect(inputNamed(document, 'utm_campaign')?.value).toBe('"><img src=x onerror=alert(1)>'); // no markup injection
    expect(document.querySelector('img')).toBeNull();
    expect(inputNamed(document, 'utm_term')?.value).toBe(''); // missing → ''
    expect(new FormData(document.querySelector('form')!).get('wc_order_attribution_session_pages')).toBe('3');
  });

  it('updates template-printed inputs; null values become ""', () => {
    document.body.innerHTML = `<form class="checkout">${ATTRIBUTION_FIELD_NAMES.map((f) => `<input type="hidden" name="wc_order_attribution_${f}" value="old">`).join('')}</form>`;
    applyAttributionInputs(document, values);
    expect(inputNamed(document, 'session_count')?.value).toBe('2');
    applyAttributionInputs(document, nulls);
    expect(ATTRIBUTION_FIELD_NAMES.every((f) => inputNamed(document, f)?.value === '')).toBe(true);
  });

  it('a missing hidden input logs the spec warning (and the others are still written)', () => {
    const warnings = expectConsoleWarn('not found. Most likely');
    document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    applyAttributionInputs(document, values);
    inputNamed(document, 'referrer')!.remove(); // a theme script tampered with the element
    const missing = writeAttributionInputs(document.querySelector('wc-order-attribution-inputs')!, values);
    expect(missing).toEqual(['referrer']);
    expect(warnings).toEqual([
      `Field "referrer" not found. Most likely, the '<wc-order-attribution-inputs>' element was manipulated.`,
    ]);
    expect(missingInputWarning('utm_id')).toContain('"utm_id"');
    applyAttributionInputs(document, nulls); // the filled element is updated, not re-stamped
    expect(warnings).toHaveLength(2);
    expect(inputNamed(document, 'utm_source')?.value).toBe('');
  });

  it('pages without attribution inputs are left alone, silently', () => {
    // Silently: the unit setup fails a test on any console.warn it did not declare.
    document.body.innerHTML = '<form><input name="billing_email"></form>';
    applyAttributionInputs(document, values);
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('stampAttributionInputs replaces whatever the element held', () => {
    const element = document.createElement('wc-order-attribution-inputs');
    element.innerHTML = '<span>x</span>';
    stampAttributionInputs(element, values, 'custom_');
    expect(element.querySelector('span')).toBeNull();
    expect(element.querySelector<HTMLInputElement>('input[name="custom_source_type"]')?.value).toBe('utm');
  });
});

describe('Store API checkout extension data', () => {
  it("{ extensions: { 'woocommerce/order-attribution': values } }, keeping other extensions", () => {
    expect(attributionExtensionData(values)).toEqual({ 'woocommerce/order-attribution': values });
    const body = withAttributionExtension({ payment_method: 'cod', extensions: { other: { a: 1 } } }, values);
    expect(body).toEqual({
      payment_method: 'cod',
      extensions: { other: { a: 1 }, 'woocommerce/order-attribution': values },
    });
    expect(
      JSON.parse(JSON.stringify(withAttributionExtension({}, nulls))).extensions['woocommerce/order-attribution']
        .source_type,
    ).toBeNull();
  });

  it('the values object is copied, so later changes do not leak into a sent body', () => {
    const mine: AttributionValues = { ...values };
    const body = attributionExtensionData(mine);
    mine.utm_source = 'changed';
    expect(body['woocommerce/order-attribution'].utm_source).toBe('news');
  });
});
