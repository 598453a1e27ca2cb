import { useLayoutEffect, useRef, useState } from 'react';
import { isPlainClick, trapFocus } from '@storefront/runtime/ui';
import { isHttpError, request, errorMessage } from '@storefront/http';
import { useEvent } from '@storefront/runtime/react';
import {
  GLOBALS_SELECTOR,
  PRODUCT_SELECTOR,
  QUICK_VIEW_TEXT,
  QUICK_VIEW_TIMEOUT_MS,
  type QuickViewProps,
} from './contract';

type Status = 'closed' | 'loading' | 'loaded' | 'failed';

/**
 * Parses the server's fragment: sets the `*_params` globals it carries when the page lacks them (the islands
 * inside read them), and returns the markup without that block. An answer without a product in it (empty, a
 * login or proxy page answered with 200) is an error.
 */
export function parseFragment(text: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = text;
  if (!template.content.querySelector(PRODUCT_SELECTOR)) throw new Error('not a quick view fragment');
  const globals = template.content.querySelector(GLOBALS_SELECTOR);
  if (globals) {
    try {
      const values = JSON.parse(globals.textContent ?? '{}') as Record<string, unknown>;
      const w = window as unknown as Record<string, unknown>;
      for (const [name, value] of Object.entries(values ?? {})) if (w[name] === undefined) w[name] = value;
    } catch {
      // Bad JSON: the islands inside fall back to their defaults.
    }
    globals.remove();
  }
  return template.content;
}

/**
 * A listing item's quick view (spec §2): the button opens a modal dialog that loads the product's gallery,
 * summary and form from the server. The dialog is labelled by the product title, traps focus (the runtime's
 * trapFocus), closes with Escape, its close button or a click outside, returns focus to the button and locks
 * the page's scroll. Loading and failure states; on failure 'Try again' and the product link. The islands in
 * the loaded markup are mounted by the runtime, which watches the document.
 */
export function QuickView({ host, productId, permalink, name, url }: QuickViewProps & { host: HTMLElement }) {
  const [status, setStatus] = useState<Status>('closed');
  const [error, setError] = useState('');
  const [titleId, setTitleId] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pending = useRef<AbortController | null>(null);
  /** The parsed answer, waiting for the content element of the 'loaded' render. */
  const fragment = useRef<DocumentFragment | null>(null);
  const open = status !== 'closed';

  const load = useEvent(async () => {
    pending.current?.abort();
    const ctl = new AbortController();
    pending.current = ctl;
    setStatus('loading');
    setError('');
    try {
      const text = await request<string>(url, {
        parse: 'text',
        signal: ctl.signal,
        timeout: QUICK_VIEW_TIMEOUT_MS,
        headers: { Accept: 'text/html' },
      });
      if (ctl.signal.aborted) return;
      fragment.current = parseFragment(text);
      setStatus('loaded');
    } catch (e) {
      if (ctl.signal.aborted || (isHttpError(e) && e.code === 'abort')) return;
      setError(errorMessage(e));
      setStatus('failed');
    }
  });

  const close = useEvent(() => {
    pending.current?.abort();
    setStatus('closed');
  });

  // The button opens the dialog; a modified click (new tab) stays a plain link, as does a button without an id.
  useLayoutEffect(() => {
    if (!productId) return;
    const onClick = (e: MouseEvent) => {
      if (!isPlainClick(e)) return;
      e.preventDefault();
      void load();
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, productId, load]);

  // While open: focus trapped in the dialog, the page does not scroll; on close focus goes back to the button.
  useLayoutEffect(() => {
    if (!open || !dialog.current) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    host.setAttribute('aria-expanded', 'true');
    const release = trapFocus(dialog.current, { initialFocus: '.quick-view-close', onEscape: close });
    return () => {
      release();
      root.style.overflow = overflow;
      host.setAttribute('aria-expanded', 'false');
      if (host.isConnected) host.focus();
    };
  }, [open, host, close]);

  // Inserting the markup is all it takes: the runtime mounts the islands inside (variation form, gallery…).
  useLayoutEffect(() => {
    if (status !== 'loaded' || !fragment.current || !content.current) return;
    content.current.replaceChildren(fragment.current);
    fragment.current = null;
    const title = content.current.querySelector<HTMLElement>('.product_title');
    if (title && !title.id) title.id = `quick-view-title-${productId}`;
    setTitleId(title?.id ?? null);
  }, [status, productId]);

  useLayoutEffect(() => () => pending.current?.abort(), []);

  if (!open) return null;
  return (
    // A click on the backdrop closes, as a mouse user expects; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="quick-view-overlay" onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={status === 'loaded' && titleId ? titleId : undefined}
        aria-label={status === 'loaded' && titleId ? undefined : name}
        aria-busy={status === 'loading' || undefined}
        className={`quick-view-dialog quick-view--${status}`}
      >
        <button type="button" className="quick-view-close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="screen-reader-text">{QUICK_VIEW_TEXT.close}</span>
        </button>
        {status === 'loading' && (
          <p className="quick-view-loading" role="status">
            {QUICK_VIEW_TEXT.loading}
          </p>
        )}
        {status === 'failed' && (
          <div className="quick-view-error woocommerce-error" role="alert">
            <p>{error}</p>
            <p>
              <button type="button" className="button" onClick={() => void load()}>
                {QUICK_VIEW_TEXT.retry}
              </button>{' '}
              <a href={permalink}>{QUICK_VIEW_TEXT.viewProduct}</a>
            </p>
          </div>
        )}
        <div ref={content} className="quick-view-content woocommerce single-product" hidden={status !== 'loaded'} />
      </div>
    </div>
  );
}
