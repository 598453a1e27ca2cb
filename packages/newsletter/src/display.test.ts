import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDisplay } from './display';
import { mailpoetFormHtml, type FixtureFormOptions } from './testing';
import { captureCookieWrites, clearCookies } from './test-helpers';

const stops: Array<() => void> = [];
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  document.body.innerHTML = '';
  clearCookies();
  vi.useRealTimers();
});

/** Mounts the display of each form (appended in order). */
function mount(...forms: FixtureFormOptions[]) {
  document.body.innerHTML = `<button id="before">Before</button>${forms.map((f) => mailpoetFormHtml(f)).join('')}`;
  const containers = [...document.querySelectorAll<HTMLElement>('div.mailpoet_form')];
  for (const c of containers) stops.push(startDisplay(c));
  return containers;
}
const isOpen = (c: HTMLElement) => c.classList.contains('active');

describe('opening', () => {
  it.each(['popup', 'fixed_bar', 'slide_in'] as const)('%s opens after its delay in seconds', (kind) => {
    const [c] = mount({ kind, delay: 3 });
    vi.advanceTimersByTime(2999);
    expect(isOpen(c!)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen(c!)).toBe(true);
  });

  it('opens at once with no delay; inline forms are left alone', () => {
    const [popup, inline] = mount({ kind: 'popup' }, { kind: 'shortcode', formId: 2 });
    vi.advanceTimersByTime(0);
    expect(isOpen(popup!)).toBe(true);
    expect(popup!.previousElementSibling!.classList.contains('active')).toBe(true);
    expect(isOpen(inline!)).toBe(false);
  });

  it('exit intent opens it earlier when the pointer leaves the document', () => {
    const [c] = mount({ kind: 'slide_in', delay: 60, exitIntent: true });
    fireEvent.mouseLeave(document.documentElement);
    expect(isOpen(c!)).toBe(true);
  });

  it('without exit intent, leaving the document does nothing', () => {
    const [c] = mount({ kind: 'slide_in', delay: 60 });
    fireEvent.mouseLeave(document.documentElement);
    expect(isOpen(c!)).toBe(false);
  });

  it('stays hidden while its dismissal cookie is set; a preview always shows', () => {
    document.cookie = 'popup_form_dismissed_1=1; path=/';
    const [c, preview] = mount({ kind: 'fixed_bar' }, { kind: 'fixed_bar', formId: 1, preview: true });
    vi.advanceTimersByTime(0);
    expect(isOpen(c!)).toBe(false);
    expect(isOpen(preview!)).toBe(true);
  });
});

describe('popup dialog', () => {
  it('is a labelled modal dialog with focus moved in, trapped, and returned on close', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    document.body.innerHTML = '';
    const [c] = mount({ kind: 'popup', delay: 1 });
    const before = document.getElementById('before')!;
    before.focus();
    vi.advanceTimersByTime(1000);
    const dialog = screen.getByRole('dialog', { name: 'Join our newsletter' });
    expect(dialog).toBe(c);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(c!.querySelector('input[name="data[form_field_first_name]"]'));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.tagName).toBe('BUTTON');
    for (let i = 0; i < 5; i++) await user.tab();
    expect(c!.contains(document.activeElement)).toBe(true);
    await user.click(close);
    expect(isOpen(c!)).toBe(false);
    expect(document.activeElement).toBe(before);
  });

  it('only one popup at a time: the second waits for the first to close', () => {
    const [a, b] = mount({ kind: 'popup', formId: 1 }, { kind: 'popup', formId: 2, delay: 1 });
    vi.advanceTimersByTime(1000);
    expect(isOpen(a!)).toBe(true);
    expect(isOpen(b!)).toBe(false);
    fireEvent.click(a!.querySelector('button.mailpoet_form_close_icon')!);
    expect(isOpen(b!)).toBe(true);
  });

  it('Escape closes every open form that has a close icon', () => {
    const [bar, slide] = mount({ kind: 'fixed_bar', formId: 1 }, { kind: 'slide_in', formId: 2 });
    vi.advanceTimersByTime(0);
    expect(isOpen(bar!) && isOpen(slide!)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(bar!) || isOpen(slide!)).toBe(false);
  });

  it('the close button is restored to the original icon on cleanup', () => {
    mount({ kind: 'popup' });
    stops.splice(0).forEach((s) => s());
    expect(document.querySelector('input[type=image].mailpoet_form_close_icon')).not.toBeNull();
  });
});

describe('dismissal cookie on close', () => {
  it("lasts the form's cookie-expiration-time days, path /", () => {
    const cookies = captureCookieWrites();
    try {
      const [c] = mount({ kind: 'slide_in', cookieDays: 7 });
      vi.advanceTimersByTime(0);
      fireEvent.click(c!.querySelector('button.mailpoet_form_close_icon')!);
      const written = cookies.writes.find((w) => w.startsWith('popup_form_dismissed_1='))!;
      expect(written).toContain('path=/');
      expect(written).toContain(`max-age=${7 * 86400}`);
    } finally {
      cookies.restore();
    }
  });

  it('is a session cookie when the form sets no time, and not shown again this session', () => {
    const cookies = captureCookieWrites();
    try {
      const [c] = mount({ kind: 'popup' });
      vi.advanceTimersByTime(0);
      fireEvent.keyDown(document, { key: 'Escape' });
      const written = cookies.writes.find((w) => w.startsWith('popup_form_dismissed_1='))!;
      expect(written).not.toMatch(/expires|max-age/);
      expect(isOpen(c!)).toBe(false);
    } finally {
      cookies.restore();
    }
    stops.splice(0).forEach((s) => s());
    const [again] = mount({ kind: 'popup' });
    vi.advanceTimersByTime(10_000);
    expect(isOpen(again!)).toBe(false);
  });

  it('keeps an existing subscription cookie; a preview writes none', () => {
    const cookies = captureCookieWrites();
    try {
      const [c] = mount({ kind: 'popup', preview: true });
      vi.advanceTimersByTime(0);
      fireEvent.click(c!.querySelector('button.mailpoet_form_close_icon')!);
      expect(cookies.writes).toEqual([]);
    } finally {
      cookies.restore();
    }
  });
});
