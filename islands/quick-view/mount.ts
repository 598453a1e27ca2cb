import { reactIsland } from '@storefront/runtime/react';
import { QuickView } from './QuickView';
import { quickViewUrl, type QuickViewProps } from './contract';

/** Reads the button: `data-product_id`, its href, the product name (screen-reader text or the listing title). */
export function readQuickViewProps(data: Record<string, string>, host: HTMLElement): QuickViewProps {
  const productId = (data.product_id ?? '').trim();
  const sr = host.querySelector('.screen-reader-text')?.textContent?.replace(/^\s*:\s*/, '').trim();
  const title = host.closest('li.product')?.querySelector('.woocommerce-loop-product__title')?.textContent?.trim();
  return {
    productId,
    permalink: host.getAttribute('href') ?? '',
    name: sr || title || host.textContent?.trim() || '',
    url: data.quick_view_url || quickViewUrl(productId),
  };
}

/** The island module: a root placed right after the button (the dialog itself is portalled to the body). */
export default reactIsland<QuickViewProps>({
  component: QuickView,
  sources: { json: false },
  readProps: (raw, host) => readQuickViewProps(raw.data, host),
  container(host) {
    const el = document.createElement('span');
    el.setAttribute('data-island-root', 'quick-view');
    el.style.display = 'contents';
    host.after(el);
    return el;
  },
});
