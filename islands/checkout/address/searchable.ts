import type { Combobox, ComboboxOptions } from './combobox';

/** Viewport width above which country and state selects become searchable (WooCommerce's selectWoo rule). */
export const SEARCHABLE_MIN_WIDTH = 790;
/** The selects that become searchable. */
export const SEARCHABLE_SELECTS = 'select.country_select, select.state_select';

type ComboboxModule = { createCombobox(select: HTMLSelectElement, options?: ComboboxOptions): Combobox };

/** A phone or tablet, as the browser reports it (Client Hints when present, else the user agent). */
function isMobile(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent);
}

/** True when searchable selects are wanted: viewport wider than 790 px and not a mobile device. */
export function searchableSelectsWanted(): boolean {
  return window.innerWidth > SEARCHABLE_MIN_WIDTH && !isMobile();
}

/** The searchable selects of one form (see {@link manageSearchableSelects}). */
export interface SearchableSelects {
  /** Enhances new selects, drops the ones that were replaced or removed, re-syncs the rest. */
  reconcile(): Promise<void>;
  dispose(): void;
}

/**
 * Keeps the form's country and state selects searchable. The combobox code is a lazy chunk
 * (`load`), fetched the first time there is something to enhance; if it fails to load, the native
 * selects simply stay as they are. A state select swapped for another element by a country change
 * loses its combobox, and the new select gets one at the next `reconcile()`.
 */
export function manageSearchableSelects(
  form: HTMLFormElement,
  load: () => Promise<ComboboxModule> = () => import('./combobox'),
): SearchableSelects {
  const live = new Map<HTMLSelectElement, Combobox>();
  let module: Promise<ComboboxModule> | null = null;
  let disposed = false;

  async function reconcile(): Promise<void> {
    for (const [select, box] of live) {
      if (!select.isConnected || !form.contains(select) || !select.matches(SEARCHABLE_SELECTS)) {
        box.dispose();
        live.delete(select);
      } else box.sync();
    }
    const fresh = Array.from(form.querySelectorAll<HTMLSelectElement>(SEARCHABLE_SELECTS)).filter((s) => !live.has(s));
    if (!fresh.length) return;
    module ??= load();
    let mod: ComboboxModule;
    try {
      mod = await module;
    } catch (error) {
      module = null; // try again at the next reconcile
      console.error('[storefront] searchable select failed to load', error);
      return;
    }
    if (disposed) return;
    for (const select of fresh) {
      if (live.has(select) || !select.isConnected || !form.contains(select)) continue;
      live.set(select, mod.createCombobox(select));
    }
  }

  return {
    reconcile,
    dispose() {
      disposed = true;
      for (const box of live.values()) box.dispose();
      live.clear();
    },
  };
}
