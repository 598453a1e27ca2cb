/** Shows or hides a message element whatever the markup hid it with (`hidden`, or MailPoet's `display:none`). */
export function setShown(el: HTMLElement | null | undefined, shown: boolean): void {
  if (!el) return;
  el.hidden = !shown;
  el.style.display = shown ? 'block' : 'none';
}

/** Puts `messages` in `el` one per line (text only, line breaks between: spec §8). */
export function showLines(el: HTMLElement, messages: readonly string[]): void {
  el.replaceChildren();
  messages.forEach((message, i) => {
    if (i) el.append(document.createElement('br'));
    el.append(message);
  });
  setShown(el, true);
}
