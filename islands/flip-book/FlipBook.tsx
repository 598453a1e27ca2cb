import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useEvent } from '@storefront/runtime/react';
import { SHELL_TEXT as T, type FlipBookOptions } from './contract';
import type { Engine } from './engine';

type Lazy = typeof import('./flip-book-viewer');

/** The island's props. */
export interface FlipBookProps {
  options: FlipBookOptions;
  /** Test seam: the engine the viewer uses (default: pdf.js and page-flip). */
  engine?: () => Promise<Engine>;
  /** Test seam: loads the viewer chunk. */
  loadViewer?: () => Promise<Lazy>;
}

const defaultLoad = () => import('./flip-book-viewer');
const isControl = (el: Element) => el.matches('a[href], button, input, select, textarea');

/**
 * The island's first bundle, kept tiny: an inline book (`div._df_book`) loads the viewer chunk as soon as it mounts
 * (the runtime mounts it when it nears the viewport); a popup variant (`._df_thumb`, `._df_button`) becomes a
 * button that loads it on first use and opens the book in a dialog, returning focus to it on close.
 */
export function FlipBook({ host, options, engine, loadViewer = defaultLoad }: FlipBookProps & { host: HTMLElement }) {
  const [lazy, setLazy] = useState<Lazy | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);
  const popup = options.display === 'popup';

  const load = useEvent(() => {
    if (lazy) return;
    loadViewer().then(
      (m) => live.current && setLazy(m),
      (error: unknown) => {
        console.error('[storefront] flip-book: no viewer', error);
        if (live.current) setFailed(true);
      },
    );
  });

  useLayoutEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);

  useEffect(() => {
    if (!popup) load();
  }, [popup, load]);

  // The popup's trigger: a button for everyone (DearFlip prints a plain div).
  useLayoutEffect(() => {
    if (!popup) return;
    const added = !isControl(host);
    if (added) {
      host.setAttribute('role', 'button');
      host.tabIndex = 0;
    }
    host.setAttribute('aria-haspopup', 'dialog');
    if (!host.textContent?.trim() && !host.getAttribute('aria-label')) host.setAttribute('aria-label', T.open);
    const openBook = (e: Event) => {
      e.preventDefault();
      load();
      setOpen(true);
    };
    const onKey = (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && openBook(e);
    host.addEventListener('click', openBook);
    if (added) host.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('click', openBook);
      host.removeEventListener('keydown', onKey);
      if (added) {
        host.removeAttribute('role');
        host.removeAttribute('tabindex');
      }
    };
  }, [popup, host, load]);

  const close = useEvent(() => setOpen(false));

  if (failed) {
    return (
      <div className="fb-error" role="alert">
        <p>{T.failed}</p>
        {options.source && (
          <p>
            <a href={options.source} download>
              {T.download}
            </a>
          </p>
        )}
      </div>
    );
  }
  if (!lazy) return !popup ? <p className="fb-loading">{T.loading}</p> : null;
  if (popup) return open ? <lazy.BookDialog options={options} engine={engine} onClose={close} /> : null;
  return <lazy.Viewer options={options} engine={engine} />;
}
