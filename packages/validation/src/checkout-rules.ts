/*
 * Checkout field rules (spec §5 "Checkout fields"). The facts — which checks exist, the email
 * pattern and the phone characters — were learned from WooCommerce's public
 * client/legacy/js/frontend/checkout.js (`validate_field`).
 */

import { CHECKOUT_CLASSES } from './checkout-marks';

export { ALL_STATE_CLASSES, CHECKOUT_CLASSES } from './checkout-marks';

// Characters allowed in local parts and domain labels beyond ASCII (the BMP ranges the check accepts).
const U = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
const ATOM = `[a-z\\d!#$%&'*+\\-/=?^_\`{|}~${U}]+`;
const QUOTED =
  `"((([ \\t]*\\r\\n)?[ \\t]+)?([\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f\\x21\\x23-\\x5b\\x5d-\\x7e${U}]|` +
  `\\\\[\\x01-\\x09\\x0b\\x0c\\x0d-\\x7f${U}]))*(([ \\t]*\\r\\n)?[ \\t]+)?"`;

/** The local part (before '@') of the checkout's email check: a dot-atom or a quoted string. */
export const EMAIL_LOCAL_PART = new RegExp(`^(${ATOM}(\\.${ATOM})*|${QUOTED})$`, 'i');

const ALNUM = new RegExp(`^[a-z\\d${U}]$`, 'i');
const ALPHA = new RegExp(`^[a-z${U}]$`, 'i');
const DOMAIN_CHARS = new RegExp(`^[a-z\\d\\-._~${U}]+$`, 'i');

/**
 * The domain part of the checkout's email check, in linear time. WooCommerce writes it as
 * `(label\.)+tld\.?` with labels that may themselves contain dots; that form backtracks
 * exponentially on hostile input. It accepts exactly the strings over the label characters that
 * start with a letter or digit and contain a dot preceded by a letter or digit and followed by a
 * letter (the top-level label), ending with a letter or digit, optionally plus a trailing dot.
 */
export function isEmailDomain(domain: string): boolean {
  const d = domain.endsWith('.') ? domain.slice(0, -1) : domain;
  if (d.length < 3 || !DOMAIN_CHARS.test(d)) return false;
  const at = (i: number, re: RegExp): boolean => re.test(d.charAt(i));
  if (!at(0, ALNUM) || !at(d.length - 1, ALNUM)) return false;
  for (let i = 1; i < d.length - 1; i++) {
    if (d.charAt(i) === '.' && at(i - 1, ALNUM) && at(i + 1, ALPHA)) return true;
  }
  return false;
}

/** Characters a phone number may contain: whitespace, digits, # _ - + / ( ) and '.'. */
export const PHONE_ALLOWED_CHARS = /[\s#0-9_\-+/().]/g;

/**
 * True when `value` passes the checkout's RFC-style email check: a dot-atom or quoted local
 * part, '@', one or more domain labels each followed by a dot, and a top-level label that starts
 * with a letter (optionally a trailing dot). Case-insensitive. Addresses longer than 254
 * characters (the RFC 5321 limit) fail without running the patterns.
 */
export function isRfcEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  return isEmailDomain(value.slice(at + 1)) && EMAIL_LOCAL_PART.test(value.slice(0, at));
}

/** True when nothing is left of `value` after removing the allowed phone characters. */
export function isValidPhone(value: string): boolean {
  return typeof value === 'string' && value.replace(PHONE_ALLOWED_CHARS, '').length === 0;
}

/** Which checks a checkout row asks for (its `validate-required/-email/-phone` classes). */
export interface CheckoutChecks {
  required?: boolean;
  email?: boolean;
  phone?: boolean;
}

/** The value of a checkout field as the checks see it. */
export interface CheckoutValue {
  value: string | null | undefined;
  /** For checkboxes: whether it is ticked. */
  checked?: boolean;
  isCheckbox?: boolean;
}

/** A failed checkout check, named as the spec's states (invalid-required-field …). */
export type CheckoutFailure = 'required-field' | 'email' | 'phone';

/** Result of the checkout checks on one field. */
export interface CheckoutCheckResult {
  valid: boolean;
  failures: CheckoutFailure[];
}

/**
 * Runs the checkout checks: required fails when the value is empty or the checkbox is unticked;
 * email (only when there is a value) must match {@link CHECKOUT_EMAIL_PATTERN}; phone must
 * contain nothing but the allowed characters. Every failing check is reported.
 */
export function checkCheckoutValue(checks: CheckoutChecks, input: CheckoutValue): CheckoutCheckResult {
  const value = typeof input.value === 'string' ? input.value : '';
  const failures: CheckoutFailure[] = [];
  if (checks.required && ((input.isCheckbox && !input.checked) || value === '')) failures.push('required-field');
  if (checks.email && value !== '' && !isRfcEmail(value)) failures.push('email');
  if (checks.phone && !isValidPhone(value)) failures.push('phone');
  return { valid: failures.length === 0, failures };
}

/** The row classes a result gives: 'woocommerce-validated', or 'woocommerce-invalid' plus one per failure. */
export function classesFor(result: CheckoutCheckResult): string[] {
  if (result.valid) return [CHECKOUT_CLASSES.validated];
  return [CHECKOUT_CLASSES.invalid, ...result.failures.map((f) => CHECKOUT_CLASSES[f])];
}
