import { LISTING_TEXT } from './constants';
import type { InfiniteState } from './infinite';

/** Texts of the status line (products or posts). */
export interface StatusTexts {
  loading: string;
  end: string;
}

/** The text of the status line for `state` (empty while idle). */
export function statusText(state: InfiniteState, texts: StatusTexts): string {
  if (state.status === 'error') return `${LISTING_TEXT.pageFailed} ${state.message}`;
  return state.status === 'idle' ? '' : texts[state.status];
}

/**
 * The status line of an infinite scroll without a framework, in `box` (a `div`): a polite live region (`p[role=status]`, put in at once so screen readers hear its changes)
 * saying loading, the end of the list or the failure, with a Retry button (`button.listing-retry`) calling
 * `onRetry` while failed. Returns the renderer of a state.
 */
export function statusLine(box: HTMLElement, texts: StatusTexts, onRetry: () => void): (state: InfiniteState) => void {
  const line = document.createElement('p');
  line.className = 'listing-status__text';
  line.setAttribute('role', 'status');
  box.append(line);
  let retry: HTMLButtonElement | null = null;
  return (state) => {
    box.className = `listing-status listing-status--${state.status}`;
    line.textContent = statusText(state, texts);
    if (state.status !== 'error') {
      retry?.remove();
      retry = null;
      return;
    }
    if (retry) return;
    retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'button listing-retry';
    retry.textContent = LISTING_TEXT.retry;
    retry.addEventListener('click', onRetry);
    box.append(retry);
  };
}
