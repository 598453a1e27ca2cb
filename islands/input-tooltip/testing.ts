/** Test and story fixtures of the input tooltip (never bundled): two checkout-style rows with descriptions. */
export function describedFieldsHtml(): string {
  const row = (id: string, label: string, text: string) =>
    `<p class="form-row" id="${id}_field"><label for="${id}">${label}</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="${id}" id="${id}"><span class="description" id="${id}-description" aria-hidden="true">${text}</span></span></p>`;
  return `<form class="woocommerce-checkout">${row('billing_vat', 'VAT number', 'Two letters, then digits, e.g. GB123456789.')}${row('billing_ref', 'Order reference', 'Shown on your invoice.')}</form>`;
}
