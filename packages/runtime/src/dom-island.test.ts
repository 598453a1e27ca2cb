import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { boot, shutdown } from './boot';
import { domIsland } from './dom-island';
import { resetReportedErrors } from './report';

vi.mock('./events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./events')>()),
  loadJqueryBridge: vi.fn(() => Promise.resolve()),
}));

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  shutdown();
  resetReportedErrors();
  document.body.innerHTML = '';
});

describe('domIsland', () => {
  it('binds the server markup at mount and releases it when the element leaves the page', async () => {
    document.body.innerHTML = '<p><button class="b">0</button></p>';
    const released = vi.fn();
    const island = domIsland((host, ctx) => {
      const onClick = () => (host.textContent = String(Number(host.textContent) + 1));
      host.addEventListener('click', onClick);
      host.setAttribute('data-bound-as', ctx.name);
      return () => {
        host.removeEventListener('click', onClick);
        released();
      };
    });
    await boot([{ name: 'counter', selectors: ['.b'], load: async () => island }]);
    await flush();
    const button = document.querySelector<HTMLElement>('.b')!;
    expect(button.getAttribute('data-bound-as')).toBe('counter');
    expect(button.getAttribute('data-island-mounted')).toBe('counter');
    button.click();
    expect(button.textContent).toBe('1');
    // No root of its own: the markup is exactly the server's.
    expect(document.body.innerHTML).not.toContain('data-island-root');
    button.parentElement!.remove();
    await flush();
    expect(released).toHaveBeenCalledTimes(1);
    button.click();
    expect(button.textContent).toBe('1');
  });

  it('a bind that returns nothing mounts and unmounts without a cleanup', async () => {
    document.body.innerHTML = '<div class="x"></div>';
    const bind = vi.fn();
    await boot([{ name: 'plain', selectors: ['.x'], load: async () => domIsland(bind) }]);
    await flush();
    expect(bind).toHaveBeenCalledTimes(1);
    expect(() => shutdown()).not.toThrow();
  });

  it('reports an error thrown by bind once under the island name and leaves the server markup working', async () => {
    document.body.innerHTML = '<a class="y" href="#next">Next</a><a class="y" href="#more">More</a>';
    const logged = expectConsoleError('island "broken" failed');
    const island = domIsland(() => {
      throw new Error('bind failed');
    });
    await boot([{ name: 'broken', selectors: ['.y'], load: async () => island }]);
    await flush();
    // Two elements, one message (errors are reported once per island); the links are the server's, untouched.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('bind failed');
    const links = [...document.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['#next', 'Next'],
      ['#more', 'More'],
    ]);
  });

  it('hands the error to the context when mounted directly (tests, stories)', () => {
    const report = vi.fn();
    const error = new Error('no');
    const unmount = domIsland(() => {
      throw error;
    }).mount(document.createElement('div'), { name: 't', report });
    expect(report).toHaveBeenCalledWith(error);
    expect(unmount).toBeUndefined();
  });
});
