import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLoader } from './loader';
import type { IslandDefinition } from './types';

const def = (name: string, selectors: string[]): IslandDefinition => ({ name, selectors, load: vi.fn() });
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('startLoader: islands switched off by the page (storefront-islands-config)', () => {
  const gallery = def('gallery', ['div.gallery']);
  const tabs = def('tabs', ['div.tabs']);

  it('boots every island when the page has no config', async () => {
    document.body.innerHTML = '<div class="gallery"></div>';
    const boot = vi.fn();
    startLoader([gallery, tabs], () => Promise.resolve({ boot }));
    await flush();
    expect(boot).toHaveBeenCalledWith([gallery, tabs]);
  });

  it('leaves out the disabled islands, and loads nothing when only their markup is on the page', async () => {
    document.head.innerHTML =
      '<script type="application/json" id="storefront-islands-config">{"disabled":["gallery"]}</script>';
    document.body.innerHTML = '<div class="gallery"></div>';
    const importRuntime = vi.fn(() => Promise.resolve({ boot: vi.fn() }));
    startLoader([gallery, tabs], importRuntime);
    await flush();
    expect(importRuntime).not.toHaveBeenCalled();

    document.body.insertAdjacentHTML('beforeend', '<div class="tabs"></div>');
    await flush();
    expect(importRuntime).toHaveBeenCalledTimes(1);
    const { boot } = await importRuntime.mock.results[0]!.value;
    await flush();
    expect(boot).toHaveBeenCalledWith([tabs]);
  });

  it('ignores a broken config', async () => {
    document.head.innerHTML = '<script type="application/json" id="storefront-islands-config">{disabled: nope</script>';
    document.body.innerHTML = '<div class="gallery"></div>';
    const boot = vi.fn();
    startLoader([gallery], () => Promise.resolve({ boot }));
    await flush();
    expect(boot).toHaveBeenCalledWith([gallery]);
  });
});
