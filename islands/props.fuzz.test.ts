/**
 * Fuzzing every island's props: each island found like the build finds them (a folder with an island.ts) is
 * mounted on its server markup with hostile `data-*` attributes and `*_params` globals (the shop's values with
 * leaves replaced by hostile ones, or anything at all), then its element and first control are clicked. Whatever
 * the input: no error escapes the island boundary (a mount that throws is the runtime's to catch and report, as in
 * boot.ts; anything thrown later, outside it, fails the test), nothing navigates off-origin, and nothing from the
 * input is rendered as HTML. The runtime's props reader itself is fuzzed at the end.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  PAYLOADS,
  fuzzParams,
  hostileAttr,
  hostileJson,
  hostileString,
  injectedMarkup,
} from '@storefront/test-kit/fuzz';
import { ISLANDS, caseOf, clearPage, definitionOf, useIslandFuzz } from './fuzz-harness';
import { ISLAND_CASES } from './props.fuzz-cases';
import { readRawProps, selectorsOf } from '@storefront/runtime';

// The real provider script comes from another origin: never fetched here.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => null }));

const fuzz = useIslandFuzz();

/** Each leaf of `base` kept or replaced by a hostile value; sometimes the whole thing is anything at all. */
function hostileVariant(base: unknown): fc.Arbitrary<unknown> {
  const leafOr = (v: unknown): fc.Arbitrary<unknown> => {
    if (Array.isArray(v)) return fc.tuple(...v.map(leafOr));
    if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      return fc
        .tuple(...entries.map(([, x]) => leafOr(x)))
        .map((xs) => Object.fromEntries(entries.map(([k], i) => [k, xs[i]])));
    }
    return fc.oneof({ weight: 2, arbitrary: fc.constant(v) }, { weight: 1, arbitrary: hostileJson });
  };
  return fc.oneof({ weight: 4, arbitrary: leafOr(base) }, { weight: 1, arbitrary: hostileJson });
}

/** Inputs named like URLs, and like texts shown to the shopper. */
const URL_LIKE = /url|href|link/i;
const TEXT_LIKE = /i18n|text|label|message|title|caption/i;

/** Paths of the leaves of a JSON-like value. */
function leafPaths(v: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => leafPaths(x, [...path, Array.isArray(v) ? Number(k) : k]));
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

describe('every island’s props reader, fuzzed', () => {
  it('finds the islands like the build does, and has a case for each', () => {
    expect(ISLANDS.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(ISLAND_CASES).sort()).toEqual(ISLANDS);
  });

  it.each(ISLANDS)(
    '%s: hostile data-* and *_params never escape, navigate off-origin or inject markup',
    async (name) => {
      const c = caseOf(name);
      document.body.innerHTML = c.html;
      const hostAttrs = [
        ...(document.querySelector(selectorsOf(definitionOf(name)).join(','))?.getAttributeNames() ?? []),
      ]
        .filter((a) => a.startsWith('data-'))
        .map((a) => a.slice(5).replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()));
      const dataNames = [...new Set([...hostAttrs, ...(c.data ?? []), 'extra', 'island'])];
      const globals = Object.keys(c.globals ?? {});
      // Every run also aims one payload at one input the island reads (a data attribute or a leaf of a global), the
      // globals' leaves twice as often (there are more of them); a case's examples aim at known bugs first.
      const slots = [
        ...dataNames.map((d) => ({ name: `data-${d}`, data: d })),
        ...globals.flatMap((k, gi) =>
          leafPaths(c.globals![k]).map((path) => ({ name: [k, ...path].join('.'), gi, path })),
        ),
      ];
      const aims = [...slots.keys(), ...slots.flatMap((sl, i) => ('gi' in sl ? [i] : []))];
      const input = fc.record({
        data: fc.tuple(...dataNames.map(() => fc.option(hostileAttr, { nil: undefined }))),
        globals: fc.tuple(...globals.map((k) => hostileVariant(c.globals![k]))),
        aim: fc.constantFrom(...aims),
        payload: fc.constantFrom(...PAYLOADS),
      });
      type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;
      const example = (slot: string, payload: string): [Input] => {
        const aim = slots.findIndex((sl) => sl.name === slot);
        if (aim < 0) throw new Error(`${name}: no input ${slot} (inputs: ${slots.map((sl) => sl.name).join(', ')})`);
        return [
          {
            data: dataNames.map(() => undefined),
            globals: globals.map((k) => structuredClone(c.globals![k])),
            aim,
            payload: payload as Input['payload'],
          },
        ];
      };
      // Tried first: the case's known bugs, then a script URL in each URL-like input and breaking-out markup in each
      // text-like one (the random runs after them spread payloads over everything).
      const examples = [
        ...(c.examples ?? []).map(([slot, payload]) => example(slot, payload)),
        ...slots
          .filter((sl) => 'gi' in sl && URL_LIKE.test(sl.name))
          .map((sl) => example(sl.name, 'javascript:alert(1)')),
        ...slots
          .filter((sl) => ('data' in sl && c.data?.includes(sl.data!)) || ('gi' in sl && TEXT_LIKE.test(sl.name)))
          .map((sl) => example(sl.name, PAYLOADS[1])),
      ];

      await fc.assert(
        fc.asyncProperty(input, async ({ data, globals: values, aim, payload }) => {
          const slot = slots[aim]!;
          if ('data' in slot) data[dataNames.indexOf(slot.data!)] = payload;
          else setLeaf(values[slot.gi], slot.path, payload);
          clearPage(globals);
          await fuzz.run(name, Object.fromEntries(globals.map((k, i) => [k, values[i]])), (host) => {
            dataNames.forEach((k, i) => data[i] !== undefined && (host.dataset[k] = data[i]));
          });
        }),
        { ...fuzzParams(8), examples },
      );
      clearPage(globals);
    },
    60_000,
  );
});

/** Attribute names a browser accepts after `data-` (the dataset maps them to camelCase keys). */
const dataName = fc.stringMatching(/^[a-z][a-z0-9_-]{0,12}$/);
const g = globalThis as Record<string, unknown>;

describe('the runtime’s props reader (every React island reads through it), fuzzed', () => {
  it('never throws, reads each data value as given, parses a JSON block or gives undefined, reads globals as objects', () => {
    fc.assert(
      fc.property(
        fc.dictionary(dataName, hostileAttr, { maxKeys: 6 }),
        fc.oneof(
          hostileString,
          hostileJson.map((v) => JSON.stringify(v) ?? ''),
        ),
        fc.boolean(),
        hostileJson,
        (data, jsonText, inside, param) => {
          const host = document.createElement('div');
          for (const [k, v] of Object.entries(data)) host.setAttribute(`data-${k}`, v);
          const script = document.createElement('script');
          script.type = 'application/json';
          script.setAttribute('data-island-props', '');
          script.textContent = jsonText;
          document.body.replaceChildren(host);
          if (inside) host.append(script);
          else host.after(script);
          g.fuzz_params = param;
          const raw = readRawProps(host, { globals: ['fuzz_params', 'absent_params'] });
          delete g.fuzz_params;

          expect(Object.values(raw.data).every((v) => typeof v === 'string')).toBe(true);
          expect(Object.values(raw.data).sort()).toEqual(Object.values(host.dataset).sort());
          let parsed: unknown;
          try {
            parsed = JSON.parse(jsonText);
          } catch {
            parsed = undefined;
          }
          expect(raw.json).toEqual(jsonText ? parsed : undefined);
          expect(raw.params.fuzz_params).toEqual(param && typeof param === 'object' ? param : undefined);
          expect(raw.params.absent_params).toBeUndefined();
          expect(injectedMarkup()).toEqual([]);
        },
      ),
      fuzzParams(200),
    );
  });
});
