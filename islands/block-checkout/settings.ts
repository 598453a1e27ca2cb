/**
 * Reads the block checkout's settings from `wcSettings` (WooCommerce's blocks settings global) and the Checkout
 * block's `data-*` attributes. Missing parts fall back to safe defaults; the address rules fall back to the
 * package's bundled table.
 */
import { bundledAddressData, type AddressData } from '@storefront/address-locale';
import type { BlockPaymentMethod, BlockSettings } from './contract';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A block attribute: 'true'/'false' as printed, else the default. */
const flag = (v: string | undefined, fallback: boolean): boolean => (v === undefined ? fallback : v === 'true');

/** The settings from the page global and the wrapper's data attributes. */
export function readBlockSettings(settings: Obj | undefined, data: Record<string, string>): BlockSettings {
  const s = obj(settings);
  const currency = obj(s.currency);
  const countries = Object.entries(obj(s.countries))
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .sort((a, b) => a[1].localeCompare(b[1]));
  const fallback = bundledAddressData();
  const address: AddressData = {
    locale: Object.keys(obj(s.countryLocale)).length ? (s.countryLocale as AddressData['locale']) : fallback.locale,
    states: Object.keys(obj(s.allowedStates)).length ? (s.allowedStates as AddressData['states']) : fallback.states,
  };
  const pages = obj(s.storePages);
  const terms = obj(pages.terms);
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
        ...(text(m.placeOrderButtonLabel) && { buttonLabel: text(m.placeOrderButtonLabel) }),
      };
    });
  return {
    currency: { code: text(currency.code) || 'GBP', precision: Number(currency.precision ?? 2) || 0 },
    countries,
    address,
    ...(text(terms.permalink) && { terms: { title: text(terms.title), url: text(terms.permalink) } }),
    ...(!s.currentUserIsLoggedIn &&
      text(obj(pages.myaccount).permalink) && { loginUrl: text(obj(pages.myaccount).permalink) }),
    paymentMethods,
    showOrderNotes: flag(data.showOrderNotes, true),
    showPhone: flag(data.showPhoneField, true),
    requirePhone: flag(data.requirePhoneField, false),
    showCompany: flag(data.showCompanyField, false),
    showApartment: flag(data.showApartmentField, true),
  };
}
