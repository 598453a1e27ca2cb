/**
 * @storefront/validation — framework-free form validation for the islands:
 * generic rules and messages (newsletter and other forms), the checkout field checks and their
 * row marks, server field errors, coupon errors. yup adapters for whole-object validation live in
 * '@storefront/validation/yup'.
 */
export {
  GENERIC_MESSAGES,
  INVALID_NAME_MESSAGE,
  CHECKOUT_FIELD_LABELS,
  formatMessage,
  requiredFieldMessage,
  requiredFieldMessageForName,
  type GenericRule,
} from './messages';
export { CHECKOUT_ERROR_TEXT, ORDER_HISTORY_URL } from './checkout-messages';
export { ACCOUNT_PASSWORD_MESSAGE, checkoutFieldMessage, TERMS_MESSAGE } from './field-messages';
export {
  validateValue,
  shouldValidateOnInput,
  validateName,
  isUrl,
  isEmail,
  isEuVatNumber,
  patternToRegExp,
  remoteValidationUrl,
  isRemoteValid,
  type GenericConstraints,
  type RuleFailure,
  type FieldValue,
  type NameMessages,
} from './generic-rules';
export {
  isRfcEmail,
  isEmailDomain,
  isValidPhone,
  checkCheckoutValue,
  classesFor,
  CHECKOUT_CLASSES,
  ALL_STATE_CLASSES,
  EMAIL_LOCAL_PART,
  PHONE_ALLOWED_CHARS,
  type CheckoutChecks,
  type CheckoutValue,
  type CheckoutFailure,
  type CheckoutCheckResult,
} from './checkout-rules';
export {
  validateField,
  validateForm,
  clearFieldMarks,
  bindCheckoutValidation,
  hasFullAddress,
  isShown,
  CHECKOUT_FIELD_SELECTOR,
  INLINE_ERROR_CLASS,
  type FieldElement,
  type FieldValidation,
  type FormValidation,
  type ValidationEventType,
} from './checkout-dom';
export { showServerFieldErrors, removeInlineErrors } from './server-errors';
export {
  isCouponErrorResponse,
  noticeText,
  showCouponError,
  clearCouponError,
  applyCouponResponse,
  bindCouponErrorClearing,
  normalizeCouponCode,
  COUPON_ERROR_ID,
} from './coupon';
