import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { trackLeaks, type LeakTracker } from '@storefront/test-kit/leaks';
import { compareValues, countText, passesFilter, readGridOptions, sortRule, sortValue } from './grid-contract';
import island from './mount';

const GRID = `
<div class="button-group" aria-label="Show" data-toggle="buttons" data-target="#work">
  <button type="button" class="btn active" aria-pressed="true" data-filter="*">All</button>
  <button type="button" class="btn" data-filter=".oak">Oak</button>
  <button type="button" class="btn" data-filter=".ash">Ash</button>
</div>
<div class="button-group" role="group" aria-label="Sort by" data-toggle="buttons" data-target="#work">
  <button type="button" class="btn active" data-sort-by="original-order">Featured</button>
  <button type="button" class="btn" data-sort-by="name">Name</button>
  <button type="button" class="btn" data-sort-by="price" data-sort-ascending="false">Price, high to low</button>
</div>
<div id="work" class="grid" data-item-label="pieces" data-isotope='{"itemSelector":".grid-item","getSortData":{"name":".name","price":"[data-price] parseFloat"}}'>
  <article id="stool" class="grid-item oak" data-price="120"><h3 class="name">Stool</h3></article>
  <article id="bench" class="grid-item ash" data-price="340"><h3 class="name">Bench</h3></article>
  <article id="tray" class="grid-item oak" data-price="45.5"><h3 class="name">Tray</h3></article>
  <article id="shelf" class="grid-item ash" data-price="80"><h3 class="name">Shelf</h3></article>
</div>`;

const $ = (s: string) => document.querySelector<HTMLElement>(s)!;
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text)!;
const visible = () => [...document.querySelectorAll<HTMLElement>('#work > .grid-item:not([hidden])')].map((e) => e.id);
const pressedIn = (group: number) =>
  [...document.querySelectorAll('[data-toggle="buttons"]')[group]!.querySelectorAll('button')].map((b) =>
    b.getAttribute('aria-pressed'),
  );
/** Mounts each group and waits for the lazily imported grid chunk. */
async function mountGroups() {
  const undo: Array<() => void> = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-toggle="buttons"]'))
    undo.push(await mountIsland(island, el));
  await vi.dynamicImportSettled();
  return () => undo.forEach((u) => u());
}

let tracker: LeakTracker;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
  tracker = trackLeaks();
});
afterEach(() => {
  tracker.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('grid contract (Isotope options)', () => {
  it('reads itemSelector, getSortData with parsers, sortAscending and the item label', () => {
    const o = readGridOptions('{"itemSelector":".x","getSortData":{"n":".name","p":"[data-p] parseInt"}}', 'works');
    expect(o.itemSelector).toBe('.x');
    expect(o.getSortData).toEqual({
      n: { selector: '.name' },
      p: { selector: '[data-p]', attribute: 'data-p', parse: 'parseInt' },
    });
    expect(o.sortAscending).toBe(true);
    expect(o.itemLabel).toBe('works');
  });

  it('falls back on junk: bad JSON, bad selectors, unknown parsers, non-string rules', () => {
    expect(readGridOptions('{oops', ' ')).toEqual({
      itemSelector: '*',
      getSortData: {},
      sortAscending: true,
      itemLabel: 'items',
    });
    expect(readGridOptions('[1]').itemSelector).toBe('*');
    expect(
      readGridOptions('{"itemSelector":"[[","getSortData":{"a":"[[","b":".n eval","c":3,"d e":".n"}}'),
    ).toMatchObject({
      itemSelector: '*',
      getSortData: {},
    });
    expect(sortRule('.name parseFloat extra')).toBeUndefined();
    expect(readGridOptions('{"sortAscending":{"price":false,"x":"no"}}').sortAscending).toEqual({ price: false });
  });

  it('sort values: text, attributes, parsed numbers; numbers before text, text in reading order', () => {
    document.body.innerHTML = '<div data-price="12.5"><b class="n">Item 10</b></div>';
    const el = $('div');
    expect(sortValue(el, { selector: '.n' })).toBe('Item 10');
    expect(sortValue(el, { selector: '[data-price]', attribute: 'data-price', parse: 'parseFloat' })).toBe(12.5);
    expect(sortValue(el, { selector: '.missing' })).toBe('');
    expect(['Item 10', 'item 9', 3, 'Apple'].sort(compareValues)).toEqual([3, 'Apple', 'item 9', 'Item 10']);
  });

  it('filters: * or empty shows all, a selector matches, an invalid selector shows all', () => {
    document.body.innerHTML = '<p class="oak"></p>';
    expect(passesFilter($('p'), '*')).toBe(true);
    expect(passesFilter($('p'), '')).toBe(true);
    expect(passesFilter($('p'), '.ash')).toBe(false);
    expect(passesFilter($('p'), '.oak')).toBe(true);
    expect(passesFilter($('p'), '[[')).toBe(true);
    expect(countText(2, 4, 'pieces')).toBe('Showing 2 of 4 pieces');
  });
});

describe('filterable / sortable grid (data-toggle="buttons")', () => {
  it('marks the pressed button of each group, links it to the grid, and leaves the server markup in place', async () => {
    document.body.innerHTML = GRID;
    const unmount = await mountGroups();
    expect(pressedIn(0)).toEqual(['true', 'false', 'false']);
    expect(pressedIn(1)).toEqual(['true', 'false', 'false']); // the Bootstrap `active` class counts as pressed
    expect(button('Oak').getAttribute('aria-controls')).toBe('work');
    expect(document.querySelectorAll('[data-toggle="buttons"]')[0]!.getAttribute('role')).toBe('group');
    expect(visible()).toEqual(['stool', 'bench', 'tray', 'shelf']);
    expect($('[role=status]').textContent).toBe('');
    unmount();
    expect(tracker.leaks()).toEqual([]);
  });

  it('filters by the pressed button, announcing the count in a polite live region', async () => {
    document.body.innerHTML = GRID;
    const unmount = await mountGroups();
    button('Oak').click();
    await vi.dynamicImportSettled();
    expect(visible()).toEqual(['stool', 'tray']);
    expect(pressedIn(0)).toEqual(['false', 'true', 'false']);
    expect(button('Oak').classList.contains('active')).toBe(true);
    expect(button('All').classList.contains('active')).toBe(false);
    const live = $('#work + p[role=status]');
    expect(live.className).toBe('screen-reader-text');
    expect(live.textContent).toBe('Showing 2 of 4 pieces');
    button('All').click();
    expect(visible()).toEqual(['stool', 'bench', 'tray', 'shelf']);
    expect(live.textContent).toBe('Showing 4 of 4 pieces');
    unmount();
    expect(tracker.leaks()).toEqual([]);
  });

  it('sorts by text and by parsed numbers (descending when the button says so), combined with the filter', async () => {
    document.body.innerHTML = GRID;
    const unmount = await mountGroups();
    button('Name').click();
    expect(visible()).toEqual(['bench', 'shelf', 'stool', 'tray']);
    button('Price, high to low').click();
    expect(visible()).toEqual(['bench', 'stool', 'shelf', 'tray']);
    button('Ash').click();
    expect(visible()).toEqual(['bench', 'shelf']);
    expect(pressedIn(1)).toEqual(['false', 'false', 'true']);
    button('Featured').click();
    button('All').click();
    expect(visible()).toEqual(['stool', 'bench', 'tray', 'shelf']);
    unmount();
    expect(tracker.leaks()).toEqual([]);
  });

  it('works by keyboard (native buttons: Enter and Space press them) and applies a press made before the chunk came', async () => {
    document.body.innerHTML = GRID;
    const undo = await mountIsland(island, document.querySelector<HTMLElement>('[data-toggle="buttons"]')!);
    button('Ash').click(); // the grid chunk is still on its way
    await vi.dynamicImportSettled();
    expect(visible()).toEqual(['bench', 'shelf']);
    undo();
    expect(tracker.leaks()).toEqual([]);
  });

  it('on unmount puts the grid back as printed: all items, first order, no live region, first pressed state', async () => {
    document.body.innerHTML = GRID;
    const unmount = await mountGroups();
    button('Price, high to low').click();
    button('Oak').click();
    unmount();
    expect(visible()).toEqual(['stool', 'bench', 'tray', 'shelf']);
    expect(document.querySelector('[role=status]')).toBeNull();
    expect(button('Oak').hasAttribute('aria-pressed')).toBe(false);
    expect(button('All').getAttribute('aria-pressed')).toBe('true');
    expect(tracker.leaks()).toEqual([]);
  });

  it('does nothing without a target grid or without filter/sort buttons', async () => {
    document.body.innerHTML =
      '<div data-toggle="buttons" data-target="#none"><button data-filter=".a">A</button></div><div data-toggle="buttons" data-target="#g"><button>B</button></div><div id="g"></div>';
    const undo = await mountGroups();
    button('A').click();
    await vi.dynamicImportSettled();
    expect(document.querySelector('[role=status]')).toBeNull();
    expect(button('A').hasAttribute('aria-pressed')).toBe(false);
    undo();
    expect(tracker.leaks()).toEqual([]);
  });
});
