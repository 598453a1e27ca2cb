import type { IslandDefinition } from './types';

/**
 * The page loader's whole job: if any island's markup is on the page (now, or later through appended markup),
 * import the runtime and boot it. Pages without islands load nothing else. Kept tiny: it ships on every page.
 */
export function startLoader(
  allDefs: readonly IslandDefinition[],
  importRuntime: () => Promise<{ boot(d: readonly IslandDefinition[]): void }>,
): void {
  const off = disabledIslands();
  const defs = allDefs.filter((d) => !off.includes(d.name));
  if (!defs.length) return;
  // Same rule as `selectorsOf`, written out so the loader shares no module with the runtime chunk.
  const selector = defs.flatMap((d) => [`[data-island="${d.name}"]`, ...(d.selectors ?? [])]).join(',');
  let observer: MutationObserver | undefined;
  const start = () => {
    observer?.disconnect();
    importRuntime().then(
      (rt) => rt.boot(defs),
      (error) => console.error('[storefront] the island runtime failed to load', error),
    );
  };
  if (document.querySelector(selector)) return start();
  observer = new MutationObserver((list) => {
    for (const m of list)
      for (const n of m.addedNodes)
        // Text and comment nodes have neither method: the optional calls skip them.
        if ((n as Element).matches?.(selector) || (n as Element).querySelector?.(selector)) return start();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Islands the page switched off: `<script type="application/json" id="storefront-islands-config">{"disabled":
 * ["gallery"]}</script>` (the WordPress plugin prints it for islands opted out in its settings, so WooCommerce's own
 * script handles that markup alone). A data block, not a script: nothing runs, any CSP allows it.
 */
function disabledIslands(): unknown[] {
  try {
    // No block (or an empty one) reads as '0', which has no list.
    const json = document.getElementById('storefront-islands-config')?.textContent || '0';
    const list: unknown = (JSON.parse(json) as { disabled?: unknown } | null)?.disabled;
    // Anything but a name in the list simply matches no island.
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
