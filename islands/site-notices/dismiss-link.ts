import { clickOnSpace } from '@storefront/runtime/ui';

/**
 * A link acting as a button (`role="button"`): click, Enter and Space run `action` (the browser's own Enter click is
 * the one used; Space clicks it and keeps the page from scrolling). Returns the release of its listeners.
 */
export function onActivate(link: HTMLElement, action: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    action();
  };
  const onKey = (event: KeyboardEvent) => void clickOnSpace(event, '[role=button]');
  link.addEventListener('click', onClick);
  link.addEventListener('keydown', onKey);
  return () => {
    link.removeEventListener('click', onClick);
    link.removeEventListener('keydown', onKey);
  };
}

/**
 * Hides `el` for good: the attribute, and an inline display that WooCommerce's stylesheet can't override (runtime/ui's
 * setShown does the same, but lives in a chunk this island would load just for it).
 */
export function hide(el: HTMLElement): void {
  el.hidden = true;
  el.style.display = 'none';
}

/** Hides `el`; focus that was inside it goes to the page's main region instead of falling to `<body>`. */
export function hideKeepingFocus(el: HTMLElement): void {
  const hadFocus = el.contains(document.activeElement);
  hide(el);
  if (hadFocus) document.querySelector<HTMLElement>('main, [role="main"]')?.focus({ preventScroll: true });
}
