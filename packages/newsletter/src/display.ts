/*
 * Popups, fixed bars and slide-ins (spec §2, §4): opened after the form's delay or earlier on exit intent, unless
 * dismissed by cookie (previews always show). A popup is a modal dialog — labelled, focus moved in and trapped,
 * returned on close — and only one is open at a time (a later one waits for it). The close icon becomes a
 * focusable, named button; Escape closes every open form that has one.
 */
import { trapFocus } from '@storefront/runtime/ui';
import { isDismissed, rememberClosed } from './dismissal';
import { isPreview } from './newsletter-form';

/** The kinds that open by themselves. */
export type FloatingKind = 'popup' | 'fixed_bar' | 'slide_in';

/** The kind of a `div.mailpoet_form_{kind}` container, or null for inline forms. */
export function floatingKind(container: Element): FloatingKind | null {
  for (const kind of ['popup', 'fixed_bar', 'slide_in'] as const) {
    if (container.classList.contains(`mailpoet_form_${kind}`)) return kind;
  }
  return null;
}

/** The popup currently open, and the ones waiting for it to close. */
let openPopup: HTMLElement | null = null;
const waiting: Array<() => void> = [];

function popupClosed(container: HTMLElement): void {
  if (openPopup !== container) return;
  openPopup = null;
  waiting.shift()?.();
}

/** Options of {@link startDisplay}. */
export interface DisplayOptions {
  /** The close control's accessible name (default 'Close'). */
  closeLabel?: string;
}

/** The delay of a form in ms (`data-delay`, seconds, default 0). */
export function delayOf(form: Element | null): number {
  const seconds = Number.parseInt(form?.getAttribute('data-delay') ?? '', 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** Replaces an image close icon by a button holding it (restored on cleanup). */
function closeButton(container: HTMLElement, label: string): { button: HTMLButtonElement | null; undo: () => void } {
  const icon = container.querySelector<HTMLElement>(':scope > .mailpoet_form_close_icon');
  if (!icon) return { button: null, undo: () => {} };
  if (icon instanceof HTMLButtonElement) {
    if (!icon.getAttribute('aria-label') && !icon.textContent?.trim()) icon.setAttribute('aria-label', label);
    icon.type = 'button';
    return { button: icon, undo: () => {} };
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = icon.className;
  button.setAttribute('aria-label', icon.getAttribute('alt') || label);
  const src = icon.getAttribute('src');
  if (src) {
    const img = document.createElement('img');
    img.src = src;
    img.alt = '';
    img.width = 20;
    img.height = 20;
    button.append(img);
  }
  icon.replaceWith(button);
  return { button, undo: () => button.replaceWith(icon) };
}

/** Starts the display of a floating form; returns the cleanup. Inline forms are left alone. */
export function startDisplay(container: HTMLElement, opts: DisplayOptions = {}): () => void {
  const kind = floatingKind(container);
  if (!kind) return () => {};
  const form = container.querySelector('form');
  const preview = isPreview(container);
  const overlay = container.previousElementSibling?.classList.contains('mailpoet_form_popup_overlay')
    ? container.previousElementSibling
    : null;
  const { button, undo } = closeButton(container, opts.closeLabel ?? 'Close');
  let open = false;
  let release: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const root = document.documentElement;

  const stopWaiting = () => {
    clearTimeout(timer);
    root.removeEventListener('mouseleave', onExitIntent);
    const i = waiting.indexOf(show);
    if (i >= 0) waiting.splice(i, 1);
  };

  function show(): void {
    stopWaiting();
    if (open || !container.isConnected) return;
    if (kind === 'popup') {
      if (openPopup && openPopup !== container) {
        waiting.push(show);
        return;
      }
      openPopup = container;
    }
    open = true;
    container.classList.add('active');
    overlay?.classList.add('active');
    if (kind === 'popup') {
      container.setAttribute('role', 'dialog');
      container.setAttribute('aria-modal', 'true');
      const heading = container.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6');
      if (heading && !container.hasAttribute('aria-label')) {
        heading.id ||= `${container.id || 'mailpoet_form'}_title`;
        container.setAttribute('aria-labelledby', heading.id);
      } else if (!container.hasAttribute('aria-label')) container.setAttribute('aria-label', 'Newsletter');
      const first = container.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"])');
      release = trapFocus(container, { initialFocus: first });
    }
  }

  function close(): void {
    if (!open) return;
    open = false;
    container.classList.remove('active');
    overlay?.classList.remove('active');
    release?.();
    release = null;
    if (!preview) rememberClosed(form ?? container);
    if (kind === 'popup') popupClosed(container);
  }

  function onExitIntent(): void {
    show();
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open && button) close();
  };
  const onClick = () => close();

  button?.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  if (preview || !isDismissed(container)) {
    timer = setTimeout(show, delayOf(form));
    const exit = form?.getAttribute('data-exit-intent-enabled');
    if (exit && exit !== '0' && exit !== 'false') root.addEventListener('mouseleave', onExitIntent);
  }

  return () => {
    stopWaiting();
    button?.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    if (open) {
      open = false;
      container.classList.remove('active');
      overlay?.classList.remove('active');
      release?.();
      popupClosed(container);
    }
    undo();
  };
}
