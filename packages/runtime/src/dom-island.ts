import type { IslandModule, MountContext, Unmount } from './types';

/**
 * What a plain island does on one element: wire the server markup (listeners, observers, timers, attributes) and
 * return the release of everything it started. It renders nothing of its own.
 */
export type BindIsland = (host: HTMLElement, ctx: MountContext) => Unmount | void;

/**
 * An island without React, for islands whose only job is to wire the server's markup: the module mounts by calling
 * `bind(host, ctx)` and unmounts by calling the cleanup it returned (when the element leaves the page, or at
 * shutdown). An error thrown by `bind` is reported under the island's name, as a React island's render error is
 * (`ctx.report`, once per island), and leaves the server markup as it was, working without the island. A page whose
 * islands are all built this way never loads preact.
 *
 * A bind that throws after starting something should release it itself (nothing returned means nothing to undo).
 */
export function domIsland(bind: BindIsland): IslandModule {
  return {
    mount(host, ctx) {
      try {
        return bind(host, ctx);
      } catch (error) {
        ctx.report(error);
      }
    },
  };
}
