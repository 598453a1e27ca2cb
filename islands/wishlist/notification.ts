import { announce } from '@storefront/runtime/ui';
import { sameOriginUrl } from '@storefront/page';
import { MOBILE_MAX_HEIGHT, MOBILE_MAX_WIDTH, type WishlistParams } from './contract';

/** Inline elements a server message may keep; anything else is reduced to its text. */
const KEPT = new Set(['A', 'STRONG', 'EM', 'B', 'I', 'BR', 'SPAN']);

/**
 * Copies the allowed part of a server message (`data.message` is HTML, e.g. a 'See your wishlist' link) into `to`:
 * text, a few inline elements without attributes, and links to this site only. No script, handler or style survives.
 */
function copySafe(from: Node, to: Node): void {
  from.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) return void to.appendChild(document.createTextNode(node.textContent ?? ''));
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as Element;
    if (!KEPT.has(el.tagName)) return void to.appendChild(document.createTextNode(el.textContent ?? ''));
    const copy = document.createElement(el.tagName);
    const href = el.tagName === 'A' ? sameOriginUrl(el.getAttribute('href') ?? '') : null;
    if (href) copy.setAttribute('href', href.href);
    copySafe(el, copy);
    to.appendChild(copy);
  });
}

let open: { el: HTMLElement; close: () => void } | null = null;

/** Closes the open notification, if any. */
export function closeNotification(): void {
  open?.close();
}

/** Whether the plugin's notification settings let a notification show on this screen (spec §9: both on). */
function allowed(params: WishlistParams): boolean {
  const mobile = window.innerWidth <= MOBILE_MAX_WIDTH || window.innerHeight <= MOBILE_MAX_HEIGHT;
  return mobile ? params.notifyMobile : params.notifyDesktop;
}

/**
 * Shows the wishlist notification: a toast with the message and a focusable OK button, closed by it, by Escape or
 * by the next notification (and after `timeout` ms when the page sets one). The text is also spoken through the
 * page's polite live region. Returns the close function.
 */
export function notify(params: WishlistParams, html: string): () => void {
  closeNotification();
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const text = (holder.content.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!text || !allowed(params)) return () => {};
  const el = document.createElement('div');
  el.className = 'alg-wc-wl-notification alg-wc-wl-izitoast';
  const message = document.createElement('p');
  message.className = 'alg-wc-wl-notification__message';
  copySafe(holder.content, message);
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = 'alg-wc-wl-notification__ok button';
  ok.textContent = params.okLabel;
  el.append(message, ok);
  document.body.append(el);
  const cancelSpeech = announce(text);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const timer = params.timeout > 0 ? setTimeout(() => close(), params.timeout) : undefined;
  const close = () => {
    if (open?.el !== el) return;
    open = null;
    cancelSpeech();
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey);
    // Focus inside the toast would be lost with it: give it back to the page's main region.
    const hadFocus = el.contains(document.activeElement);
    el.remove();
    if (hadFocus) document.querySelector<HTMLElement>('main, body')?.focus();
  };
  ok.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  open = { el, close };
  return close;
}
