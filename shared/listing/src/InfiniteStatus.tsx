import { LISTING_TEXT } from './constants';
import type { InfiniteState } from './infinite';

/** Texts of the status line (products or posts). */
export interface StatusTexts {
  loading: string;
  end: string;
}

/**
 * The status line of an infinite scroll: a polite live region that says 'Loading…', the end of the list,
 * or the failure (with a Retry button). The region is always rendered so screen readers hear changes.
 */
export function InfiniteStatus({
  state,
  texts,
  onRetry,
}: {
  state: InfiniteState;
  texts: StatusTexts;
  onRetry(): void;
}) {
  const text =
    state.status === 'loading'
      ? texts.loading
      : state.status === 'end'
        ? texts.end
        : state.status === 'error'
          ? `${LISTING_TEXT.pageFailed} ${state.message}`
          : '';
  return (
    <div className={`listing-status listing-status--${state.status}`}>
      <p className="listing-status__text" role="status">
        {text}
      </p>
      {state.status === 'error' ? (
        <button type="button" className="button listing-retry" onClick={onRetry}>
          {LISTING_TEXT.retry}
        </button>
      ) : null}
    </div>
  );
}
