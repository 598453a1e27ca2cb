/**
 * Fixtures of the markup the order-attribution island works with, as the shop prints it (the contract test in
 * packages/shop-server checks them against the shop's pages).
 */
import { INPUTS_ELEMENT } from './contract';

/** The settings script (inline scripts don't run in happy-dom: tests set the global themselves). */
export const attributionScriptHtml = (): string =>
  '<script id="wc-order-attribution-js-extra">var wc_order_attribution = {};</script>';

/** A checkout form with WooCommerce's empty inputs element. */
export const attributionInputsHtml = (): string =>
  `<form class="checkout woocommerce-checkout"><${INPUTS_ELEMENT}></${INPUTS_ELEMENT}></form>`;
