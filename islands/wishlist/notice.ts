import { lazy } from './lazy';
import { page, type PageWishlist } from './page';

const notification = lazy(() => import('./notification'));
/** Counts closes: a notification still loading when the page closed them is not shown. */
let closes = 0;
/** The page whose release closes the notification. */
let registered: PageWishlist | null = null;

/**
 * Shows the wishlist notification (see `notification.ts`). Its code is a chunk of its own, loaded with the first
 * notification: it always follows a call, so it never delays a press.
 */
export function notify(html: string): void {
  // The page's last part out closes it (registered once per page).
  if (page && registered !== page) (registered = page).life.signal.addEventListener('abort', closeNotification);
  const at = closes;
  void notification((m) => at === closes && m.notify(html));
}

/** Closes the open notification, and any still loading. */
export function closeNotification(): void {
  closes++;
  notification.now?.closeNotification();
}
