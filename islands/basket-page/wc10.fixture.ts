/**
 * Test markup: the basket rows as WooCommerce 10's cart/cart.php prints them, where the reference shop's differ: the
 * product name is the row's header cell (`th.product-name[scope=row]`, not a `td`), a thumbnail cell precedes it and
 * the remove link is a `role="button"` link labelled 'Remove … from cart'. Written from the template's structure;
 * for tests only.
 */

/** Rewrites the basket rows of a basket page (or answer) `html` into WooCommerce 10's row structure. */
export function wc10CartRows(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('tr.woocommerce-cart-form__cart-item').forEach((row) => {
    const name = row.querySelector('td.product-name');
    if (!name) return;
    const th = document.createElement('th');
    th.setAttribute('scope', 'row');
    th.className = 'product-name';
    th.setAttribute('data-title', 'Product');
    th.innerHTML = name.innerHTML;
    const link = th.querySelector('a');
    const thumb = document.createElement('td');
    thumb.className = 'product-thumbnail';
    thumb.innerHTML = `<a href="${link?.getAttribute('href') ?? '#'}"><img width="324" height="324" src="/wp-content/uploads/thumb.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async"></a>`;
    name.replaceWith(thumb, th);
    const remove = row.querySelector('td.product-remove a');
    remove?.setAttribute('role', 'button');
    remove?.setAttribute('aria-label', `Remove ${th.textContent?.trim() ?? ''} from cart`);
    remove?.removeAttribute('data-cart_item_key');
  });
  template.content.querySelectorAll('thead th.product-remove').forEach((th) => {
    const cell = document.createElement('th');
    cell.className = 'product-thumbnail';
    cell.innerHTML = '<span class="screen-reader-text">Thumbnail image</span>';
    th.after(cell);
  });
  template.content.querySelectorAll('td.actions[colspan]').forEach((td) => td.setAttribute('colspan', '6'));
  return template.innerHTML;
}

/** Wraps a fake backend's `fetch` so the basket pages it answers carry WooCommerce 10's rows too. */
export function wc10CartFetch(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) return response;
    const html = await response.text();
    const page = html.includes('woocommerce-cart-form__cart-item')
      ? html.replace(/<body>([\s\S]*)<\/body>/, (_m, body: string) => `<body>${wc10CartRows(body)}</body>`)
      : html;
    return new Response(page, { status: response.status, headers: response.headers });
  };
}
