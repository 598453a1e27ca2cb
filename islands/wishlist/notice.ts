type NotificationModule = typeof import('./notification');
let loading: Promise<NotificationModule> | undefined;
let loaded: NotificationModule | undefined;
/** Counts closes: a notification still loading when the page closed them is not shown. */
let closes = 0;

/**
 * Shows the wishlist notification (see `notification.ts`). Its code is a chunk of its own, loaded with the first
 * notification: it always follows a call, so it never delays a press.
 */
export function notify(html: string): void {
  if (loaded) return void loaded.notify(html);
  const at = closes;
  (loading ??= import('./notification')).then(
    (m) => {
      loaded = m;
      if (at === closes) m.notify(html);
    },
    (error: unknown) => console.error('[storefront] island "wishlist" failed to load', error),
  );
}

/** Closes the open notification, and any still loading. */
export function closeNotification(): void {
  closes++;
  loaded?.closeNotification();
}
