import { triggerFor } from './hydrate';
import { loadJqueryBridge } from './events';
import { reportIslandError } from './report';
import { selectorsOf, type IslandDefinition, type IslandModule, type Unmount } from './types';

interface MountRecord {
  cancelTrigger?: () => void;
  unmount?: Unmount | void;
  done: boolean;
}

interface RuntimeState {
  defs: Map<string, IslandDefinition>;
  modules: Map<string, Promise<IslandModule>>;
  /** Mounted or scheduled islands per element; an element may host several islands. */
  records: Map<Element, Map<string, MountRecord>>;
  observer?: MutationObserver;
  /** The window `load` listener that bridges a jQuery loaded after the runtime (removed by shutdown). */
  lateBridge?: () => void;
}

// One state per page, even if two copies of the runtime get loaded: mounting twice must be impossible.
const KEY = Symbol.for('storefront.runtime');
type WithState = typeof globalThis & { [KEY]?: RuntimeState };

function state(): RuntimeState {
  const g = globalThis as WithState;
  return (g[KEY] ??= { defs: new Map(), modules: new Map(), records: new Map() });
}

function loadModule(def: IslandDefinition): Promise<IslandModule> {
  const s = state();
  let p = s.modules.get(def.name);
  if (!p) {
    p = def.load().then((m) => ('default' in m ? m.default : m));
    // A failed load may succeed later (a flaky network): don't cache the rejection.
    p.catch(() => s.modules.delete(def.name));
    s.modules.set(def.name, p);
  }
  return p;
}

async function mountNow(el: HTMLElement, def: IslandDefinition, rec: MountRecord): Promise<void> {
  let mod: IslandModule;
  try {
    mod = await loadModule(def);
  } catch (error) {
    rec.done = true;
    reportIslandError(def.name, error, 'load');
    return;
  }
  if (rec.done || !el.isConnected) return;
  rec.done = true;
  try {
    rec.unmount = mod.mount(el, { name: def.name, report: (e) => reportIslandError(def.name, e) });
    markMounted(el, def.name);
  } catch (error) {
    reportIslandError(def.name, error, 'mount');
  }
}

/**
 * `data-island-mounted` lists the islands running on an element: a hook for theme CSS (hide a no-JS fallback)
 * and for tests. Informational only; the runtime's own bookkeeping is by element.
 */
function markMounted(el: Element, name: string): void {
  el.setAttribute('data-island-mounted', `${el.getAttribute('data-island-mounted') ?? ''} ${name}`.trim());
}

function schedule(el: Element, def: IslandDefinition): void {
  const s = state();
  let perEl = s.records.get(el);
  if (perEl?.has(def.name)) return;
  if (!perEl) s.records.set(el, (perEl = new Map()));
  const rec: MountRecord = { done: false };
  perEl.set(def.name, rec);
  const mount = () => mountNow(el as HTMLElement, def, rec);
  const off = triggerFor(el, def.hydrate)(el, mount);
  // holdInput: a click or a change before the mount waits for it, then plays again (see IslandDefinition).
  const hold = (e: Event) => {
    if (rec.done) return;
    e.preventDefault(); // a change can't be: stopped here, it reaches nobody before it plays again
    e.stopPropagation();
    // A trigger firing later finds the mount done (or in flight) and does nothing.
    void mount().then(() => e.target?.dispatchEvent(new (e.constructor as typeof Event)(e.type, e)));
  };
  const held = def.holdInput ? ['click', 'change'] : [];
  held.forEach((type) => el.addEventListener(type, hold, true));
  rec.cancelTrigger = () => {
    off();
    held.forEach((type) => el.removeEventListener(type, hold, true));
  };
}

function teardown(el: Element): void {
  const s = state();
  const perEl = s.records.get(el);
  if (!perEl) return;
  s.records.delete(el);
  el.removeAttribute('data-island-mounted');
  for (const [name, rec] of perEl) {
    rec.done = true;
    rec.cancelTrigger?.();
    try {
      rec.unmount?.();
    } catch (error) {
      reportIslandError(name, error, 'unmount');
    }
  }
}

/** Finds and schedules every registered island in `root` (and `root` itself). Safe to call repeatedly. */
export function mountIslands(root: ParentNode = document): void {
  for (const def of state().defs.values()) {
    const selector = selectorsOf(def).join(',');
    if (root instanceof Element && root.matches(selector)) schedule(root, def);
    root.querySelectorAll(selector).forEach((el) => schedule(el, def));
  }
}

/** Unmounts every island whose element is no longer in the document. */
export function sweepDetached(): void {
  for (const el of [...state().records.keys()]) if (!el.isConnected) teardown(el);
}

function onMutations(list: MutationRecord[]): void {
  let removed = false;
  for (const m of list) {
    if (m.removedNodes.length) removed = true;
    m.addedNodes.forEach((n) => n.nodeType === 1 && mountIslands(n as Element));
  }
  if (removed) sweepDetached();
}

/**
 * Registers island definitions, mounts the islands present, and watches the document so markup added later
 * (infinite-scroll appends, fragment swaps, dialogs) gets its islands and removed markup loses them.
 */
export async function boot(defs: readonly IslandDefinition[]): Promise<void> {
  const s = state();
  for (const def of defs) if (!s.defs.has(def.name)) s.defs.set(def.name, def);
  // With jQuery on the page, the bridge must be in place before any island emits. Its chunk failing to load
  // is reported once and leaves the islands working without jQuery.
  const bridge = () => loadJqueryBridge().catch((error: unknown) => reportIslandError('jquery-bridge', error, 'load'));
  await bridge();
  // jQuery may also arrive after the runtime (a later script): bridge it then.
  if (document.readyState !== 'complete' && !s.lateBridge) {
    addEventListener('load', (s.lateBridge = () => void bridge()), { once: true });
  }
  mountIslands(document);
  if (!s.observer) {
    s.observer = new MutationObserver(onMutations);
    s.observer.observe(document.documentElement, { childList: true, subtree: true });
  }
}

/** Stops watching and unmounts everything (tests, or a theme tearing the page down). */
export function shutdown(): void {
  const s = state();
  s.observer?.disconnect();
  if (s.lateBridge) removeEventListener('load', s.lateBridge);
  for (const el of [...s.records.keys()]) teardown(el);
  (globalThis as WithState)[KEY] = undefined;
}

/** How many islands are scheduled or mounted on `el` (for tests and debugging). */
export function islandsOn(el: Element): string[] {
  return [...(state().records.get(el)?.keys() ?? [])];
}
