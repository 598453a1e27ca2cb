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
import { brandLabel, tokenExpiry, type PaymentToken } from '../domain/payment-tokens';
import { CARD_GATEWAY_ID } from '../payments/config';
import type { CardFields } from '../payments/gateway-types';
import { gatewaysFor } from '../payments/gateways';
import { checkoutBlockHtml, type CheckoutBlockAttributes } from '../views/checkout-block';
import { gatewayContext } from './checkout-shared';
import { shopOf, type ShopEnv } from './context';
import { gatewayPageGlobals } from './payment-fields';
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

/**
 * The block checkout's methods, in its order: the offline ones, then the card (when the card gateway is on) — listed
 * last so the page's first load carries no card code: it loads when the shopper chooses the card.
 */
const BLOCK_METHODS = ['cod', 'bacs', 'cheque', CARD_GATEWAY_ID];

/**
 * A saved card as WooCommerce gives it to blocks (an entry of `wcSettings.customerPaymentMethods.cc`): gateway,
 * last four digits and brand name, expiry 'MM/YY', whether it is the default, and its token id. (`actions`, the
 * account page's links, is printed empty: the checkout does not use it.)
 */
export function blockSavedCard(t: PaymentToken): Record<string, unknown> {
  return {
    method: { gateway: t.gatewayId, last4: t.last4, brand: brandLabel(t.brand) },
    expires: tokenExpiry(t),
    is_default: t.isDefault,
    actions: {},
    tokenId: t.id,
  };
}

/**
 * `wcSettings` as WooCommerce prints it for the Checkout block (the part this shop's block reads). `card`: the card
 * gateway's page settings (`wc_stripe_upe_params`), printed as `stripe_data` the way WooCommerce prints a payment
 * method's blocks data (`{name}_data`: the gateway's script params plus its blocks options); without it the card is
 * not offered. `fields`: the card gateway's checkout fields (the customer's saved cards, whether saving is offered),
 * printed as `customerPaymentMethods` and the blocks options `showSavedCards` / `showSaveOption`.
 */
export function checkoutBlockSettings(
  loggedIn: boolean,
  checkoutUrl: string = URLS.checkoutBlock,
  card?: Record<string, unknown>,
  fields?: Pick<CardFields, 'tokens' | 'offerSave'>,
): Record<string, unknown> {
  const data = addressData();
  const countries = allCountries();
  const methods = gatewaysFor('checkout')
    .filter((g) => BLOCK_METHODS.includes(g.id) && (g.id !== CARD_GATEWAY_ID || card))
    .sort((a, b) => BLOCK_METHODS.indexOf(a.id) - BLOCK_METHODS.indexOf(b.id));
  const cardGateway = methods.find((g) => g.id === CARD_GATEWAY_ID);
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
    ...(card &&
      cardGateway && {
        [`${CARD_GATEWAY_ID}_data`]: {
          ...card,
          title: cardGateway.title,
          showSavedCards: !!fields,
          showSaveOption: !!fields?.offerSave,
          supports: ['products'],
        },
        // WooCommerce groups them by type: cards under 'cc'.
        customerPaymentMethods: fields?.tokens.length ? { cc: fields.tokens.map(blockSavedCard) } : {},
      }),
  };
}

/** GET /checkout-block/, and GET /checkout/ when the shop's checkout is the block one (`blockCheckout`). */
export async function checkoutBlockGet(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const here = shop.opts.blockCheckout ? URLS.checkout : URLS.checkoutBlock;
  const session = await shop.ensureSession();
  const cart = await shop.cart();
  const empty = cart.lines.length === 0;
  const globals = empty ? {} : await gatewayPageGlobals(CARD_GATEWAY_ID, gatewayContext(c), 'checkout');
  const card = globals.wc_stripe_upe_params as Record<string, unknown> | undefined;
  // The express checkout's parameters, as on the classic checkout; `has_block` as the gateway prints it on a page
  // with the Checkout block.
  const express = card && (globals.wc_stripe_express_checkout_params as Record<string, unknown> | undefined);
  // The saved cards and the save option, as the gateway gives them to the classic checkout's payment box.
  const gateway = card && gatewaysFor('checkout').find((g) => g.id === CARD_GATEWAY_ID);
  const fields = gateway && (await gateway.paymentFields?.(gatewayContext(c), 'checkout'));
  return renderPage(c, {
    analytics: empty ? undefined : { events: ['begin_checkout'] },
    title: 'Checkout',
    bodyClass: 'page woocommerce-checkout woocommerce-page',
    content: checkoutBlockHtml({
      empty,
      attributes: ATTRIBUTES,
      classicUrl: shop.opts.blockCheckout ? undefined : URLS.checkout,
      express: !!express,
    }),
    globals: empty
      ? undefined
      : {
          wcSettings: checkoutBlockSettings(session.customerId !== null, here, card, fields),
          ...(express && { wc_stripe_express_checkout_params: { ...express, has_block: true } }),
        },
  });
}

/** Routes of the block checkout page. */
export function checkoutBlockPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/checkout-block', checkoutBlockGet);
  return r;
}
