/** The slider's buttons: arrows, dots and the autoplay pause control (all real buttons with names). */

/** Makes a `button` with a class and an accessible name. */
export function button(className: string, label: string, text = ''): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  b.textContent = text;
  return b;
}

/** Labels of the controls. */
export const LABELS = {
  previous: 'Previous slide',
  next: 'Next slide',
  dot: (n: number, of: number) => `Go to slide ${n} of ${of}`,
  slide: (n: number, of: number) => `${n} of ${of}`,
  pause: 'Pause autoplay',
  play: 'Start autoplay',
} as const;
