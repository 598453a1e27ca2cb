/**
 * Test markup: a WooCommerce-classic billing or shipping address as `form-billing.php` /
 * `woocommerce_form_field()` print it (rows `#<name>_field.form-row` with their layout,
 * `address-field`, `validate-*` and `update_totals_on_change` classes, labels with a '*' or
 * '(optional)' marker, `span.woocommerce-input-wrapper` around the control, the state as a text
 * input until a country is applied). For tests only.
 */
export interface AddressFormFixtureOptions {
  /** Country codes offered by the country select (default: just the current country). */
  countries?: readonly string[];
}

/** The fixture's markup of one address (see the module comment). */
export function addressFormMarkup(
  type: 'billing' | 'shipping',
  country = 'GB',
  options: AddressFormFixtureOptions = {},
): string {
  const row = (key: string, label: string, priority: number, input: string, cls: string, required = true): string => {
    const marker = required
      ? '&nbsp;<abbr class="required" title="required">*</abbr>'
      : '&nbsp;<span class="optional">(optional)</span>';
    return (
      `<p class="form-row ${cls}${required ? ' validate-required' : ''}" id="${type}_${key}_field" data-priority="${priority}">` +
      `<label for="${type}_${key}">${label}${marker}</label>` +
      `<span class="woocommerce-input-wrapper">${input}</span></p>`
    );
  };
  const text = (key: string, extra = ''): string =>
    `<input type="text" class="input-text" name="${type}_${key}" id="${type}_${key}" value="" ${extra}>`;
  const codes = options.countries?.length ? options.countries : [country];
  const countryOptions = codes
    .map((c) => `<option value="${c}"${c === country ? ' selected' : ''}>${c}</option>`)
    .join('');
  const rows = [
    row('first_name', 'First name', 10, text('first_name', 'autocomplete="given-name"'), 'form-row-first'),
    row('last_name', 'Last name', 20, text('last_name', 'autocomplete="family-name"'), 'form-row-last'),
    row(
      'country',
      'Country / Region',
      40,
      `<select name="${type}_country" id="${type}_country" class="country_to_state country_select" autocomplete="country">${countryOptions}</select>`,
      'form-row-wide address-field update_totals_on_change',
    ),
    row(
      'address_1',
      'Street address',
      50,
      text('address_1', 'placeholder="House number and street name"'),
      'form-row-wide address-field',
    ),
    row('address_2', 'Apartment, suite, unit, etc.', 60, text('address_2'), 'form-row-wide address-field', false),
    row('city', 'Town / City', 70, text('city'), 'form-row-wide address-field'),
    row(
      'state',
      'County',
      80,
      text('state', 'autocomplete="address-level1" data-input-classes="extra-class"'),
      'form-row-wide address-field',
    ),
    row('postcode', 'Postcode', 90, text('postcode'), 'form-row-wide address-field'),
  ];
  if (type === 'billing') {
    rows.push(
      row(
        'phone',
        'Phone',
        100,
        `<input type="tel" class="input-text" name="billing_phone" id="billing_phone">`,
        'form-row-wide validate-phone',
      ),
    );
    rows.push(
      row(
        'email',
        'Email address',
        110,
        `<input type="email" class="input-text" name="billing_email" id="billing_email">`,
        'form-row-wide validate-email',
      ),
    );
  }
  return `<div class="woocommerce-${type}-fields"><div class="woocommerce-${type}-fields__field-wrapper">${rows.join('')}</div></div>`;
}
