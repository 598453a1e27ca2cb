/**
 * `@storefront/validation/parsley`: parsley-compatible validation on yup for any form carrying `data-parsley-*`
 * attributes (the newsletter forms, manage subscription…). Loaded lazily by the islands: yup comes with it.
 */
export { readParsleyRules, PARSLEY_FIELDS, type ParsleyRules, type RemoteRule } from './constraints';
export { fieldSchema, firstError, type RemoteFetch, type SchemaOptions } from './schema';
export { submitNatively } from '../submit-natively';
export { bindParsleyForm, fieldValue, type ParsleyForm, type ParsleyFormOptions } from './binding';
