/**
 * Autoplay: turns the page every `interval` ms. It pauses while the page is hidden and resumes when it is shown
 * again; the visitor's own interaction (a key, a click, a swipe) stops it; it stops at the last page. It never
 * starts by itself when the visitor prefers reduced motion.
 */

/** What the autoplay drives. */
export interface AutoplayOptions {
  interval: number;
  /** Turns the page; returns false at the end (autoplay then stops). */
  next(): boolean;
  /** Told whenever playing starts or stops. */
  onChange(playing: boolean): void;
  doc?: Document;
}

/** A running autoplay's controls. */
export interface Autoplay {
  play(): void;
  stop(): void;
  readonly playing: boolean;
  /** Releases its timer and listener. */
  destroy(): void;
}

/** Creates the autoplay, stopped. */
export function createAutoplay({ interval, next, onChange, doc = document }: AutoplayOptions): Autoplay {
  let playing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (playing && doc.visibilityState !== 'hidden') timer = setTimeout(tick, interval);
  };
  const tick = () => {
    timer = undefined;
    if (!next()) set(false);
    else schedule();
  };
  const set = (on: boolean) => {
    if (playing === on) return;
    playing = on;
    schedule();
    onChange(on);
  };
  const onVisibility = () => schedule();
  doc.addEventListener('visibilitychange', onVisibility);
  return {
    play: () => set(true),
    stop: () => set(false),
    get playing() {
      return playing;
    },
    destroy() {
      clearTimeout(timer);
      playing = false;
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
