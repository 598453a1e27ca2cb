import { useEffect, useRef } from 'react';
import type { IslandModule } from '@storefront/runtime';

/** Props of the stage: server markup and the island module to mount on it. */
export interface IslandStageProps {
  /** Server-rendered markup, as a WooCommerce classic template prints it. */
  html: string;
  /** The island module (its mount.ts default export). */
  island: IslandModule;
  /** Selector of the element the island mounts on. */
  selector: string;
}

/**
 * Renders server markup and mounts an island on it exactly as the runtime does, so a story shows the real
 * island on the real markup contract.
 */
export function IslandStage({ html, island, selector }: IslandStageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const cleanups: (() => void)[] = [];
    let live = true;
    // Outside React's commit, as the runtime does it (islands have their own roots).
    queueMicrotask(() => {
      if (!live) return;
      ref.current?.querySelectorAll<HTMLElement>(selector).forEach((host) => {
        const un = island.mount(host, { name: 'story', report: (e) => console.error(e) });
        if (un) cleanups.push(un);
        host.setAttribute('data-island-mounted', 'story');
      });
    });
    return () => {
      live = false;
      queueMicrotask(() => cleanups.forEach((c) => c()));
    };
  }, [html, island, selector]);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
