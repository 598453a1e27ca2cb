import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The shop the global setup started (production bundles from dist/). */
export const shopUrl = (path = '/') => new URL(path, inject('shopUrl')).href;

/** What a test gets: a fresh browser context (its own cookies, so its own basket) and the errors pages threw. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, for asserting a clean run. */
  errors: string[];
}

/**
 * Launches Debian's Chromium once per test file. `session()` opens a new context per test so each test has its
 * own shop session and basket.
 */
export function useBrowser(): { session(): Promise<Session> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    async session() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
      return { context, page, errors };
    },
  };
}

/** Runs axe-core on the page and fails the test with a readable list of violations. */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  });
  expect(violations, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** Resolves once `island` is mounted on the first element matching `selector` (the loader ran and booted). */
export async function islandMounted(page: Page, selector: string, island: string): Promise<void> {
  await page.waitForFunction(
    ([sel, name]) => (document.querySelector(sel!)?.getAttribute('data-island-mounted') ?? '').split(' ').includes(name!),
    [selector, island],
  );
}
