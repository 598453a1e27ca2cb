/** `polite` waits for the screen reader to finish; `assertive` interrupts it. */
export type Politeness = 'polite' | 'assertive';

/** Options of {@link announce}. */
export interface AnnounceOptions {
  /** Default 'polite'. */
  politeness?: Politeness;
  /** Wait before speaking, in ms (e.g. 1000 for the add-to-cart success message). Default 0. */
  delay?: number;
}

/**
 * Time a freshly created live region is left empty: screen readers ignore text that arrives in
 * the same moment as the region itself.
 */
export const NEW_REGION_DELAY = 100;

/** Hidden from sight, not from screen readers (the usual `screen-reader-text` rules). */
export const VISUALLY_HIDDEN_CSS =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap';

const regions: Partial<Record<Politeness, HTMLElement>> = {};

/** The live region of one politeness, and whether it had to be created now. */
function liveRegion(politeness: Politeness): [HTMLElement, boolean] {
  const existing = regions[politeness];
  if (existing?.isConnected) return [existing, false];
  const region = document.createElement('div');
  region.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = VISUALLY_HIDDEN_CSS;
  document.body.append(region);
  return [(regions[politeness] = region), true];
}

/**
 * Speaks `message` through a visually hidden live region (`role="status"` for polite,
 * `role="alert"` for assertive), created on first use. Returns a function that cancels the
 * announcement if it has not been spoken yet.
 */
export function announce(message: string, { politeness = 'polite', delay = 0 }: AnnounceOptions = {}): () => void {
  const [region, isNew] = liveRegion(politeness);
  const speak = () => {
    const previous = region.textContent;
    region.textContent = '';
    // Same text again is no change to a screen reader; a trailing no-break space makes it one
    // (the trick WordPress's wp.a11y.speak uses).
    region.textContent = previous === message ? `${message}\u00a0` : message;
  };
  const wait = isNew ? Math.max(delay, NEW_REGION_DELAY) : delay;
  if (wait <= 0) {
    speak();
    return () => {};
  }
  const timer = setTimeout(speak, wait);
  return () => clearTimeout(timer);
}
