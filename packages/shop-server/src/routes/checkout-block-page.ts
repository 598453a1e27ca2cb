/**
 * GET /checkout-block/: the checkout as a theme with WooCommerce's Checkout block has it. The page prints the
 * block's wrapper (views/checkout-block.ts) and the settings WooCommerce prints for its blocks in `wcSettings`
 * (currency, countries, states and address locale, checkout options, store pages, the offline payment methods'
 * data); the Store API nonce is in `wcBlocksMiddlewareConfig` on every page (views/layout.ts). The form itself is
 * rendered by the block-checkout island over the Store API (store-api*.ts), on the classic checkout's order code.
 */
import { Hono, type Context } from 'hono';
import { CURRENCY, URLS } from '../config';
import { addressData, allCountries } from '../domain/address-data';
import { gatewaysFor } from '../payments/gateways';
import { checkoutBlockHtml, type CheckoutBlockAttributes } from '../views/checkout-block';
import { shopOf, type ShopEnv } from './context';
import { renderPage } from './render';

/** The shop's Checkout block attributes (phone asked for and required, as on the classic form). */
const ATTRIBUTES: CheckoutBlockAttributes = {
  showOrderNotes: true,
  showPhoneField: true,
  requirePhoneField: true,
  showCompanyField: true,
  showApartmentField: true,
};

/** The terms page the checkout links to (its terms box is shown because it is set). */
const TERMS_PAGE = { id: 3, title: 'Terms and conditions', permalink: '/terms/' };

/** `wcSettings` as WooCommerce prints it for the Checkout block (the part this shop's block reads). */
export function checkoutBlockSettings(
  loggedIn: boolean,
  checkoutUrl: string = URLS.checkoutBlock,
): Record<string, unknown> {
  const data = addressData();
  const countries = allCountries();
  const methods = gatewaysFor('checkout').filter((g) => ['cod', 'bacs', 'cheque'].includes(g.id));
  return {
    currency: {
      code: CURRENCY.code,
      precision: CURRENCY.minorUnit,
      symbol: CURRENCY.symbol,
      symbolPosition: 'left',
      decimalSeparator: CURRENCY.decimalSeparator,
      thousandSeparator: CURRENCY.thousandSeparator,
      priceFormat: '%1$s%2$s',
    },
    countries,
    allowedCountries: countries,
    shippingCountries: countries,
    allowedStates: data.states,
    shippingStates: data.states,
    countryLocale: data.locale,
    checkoutAllowsGuest: true,
    checkoutAllowsSignup: true,
    checkoutShowLoginReminder: true,
    currentUserIsLoggedIn: loggedIn,
    storePages: {
      terms: TERMS_PAGE,
      myaccount: { id: 4, title: 'My account', permalink: URLS.myAccount },
      cart: { id: 5, title: 'Basket', permalink: URLS.cart },
      checkout: { id: 6, title: 'Checkout', permalink: checkoutUrl },
    },
    paymentMethodSortOrder: methods.map((g) => g.id),
    paymentMethodData: Object.fromEntries(
      methods.map((g) => [
        g.id,
        {
          title: g.title,
          description: g.description,
          ...(g.orderButtonText && { placeOrderButtonLabel: g.orderButtonText }),
          ...(g.countries && { countries: g.countries }),
        },
      ]),
    ),
  };
}

/** GET /checkout-block/, and GET /checkout/ when the shop's checkout is the block one (`blockCheckout`). */
export async function checkoutBlockGet(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const here = shop.opts.blockCheckout ? URLS.checkout : URLS.checkoutBlock;
  const session = await shop.ensureSession();
  const cart = await shop.cart();
  const empty = cart.lines.length === 0;
  return renderPage(c, {
    analytics: empty ? undefined : { events: ['begin_checkout'] },
    title: 'Checkout',
    bodyClass: 'page woocommerce-checkout woocommerce-page',
    content: checkoutBlockHtml({
      empty,
      attributes: ATTRIBUTES,
      classicUrl: shop.opts.blockCheckout ? undefined : URLS.checkout,
    }),
    globals: empty ? undefined : { wcSettings: checkoutBlockSettings(session.customerId !== null, here) },
  });
}

/** Routes of the block checkout page. */
export function checkoutBlockPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/checkout-block', checkoutBlockGet);
  return r;
}
