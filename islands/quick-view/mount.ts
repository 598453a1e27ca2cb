import { reactIsland } from '@storefront/runtime/react';
import { QuickView } from './QuickView';
import { quickViewUrl, type QuickViewProps } from './contract';

/** Reads the button: `data-product_id`, its href, the product name (screen-reader text or the listing title). */
export function readQuickViewProps(data: Record<string, string>, host: HTMLElement): QuickViewProps {
  const productId = (data.product_id ?? '').trim();
  const sr = host
    .querySelector('.screen-reader-text')
    ?.textContent?.replace(/^\s*:\s*/, '')
    .trim();
  const title = host.closest('li.product')?.querySelector('.woocommerce-loop-product__title')?.textContent?.trim();
  return {
    productId,
    permalink: host.getAttribute('href') ?? '',
    name: sr || title || host.textContent?.trim() || '',
    url: data.quick_view_url || quickViewUrl(productId),
  };
}

/**
 * The island module. Its root lives at the end of the body, where a modal dialog belongs (outside the listing's
 * landmarks); it renders nothing until the dialog opens. A root of its own there spares a portal, which would pull
 * preact/compat's portal code into the shared runtime chunk.
 */
export default reactIsland<QuickViewProps>({
  component: QuickView,
  sources: { json: false },
  readProps: (raw, host) => readQuickViewProps(raw.data, host),
  container: () => [document.body, 'beforeend'],
});
