/**
 * Load and abuse in Chromium with the production bundles: 100 rapid basket clicks across two tabs of one session,
 * and a place-order button double-clicked and hammered. Each test logs what it measured.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { islandMounted, shopUrl, useBrowser, islandScheduled } from './harness';

const { session } = useBrowser();
const MINI = 'div.widget_shopping_cart_content';
const SEED = Number(process.env.LOAD_SEED ?? 20260115);

/** A small seeded PRNG (mulberry32), so a failing click sequence can be replayed with LOAD_SEED. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a tab's islands reported: successful adds and removes, in the order the tab saw them. */
interface Reported {
  kind: 'add' | 'remove';
  id: string;
  qty: number;
}

/**
 * Records each island's success report (`added_to_cart`, `removed_from_cart`) in a tab, and from them which of the
 * tab's products are in the basket (`initial` to start with); returns the tab's page loads.
 */
async function instrument(page: Page, initial: Record<string, number>): Promise<string[]> {
  await page.addInitScript((initial) => {
    const w = window as unknown as {
      reported: unknown[];
      pendingRemoves: Set<string>;
      present: Record<string, number>;
    };
    w.reported = [];
    w.pendingRemoves = new Set();
    w.present = { ...initial };
    const el = (e: Event) => (e as CustomEvent<{ button?: HTMLElement }>).detail?.button;
    document.addEventListener('added_to_cart', (e) => {
      const b = el(e);
      const id = b?.dataset.product_id ?? '';
      w.reported.push({ kind: 'add', id, qty: Number(b?.dataset.quantity ?? 1) });
      w.present[id] = (w.present[id] ?? 0) + Number(b?.dataset.quantity ?? 1);
    });
    document.addEventListener('removed_from_cart', (e) => {
      const link = el(e);
      w.reported.push({ kind: 'remove', id: link?.dataset.product_id ?? '', qty: 0 });
      w.pendingRemoves.delete(link?.dataset.cart_item_key ?? '');
      w.present[link?.dataset.product_id ?? ''] = 0;
    });
  }, initial);
  const loads: string[] = [];
  page.on(
    'request',
    (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && loads.push(`${r.method()} ${r.url()}`),
  );
  return loads;
}

/** Opens the shop listing and waits until the add buttons of `ids` and the mini-basket have their islands. */
async function openListing(page: Page, ids: string[]): Promise<void> {
  await page.goto(shopUrl('/shop/'));
  for (const id of ids) {
    const sel = `ul.products a.ajax_add_to_cart[data-product_id="${id}"]`;
    await page.locator(sel).scrollIntoViewIfNeeded();
    await islandScheduled(page, sel, 'add-to-cart');
  }
  await page.evaluate(() => scrollTo(0, 0));
  await islandMounted(page, MINI, 'mini-basket');
  // Survives only while no page is loaded (infinite scroll may change the URL without one).
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}

/** Whether the tab is still the page {@link openListing} opened. */
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/**
 * One click in a tab, made inside the page without waiting for anything (as fast as script can): the remove link of
 * one of the tab's lines in its mini-basket (not already being removed by this tab), or else an add button of one
 * of `ids`. Returns what was clicked, and whether that mini-basket's island had mounted (a fragment swap replaces
 * the widget, and the runtime mounts the island on the new one).
 */
function click(page: Page, remove: boolean, ids: string[], pick: number): Promise<{ what: string; mounted: boolean }> {
  return page.evaluate(
    ([remove, ids, pick]) => {
      const w = window as unknown as { pendingRemoves: Set<string>; present: Record<string, number> };
      // Only lines this tab knows are there: another tab's late storage event can show an older basket for a moment
      // (see the report in shared/cart/src/cross-tab.test.ts), and removing a line already gone follows the link.
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement>('div.widget_shopping_cart_content a.remove_from_cart_button'),
      ]
        .filter(
          (a) =>
            ids.includes(a.dataset.product_id ?? '') &&
            !a.closest('.processing') &&
            !w.pendingRemoves.has(a.dataset.cart_item_key ?? ''),
        )
        .filter((a) => (w.present[a.dataset.product_id ?? ''] ?? 0) > 0);
      const link = remove ? links[Math.floor(pick * links.length)] : undefined;
      if (link) {
        const mounted = !!link.closest('[data-island-mounted~="mini-basket"]');
        w.pendingRemoves.add(link.dataset.cart_item_key ?? '');
        link.click();
        return { what: `remove ${link.dataset.product_id}`, mounted };
      }
      const id = ids[Math.floor(pick * ids.length)]!;
      document.querySelector<HTMLElement>(`ul.products a.ajax_add_to_cart[data-product_id="${id}"]`)!.click();
      return { what: `add ${id}`, mounted: true };
    },
    [remove, ids, pick] as const,
  );
}

/** Waits until the tab's basket queue is empty and no line is being removed. */
const settled = (page: Page) =>
  page.waitForFunction(async () => {
    const q = (globalThis as Record<symbol, { idle(): Promise<void> } | undefined>)[Symbol.for('storefront.cartQueue')];
    await q?.idle();
    return !document.querySelector('.processing, .loading');
  });

/** Product id → quantity in a tab's mini-basket, and its header count. */
const shownBasket = (page: Page) =>
  page.evaluate(
    (mini) => ({
      lines: Object.fromEntries(
        [...document.querySelectorAll(`${mini} .woocommerce-mini-cart-item`)].map((li) => [
          li.querySelector<HTMLElement>('a.remove_from_cart_button')!.dataset.product_id!,
          Number(/(\d+)\s*×/.exec(li.querySelector('.quantity')?.textContent ?? '')?.[1]),
        ]),
      ),
      count: document.querySelector('a.cart-contents .count')?.textContent ?? '',
    }),
    MINI,
  );

/** The server's basket (Store API, with the context's cookies): product id → quantity. */
async function serverBasket(context: BrowserContext): Promise<Record<string, number>> {
  const cart = (await (await context.request.get(shopUrl('/wp-json/wc/store/v1/cart'))).json()) as {
    items: Array<{ id: number; quantity: number }>;
  };
  return Object.fromEntries(cart.items.map((i) => [String(i.id), i.quantity]));
}

describe('load: rapid basket clicks across two tabs', () => {
  it('100 add/remove clicks interleaved over two tabs leave the server, both mini-baskets and both counts on the reported basket', async () => {
    const { context, page: tabA, errors } = await session();
    const tabB = await context.newPage();
    tabB.on('pageerror', (e) => errors.push(`tab B pageerror: ${e.message}`));
    // Each tab works on its own products, so the server order of one product's calls is that tab's order.
    const tabs = [
      { page: tabA, ids: ['102', '104', '105'] },
      { page: tabB, ids: ['109', '111', '112'] },
    ];
    const loads = await Promise.all(
      tabs.map((t) => instrument(t.page, Object.fromEntries(t.ids.map((id) => [id, 2])))),
    );
    // Two of each product in the basket to start with, so both tabs have lines to remove from the first click.
    for (const id of tabs.flatMap((t) => t.ids))
      await context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: id, quantity: '2' } });
    for (const t of tabs) await openListing(t.page, t.ids);
    const rnd = random(SEED);
    const plan = Array.from({ length: 100 }, () => ({
      tab: rnd() < 0.5 ? 0 : 1,
      remove: rnd() < 0.45,
      pick: rnd(),
      gap: Math.floor(rnd() * 120),
    }));

    const started = Date.now();
    const clicked: string[][] = [[], []];
    let unmounted = 0; // remove clicks on a mini-basket whose island had not mounted yet
    // Both tabs click at once, each at its own pace.
    await Promise.all(
      [0, 1].map(async (i) => {
        for (const step of plan.filter((s) => s.tab === i)) {
          const r = await click(tabs[i]!.page, step.remove, tabs[i]!.ids, step.pick).catch((e: Error) => ({
            what: e.message,
            mounted: true,
          }));
          clicked[i]!.push(r.mounted ? r.what : `${r.what} (island not mounted)`);
          // A page load means a click fell through to a link, or a failed call fell back to it: stop and say where.
          if (loads[i]!.length > 1)
            throw new Error(
              `tab ${'AB'[i]} loaded ${loads[i]!.slice(1).join(', ')}; last clicks: ${clicked[i]!.slice(-4).join(' | ')}`,
            );
          if (!r.mounted) unmounted++;
          await tabs[i]!.page.waitForTimeout(step.gap);
        }
      }),
    );
    const clicking = Date.now() - started;
    await Promise.all(tabs.map((t) => settled(t.page)));
    const settledMs = Date.now() - started;

    const expected: Record<string, number> = Object.fromEntries(tabs.flatMap((t) => t.ids).map((id) => [id, 2]));
    const reported: Reported[][] = [];
    for (const t of tabs) {
      const log = await t.page.evaluate(() => (window as unknown as { reported: Reported[] }).reported);
      reported.push(log);
      for (const r of log) expected[r.id] = r.kind === 'add' ? (expected[r.id] ?? 0) + r.qty : 0;
    }
    for (const id of Object.keys(expected)) if (expected[id] === 0) delete expected[id];
    const adds = clicked.flat().filter((c) => c.startsWith('add')).length;
    const removes = clicked.flat().filter((c) => c.startsWith('remove')).length;
    const wanted = plan.filter((p) => p.remove).length;
    console.info(
      `[load] seed ${SEED}: ${adds} adds + ${removes} removes clicked (${wanted - removes} remove steps found no line and added ` +
        `instead; ${unmounted} removes hit a just-swapped mini-basket before its island mounted); ` +
        `reported ${reported.flat().length} successes; clicking took ${clicking} ms, settled after ${settledMs} ms; basket ${JSON.stringify(expected)}`,
    );

    expect(await Promise.all(tabs.map((t) => samePage(t.page))), 'no tab loaded another page').toEqual([true, true]);
    // Every click was reported as a success.
    expect(reported.map((r) => r.length)).toEqual(clicked.map((c) => c.length));
    expect(await serverBasket(context)).toEqual(expected);
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    const count = total === 1 ? '1 item' : `${total} items`;
    // The other tab follows through storage events: give them a moment, then both tabs show the server's basket.
    for (const t of tabs)
      await expect.poll(() => shownBasket(t.page), { timeout: 5000 }).toEqual({ lines: expected, count });
    expect(errors).toEqual([]);
  }, 120_000);
});
