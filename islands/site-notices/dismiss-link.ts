import { setShown } from '@storefront/runtime/ui';

/**
 * A link acting as a button (`role="button"`): click, Enter and Space run `action` (the browser's own Enter click is
 * the one used, Space is added and keeps the page from scrolling). Returns the release of its listeners.
 */
export function onActivate(link: HTMLElement, action: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    action();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Spacebar') return;
    event.preventDefault();
    action();
  };
  link.addEventListener('click', onClick);
  link.addEventListener('keydown', onKey);
  return () => {
    link.removeEventListener('click', onClick);
    link.removeEventListener('keydown', onKey);
  };
}

/** Hides `el`; focus that was inside it goes to the page's main region instead of falling to `<body>`. */
export function hideKeepingFocus(el: HTMLElement): void {
  const hadFocus = el.contains(document.activeElement);
  setShown(el, false);
  if (hadFocus) document.querySelector<HTMLElement>('main, [role="main"]')?.focus({ preventScroll: true });
}
