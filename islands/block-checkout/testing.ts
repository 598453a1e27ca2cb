/**
 * `@storefront/island-block-checkout/testing`: what tests outside this island (the islands' lifecycle suite) need
 * from it: its page markup, settings and fake Store API. Test-only; not part of the bundle.
 */
export * from './test-fixtures';
