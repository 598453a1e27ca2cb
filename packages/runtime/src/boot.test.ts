import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, islandsOn, shutdown } from './boot';
import { resetReportedErrors } from './report';
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
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-island="broken">server markup</div><div data-island="throws">kept</div><div data-island="ok"></div><div data-island="broken"></div>`;
    const broken: IslandDefinition = { name: 'broken', load: () => Promise.reject(new Error('404')) };
    const throws: IslandDefinition = { name: 'throws', load: async () => ({ mount: () => { throw new Error('boom'); } }) };
    const ok = counter('ok');
    boot([broken, throws, ok.def]);
    await flush();
    await flush();
    expect(ok.mounted).toHaveLength(1);
    expect(document.querySelector('[data-island="broken"]')!.textContent).toBe('server markup');
    expect(document.querySelector('[data-island="throws"]')!.textContent).toBe('kept');
    // logged once per island and phase, with the island's name
    const messages = err.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('"broken"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('"throws"'))).toHaveLength(1);
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
});
