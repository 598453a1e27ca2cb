import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { claimShop, releaseShop } from './shop-claim';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/** The shop this file holds for its run (see shop-claim.ts); freed when the file ends. */
function shopBase(): string {
  const urls = inject('shopUrls');
  return urls[claimShop(urls.length, inject('shopLockDir'))]!;
}
afterAll(releaseShop);

/** A URL on this file's shop (production bundles from dist/). */
export const shopUrl = (path = '/') => new URL(path, shopBase()).href;

/** What a test gets: a fresh browser context (its own cookies, so its own basket) and the errors pages threw. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, for asserting a clean run. */
  errors: string[];
  /**
   * Content Security Policy violations on any page of the context: `securitypolicyviolation` events and the
   * console's CSP messages. Every test fails when any is left at its end (see {@link useBrowser}).
   */
  cspViolations: string[];
}

/** Reports each `securitypolicyviolation` to the test (through the exposed binding) and keeps it on the page. */
function watchCspViolations(): void {
  const w = window as unknown as { __cspViolations: string[]; __reportCspViolation?: (text: string) => void };
  w.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const where = `${e.sourceFile || location.href}:${e.lineNumber}`;
    const text = `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${where} (${e.sample || 'no sample'})`;
    w.__cspViolations.push(text);
    w.__reportCspViolation?.(text);
  });
}

/** Sets up CSP violation reporting on every page of `context`. */
async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCspViolation', (source, text: string) => {
    seen.push(`${text} on ${source.page?.url() ?? '?'}`);
  });
  await context.addInitScript(watchCspViolations);
  context.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(`console on ${m.page()?.url() ?? '?'}: ${m.text()}`);
  });
  return seen;
}

/**
 * Launches Debian's Chromium once per test file. `session()` opens a new context per test so each test has its
 * own shop session and basket (`launch` adds launch options). A test whose pages report a Content Security Policy violation fails (a test that
 * provokes one on purpose empties `cspViolations`).
 */
export function useBrowser(launch: LaunchOptions = {}): { session(): Promise<Session> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let sessions: Session[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...launch });
  });
  afterEach(() => {
    const violations = sessions.flatMap((s) => s.cspViolations);
    sessions = [];
    expect(violations, 'Content Security Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    async session() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const cspViolations = await recordCspViolations(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
      const s = { context, page, errors, cspViolations };
      sessions.push(s);
      return s;
    },
  };
}

/**
 * Waits until no finite animation runs (entrance fades, transitions, relayout), so axe reads settled colours: an
 * element mid-fade reads as low contrast. Endless ones (spinners) don't count.
 */
export const finiteAnimationsDone = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );

/**
 * Runs axe-core on the page, once its finite animations have ended, and fails the test with a readable list of
 * violations. axe is evaluated through the DevTools protocol: an added `<script>` would be refused by the shop's CSP.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await finiteAnimationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(AXE_PATH, 'utf8');
    await page.evaluate(`${axeSource}\n;void 0`);
  }
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  });
  expect(violations, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** Resolves once `island` is mounted on the first element matching `selector` (the loader ran and booted). */
export async function islandMounted(page: Page, selector: string, island: string): Promise<void> {
  await page.waitForFunction(
    ([sel, name]) =>
      (document.querySelector(sel!)?.getAttribute('data-island-mounted') ?? '').split(' ').includes(name!),
    [selector, island],
  );
}

/**
 * Resolves once the runtime has `island` scheduled (or mounted) on the first element matching `selector`: for an
 * `interaction` island, its listeners are in place from then on. A hover or focus that lands earlier is missed, as a
 * shopper's would be (the next one hydrates) — so a test waits for this before it reaches for the island.
 */
export async function islandScheduled(page: Page, selector: string, island: string): Promise<void> {
  await page.waitForFunction(
    ([sel, name]) => {
      const key = Symbol.for('storefront.runtime');
      const rt = (globalThis as { [k: symbol]: { records?: Map<Element, Map<string, unknown>> } | undefined })[key];
      const el = document.querySelector(sel!);
      return !!el && !!rt?.records?.get(el)?.has(name!);
    },
    [selector, island],
  );
}

/**
 * Hydrates an `interaction` island the way a shopper does: once its listeners are in place, hovers (or focuses)
 * `target` (by default the element itself) and waits for the mount.
 */
export async function reachFor(
  page: Page,
  selector: string,
  island: string,
  how: 'hover' | 'focus' = 'hover',
  target: Locator = page.locator(selector).first(),
): Promise<void> {
  await islandScheduled(page, selector, island);
  await (how === 'hover' ? target.hover() : target.focus());
  await islandMounted(page, selector, island);
}

/**
 * Records layout shifts (CLS entries without recent input) from the first paint: pass to `page.addInitScript`
 * before the page loads, then read the sum with {@link cls}.
 */
export function recordShifts(): void {
  const w = window as unknown as { __shifts: number[]; __shiftSources: string[] };
  w.__shifts = [];
  w.__shiftSources = [];
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
  const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
  const name = (n?: Node | null) =>
    n instanceof Element
      ? n.localName + (n.id ? `#${n.id}` : '') + [...n.classList].map((c) => `.${c}`).join('')
      : `${n}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Shift[]) {
      if (e.hadRecentInput) continue;
      w.__shifts.push(e.value);
      for (const s of e.sources ?? [])
        w.__shiftSources.push(
          `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What moved, for a failing CLS check's message: one line per shifted element (see {@link recordShifts}). */
export const shiftSources = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { __shiftSources: string[] }).__shiftSources.join('\n'));

/** The page's cumulative layout shift so far (see {@link recordShifts}). */
export const cls = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

/** A page opened by {@link openWatched}: the session, plus the path of every script the page requested so far. */
export type WatchedPage = Session & { scripts: string[] };

/**
 * Opens `path` in a new session at `width`×`height`, recording layout shifts from the first paint (read them with
 * {@link cls}) and every script the page requests (to check which chunks a page loads), and waits until the network
 * is idle.
 */
export async function openWatched(
  session: () => Promise<Session>,
  path: string,
  { width = 1280, height = 900 } = {},
): Promise<WatchedPage> {
  const s = await session();
  await s.page.setViewportSize({ width, height });
  await s.page.addInitScript(recordShifts);
  const scripts: string[] = [];
  s.page.on('request', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
  await s.page.goto(shopUrl(path));
  await s.page.waitForLoadState('networkidle');
  return { ...s, scripts };
}
