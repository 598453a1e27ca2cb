import { announce } from '@storefront/runtime/ui';
import { sameOriginUrl } from '@storefront/page';
import type { NotificationSettings } from './contract';
import { flag, globalOf } from './params';

/** The plugin's notion of a mobile screen, which picks the mobile or desktop notification setting… */
export const MOBILE_MAX_WIDTH = 800;
/** …and height. */
export const MOBILE_MAX_HEIGHT = 600;
/** The OK button's label unless `alg_wc_wl_notification.ok_button` gives one. */
export const OK_TEXT = 'OK';

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

/** `alg_wc_wl_notification` with the spec's defaults (§9: on for desktop and mobile). */
export function notificationSettings(): NotificationSettings {
  const note = globalOf('alg_wc_wl_notification');
  const timeout = Number(note?.timeout);
  const ok = note?.ok_button;
  return {
    desktop: flag(note?.desktop, true),
    mobile: flag(note?.mobile, true),
    // The plugin's `ok_button` is a yes/no; any other text is taken as the label.
    okLabel: typeof ok === 'string' && !/^(yes|no|true|false|1|0)?$/i.test(ok.trim()) ? ok : OK_TEXT,
    timeout: timeout > 0 ? timeout : 0,
  };
}

/**
 * Shows the wishlist notification: a toast with the message and a focusable OK button, closed by it, by Escape or
 * by the next notification (and after `timeout` ms when the page sets one; shown as `alg_wc_wl_notification` allows). The text is also spoken through the
 * page's polite live region. Returns the close function.
 */
export function notify(html: string): () => void {
  const settings = notificationSettings();
  closeNotification();
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const text = (holder.content.textContent ?? '').replace(/\s+/g, ' ').trim();
  const mobile = window.innerWidth <= MOBILE_MAX_WIDTH || window.innerHeight <= MOBILE_MAX_HEIGHT;
  if (!text || !(mobile ? settings.mobile : settings.desktop)) return () => {};
  const el = document.createElement('div');
  el.className = 'alg-wc-wl-notification alg-wc-wl-izitoast';
  // A landmark of its own (it sits at the end of the body, outside the page's landmarks).
  el.setAttribute('role', 'region');
  el.setAttribute('aria-label', 'Wishlist notification');
  const message = document.createElement('p');
  message.className = 'alg-wc-wl-notification__message';
  copySafe(holder.content, message);
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = 'alg-wc-wl-notification__ok button';
  ok.textContent = settings.okLabel;
  el.append(message, ok);
  document.body.append(el);
  const cancelSpeech = announce(text);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const timer = settings.timeout > 0 ? setTimeout(() => close(), settings.timeout) : undefined;
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
