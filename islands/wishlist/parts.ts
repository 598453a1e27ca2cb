import { REMOVE_ALL_SELECTOR, SOCIAL_SELECTOR } from './contract';
import { loadFailed } from './lazy';
import { listen } from './activate';

/**
 * A wishlist-page part ('remove all', the share list, the cached-page block): its code comes in a chunk of its own
 * (`tools`), loaded when such a part mounts. A press before the chunk is in (a click, or Enter/Space where the browser
 * makes no click of them) is held (no link followed, no page scrolled) and replayed once the part is wired. Only
 * what the part's code handles is held: 'remove all' itself and the share list's links (the block needs no press,
 * and its hearts are islands of their own). Returns the release.
 */
export function bindPagePart(host: HTMLElement): () => void {
  let off: (() => void) | undefined;
  let live = true;
  const held: Event[] = [];
  const release = listen(
    host,
    ['click', 'keydown', 'keyup'],
    (e) => {
      const target = e.target as HTMLElement;
      const { key } = e as KeyboardEvent;
      if (host.matches(REMOVE_ALL_SELECTOR) ? target !== host : !host.matches(SOCIAL_SELECTOR) || !target.closest('a'))
        return;
      // Enter/Space on a button and Enter on a link come back as the click the browser makes of them.
      if (key !== undefined && (!/^( |Enter)$/.test(key) || target.closest(key === ' ' ? 'button' : 'button, a[href]')))
        return;
      e.preventDefault();
      e.stopPropagation();
      held.push(e);
    },
    true,
  );
  import('./tools')
    .then((m) => {
      release();
      if (!live) return;
      off = m.mountTool(host);
      // A click as `click()` makes it (detail 0, like the browser's click for a key); keys as they came.
      held.forEach((e) =>
        e.type === 'click'
          ? (e.target as HTMLElement).click()
          : e.target!.dispatchEvent(new KeyboardEvent(e.type, e as KeyboardEvent)),
      );
    })
    .catch((error: unknown) => {
      release();
      loadFailed(error);
    });
  return () => {
    live = false;
    release();
    off?.();
  };
}
