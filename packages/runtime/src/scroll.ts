/**
 * One passive scroll listener for the whole page, read once per animation frame (window.scrollY only: no layout
 * read), shared by the site chrome (header, To Top) and the parallax layers. One subscriber that throws never stops
 * the others. Kept out of the runtime chunk (see rollup.config.mjs): only those lazily loaded islands use it.
 */
type Subscriber = (scrollY: number) => void;

const subscribers = new Set<Subscriber>();
let frame = 0;

function notify(): void {
  frame = 0;
  const y = window.scrollY;
  for (const fn of subscribers) {
    try {
      fn(y);
    } catch (error) {
      console.error('[storefront] scroll subscriber failed', error);
    }
  }
}

const onScroll = () => {
  frame ||= requestAnimationFrame(notify);
};

/** Calls `fn` with the scroll position now and on each frame the page scrolled in. Returns the unsubscribe. */
export function watchScroll(fn: Subscriber): () => void {
  if (!subscribers.size) addEventListener('scroll', onScroll, { passive: true });
  subscribers.add(fn);
  fn(window.scrollY);
  return () => {
    if (!subscribers.delete(fn) || subscribers.size) return;
    removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
