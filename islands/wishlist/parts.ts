import { CONTAINER_SELECTOR, REMOVE_ALL_SELECTOR, SOCIAL_SELECTOR } from './contract';

/** Which part of the wishlist markup an element is. */
export type WishlistPart = 'toggle' | 'remove-all' | 'social' | 'block';

/** The part `host` is (a heart unless it is one of the others). */
export function partOf(host: Element): WishlistPart {
  if (host.matches(REMOVE_ALL_SELECTOR)) return 'remove-all';
  if (host.matches(SOCIAL_SELECTOR)) return 'social';
  if (host.matches(CONTAINER_SELECTOR)) return 'block';
  return 'toggle';
}

/**
 * A wishlist-page part ('remove all', the share list, the cached-page block): its code comes in a chunk of its own
 * (`tools`), loaded when such a part mounts. A click before the chunk is in is held (no link followed) and replayed
 * once the part is wired. Returns the release.
 */
export function bindPagePart(host: HTMLElement, part: Exclude<WishlistPart, 'toggle'>): () => void {
  let off: (() => void) | undefined;
  let live = true;
  let held: HTMLElement | undefined;
  const hold = (e: MouseEvent) => {
    held = e.target as HTMLElement;
    e.preventDefault();
    e.stopPropagation();
  };
  host.addEventListener('click', hold, true);
  const release = () => host.removeEventListener('click', hold, true);
  import('./tools')
    .then((tools) => {
      release();
      if (!live) return;
      off = tools.mountTool(part, host);
      held?.click();
    })
    .catch((error: unknown) => {
      release();
      console.error('[storefront] island "wishlist" failed to load', error);
    });
  return () => {
    live = false;
    release();
    off?.();
  };
}
