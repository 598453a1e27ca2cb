import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenReached } from './reach';

afterEach(() => {
  document.body.innerHTML = '';
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('whenReached', () => {
  it('runs once, on the first pointer, focus or key inside the gallery; cancel stops it', async () => {
    document.body.innerHTML = '<div id="g"><a href="#1">1</a></div><div id="h"><a href="#2">2</a></div>';
    const run = vi.fn();
    whenReached(document.getElementById('g')!, run);
    await flush();
    expect(run).not.toHaveBeenCalled(); // scrolled into view, nothing else: not reached
    document.querySelector<HTMLElement>('#g a')!.focus();
    document.querySelector('#g a')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenReached(document.getElementById('h')!, other)();
    document.querySelector<HTMLElement>('#h a')!.focus();
    expect(other).not.toHaveBeenCalled();
  });

  it('a gallery focused before the island mounted (quick view) counts as reached, on the next microtask', async () => {
    document.body.innerHTML = '<div id="g"><a href="#1">1</a><a href="#2">2</a></div>';
    document.querySelectorAll<HTMLElement>('#g a')[1]!.focus();
    const run = vi.fn();
    whenReached(document.getElementById('g')!, run);
    expect(run).not.toHaveBeenCalled();
    await flush();
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenReached(document.getElementById('g')!, cancelled)(); // cancelled at once: the queued check does nothing
    await flush();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
