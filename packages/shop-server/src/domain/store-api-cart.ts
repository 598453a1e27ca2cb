/**
 * The Store API cart document (WooCommerce Blocks' `/wc/store/v1/cart` shape): money as strings
 * of minor units with the currency fields beside them.
 */
import { CURRENCY } from '../config';
import { imageProps, mediaUrl, SIZES } from './urls';
import type { Media } from './catalog';
import type { Cart, CartLine } from './cart';
import { MAX_LINE_QUANTITY } from './limits';
import { destinationOf, type CheckoutState } from './checkout-state';

/** Currency fields repeated on every money object. */
export const currencyFields = {
  currency_code: CURRENCY.code,
  currency_symbol: CURRENCY.symbol,
  currency_minor_unit: CURRENCY.minorUnit,
  currency_decimal_separator: CURRENCY.decimalSeparator,
  currency_thousand_separator: CURRENCY.thousandSeparator,
  currency_prefix: CURRENCY.prefix,
  currency_suffix: CURRENCY.suffix,
};

const emptyAddress = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'GB',
};

/** One cart item. */
function storeItem(l: CartLine, media: Map<number, Media>): Record<string, unknown> {
  const m = l.imageId ? media.get(l.imageId) : undefined;
  const price = String(l.unitPrice);
  const raw = String(l.unitPrice * 10_000); // raw prices carry 6 decimals
  const props = imageProps(m);
  return {
    key: l.key,
    id: l.variation?.id ?? l.product.id,
    type: l.variation ? 'variation' : 'simple',
    quantity: l.quantity,
    quantity_limits: {
      minimum: 1,
      maximum: l.maxQty === '' ? MAX_LINE_QUANTITY : Math.min(l.maxQty, MAX_LINE_QUANTITY),
      multiple_of: 1,
      editable: !l.soldIndividually,
    },
    name: l.product.name,
    short_description: `<p>${l.product.short_description}</p>`,
    description: `<p>${l.product.description}</p>`,
    sku: l.sku,
    low_stock_remaining: null,
    backorders_allowed: false,
    show_backorder_badge: false,
    sold_individually: l.soldIndividually,
    permalink: l.permalink,
    images: m
      ? [
          {
            id: m.id,
            src: mediaUrl(m),
            thumbnail: mediaUrl(m, SIZES.thumbnail),
            srcset: 'srcset' in props ? props.srcset : '',
            sizes: 'sizes' in props ? props.sizes : '',
            name: m.title,
            alt: m.alt,
          },
        ]
      : [],
    variation: l.attributeNames.map((a) => ({ raw_attribute: a.raw, attribute: a.label, value: a.value })),
    item_data: [],
    prices: {
      price,
      regular_price: price,
      sale_price: price,
      price_range: null,
      ...currencyFields,
      raw_prices: { precision: 6, price: raw, regular_price: raw, sale_price: raw },
    },
    totals: {
      line_subtotal: String(l.lineTotal),
      line_subtotal_tax: '0',
      line_total: String(l.lineTotal),
      line_total_tax: '0',
      ...currencyFields,
    },
    catalog_visibility: 'visible',
    extensions: {},
  };
}

/** The customer's addresses: the session's checkout state, else the shipping calculator's destination. */
function customerAddresses(cart: Cart, state?: CheckoutState): Record<'billing' | 'shipping', Record<string, string>> {
  const d = cart.shipping.destination;
  if (!state) {
    const shipping = { ...emptyAddress, country: d.country, state: d.state, city: d.city, postcode: d.postcode };
    return { shipping: { ...shipping, phone: '' }, billing: { ...emptyAddress, email: '', phone: '' } };
  }
  const { email: _e, phone: _p, ...to } = destinationOf(state);
  return {
    shipping: { ...emptyAddress, ...to, phone: '' },
    billing: { ...emptyAddress, email: '', phone: '', ...state.billing },
  };
}

/**
 * The whole cart document (coupons, discount and shipping totals and rates included); `state` (the session's
 * checkout state) fills the customer's addresses.
 */
export function storeCart(cart: Cart, media: Map<number, Media>, state?: CheckoutState): Record<string, unknown> {
  const d = cart.shipping.destination;
  const addresses = customerAddresses(cart, state);
  const weight = cart.lines.reduce((s, l) => s + Number(l.variation?.weight ?? l.product.weight ?? 0) * l.quantity, 0);
  return {
    items: cart.lines.map((l) => storeItem(l, media)),
    coupons: cart.coupons.map((c) => ({
      code: c.code,
      discount_type: c.kind,
      totals: { total_discount: String(c.discount), total_discount_tax: '0', ...currencyFields },
    })),
    fees: [],
    totals: {
      total_items: String(cart.subtotal),
      total_items_tax: '0',
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: String(cart.discountTotal),
      total_discount_tax: '0',
      total_shipping: cart.shipping.chosen ? String(cart.shippingTotal) : null,
      total_shipping_tax: cart.shipping.chosen ? '0' : null,
      total_price: String(cart.total),
      total_tax: '0',
      tax_lines: [],
      ...currencyFields,
    },
    shipping_address: addresses.shipping,
    billing_address: addresses.billing,
    needs_payment: cart.total > 0,
    needs_shipping: cart.lines.length > 0,
    payment_requirements: ['products'],
    has_calculated_shipping: d.calculated,
    shipping_rates:
      cart.lines.length === 0
        ? []
        : [
            {
              package_id: 0,
              name: 'Shipment 1',
              destination: {
                address_1: '',
                address_2: '',
                city: d.city,
                state: d.state,
                postcode: d.postcode,
                country: d.country,
              },
              items: cart.lines.map((l) => ({ key: l.key, name: l.name, quantity: l.quantity })),
              shipping_rates: cart.shipping.rates.map((r) => {
                const [methodId, instance] = r.id.split(':');
                return {
                  rate_id: r.id,
                  name: r.label,
                  description: '',
                  delivery_time: '',
                  price: String(r.cost),
                  taxes: '0',
                  instance_id: Number(instance ?? 0),
                  method_id: methodId,
                  meta_data: [],
                  selected: cart.shipping.chosen?.id === r.id,
                  ...currencyFields,
                };
              }),
            },
          ],
    items_count: cart.itemsCount,
    items_weight: Math.round(weight * 1000) / 1000,
    cross_sells: [],
    errors: [],
    payment_methods: [],
    extensions: {},
  };
}
