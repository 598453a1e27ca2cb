import { describe, expect, it } from 'vitest';
import { isPlainClick } from './click';

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
