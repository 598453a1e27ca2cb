/**
 * The result count in Chromium (spec §2 'Product listing': "A result-count element is refreshed in an assistive
 * live region"; §9: 2 s): after a sort, and after each change in place, the count is spoken once, 2 s later.
 *
 * What a screen reader would speak is recorded from the page: a change of text inside a live region (`role=alert`,
 * `role=status`, `aria-live`) that is not hidden from assistive technology when the change's task ends (a mutation
 * observer's callback runs then, before the accessibility tree is updated).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const COUNT = 'p.woocommerce-result-count';

interface Spoken {
  /** 'count' when the count speaks itself, else 'shared' (the page's live region). */
  region: 'count' | 'shared';
  text: string;
  /** ms since the page started. */
  at: number;
}

/** Init script: records what live regions would speak (see the file's comment). */
function recordSpeech(): void {
  const w = window as unknown as { __spoken: Spoken[]; __countChanged: number[] };
  w.__spoken = [];
  w.__countChanged = []; // when the count's text changed, spoken or not
  const LIVE = '[role=alert],[role=status],[role=log],[aria-live]:not([aria-live=off])';
  const start = () =>
    new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        if (el?.closest('p.woocommerce-result-count')) w.__countChanged.push(Math.round(performance.now()));
        const region = el?.closest(LIVE);
        if (region && !region.closest('[aria-hidden=true]')) changed.add(region);
      }
      for (const region of changed) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!text) continue;
        const isCount = region.matches('p.woocommerce-result-count');
        w.__spoken.push({ region: isCount ? 'count' : 'shared', text, at: Math.round(performance.now()) });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  // What the parser puts in is the page itself, not a change to speak.
  document.addEventListener('DOMContentLoaded', start);
}

/** What was spoken about the result count (its text or the same words in the shared region). */
const countSpeech = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __spoken: Spoken[] }).__spoken.filter((s) => /\bresults?\b/.test(s.text)),
  );
/** When the count's text changed (spoken or not), in ms since the page started. */
const countChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __countChanged: number[] }).__countChanged);
const countText = (page: Page) =>
  page.locator(COUNT).evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
const settle = (page: Page, ms: number) => page.waitForTimeout(ms);

describe('result count (production bundles in Chromium)', () => {
  it('after a sort, then after an append and a filter in place: one announcement each, 2 s after the change', async () => {
    const { page, errors } = await session();
    await page.addInitScript(recordSpeech);
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, COUNT, 'listing-count');
    await settle(page, 2500);
    expect(await countSpeech(page)).toEqual([]); // an unsorted page start says nothing

    // Sort: the form is submitted (a navigation); the sorted page's count is spoken once, 2 s after it starts.
    await Promise.all([page.waitForURL(/orderby=price/), page.locator('select.orderby').selectOption('price')]);
    await islandMounted(page, COUNT, 'listing-count');
    await expect.poll(() => countSpeech(page), { timeout: 5000 }).toHaveLength(1);
    const sorted = await countSpeech(page);
    expect(sorted[0]!.text).toBe(await countText(page));
    expect(sorted[0]!.at).toBeGreaterThanOrEqual(2000);
    await settle(page, 1000);
    expect(await countSpeech(page)).toHaveLength(1);

    // Infinite scroll appends page 2 and updates the count in place: spoken once, 2 s after.
    await islandMounted(page, 'nav.woocommerce-pagination', 'listing-infinite');
    const changesBefore = (await countChanges(page)).length;
    await page.mouse.wheel(0, 20000);
    await expect.poll(() => countText(page), { timeout: 10_000 }).toMatch(/^Showing 1–24 of 31 results/);
    const appendedAt = (await countChanges(page))[changesBefore]!; // the append's own change
    await expect.poll(() => countSpeech(page), { timeout: 5000 }).toHaveLength(2);
    const appended = (await countSpeech(page))[1]!;
    expect(appended.text).toBe(await countText(page));
    expect(appended.at - appendedAt).toBeGreaterThanOrEqual(1900);
    await settle(page, 1000);
    expect(await countSpeech(page)).toHaveLength(2);

    // A category filter swaps the listing in place (still sorted): spoken once, 2 s after.
    await islandMounted(page, 'nav.widget_product_categories', 'listing-filter');
    await page.locator('nav.widget_product_categories').getByRole('link', { name: 'Textiles', exact: true }).click();
    await page.waitForURL(/\/product-category\/textiles\//);
    await expect.poll(() => countSpeech(page), { timeout: 6000 }).toHaveLength(3);
    expect((await countSpeech(page))[2]!.text).toBe(await countText(page));
    await settle(page, 1000);
    expect(await countSpeech(page)).toHaveLength(3);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
