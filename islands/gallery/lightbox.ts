/**
 * The full-screen gallery: glightbox, loaded by a dynamic import on the first open so it is its own chunk.
 * Focus is trapped inside (the runtime's trapFocus) and returned to the trigger on close; an image that fails
 * to load is replaced by the spec's message with a link to the image.
 */
import GLightbox from 'glightbox';
import { addStyle, escapeHtml, trapFocus } from '@storefront/runtime/ui';
// Type-only: importing values from the island's modules would make rollup share a chunk with them.
import type { GalleryImage, LightboxOptions } from './contract';
import { LIGHTBOX_CSS } from './lightbox-style';

/** Options of {@link openLightbox}. */
export interface OpenLightboxOptions {
  images: GalleryImage[];
  /** Slide to start on. */
  index: number;
  /** The element focus returns to on close (the gallery trigger). */
  trigger: HTMLElement | null;
  /** Accessible name of the dialog. */
  label: string;
  options: LightboxOptions;
  /** Spec §8: the text shown when an image fails to load. */
  failedText: string;
  /** Called after the lightbox closed. */
  onClose?: () => void;
}

/** A handle on the open lightbox. */
export interface LightboxHandle {
  close(): void;
  /** Closes it at once (no close animation) and frees glightbox: its listeners, the focus trap (the gallery unmounts). */
  destroy(): void;
}

const STYLE_ID = 'storefront-lightbox-style';

/**
 * Hides the page's scrollbar while the lightbox is open, the body's right margin taking its width so nothing
 * moves. glightbox would do this with a `<style>` it adds, which a strict CSP refuses; with the scrollbar already
 * hidden it measures none and adds nothing (CSSOM writes like these are allowed). Returns the undo.
 */
function hideScrollbar(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const width = window.innerWidth - root.clientWidth;
  if (width <= 0) return () => {};
  const before = { overflow: root.style.overflow, marginRight: body.style.marginRight };
  root.style.overflow = 'hidden';
  body.style.marginRight = `${width}px`;
  return () => {
    root.style.overflow = before.overflow;
    body.style.marginRight = before.marginRight;
  };
}

/** The image's file name for the failure link: decoded when it can be (a stray '%' in a URL must not throw). */
export function fileName(href: string): string {
  const name = href.split(/[?#]/)[0]!.split('/').pop() || href;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A caption as glightbox's description. glightbox writes the description with `innerHTML`, and reads one starting
 * with '.' as a selector whose element's HTML it shows instead: the caption (shop data, `data-caption` or the
 * title) is escaped, and a leading '.' or '#' written as a character reference, so it always shows as its text.
 */
export function captionHtml(caption: string): string {
  return escapeHtml(caption).replace(/^[.#]/, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The image URL if a browser fetches it as an image (http, https, a path, or an inline `data:image/…`, which an
 * `<img>` shows without running anything), else '' so the slide fails with the spec's message: a theme's or
 * plugin's `javascript:` URL never reaches an image.
 */
export function imageUrl(href: string): string {
  return linkUrl(href) || (/^data:image\//i.test(href.trim()) ? href : '');
}

/** The URL if it is one to link to (http, https or a path), else '': the failure message links only to those. */
export function linkUrl(href: string): string {
  try {
    const url = new URL(href, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? href : '';
  } catch {
    return '';
  }
}

/** Replaces a failed image with the spec's message and a link to it, and lets glightbox finish the slide. */
function showFailure(img: HTMLImageElement, href: string, text: string): void {
  const media = img.parentElement;
  if (!media || media.querySelector('.gslide-error')) return;
  const box = document.createElement('p');
  box.className = 'gslide-error';
  box.setAttribute('role', 'alert');
  const link = document.createElement('a');
  if (href) {
    link.href = href;
    link.textContent = fileName(href);
  }
  box.append(href ? `${text} ` : text, ...(href ? [link] : []));
  media.insertBefore(box, img);
  img.hidden = true;
  // glightbox shows a slide (and hides its spinner) when the image's load event fires: let it finish.
  img.dispatchEvent(new Event('load'));
}

/** Opens the lightbox on `opts.images` at `opts.index`. */
export function openLightbox(opts: OpenLightboxOptions): LightboxHandle {
  addStyle(STYLE_ID, LIGHTBOX_CSS);
  const { options } = opts;
  const gallery = GLightbox({
    elements: opts.images.map((image) => ({
      href: imageUrl(image.href),
      type: 'image',
      alt: image.alt,
      description: captionHtml(image.caption),
      title: '',
    })) as [],
    // WooCommerce's photoswipe options mapped: show/hide animation 0 → no open/close effect; glightbox has
    // no share button, history entries or close-on-scroll, so those stay off.
    openEffect: options.showAnimationDuration > 0 ? 'fade' : 'none',
    closeEffect: options.hideAnimationDuration > 0 ? 'fade' : 'none',
    slideEffect: 'slide',
    loop: false,
    zoomable: false,
    closeOnOutsideClick: true,
    keyboardNavigation: true,
    touchNavigation: true,
    startAt: opts.index,
  });
  // Before open: glightbox measures the scrollbar there.
  const showScrollbar = hideScrollbar();
  let release: (() => void) | null = null;
  let onError: ((e: Event) => void) | null = null;
  let modal: HTMLElement | null = null;
  let destroyLater: ReturnType<typeof setTimeout> | undefined;

  gallery.on('open', () => {
    modal = document.getElementById('glightbox-body');
    if (!modal) return;
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', opts.label);
    // Load errors do not bubble, but they do pass ancestors in the capture phase.
    onError = (e: Event) => {
      const img = e.target;
      if (!(img instanceof HTMLImageElement) || img.classList.contains('zoomImg')) return;
      const index = [...modal!.querySelectorAll('.gslide')].findIndex((s) => s.contains(img));
      showFailure(img, linkUrl(opts.images[index]?.href ?? img.src), opts.failedText);
    };
    modal.addEventListener('error', onError, true);
    release = trapFocus(modal, { initialFocus: '.gclose', onEscape: () => gallery.close() });
  });

  gallery.on('close', () => {
    showScrollbar();
    if (modal && onError) modal.removeEventListener('error', onError, true);
    release?.();
    release = null;
    // trapFocus returns focus to what had it; make sure it is the trigger (a click may not focus a button).
    if (opts.trigger?.isConnected) opts.trigger.focus();
    opts.onClose?.();
    // Outside glightbox's own close sequence, which is still running its event loop.
    destroyLater = setTimeout(() => gallery.destroy(), 0);
  });

  gallery.open(undefined, opts.index);
  return {
    close: () => gallery.close(),
    destroy() {
      // Without a close effect glightbox closes synchronously (no wait for an animationend).
      (gallery as unknown as { settings: { closeEffect: string } }).settings.closeEffect = 'none';
      gallery.close();
      clearTimeout(destroyLater);
      gallery.destroy();
    },
  };
}
