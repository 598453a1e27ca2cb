/**
 * The page turner over the real page-flip in happy-dom: it turns, and destroy frees what page-flip alone leaks
 * (its endless animation-frame loop and its callbacks) along with its listeners and elements.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackLeaks } from '@storefront/test-kit/leaks';
import { createFlipper } from './flip-book-page-flip';

const pages = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const el = document.createElement('div');
    el.textContent = `Page ${i + 1}`;
    return el;
  });

afterEach(() => {
  document.body.innerHTML = '';
});

/** Lets page-flip's own start-up timer (1 ms) and a few frames pass. */
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('createFlipper (real page-flip)', () => {
  it('turns pages and reports each turn', async () => {
    const block = document.body.appendChild(document.createElement('div'));
    const turns: number[] = [];
    const f = createFlipper(block, pages(10), {
      page: { width: 400, height: 560 },
      single: false,
      start: 0,
      animate: false,
      onTurn: (i) => turns.push(i),
    });
    await settle();
    f.turnTo(5);
    expect(f.current()).toBe(5);
    expect(turns.at(-1)).toBe(5);
    f.destroy();
  });

  it('destroy stops the frame loop and frees every listener, timer and element', async () => {
    const tracker = trackLeaks();
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    try {
      const block = document.body.appendChild(document.createElement('div'));
      const list = pages(6);
      const f = createFlipper(block, list, {
        page: { width: 400, height: 560 },
        single: true,
        start: 2,
        animate: true,
        onTurn: () => undefined,
      });
      await settle();
      expect(frames.mock.calls.length).toBeGreaterThan(0);
      expect(block.querySelector('.stf__parent')).not.toBeNull();
      f.destroy();
      const after = frames.mock.calls.length;
      await settle();
      expect(frames.mock.calls.length).toBe(after);
      expect(block.childElementCount).toBe(0);
      expect(list.every((p) => !p.isConnected && p.style.cssText === '')).toBe(true);
      expect(tracker.leaks()).toEqual([]);
      // Calls after destroy are ignored.
      f.next();
      f.turnTo(3);
      expect(f.current()).toBe(0);
    } finally {
      tracker.restore();
    }
  });
});
