import { useLayoutEffect } from 'react';
import { wishlistCall } from './api';
import { joinPage } from './page';

/**
 * The wishlist block's container (`.alg-wc-wl-view-table-container`). On a cached page it comes empty with
 * `ajax-loading`: the block is fetched (`alg_wc_wl_pro_get_wish_list_sc`) and put in, and the hearts inside mount by
 * themselves. A failure says so in the container. Mounting it also starts the page's wishlist (responsive layout,
 * other tabs' changes, the table following removals).
 */
export function WishlistBlock({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    const { params, leave } = joinPage();
    const ac = new AbortController();
    if (host.classList.contains('ajax-loading')) {
      host.setAttribute('aria-busy', 'true');
      wishlistCall<unknown>(params, 'alg_wc_wl_pro_get_wish_list_sc', { nonce: params.nonce }, ac.signal)
        .then((data) => {
          const html = typeof data === 'string' ? data : (data as { html?: unknown } | null)?.html;
          if (typeof html !== 'string') throw new Error('no wishlist block');
          // The shop's own rendered block (same origin, like WooCommerce's fragments).
          host.innerHTML = html;
        })
        .catch(() => {
          if (ac.signal.aborted) return;
          const p = document.createElement('p');
          p.className = 'woocommerce-error';
          p.setAttribute('role', 'alert');
          p.textContent = params.errorText;
          host.replaceChildren(p);
        })
        .finally(() => {
          if (ac.signal.aborted) return;
          host.classList.remove('ajax-loading');
          host.removeAttribute('aria-busy');
        });
    }
    return () => {
      ac.abort();
      leave();
    };
  }, [host]);
  return null;
}
