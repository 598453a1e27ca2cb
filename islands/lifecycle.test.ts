/// <reference types="vite/client" />
/**
 * Every island releases on unmount what it started: for each island the build would bundle (every
 * `islands/<name>/island.ts`, found the way rollup.config.mjs finds them), mount it on its fixture page with fake
 * timers, use it a little (lifecycle.scenarios.ts), unmount it and check that no timer, animation frame, event
 * listener, DOM observer, page-store subscription or request is left running. Then let a minute of fake time pass:
 * nothing may run, throw or report.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectorsOf, shutdown, type IslandDefinition, type IslandModule } from '@storefront/runtime';
import { resetCartSync } from '@storefront/cart';
import { resetPageStore, resetReportedErrors } from '@storefront/runtime/testing';
import { trackLeaks, type LeakTracker } from '@storefront/test-kit/leaks';
import { SCENARIOS, pass } from './lifecycle.scenarios';

// The build's rule (rollup.config.mjs): every folder under islands/ with an island.ts is an island.
const definitionModules = import.meta.glob<Record<string, unknown>>('./*/island.ts', { eager: true });
const isDefinition = (v: unknown): v is IslandDefinition =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as IslandDefinition).name === 'string' &&
  typeof (v as IslandDefinition).load === 'function';
const definitions = Object.values(definitionModules).flatMap((m) => Object.values(m).filter(isDefinition));

const g = globalThis as unknown as Record<string, unknown>;
const undo: (() => void)[] = [];

// React DOM adds one 'selectionchange' listener to the document with the page's first root and keeps it for the
// page's life (preact, in production, adds none): made here, before anything is tracked.
beforeAll(async () => {
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(null));
  await act(async () => root.unmount());
});

afterEach(() => {
  undo
    .splice(0)
    .reverse()
    .forEach((u) => u());
});

async function moduleOf(def: IslandDefinition): Promise<IslandModule> {
  const m = await def.load();
  return 'default' in m ? m.default : m;
}

describe('island lifecycle', () => {
  it('finds every island folder', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(20);
    expect(new Set(definitions.map((d) => d.name)).size).toBe(definitions.length);
  });

  it.each(definitions.map((d) => [d.name, d] as const))(
    '%s: unmount releases every timer, listener, observer and request',
    async (name, def) => {
      const scenario = SCENARIOS[name];
      expect(scenario, `islands/lifecycle.scenarios.ts has no scenario for the island "${name}"`).toBeDefined();
      if (!scenario) return;
      const mod = await moduleOf(def);
      await scenario.preload?.();

      // A fresh page: nothing left from the island before.
      shutdown();
      resetPageStore();
      resetCartSync();
      resetReportedErrors();
      for (const [key, value] of Object.entries(scenario.globals ?? {})) {
        g[key] = value;
        undo.push(() => delete g[key]);
      }
      const undoBefore = scenario.before?.();
      if (undoBefore) undo.push(undoBefore);
      document.body.innerHTML = scenario.html;
      const host = document.querySelector<HTMLElement>(scenario.host ?? selectorsOf(def).join(','));
      expect(host, `the ${name} scenario's markup has no element for the island`).not.toBeNull();

      vi.useFakeTimers();
      undo.push(() => vi.useRealTimers());
      const tracker: LeakTracker = trackLeaks({
        fetch: scenario.fetch?.(),
        mayOutlive: (f) => !!scenario.mayOutlive?.test(f.url),
      });
      undo.push(() => tracker.restore());

      const reported: unknown[] = [];
      let unmount: (() => void) | void;
      await act(async () => {
        unmount = mod.mount(host!, { name, report: (e) => reported.push(e) });
      });
      await pass(10);
      await scenario.drive?.(host!);
      await act(async () => unmount?.());

      expect(tracker.leaks(), `${name} left these running after its unmount`).toEqual([]);
      expect(vi.getTimerCount(), `${name} left fake timers pending`).toBe(0);

      // Nothing of the island may run any more, however long the page stays.
      await pass(60_000);
      expect(vi.getTimerCount()).toBe(0);
      expect(tracker.leaks()).toEqual([]);
      expect(reported).toEqual([]);
      document.body.innerHTML = '';
    },
  );
});
