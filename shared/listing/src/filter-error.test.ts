import { describe, expect, it, vi } from 'vitest';
import { filterErrorBox } from './index';

describe('filterErrorBox', () => {
  it('is an alert with the message after the filter text and a Retry button calling back', () => {
    const retry = vi.fn();
    const box = filterErrorBox('You are probably offline.', retry);
    expect(box.matches('div.listing-error[role="alert"]')).toBe(true);
    expect(box.querySelector('p')!.textContent).toBe('This selection could not be loaded. You are probably offline.');
    const button = box.querySelector<HTMLButtonElement>('button.button')!;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Retry');
    button.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
