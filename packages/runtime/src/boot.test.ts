import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { boot, islandsOn, shutdown } from './boot';
import { loadJqueryBridge } from './events';
import { resetReportedErrors } from './report';

// The jQuery bridge's loader, replaceable per test (the real one loads nothing without jQuery on the page).
vi.mock('./events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./events')>()),
  loadJqueryBridge: vi.fn(() => Promise.resolve()),
}));
import type { IslandDefinition, IslandModule } from './types';

const flush = () => new Promise((r) => setTimeout(r, 0));

function counter(name: string, selectors: string[] = [], extra: Partial<IslandDefinition> = {}) {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const mod: IslandModule = {
    mount(el) {
      mounted.push(el);
      el.setAttribute('data-mounted', name);
      return () => unmounted.push(el);
    },
  };
  const def: IslandDefinition = { name, selectors, load: vi.fn(async () => mod), ...extra };
  return { def, mounted, unmounted };
}

afterEach(() => {
  shutdown();
  resetReportedErrors();
});

describe('boot', () => {
  it('mounts on [data-island] and on the classic selectors, once per element', async () => {
    document.body.innerHTML = `<div data-island="cart"></div><div class="widget_shopping_cart_content"></div><p></p>`;
    const c = counter('cart', ['.widget_shopping_cart_content']);
    boot([c.def]);
    boot([c.def]); // a second boot (or a second copy of the runtime) must not mount again
    await flush();
    expect(c.mounted).toHaveLength(2);
    expect(c.def.load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-island="cart"]')!.getAttribute('data-island-mounted')).toBe('cart');
  });

  it('mounts islands in markup added later and unmounts removed ones', async () => {
    const c = counter('btn', ['.ajax_add_to_cart']);
    boot([c.def]);
    const ul = document.createElement('ul');
    ul.innerHTML = '<li><a class="ajax_add_to_cart">Add</a></li><li><a class="ajax_add_to_cart">Add</a></li>';
    document.body.append(ul);
    await flush();
    await flush();
    expect(c.mounted).toHaveLength(2);
    ul.firstElementChild!.remove();
    await flush();
    expect(c.unmounted).toHaveLength(1);
    expect(c.unmounted[0]!.isConnected).toBe(false);
    expect(c.unmounted[0]!.hasAttribute('data-island-mounted')).toBe(false);
  });

  it('keeps the other islands working when one fails to load or to mount', async () => {
    const brokenLogs = expectConsoleError('[storefront] island "broken" failed to load');
    const throwsLogs = expectConsoleError('[storefront] island "throws" failed to mount');
    document.body.innerHTML = `<div data-island="broken">server markup</div><div data-island="throws">kept</div><div data-island="ok"></div><div data-island="broken"></div>`;
    const broken: IslandDefinition = { name: 'broken', load: () => Promise.reject(new Error('404')) };
    const throws: IslandDefinition = {
      name: 'throws',
      load: async () => ({
        mount: () => {
          throw new Error('boom');
        },
      }),
    };
    const ok = counter('ok');
    boot([broken, throws, ok.def]);
    await flush();
    await flush();
    expect(ok.mounted).toHaveLength(1);
    expect(document.querySelector('[data-island="broken"]')!.textContent).toBe('server markup');
    expect(document.querySelector('[data-island="throws"]')!.textContent).toBe('kept');
    // logged once per island and phase, with the island's name
    expect(brokenLogs).toEqual(['[storefront] island "broken" failed to load Error: 404']);
    expect(throwsLogs).toEqual(['[storefront] island "throws" failed to mount Error: boom']);
  });

  it('waits for the data-hydrate trigger: interaction', async () => {
    document.body.innerHTML = `<button data-island="later" data-hydrate="interaction">Go</button>`;
    const c = counter('later');
    boot([c.def]);
    await flush();
    expect(c.mounted).toHaveLength(0);
    document.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(c.mounted).toHaveLength(1);
    expect(islandsOn(document.querySelector('button')!)).toEqual(['later']);
  });

  it('does not mount an element removed before its trigger fired', async () => {
    document.body.innerHTML = `<div data-island="idle" data-hydrate="idle"></div>`;
    const c = counter('idle');
    boot([c.def]);
    document.querySelector('div')!.remove();
    await new Promise((r) => setTimeout(r, 250));
    expect(c.mounted).toHaveLength(0);
  });

  it('a jQuery arriving after the runtime whose bridge fails to load is reported once; the islands keep working', async () => {
    const reported = expectConsoleError('[storefront] island "jquery-bridge" failed to load');
    vi.mocked(loadJqueryBridge)
      .mockClear()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('chunk failed'));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = `<div data-island="ok"></div>`;
    const c = counter('ok');
    await boot([c.def]);
    readyState.mockRestore();
    window.dispatchEvent(new Event('load')); // jQuery came with a later script: the bridge is loaded now, and fails
    await flush();
    await flush();
    expect(loadJqueryBridge).toHaveBeenCalledTimes(2);
    expect(reported).toEqual(['[storefront] island "jquery-bridge" failed to load Error: chunk failed']);
    expect(c.mounted).toHaveLength(1);
  });

  it('shutdown removes the window load listener it left for a late jQuery', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await boot([]);
    readyState.mockRestore();
    shutdown();
    vi.mocked(loadJqueryBridge).mockClear();
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(loadJqueryBridge).not.toHaveBeenCalled();
  });
});

describe('holdInput: a click before the island has mounted is held, then played again', () => {
  /** Whether each click reaching the document was default-prevented (the listener goes after the test). */
  function clicksReachingThePage(): boolean[] {
    const seen: boolean[] = [];
    const listener = (e: Event) => void seen.push(e.defaultPrevented);
    document.addEventListener('click', listener);
    onTestFinished(() => document.removeEventListener('click', listener));
    return seen;
  }

  /** An island whose bundle arrives when `arrive()` is called; its mount handles clicks (as add-to-cart does). */
  function slowClickIsland(fail = false) {
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => (arrive = r));
    const handled: string[] = [];
    const mod: IslandModule = {
      mount(el) {
        const onClick = (e: Event) => {
          e.preventDefault();
          handled.push((e.target as Element).className);
        };
        el.addEventListener('click', onClick);
        return () => el.removeEventListener('click', onClick);
      },
    };
    const load = vi.fn(async () => {
      await arrived;
      if (fail) throw new Error('chunk failed');
      return mod;
    });
    const def: IslandDefinition = { name: 'atc', selectors: ['a.add'], hydrate: 'interaction', holdInput: true, load };
    return { def, handled, arrive, load };
  }

  it('a click while the bundle loads is not followed; the island gets it once mounted, and later clicks directly', async () => {
    document.body.innerHTML = '<a class="add" href="#followed"><span class="label">Add</span></a>';
    const seen = clicksReachingThePage();
    const island = slowClickIsland();
    await boot([island.def]);
    document.querySelector<HTMLElement>('.label')!.click(); // no pointer event first: the click itself starts it
    expect(seen).toEqual([]); // held: neither bubbling on nor followed
    expect(island.load).toHaveBeenCalledTimes(1);
    island.arrive();
    await flush();
    await flush();
    expect(island.handled).toEqual(['label']); // played again on the same target, now handled
    expect(seen).toEqual([true]);
    document.querySelector<HTMLElement>('.label')!.click();
    expect(island.handled).toEqual(['label', 'label']);
    expect(island.load).toHaveBeenCalledTimes(1);
  });

  it('when the bundle fails to load, the held click is played again without an island: the link is followed', async () => {
    const reported = expectConsoleError('[storefront] island "atc" failed to load');
    document.body.innerHTML = '<a class="add" href="#followed">Add</a>';
    const seen = clicksReachingThePage();
    const island = slowClickIsland(true);
    await boot([island.def]);
    document.querySelector<HTMLElement>('a.add')!.click();
    island.arrive();
    await flush();
    await flush();
    expect(seen).toEqual([false]); // the one click that reached the page was not prevented
    expect(reported).toHaveLength(1);
  });

  it('a click on an SVG icon (no click() of its own) is played again on the icon, with its coordinates', async () => {
    document.body.innerHTML =
      '<a class="add" href="#followed"><svg class="icon"><path class="heart" d="M0 0h9v9z"/></svg></a>';
    const island = slowClickIsland();
    await boot([island.def]);
    const path = document.querySelector('.heart')!;
    const replayed: number[] = [];
    path.addEventListener('click', (e) => replayed.push((e as MouseEvent).clientX));
    path.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 42 }));
    island.arrive();
    await flush();
    await flush();
    expect(island.handled).toEqual(['heart']);
    expect(replayed).toEqual([42]); // the held click stopped at the host; the one played again reached the icon
  });

  it("a select's change while the bundle loads reaches nobody; it plays again once the island has mounted", async () => {
    document.body.innerHTML = '<form class="sort"><select><option>a</option><option>b</option></select></form>';
    const changes: string[] = [];
    const onPage = (e: Event) => changes.push(`page:${(e.target as HTMLSelectElement).value}`);
    document.addEventListener('change', onPage);
    onTestFinished(() => document.removeEventListener('change', onPage));
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => (arrive = r));
    const mod: IslandModule = {
      mount(el) {
        const onChange = (e: Event) => changes.push(`island:${(e.target as HTMLSelectElement).value}`);
        el.addEventListener('change', onChange);
        return () => el.removeEventListener('change', onChange);
      },
    };
    const load = vi.fn(() => arrived.then(() => mod));
    await boot([{ name: 'sort', selectors: ['form.sort'], hydrate: 'interaction', holdInput: true, load }]);
    const select = document.querySelector('select')!;
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true })); // no pointer, focus or key first
    expect(changes).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await flush();
    await flush();
    expect(changes).toEqual(['island:b', 'page:b']); // once, after the mount
  });

  it('islands without holdInput leave early clicks alone, and a torn-down island holds none', async () => {
    document.body.innerHTML = '<a class="add" href="#x">Add</a>';
    const seen = clicksReachingThePage();
    const island = slowClickIsland();
    await boot([{ ...island.def, holdInput: false }]);
    document.querySelector<HTMLElement>('a.add')!.click();
    shutdown();
    await boot([island.def]);
    shutdown(); // unmounts the pending island: its click listener goes with it
    document.querySelector<HTMLElement>('a.add')!.click();
    expect(seen).toEqual([false, false]);
  });
});
