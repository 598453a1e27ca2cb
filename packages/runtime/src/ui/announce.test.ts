import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, NEW_REGION_DELAY } from './announce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const region = (role: string) => document.querySelector<HTMLElement>(`[role=${role}]`);

describe('announce', () => {
  it('creates a polite status region and speaks into it once it has settled', () => {
    announce('Added to basket');
    const status = region('status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.parentElement).toBe(document.body);
    expect(status?.style.position).toBe('absolute');
    expect(status?.textContent).toBe('');
    vi.advanceTimersByTime(NEW_REGION_DELAY);
    expect(status?.textContent).toBe('Added to basket');
  });

  it('speaks at once into an existing region, and reuses it', () => {
    announce('one');
    vi.runAllTimers();
    announce('two');
    expect(document.querySelectorAll('[role=status]')).toHaveLength(1);
    expect(region('status')?.textContent).toBe('two');
  });

  it('uses a separate alert region for assertive messages', () => {
    announce('polite');
    announce('Error!', { politeness: 'assertive' });
    vi.runAllTimers();
    expect(region('alert')?.getAttribute('aria-live')).toBe('assertive');
    expect(region('alert')?.textContent).toBe('Error!');
    expect(region('status')?.textContent).toBe('polite');
  });

  it('waits for the delay (the 1 s add-to-cart success message)', () => {
    announce('warm-up');
    vi.runAllTimers();
    announce('Product added', { delay: 1000 });
    vi.advanceTimersByTime(999);
    expect(region('status')?.textContent).toBe('warm-up');
    vi.advanceTimersByTime(1);
    expect(region('status')?.textContent).toBe('Product added');
  });

  it('changes the text when the same message repeats, so it is spoken again', () => {
    announce('Saved');
    vi.runAllTimers();
    announce('Saved');
    const second = region('status')?.textContent;
    announce('Saved');
    const third = region('status')?.textContent;
    expect(second).not.toBe('Saved');
    expect(second?.trim()).toBe('Saved');
    expect(third).not.toBe(second);
  });

  it('cancel() stops a pending announcement', () => {
    announce('warm-up');
    vi.runAllTimers();
    const cancel = announce('never', { delay: 500 });
    cancel();
    vi.runAllTimers();
    expect(region('status')?.textContent).toBe('warm-up');
  });

  it('recreates its region after the body was replaced', () => {
    announce('a');
    vi.runAllTimers();
    document.body.innerHTML = '';
    announce('b');
    vi.runAllTimers();
    expect(region('status')?.textContent).toBe('b');
  });
});
