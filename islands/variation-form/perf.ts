import { PERF_FLAG } from './contract';

/**
 * Runs `fn` between `performance.mark` / `performance.measure` calls named `name` when the page set
 * `window.__sfVariationPerf` (the Chromium bench does); a plain call otherwise, so it costs nothing in shops.
 */
export function measured<T>(name: string, fn: () => T): T {
  if (!(globalThis as Record<string, unknown>)[PERF_FLAG]) return fn();
  const start = `${name}:start`;
  performance.mark(start);
  try {
    return fn();
  } finally {
    performance.measure(name, start);
  }
}
