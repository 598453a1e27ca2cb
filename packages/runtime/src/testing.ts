/**
 * `@storefront/runtime/testing`: what tests need to put the runtime back as a fresh page has it, between tests:
 * forget the page store, the errors already reported, the jQuery bridge, and boot or shut the runtime down on the
 * test's document. Test-only; no island bundle imports it.
 */
export { boot, shutdown } from './boot';
export { unloadJqueryBridge } from './events';
export { resetReportedErrors } from './report';
export { resetPageStore } from './store/vanilla';
