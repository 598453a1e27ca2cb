import { getPageStore } from '@storefront/runtime';
import { block, unblock } from '@storefront/runtime/ui';

/** Selectors WooCommerce themes print basket regions under, dimmed while a basket call runs. */
const DEFAULT_KEYS = ['div.widget_shopping_cart_content', 'a.cart-contents'];
const knownKeys = new Set<string>(DEFAULT_KEYS);

/**
 * Whether a fragment may replace or dim `el`: only regions inside the body. The page's roots (html, head, body)
 * and anything in head stay, whatever a server key (or a plugin's) happens to match (`body`, `*`, `:root`…).
 */
const isRegion = (el: Element): boolean => el !== document.body && !!document.body?.contains(el);

function targets(): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const key of knownKeys) {
    try {
      document.querySelectorAll<HTMLElement>(key).forEach((el) => isRegion(el) && found.push(el));
    } catch {
      /* a server key that is not a valid selector is skipped */
    }
  }
  return found;
}

/**
 * Dims the basket regions while a basket call runs: class `updating` and the white 0.6 blocking overlay over
 * each region. Inline regions (the header basket link) are only marked busy: fading their text would fail
 * contrast while they stay usable links.
 */
export function dimFragments(): void {
  for (const el of targets()) {
    if (el.classList.contains('updating')) continue;
    el.classList.add('updating');
    if (el instanceof HTMLAnchorElement) el.setAttribute('aria-busy', 'true');
    else block(el);
  }
}

/** Undoes `dimFragments` (after a failed call the old regions stay). */
export function undimFragments(): void {
  for (const el of targets()) {
    if (!el.classList.contains('updating')) continue;
    el.classList.remove('updating');
    if (el instanceof HTMLAnchorElement) el.removeAttribute('aria-busy');
    else unblock(el);
  }
}

function parse(html: string): Element | null {
  const tpl = document.createElement('template');
  tpl.innerHTML = html.trim();
  return tpl.content.firstElementChild;
}

/**
 * Replaces each page region named by a fragment key with the server's HTML (islands inside the new markup are
 * mounted by the runtime's observer), then updates the page store's cart hash and count. Keys that are not valid
 * selectors and values that are not strings are skipped; html, head, body and head's contents are never replaced.
 */
export function applyFragments(fragments: Record<string, string> | undefined, cartHash?: string): void {
  if (fragments && typeof fragments === 'object') {
    for (const [key, html] of Object.entries(fragments)) {
      if (typeof html !== 'string') continue;
      let nodes: NodeListOf<Element>;
      try {
        nodes = document.querySelectorAll(key);
      } catch {
        continue;
      }
      knownKeys.add(key);
      nodes.forEach((node) => {
        const next = isRegion(node) ? parse(html) : null;
        if (next) node.replaceWith(next);
      });
    }
  }
  undimFragments();
  const count = readCartCount();
  getPageStore().setState((s) => ({
    cart: { hash: typeof cartHash === 'string' ? cartHash : s.cart.hash, count: count ?? s.cart.count },
  }));
}

/** The item count the header basket link shows (`a.cart-contents .count`, e.g. '3 items'), if any. */
export function readCartCount(): number | undefined {
  const text = document.querySelector('a.cart-contents .count')?.textContent ?? '';
  const n = parseInt(text.replace(/[^\d]/g, ''), 10);
  return Number.isFinite(n) ? n : undefined;
}
