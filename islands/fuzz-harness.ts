/**
 * The island fuzzes' harness (props.fuzz.test.ts, page-inputs.fuzz.test.ts): the islands found like the build finds
 * them, a page set up from an island's case, a mount through the same boundary as the runtime's, a poke at the
 * island, and the checks that nothing escaped. Call {@link useIslandFuzz} once per test file. Test-only.
 */
/// <reference types="vite/client" />
import { act } from 'react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { PAGE_ATTRIBUTION_KEY } from '@storefront/attribution';
import { resetCartSync } from '@storefront/cart';
import { settle } from '@storefront/test-kit';
import { flushGuard, guardPage, injectedMarkup, resetGuard, type PageGuard } from '@storefront/test-kit/fuzz';
import { selectorsOf, type IslandDefinition, type IslandModule } from '@storefront/runtime';
import { ISLAND_CASES, type IslandCase } from './props.fuzz-cases';

const definitions = import.meta.glob<Record<string, IslandDefinition>>('./*/island.ts', { eager: true });
const mounts = import.meta.glob<{ default: IslandModule }>('./*/mount.ts');

/** Every island: the folders under islands/ with an island.ts, as the build enumerates them. */
export const ISLANDS: readonly string[] = Object.keys(definitions)
  .map((path) => path.split('/')[1]!)
  .sort();

/** An island's definition (its island.ts export). */
export const definitionOf = (name: string): IslandDefinition =>
  Object.values(definitions[`./${name}/island.ts`]!)[0] as IslandDefinition;

/** An island's case, failing clearly when the island has none. */
export function caseOf(name: string): IslandCase {
  const c = ISLAND_CASES[name];
  if (!c) throw new Error(`islands/props.fuzz-cases.ts has no case for the island "${name}"`);
  return c;
}

const g = globalThis as Record<string, unknown>;

/** Clears what a run left: the globals named, every cookie, the URL, the page, the per-page memos. */
export function clearPage(globals: readonly string[]): void {
  for (const name of globals) delete g[name];
  delete (g as Record<symbol, unknown>)[PAGE_ATTRIBUTION_KEY]; // the page view's attribution is worked out once per page
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  resetCartSync();
}

/** What one fuzz run needs: the guard of the current test. */
export interface IslandFuzz {
  guard(): PageGuard;
  /**
   * Renders the island's case (globals as given), lets `prepare` change the host (data attributes…), mounts the
   * island as the runtime does (a throwing mount is caught and counted), clicks the host and its first control,
   * lets the work settle, checks that nothing escaped, and unmounts.
   */
  run(
    name: string,
    globals: Record<string, unknown>,
    prepare?: (host: HTMLElement) => void,
    poke?: (host: HTMLElement) => void,
  ): Promise<void>;
}

/** Installs the per-test guard, fetch stub and error listeners; returns the runner. */
export function useIslandFuzz(): IslandFuzz {
  const uncaught: unknown[] = [];
  const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => uncaught.push(e.reason);
  const mountFailures = new Map<string, number>();
  let guard: PageGuard;

  beforeEach(() => {
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    // Every call succeeds with an empty answer, so the islands reach their success paths with the hostile input.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    guard = guardPage();
  });
  afterEach(() => {
    guard.restore();
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    vi.unstubAllGlobals();
  });
  afterAll(() => {
    if (mountFailures.size)
      console.info(
        `[fuzz] mounts refused (caught by the island boundary): ${JSON.stringify(Object.fromEntries(mountFailures))}`,
      );
  });

  return {
    guard: () => guard,
    async run(name, globals, prepare, poke) {
      const c = caseOf(name);
      const def = definitionOf(name);
      const mod = (await mounts[`./${name}/mount.ts`]!()).default;
      for (const [k, v] of Object.entries(globals)) g[k] = v;
      document.body.innerHTML = c.html;
      c.setup?.();
      const host = document.querySelector<HTMLElement>(selectorsOf(def).join(','))!;
      prepare?.(host);
      resetGuard(guard); // the page's own links may point anywhere; only what happens from here counts
      let unmount: (() => void) | void = undefined;
      await act(async () => {
        try {
          unmount = mod.mount(host, { name, report: () => undefined });
        } catch {
          mountFailures.set(name, (mountFailures.get(name) ?? 0) + 1);
        }
      });
      await act(async () => {
        host.click();
        host.querySelector<HTMLElement>('a, button, input[type="radio"], input[type="checkbox"]')?.click();
        poke?.(host);
      });
      await settle();
      flushGuard(guard);
      expect(guard.offOrigin, location.href).toEqual([]);
      expect(injectedMarkup()).toEqual([]);
      expect(uncaught).toEqual([]);
      await act(async () => (unmount as (() => void) | undefined)?.());
      await c.beforeClear?.();
    },
  };
}
