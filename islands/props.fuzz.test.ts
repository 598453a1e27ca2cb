/**
 * Fuzzing every island's props: each island found like the build finds them (a folder with an island.ts) is
 * mounted on its server markup with hostile `data-*` attributes and `*_params` globals (the shop's values with
 * leaves replaced by hostile ones, or anything at all), then its element and first control are clicked. Whatever
 * the input: no error escapes the island boundary (a mount that throws is the runtime's to catch and report, as in
 * boot.ts; anything thrown later, outside it, fails the test), nothing navigates off-origin, and nothing from the
 * input is rendered as HTML.
 */
/// <reference types="vite/client" />
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { resetCartSync } from '@storefront/shared';
import { settle } from '@storefront/shared/fixtures';
import { PAYLOADS, flushGuard, fuzzParams, guardPage, hostileAttr, hostileJson, injectedMarkup, resetGuard, type PageGuard } from '@storefront/shared/fuzz';
import { selectorsOf, type IslandDefinition, type IslandModule } from '@storefront/runtime';
import { ISLAND_CASES } from './props.fuzz-cases';

// The real provider script comes from another origin: never fetched here.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => null }));

const definitions = import.meta.glob<Record<string, IslandDefinition>>('./*/island.ts', { eager: true });
const mounts = import.meta.glob<{ default: IslandModule }>('./*/mount.ts');
const ISLANDS = Object.keys(definitions).map((path) => path.split('/')[1]!).sort();

/** Each leaf of `base` kept or replaced by a hostile value; sometimes the whole thing is anything at all. */
function hostileVariant(base: unknown): fc.Arbitrary<unknown> {
  const leafOr = (v: unknown): fc.Arbitrary<unknown> => {
    if (Array.isArray(v)) return fc.tuple(...v.map(leafOr));
    if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      return fc.tuple(...entries.map(([, x]) => leafOr(x))).map((xs) => Object.fromEntries(entries.map(([k], i) => [k, xs[i]])));
    }
    return fc.oneof({ weight: 2, arbitrary: fc.constant(v) }, { weight: 1, arbitrary: hostileJson });
  };
  return fc.oneof({ weight: 4, arbitrary: leafOr(base) }, { weight: 1, arbitrary: hostileJson });
}

/** Paths of the leaves of a JSON-like value. */
function leafPaths(v: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leafPaths(x, [...path, Array.isArray(v) ? Number(k) : k]));
  return [path];
}

/** Sets the leaf at `path` when the value still has that shape (a hostile variant may have replaced a branch). */
function setLeaf(root: unknown, path: Array<string | number>, value: unknown): void {
  let at = root as Record<string | number, unknown> | null;
  for (const key of path.slice(0, -1)) {
    const next = at?.[key];
    if (!next || typeof next !== 'object') return;
    at = next as Record<string | number, unknown>;
  }
  if (at && typeof at === 'object' && path.length) at[path[path.length - 1]!] = value;
}

const g = globalThis as Record<string, unknown>;
const uncaught: unknown[] = [];
const onError = (e: ErrorEvent) => uncaught.push(e.error ?? e.message);
const onRejection = (e: PromiseRejectionEvent) => uncaught.push(e.reason);
/** Islands whose mount threw (caught by the boundary, as the runtime does): counted for the summary. */
const mountFailures = new Map<string, number>();
let guard: PageGuard;

beforeEach(() => {
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  // Every call succeeds with an empty answer, so the islands reach their success paths with the hostile props.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
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
  console.info(`[fuzz] mounts refused (caught by the island boundary): ${JSON.stringify(Object.fromEntries(mountFailures))}`);
});

/** Clears everything a run left: globals, cookies, the URL, the page. */
function clearPage(globals: string[]): void {
  for (const name of globals) delete g[name];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  resetCartSync();
}

describe('every island’s props reader, fuzzed', () => {
  it('finds the islands like the build does, and has a case for each', () => {
    expect(ISLANDS.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(ISLAND_CASES).sort()).toEqual(ISLANDS);
  });

  it.each(ISLANDS)('%s: hostile data-* and *_params never escape, navigate off-origin or inject markup', async (name) => {
    const c = ISLAND_CASES[name]!;
    const def = Object.values(definitions[`./${name}/island.ts`]!)[0] as IslandDefinition;
    const mod = (await mounts[`./${name}/mount.ts`]!()).default;
    document.body.innerHTML = c.html;
    const hostAttrs = [...(document.querySelector(selectorsOf(def).join(','))?.getAttributeNames() ?? [])]
      .filter((a) => a.startsWith('data-')).map((a) => a.slice(5).replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()));
    const dataNames = [...new Set([...hostAttrs, ...(c.data ?? []), 'extra', 'island'])];
    const globals = Object.keys(c.globals ?? {});
    // Every run also aims one payload at one input the island reads (a data attribute or a leaf of a global), the
    // globals' leaves twice as often (there are more of them); a case's examples aim at known bugs first.
    const slots = [
      ...dataNames.map((d) => ({ name: `data-${d}`, data: d })),
      ...globals.flatMap((k, gi) => leafPaths(c.globals![k]).map((path) => ({ name: [k, ...path].join('.'), gi, path }))),
    ];
    const aims = [...slots.keys(), ...slots.flatMap((sl, i) => ('gi' in sl ? [i] : []))];
    const input = fc.record({
      data: fc.tuple(...dataNames.map(() => fc.option(hostileAttr, { nil: undefined }))),
      globals: fc.tuple(...globals.map((k) => hostileVariant(c.globals![k]))),
      aim: fc.constantFrom(...aims),
      payload: fc.constantFrom(...PAYLOADS),
    });
    type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;
    const examples = (c.examples ?? []).map(([slot, payload]): [Input] => {
      const aim = slots.findIndex((sl) => sl.name === slot);
      if (aim < 0) throw new Error(`${name}: no input ${slot} (inputs: ${slots.map((sl) => sl.name).join(', ')})`);
      return [{ data: dataNames.map(() => undefined), globals: globals.map((k) => structuredClone(c.globals![k])), aim, payload: payload as Input['payload'] }];
    });

    await fc.assert(
      fc.asyncProperty(input, async ({ data, globals: values, aim, payload }) => {
        const slot = slots[aim]!;
        if ('data' in slot) data[dataNames.indexOf(slot.data!)] = payload;
        else setLeaf(values[slot.gi], slot.path, payload);
        clearPage(globals);
        globals.forEach((k, i) => (g[k] = values[i]));
        document.body.innerHTML = c.html;
        c.setup?.();
        const host = document.querySelector<HTMLElement>(selectorsOf(def).join(','))!;
        dataNames.forEach((k, i) => data[i] !== undefined && (host.dataset[k] = data[i]));
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
        });
        await settle();
        flushGuard(guard);
        expect(guard.offOrigin, location.href).toEqual([]);
        expect(injectedMarkup()).toEqual([]);
        expect(uncaught).toEqual([]);
        await act(async () => (unmount as (() => void) | undefined)?.());
        await c.beforeClear?.();
      }),
      { ...fuzzParams(25), examples },
    );
    clearPage(globals);
  }, 60_000);
});
