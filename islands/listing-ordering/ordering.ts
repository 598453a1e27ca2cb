import { ORDERBY_SELECTOR } from './contract';

/**
 * Changing the sort order submits the ordering form (`host`) at once (spec §2: WooCommerce's behaviour), a normal
 * GET navigation to `?orderby=…&paged=1`. `requestSubmit` lets other submit listeners see it. Returns the release.
 */
export function bindListingOrdering(host: HTMLElement): () => void {
  const form = host as HTMLFormElement;
  const onChange = (e: Event) => {
    if (!(e.target as Element | null)?.matches?.(ORDERBY_SELECTOR)) return;
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.submit();
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}
