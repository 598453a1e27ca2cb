/**
 * Reads the block checkout's settings from `wcSettings` (WooCommerce's blocks settings global) and the Checkout
 * block's `data-*` attributes. Missing parts fall back to safe defaults; the address rules fall back to the
 * package's bundled table.
 */
import { bundledAddressData, type AddressData } from '@storefront/address-locale';
import type { BlockPaymentMethod, BlockSettings } from './contract';
import { obj, text, type Obj } from './json';

/** A block attribute: 'true'/'false' as printed, else the default. */
const flag = (v: string | undefined, fallback: boolean): boolean => (v === undefined ? fallback : v === 'true');

/** The settings from the page global and the wrapper's data attributes. */
export function readBlockSettings(settings: Obj | undefined, data: Record<string, string>): BlockSettings {
  const s = obj(settings);
  const currency = obj(s.currency);
  // In the page's order (WooCommerce prints them sorted by name).
  const countries = Object.entries(obj(s.countries)).filter((e): e is [string, string] => typeof e[1] === 'string');
  const fallback = bundledAddressData();
  const address: AddressData = {
    locale: Object.keys(obj(s.countryLocale)).length ? (s.countryLocale as AddressData['locale']) : fallback.locale,
    states: Object.keys(obj(s.allowedStates)).length ? (s.allowedStates as AddressData['states']) : fallback.states,
  };
  const pages = obj(s.storePages);
  const terms = obj(pages.terms);
  const account = text(obj(pages.myaccount).permalink);
  const methodData = obj(s.paymentMethodData);
  const order = Array.isArray(s.paymentMethodSortOrder) ? s.paymentMethodSortOrder.map(text) : Object.keys(methodData);
  const paymentMethods: BlockPaymentMethod[] = order
    .filter((id) => id && methodData[id])
    .map((id) => {
      const m = obj(methodData[id]);
      return {
        id,
        title: text(m.title) || id,
        description: text(m.description),
        buttonLabel: text(m.placeOrderButtonLabel) || undefined,
      };
    });
  return {
    currency: { code: text(currency.code) || 'GBP', precision: Number(currency.precision ?? 2) || 0 },
    countries,
    address,
    ...(text(terms.permalink) && { terms: { title: text(terms.title), url: text(terms.permalink) } }),
    ...(!s.currentUserIsLoggedIn && account && { loginUrl: account }),
    paymentMethods,
    card: s.stripe_data && s,
    allowSignup: !s.currentUserIsLoggedIn && s.checkoutAllowsSignup === true,
    showOrderNotes: flag(data.showOrderNotes, true),
    showPhone: flag(data.showPhoneField, true),
    requirePhone: flag(data.requirePhoneField, false),
    showCompany: flag(data.showCompanyField, false),
    showApartment: flag(data.showApartmentField, true),
  };
}
