/** How an island element decides when to load: the value of its `data-hydrate` attribute. */
export type HydrateTrigger = 'load' | 'idle' | 'visible' | 'interaction';

/** What the runtime hands an island when it mounts it on one element. */
export interface MountContext {
  /** The island's registered name, used in logs. */
  name: string;
  /** Report an error once under this island's name (never throws). */
  report(error: unknown): void;
}

/** Undoes a mount: called when the element leaves the document. */
export type Unmount = () => void;

/** The module an island's loader resolves to (its own bundle). */
export interface IslandModule {
  /** Mount on `host`; return a cleanup. Throwing leaves the server markup in place. */
  mount(host: HTMLElement, ctx: MountContext): Unmount | void;
}

/**
 * An island as the loader and runtime know it. It is tiny on purpose: the loader bundles every definition,
 * while the island's code (and its props reader) stays behind `load`.
 */
export interface IslandDefinition {
  /** Unique name; `[data-island="name"]` always mounts it. */
  name: string;
  /** Extra selectors for the WooCommerce classic markup it enhances, e.g. `.widget_shopping_cart_content`. */
  selectors?: readonly string[];
  /** Dynamic import of the island's bundle. */
  load(): Promise<IslandModule | { default: IslandModule }>;
  /** Trigger used when the element has no `data-hydrate`. Default `'load'`. */
  hydrate?: HydrateTrigger;
  /**
   * Clicks and changes inside the element before the island has mounted are held (default prevented, not passed
   * on) and played again once it has, or has failed to load (then the link's own default runs): a shopper's first
   * click or choice is never lost to, or run past, a chunk still loading. For islands whose clicks or changes are
   * their action (add-to-cart links, the sort order's select); the replay is a new event of the same kind on the
   * same target, so SVG icons inside a button work too.
   */
  holdInput?: boolean;
}

/** Every selector an island mounts on: its `[data-island]` attribute and its classic selectors. */
export function selectorsOf(def: IslandDefinition): string[] {
  return [`[data-island="${def.name}"]`, ...(def.selectors ?? [])];
}
