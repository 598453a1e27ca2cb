import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { expectConsoleError } from '@storefront/test-kit';
import { getPageStore, resetPageStore } from '../store/vanilla';
import { reactIsland } from './react-island';
import { useStore } from './use-store';

afterEach(resetPageStore);

function Count() {
  const count = useStore((s) => s.cart.count);
  return <output>{count} items</output>;
}

function Broken(): never {
  throw new Error('render failed');
}

const ctx = (report = vi.fn()) => ({ name: 't', report });

describe('reactIsland', () => {
  it('renders beside the server markup and follows the page store', async () => {
    document.body.innerHTML = `<div id="h"><p>server</p></div>`;
    const host = document.getElementById('h')!;
    const island = reactIsland({ component: Count, readProps: () => ({}) });
    let unmount: (() => void) | void;
    await act(async () => {
      unmount = island.mount(host, ctx());
    });
    expect(host.querySelector('p')!.textContent).toBe('server');
    expect(host.querySelector('output')!.textContent).toBe('0 items');
    await act(async () => getPageStore().setState({ cart: { count: 3, hash: 'h' } }));
    expect(host.querySelector('output')!.textContent).toBe('3 items');
    await act(async () => unmount!());
    expect(host.innerHTML).toBe('<p>server</p>');
  });

  it('places its root where `container` says: inside the host by default, after it, or in the body', async () => {
    document.body.innerHTML = `<p id="h"><a href="/x">x</a></p>`;
    const host = document.getElementById('h')!;
    const mount = async (container?: Parameters<typeof reactIsland>[0]['container']) => {
      let unmount: (() => void) | void;
      await act(async () => {
        unmount = reactIsland({ component: Count, readProps: () => ({}), container }).mount(host, ctx());
      });
      const root = document.querySelector<HTMLElement>('[data-island-root="t"]')!;
      return { root, unmount: () => act(async () => unmount!()) };
    };
    const inside = await mount();
    expect([inside.root.parentElement, inside.root.previousElementSibling?.tagName]).toEqual([host, 'A']);
    expect([inside.root.tagName, inside.root.style.display]).toEqual(['SPAN', 'contents']);
    await inside.unmount();
    const after = await mount((h) => [h, 'afterend']);
    expect(host.nextElementSibling).toBe(after.root);
    await after.unmount();
    const body = await mount(() => [document.body, 'beforeend']);
    expect(document.body.lastElementChild).toBe(body.root);
    await body.unmount();
    expect(document.body.innerHTML).toBe('<p id="h"><a href="/x">x</a></p>');
  });

  it('a render error is caught by the boundary: reported once, server markup left as it was', async () => {
    expectConsoleError('render failed'); // React's own report of the error its boundary caught
    document.body.innerHTML = `<div id="h"><p>server</p></div>`;
    const host = document.getElementById('h')!;
    const report = vi.fn();
    await act(async () => {
      reactIsland({ component: Broken, readProps: () => ({}) }).mount(host, ctx(report));
    });
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(report).toHaveBeenCalledTimes(1);
    expect(host.innerHTML).toBe('<p>server</p>');
  });

  it('an unmount right after a render error leaves no teardown timer behind', async () => {
    expectConsoleError('render failed');
    vi.useFakeTimers();
    document.body.innerHTML = `<div id="h"><p>server</p></div>`;
    const host = document.getElementById('h')!;
    let unmount: (() => void) | void;
    await act(async () => {
      unmount = reactIsland({ component: Broken, readProps: () => ({}) }).mount(host, ctx());
    });
    act(() => unmount!());
    expect(vi.getTimerCount()).toBe(0);
    expect(host.innerHTML).toBe('<p>server</p>');
  });

  it('passes typed props from the markup', async () => {
    document.body.innerHTML = `<div id="h" data-label="Hello"></div>`;
    const host = document.getElementById('h')!;
    const Label = ({ label }: { label: string }) => <b>{label}</b>;
    await act(async () => {
      reactIsland({ component: Label, readProps: (raw) => ({ label: raw.data.label ?? '' }) }).mount(host, ctx());
    });
    expect(host.querySelector('b')!.textContent).toBe('Hello');
  });
});
