import type { Scope } from '@storefront/runtime/ui';
import { startAffix } from './affix';
import { startScrollspy } from './scrollspy';

/**
 * Bootstrap 3's `data-spy="affix"` and `data-spy="scroll"`, in their own chunk so that only pages printing
 * `[data-spy]` load them.
 */
export function startSpy(host: HTMLElement, scope: Scope): void {
  if (typeof IntersectionObserver !== 'function') return;
  if (host.dataset.spy === 'affix') startAffix(host, scope);
  else if (host.dataset.spy === 'scroll') startScrollspy(host, scope);
}
