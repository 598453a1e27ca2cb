import { useLayoutEffect, useRef } from 'react';
import { trapFocus } from '@storefront/runtime/ui';
import { FLIP_BOOK_TEXT as T } from './texts';
import type { FlipBookOptions } from './contract';
import { Viewer, type ViewerProps } from './Viewer';

/** The popup variant's dialog (`._df_thumb`, `._df_button`). */
export interface BookDialogProps {
  options: FlipBookOptions;
  engine?: ViewerProps['engine'];
  onClose(): void;
}

/**
 * The book in a modal dialog: labelled by the book's title, focus trapped inside (the runtime's trapFocus),
 * Escape, the close button or a click on the backdrop close it, and focus returns to the element that opened it.
 * The page does not scroll behind it.
 */
export function BookDialog({ options, engine, onClose }: BookDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!dialog.current) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const release = trapFocus(dialog.current, { initialFocus: '.fb-dialog-close', onEscape: onClose });
    return () => {
      release();
      root.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    // A click on the backdrop closes, as a mouse user expects; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="fb-dialog-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="fb-dialog" role="dialog" aria-modal="true" aria-label={options.title || T.book}>
        <button type="button" className="fb-button fb-dialog-close" aria-label={T.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <Viewer options={options} engine={engine} />
      </div>
    </div>
  );
}
