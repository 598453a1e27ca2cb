/**
 * Test markup: a WooCommerce-classic billing or shipping address as `form-billing.php` /
 * `woocommerce_form_field()` print it (rows `#<name>_field.form-row`, labels with a required
 * marker, the state as a text input until a country is applied). For tests only.
 */
export function addressFormMarkup(type: 'billing' | 'shipping', country = 'GB'): string {
  const row = (key: string, label: string, priority: number, input: string, cls = 'form-row-wide'): string =>
    `<p class="form-row ${cls} validate-required" id="${type}_${key}_field" data-priority="${priority}">` +
    `<label for="${type}_${key}">${label}&nbsp;<abbr class="required" title="required">*</abbr></label>` +
    `<span class="woocommerce-input-wrapper">${input}</span></p>`;
  const text = (key: string, extra = ''): string =>
    `<input type="text" class="input-text" name="${type}_${key}" id="${type}_${key}" value="" ${extra}>`;
  const rows = [
    row('first_name', 'First name', 10, text('first_name', 'autocomplete="given-name"'), 'form-row-first'),
    row('last_name', 'Last name', 20, text('last_name', 'autocomplete="family-name"'), 'form-row-last'),
    row(
      'country',
      'Country / Region',
      40,
      `<select name="${type}_country" id="${type}_country" class="country_to_state country_select"><option value="${country}" selected>${country}</option></select>`,
    ),
    row('address_1', 'Street address', 50, text('address_1', 'placeholder="House number and street name"')),
    row('address_2', 'Apartment, suite, unit, etc.', 60, text('address_2')),
    row('city', 'Town / City', 70, text('city')),
    row('state', 'County', 80, text('state', 'autocomplete="address-level1" data-input-classes="extra-class"')),
    row('postcode', 'Postcode', 90, text('postcode')),
  ];
  if (type === 'billing') {
    rows.push(row('phone', 'Phone', 100, `<input type="tel" class="input-text" name="billing_phone" id="billing_phone">`));
    rows.push(row('email', 'Email address', 110, `<input type="email" class="input-text" name="billing_email" id="billing_email">`));
  }
  return `<div class="woocommerce-${type}-fields"><div class="woocommerce-${type}-fields__field-wrapper">${rows.join('')}</div></div>`;
}
