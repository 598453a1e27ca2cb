/**
 * The fault matrix's shared machinery (issue #10): the six faults injected with Playwright's request
 * interception, one `it` per endpoint × fault cell, and the printed matrix.
 *
 * A cell runs: prepare → inject the fault → the shopper's action → (timeout: the page clock jumps past the
 * client's time limit) → the spec's message is shown, nothing is busy, nothing typed or added is lost →
 * the fault is removed → the same action again succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';
import { shopUrl, useBrowser, type Session } from './harness';

/** The faults of the matrix, in column order. */
export const FAULTS = ['offline', 'timeout', 'http500', 'html', 'badJson', 'nonce'] as const;
/** One fault. */
export type Fault = (typeof FAULTS)[number];

/** Column headings of the printed matrix. */
export const FAULT_LABELS: Record<Fault, string> = {
  offline: 'offline',
  timeout: 'timeout',
  http500: 'HTTP 500',
  html: 'HTML, not JSON',
  badJson: 'malformed JSON',
  nonce: 'refused nonce',
};

/** What `@storefront/http` says for each transport fault of a JSON call (spec §8 "REST client", "Connection errors"). */
export const JSON_CALL_MESSAGES: Record<Exclude<Fault, 'nonce'>, string> = {
  offline: HTTP_ERROR_MESSAGES.fetch_error,
  timeout: HTTP_ERROR_MESSAGES.timeout,
  http500: HTTP_ERROR_MESSAGES.unknown_error,
  html: HTTP_ERROR_MESSAGES.invalid_json,
  badJson: HTTP_ERROR_MESSAGES.invalid_json,
};

/** The client's default time limit (`DEFAULT_TIMEOUT` of `@storefront/http`), in ms. */
export const DEFAULT_LIMIT = 30_000;

/** A nonce the shop never issued (as long as a real one, so only its value is wrong). */
export const BAD_NONCE = 'badnonce00';

/** Where a call carries its nonce: a form field of the post body, a query parameter, or a header. */
export type NonceIn = { field: string } | { query: string } | { header: string };

/** Selects the calls of one endpoint: by URL (so nothing else is intercepted) and method. */
export interface Match {
  url(url: URL): boolean;
  /** Default any. */
  method?: string;
}

/** POSTs to `/?wc-ajax={endpoint}`. */
export const wcAjaxCall = (endpoint: string): Match => ({
  url: (u) => u.searchParams.get('wc-ajax') === endpoint,
  method: 'POST',
});

/** Requests to `path` (any query), optionally of one method. */
export const pathCall = (path: string | RegExp, method?: string): Match => ({
  url: (u) => (typeof path === 'string' ? u.pathname === path : path.test(u.pathname)),
  method,
});

const matches = (m: Match, r: Request): boolean => (!m.method || r.method() === m.method) && m.url(new URL(r.url()));

/** An injected fault: how often it hit, and its removal. */
export interface Injected {
  /** Requests the fault answered (or held). */
  readonly hits: number;
  /** Resolves at the first hit. */
  hit(): Promise<void>;
  /** Stops injecting; held requests are dropped. */
  remove(): Promise<void>;
}

const bodies = {
  http500: '<!doctype html><html><body><p>There has been a critical error on this website.</p></body></html>',
  html: '<!doctype html><html><head><title>Log in</title></head><body><form><p>Please log in.</p></form></body></html>',
  badJson: '{"result":',
};

/** Rewrites the nonce of `route`'s request and sends it on to the shop (the shop's own refusal is the answer). */
async function refuseNonce(route: Route, where: NonceIn): Promise<void> {
  const req = route.request();
  if ('header' in where) {
    // A Store API request with a valid Cart-Token needs no nonce (WooCommerce's rule): a refusal comes without one.
    const { 'cart-token': _token, ...headers } = req.headers();
    return route.continue({ headers: { ...headers, [where.header.toLowerCase()]: BAD_NONCE } });
  }
  if ('query' in where) {
    const url = new URL(req.url());
    url.searchParams.set(where.query, BAD_NONCE);
    return route.continue({ url: url.href });
  }
  const body = new URLSearchParams(req.postData() ?? '');
  body.set(where.field, BAD_NONCE);
  return route.continue({ postData: body.toString() });
}

/**
 * Answers every request `match` accepts with `fault` until removed: offline aborts it as a lost connection,
 * timeout holds it unanswered, http500 / html / badJson fulfil it, nonce corrupts its nonce and lets the
 * shop answer.
 */
export async function injectFault(page: Page, match: Match, fault: Fault, nonce?: NonceIn): Promise<Injected> {
  let hits = 0;
  let first: () => void = () => {};
  const firstHit = new Promise<void>((resolve) => (first = resolve));
  const held: Route[] = [];
  const handler = async (route: Route): Promise<void> => {
    if (!matches(match, route.request())) return route.fallback();
    hits++;
    first();
    switch (fault) {
      case 'offline':
        return route.abort('internetdisconnected');
      case 'timeout':
        held.push(route);
        return;
      case 'http500':
        return route.fulfill({ status: 500, contentType: 'text/html', body: bodies.http500 });
      case 'html':
        return route.fulfill({ status: 200, contentType: 'text/html', body: bodies.html });
      case 'badJson':
        return route.fulfill({ status: 200, contentType: 'application/json', body: bodies.badJson });
      case 'nonce':
        if (!nonce) throw new Error('this endpoint carries no nonce');
        return refuseNonce(route, nonce);
    }
  };
  const urls = (u: URL) => match.url(u);
  await page.route(urls, handler);
  return {
    get hits() {
      return hits;
    },
    hit: () => firstHit,
    async remove() {
      await page.unroute(urls, handler);
      await Promise.all(held.map((r) => r.abort().catch(() => {})));
    },
  };
}

/**
 * What is still busy on the page: blocking overlays, `aria-busy`, `inert` content, `processing` or
 * `loading` classes, disabled submit buttons. Empty when the UI is usable.
 */
export function busyMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')}`;
    const marks: string[] = [];
    document
      .querySelectorAll('.blockUI.blockOverlay')
      .forEach((e) => marks.push(`overlay in ${name(e.parentElement!)}`));
    document.querySelectorAll('[aria-busy="true"]').forEach((e) => marks.push(`aria-busy ${name(e)}`));
    // Slides out of view are inert by design (the gallery's slider).
    document.querySelectorAll('[inert]:not(.keen-slider__slide)').forEach((e) => marks.push(`inert ${name(e)}`));
    document
      .querySelectorAll('form.processing, .processing:not(li)')
      .forEach((e) => marks.push(`processing ${name(e)}`));
    document.querySelectorAll('.button.loading, button.loading').forEach((e) => marks.push(`loading ${name(e)}`));
    // 'Update basket' waits for a quantity change by design (its rows check it themselves).
    document
      .querySelectorAll('button[type="submit"]:disabled:not([name="update_cart"]), #place_order:disabled')
      .forEach((e) => marks.push(`disabled ${name(e)}`));
    return marks;
  });
}

/**
 * Opens a shop page without waiting for its images (`domcontentloaded`: the loader and islands have run by then;
 * each cell waits for the island it needs).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(shopUrl(path), { waitUntil: 'domcontentloaded' });
}

/** What one endpoint's cells need. */
export interface EndpointSpec {
  /** The endpoint and the shopper's action that calls it, e.g. `add_to_cart — loop button`. */
  name: string;
  /** Selects the endpoint's requests. */
  match: Match;
  /** Where the call carries its nonce; absent when the shop checks none (the nonce cell is then n/a). */
  nonce?: NonceIn;
  /** Why there is no nonce cell (printed in the matrix). */
  noNonce?: string;
  /** The client's time limit of this call, in ms. Default {@link DEFAULT_LIMIT}. */
  limit?: number;
  /** The message the shopper must see, per fault. */
  messages: Partial<Record<Fault, string>>;
  /** Cells that cannot be run, with the reason (printed as n/a). */
  skip?: Partial<Record<Fault, string>>;
  /** Once per endpoint, after the page clock is installed: e.g. open the first page. */
  setup?(s: Session): Promise<void>;
  /** Before each cell: bring the page to the starting point (fill fields, reset the basket). */
  prepare(s: Session): Promise<void>;
  /** The shopper's action that sends the call (it returns once the action is done, not the call). */
  act(s: Session): Promise<void>;
  /** Checks the shown failure: `message` is on the page, and nothing typed or added is lost. */
  failed(s: Session, message: string, fault: Fault): Promise<void>;
  /** The shopper's second try, once the fault is gone. Default {@link act}. */
  retry?(s: Session): Promise<void>;
  /** Checks that the repeated action succeeded. */
  succeeded(s: Session): Promise<void>;
}

type Cell = 'pass' | 'FAIL' | `n/a: ${string}`;
const results = new Map<string, Map<Fault, Cell>>();

/** Prints the matrix of this file's cells (endpoint × fault → pass / FAIL / n/a). */
export function printMatrix(title: string): void {
  const rows = [...results].map(([name, cells]) => [name, ...FAULTS.map((f) => cells.get(f) ?? '–')]);
  const head = ['endpoint — action', ...FAULTS.map((f) => FAULT_LABELS[f])];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
  console.log(`\nFault matrix — ${title}\n${out.join('\n')}\n`);
}

/**
 * Declares one endpoint's cells: a describe with a shared browser context (page clock installed), one `it`
 * per fault, each recorded in the matrix.
 */
export function endpoint(browser: ReturnType<typeof useBrowser>, spec: EndpointSpec): void {
  const row = new Map<Fault, Cell>();
  results.set(spec.name, row);
  describe(spec.name, () => {
    let s: Session;
    beforeAll(async () => {
      s = await browser.session();
      await s.page.clock.install();
      await spec.setup?.(s);
    });
    for (const fault of FAULTS) {
      const why = spec.skip?.[fault] ?? (fault === 'nonce' && !spec.nonce ? (spec.noNonce ?? 'no nonce') : undefined);
      if (why) {
        row.set(fault, `n/a: ${why}`);
        continue;
      }
      it(`${spec.name} × ${FAULT_LABELS[fault]}`, async () => {
        row.set(fault, 'FAIL');
        await runCell(s, spec, fault);
        row.set(fault, 'pass');
      });
    }
  });
}

/** `promise`, or a rejection with `message` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function runCell(s: Session, spec: EndpointSpec, fault: Fault): Promise<void> {
  const message = spec.messages[fault];
  if (!message) throw new Error(`no expected message for ${fault}`);
  await spec.prepare(s);
  const injected = await injectFault(s.page, spec.match, fault, spec.nonce);
  try {
    await spec.act(s);
    await within(injected.hit(), 10_000, `the action sent no ${spec.name} request`);
    if (fault === 'timeout') await s.page.clock.fastForward(spec.limit ?? DEFAULT_LIMIT);
    await spec.failed(s, message, fault);
    await expect.poll(() => busyMarks(s.page), { message: 'the page is still busy' }).toEqual([]);
  } finally {
    await injected.remove();
  }
  await (spec.retry ?? spec.act)(s);
  await spec.succeeded(s);
  await expect.poll(() => busyMarks(s.page), { message: 'the page is still busy after the retry' }).toEqual([]);
}

/** Uses one Chromium for the file and prints the file's matrix at its end. */
export function useMatrix(title: string): ReturnType<typeof useBrowser> {
  const browser = useBrowser();
  afterAll(() => printMatrix(title));
  return browser;
}
