/**
 * Test and story support for the wishlist island (never bundled): the plugin's markup and an in-page imitation of
 * its admin-ajax actions, with the failures the island must survive.
 */

/** How the fake answers go wrong. */
export type WishlistFailure = 'offline' | 'invalid_json' | 'refused' | 'nonce' | 'hang' | null;

/** One heart as the plugin prints it (`thumb` in loops, the default button on product pages). */
export function heartHtml(id: number, opts: { inList?: boolean; thumb?: boolean; name?: string; extra?: string } = {}) {
  const kind = opts.thumb ? 'alg-wc-wl-thumb-btn' : 'alg-wc-wl-toggle-btn';
  const state = opts.inList ? 'remove' : 'add';
  const tag = opts.thumb ? 'div' : 'button';
  const name = opts.name ? ` data-product_name="${opts.name}"` : '';
  return `<div class="alg-wc-wl-btn-wrapper"><${tag} data-item_id="${id}" data-action="alg-wc-wl-toggle"${name} class="alg-wc-wl-btn ${state} ${kind}"${opts.extra ?? ''}><div class="alg-wc-wl-view-state alg-wc-wl-view-state-add"><i class="fa fa-heart-o" aria-hidden="true"></i></div><div class="alg-wc-wl-view-state alg-wc-wl-view-state-remove"><i class="fa fa-heart" aria-hidden="true"></i></div></${tag}></div>`;
}

/** The wishlist page: table rows with a heart each, remove all, share list (with the email panel) and the empty state. */
export function wishlistPageHtml(
  items: { id: number; name: string }[],
  url = 'http://localhost:3000/wishlist/?user=abc',
) {
  const rows = items
    .map(
      (i) =>
        `<tr><td class="product-remove">${heartHtml(i.id, { inList: true })}</td><td class="product-name"><a href="/product/${i.id}/">${i.name}</a></td></tr>`,
    )
    .join('');
  return `<div class="alg-wc-wl-view-table-container"><table class="alg-wc-wl-view-table shop_table"><thead><tr><th><span class="screen-reader-text">Remove</span></th><th>Product</th></tr></thead><tbody>${rows}</tbody></table>
<p class="alg-wc-wl-empty-wishlist" hidden>The wishlist is empty.</p>
<button type="button" class="alg-wc-wl-remove-all button" data-auto_hide="true">Remove all</button>
<div class="alg-wc-wl-social"><span class="alg-wc-wl-share-on">Share</span><ul class="alg-wc-wl-social-ul">
<li class="alg-wc-wl-social-li"><a target="_blank" class="facebook" href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}" title="Facebook">Facebook</a></li>
<li class="alg-wc-wl-social-li"><a class="email" title="Email">Email</a></li>
<li class="alg-wc-wl-social-li"><a target="_blank" class="copy" href="${url}" title="Copy">Copy link</a></li>
</ul><div class="alg-wc-wl-email-options"><form method="post"><label for="alg_wc_wl_emails">Emails</label><input id="alg_wc_wl_emails" name="alg_wc_wl_emails"></form></div></div></div>`;
}

/** The plugin's globals with the spec's settings. */
export const WISHLIST_GLOBALS = {
  alg_wc_wl: {
    ajaxurl: '/wp-admin/admin-ajax.php',
    error_text: 'Sorry, Some error occurred. Please, try again later.',
    all_removed_text: 'All the items have been removed from your wishlist.',
  },
  alg_wc_wl_ajax: {
    action_toggle_item: 'alg_wc_wl_toggle_item',
    action_remove_all: 'alg_wc_wl_remove_all_from_wish_list',
    ajax_action: 'alg_wc_wl_get_wish_list',
    nonce: 'wl-nonce',
    toggle_nonce: 'wl-toggle-nonce',
    toggle_item_events: { default: ['mouseup', 'touchend'], touchscreen: ['mouseup', 'touchend'] },
    is_multiple_wishlist_enabled: 'no',
    allow_unlogged_user_add_remove: 'yes',
    is_current_page_wishlist: 'no',
    is_account_page: 'no',
  },
  alg_wc_wl_notification: {
    desktop: 'yes',
    mobile: 'yes',
    ok_button: 'yes',
    copied_message: 'Wishlist URL copied to clipboard',
  },
} as const;

/** Puts the globals on the window (deep copies, so a test may change them); returns their removal. */
export function installWishlistGlobals(): () => void {
  const w = window as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(WISHLIST_GLOBALS)) w[k] = structuredClone(v);
  return () => Object.keys(WISHLIST_GLOBALS).forEach((k) => delete w[k]);
}

/** An in-page imitation of the wishlist's admin-ajax actions (nonces checked as the shop does). */
export function createFakeWishlistBackend(
  opts: { ids?: number[]; delayMs?: number; names?: Record<number, string> } = {},
) {
  const hung: (() => void)[] = [];
  const backend = {
    ids: [...(opts.ids ?? [])],
    failure: null as WishlistFailure,
    delayMs: opts.delayMs ?? 0,
    calls: [] as Record<string, string>[],
    /** Calls not answered yet. */
    inflight: 0,
    /** Fails every hanging call (a dropped connection). */
    releaseHung: () => hung.splice(0).forEach((f) => f()),
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = Object.fromEntries(
        new URLSearchParams(
          typeof init?.body === 'string' ? init.body : ((init?.body as URLSearchParams | undefined) ?? ''),
        ),
      );
      backend.calls.push(body);
      backend.inflight++;
      try {
        await new Promise<void>((resolve, reject) => {
          if (backend.failure === 'hang') return void hung.push(() => reject(new TypeError('Failed to fetch')));
          const timer = setTimeout(resolve, backend.delayMs);
          const abort = () => {
            clearTimeout(timer);
            reject(new DOMException('Aborted', 'AbortError'));
          };
          if (init?.signal?.aborted) return abort();
          init?.signal?.addEventListener('abort', abort);
        });
      } finally {
        backend.inflight--;
      }
      const json = (v: unknown) => new Response(JSON.stringify(v), { headers: { 'Content-Type': 'application/json' } });
      if (backend.failure === 'offline') throw new TypeError('Failed to fetch');
      if (backend.failure === 'invalid_json') return new Response('<b>Fatal error</b>', { status: 200 });
      if (backend.failure === 'refused') return json({ success: false, data: { message: 'no' } });
      if (backend.failure === 'nonce') return new Response('-1', { status: 403 });
      const id = Number(body.alg_wc_wl_item_id);
      switch (body.action) {
        case 'alg_wc_wl_toggle_item': {
          if (body.nonce !== 'wl-toggle-nonce') return new Response('-1', { status: 403 });
          const had = backend.ids.includes(id);
          backend.ids = had ? backend.ids.filter((n) => n !== id) : [...backend.ids, id];
          const name = opts.names?.[id] ?? `Item ${id}`;
          const message = had
            ? `<strong>${name}</strong> was removed from your wishlist.`
            : `<strong>${name}</strong> was added to your wishlist. <a href="/wishlist/">See your wishlist</a>`;
          return json({ success: true, data: { action: had ? 'removed' : 'added', message } });
        }
        case 'alg_wc_wl_remove_all_from_wish_list':
          if (body.nonce !== 'wl-nonce') return new Response('-1', { status: 403 });
          backend.ids = [];
          return json({ success: true });
        case 'alg_wc_wl_get_wish_list':
          return json({ success: true, data: { wishlist: backend.ids } });
        default:
          return new Response('0', { status: 400 });
      }
    }) as typeof fetch,
  };
  return backend;
}

/** Imports the island's lazy chunks up front (their dynamic imports then resolve at once, also under fake timers). */
export const preloadLazyChunks = (): Promise<unknown> =>
  Promise.all([import('./tools'), import('./list'), import('./notification'), import('./follow-variation')]);
