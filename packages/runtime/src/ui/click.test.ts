import { describe, expect, it, vi } from 'vitest';
import { clickOnSpace, isPlainClick } from './click';

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, ...init });

describe('isPlainClick', () => {
  it('is true for a main-button click without modifiers', () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)(
    'is false with %s (new tab, window, download)',
    (key) => {
      expect(isPlainClick(click({ [key]: true }))).toBe(false);
    },
  );

  it('is false for the middle or right button', () => {
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({ button: 2 }))).toBe(false);
  });

  it('is false once another script has handled the click', () => {
    const e = click();
    e.preventDefault();
    expect(isPlainClick(e)).toBe(false);
  });
});

describe('clickOnSpace', () => {
  const press = (el: Element, key: string) => {
    const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    el.dispatchEvent(e);
    return e;
  };

  it('clicks a matching role=button link on Space and keeps the page from scrolling', () => {
    document.body.innerHTML = '<a role="button" href="#r" class="remove">×</a><a href="#o" class="other">o</a>';
    const clicked = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener('click', clicked);
    const seen: boolean[] = [];
    const onKey = (e: KeyboardEvent) => seen.push(clickOnSpace(e, 'a.remove'));
    document.addEventListener('keydown', onKey);
    const space = press(document.querySelector('.remove')!, ' ');
    expect(space.defaultPrevented).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(press(document.querySelector('.remove')!, 'a').defaultPrevented).toBe(false);
    expect(press(document.querySelector('.other')!, ' ').defaultPrevented).toBe(false);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true, false, false]);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('click', clicked);
  });

  it('leaves a Space another script already handled', () => {
    document.body.innerHTML = '<a role="button" href="#r" class="remove">×</a>';
    const e = new KeyboardEvent('keydown', { key: ' ', cancelable: true });
    e.preventDefault();
    Object.defineProperty(e, 'target', { value: document.querySelector('.remove') });
    expect(clickOnSpace(e, '.remove')).toBe(false);
  });
});
