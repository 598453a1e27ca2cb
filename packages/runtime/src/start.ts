/**
 * What the loader imports: only `boot`, so the runtime chunk keeps no export that no one calls.
 * (A dynamic import keeps every export of its target module.)
 */
export { boot } from './boot';
