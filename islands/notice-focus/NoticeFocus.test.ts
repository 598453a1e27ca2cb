import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { noticeFocusIsland } from './island';
import island from './mount';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const notice = (html: string) => {
  document.body.innerHTML = `<input id="field"><button id="add">Add to basket</button><div class="woocommerce-notices-wrapper">${html}</div>`;
  return document.querySelector<HTMLElement>('.woocommerce-notices-wrapper > *')!;
};

describe('alert notice focus (spec §2 notices)', () => {
  it.each([
    ['an error', '<div class="woocommerce-error" role="alert">Sorry, this product cannot be purchased.</div>'],
    ['a message', '<div class="woocommerce-message" role="alert">“Cushion” has been added to your basket.</div>'],
  ])('%s printed by the server gets focus after 500 ms', async (_, html) => {
    const el = notice(html);
    expect(el.matches(noticeFocusIsland.selectors!.join(','))).toBe(true);
    await mountIsland(island, el);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(el);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(el);
    expect(el.tabIndex).toBe(-1);
  });

  it('does not take focus from a field the shopper moves into meanwhile', async () => {
    const el = notice('<div class="woocommerce-error" role="alert">Error</div>');
    await mountIsland(island, el);
    document.getElementById('field')!.focus();
    vi.advanceTimersByTime(600);
    expect(document.activeElement?.id).toBe('field');
  });

  it('nor from a field focused before the notice appeared', async () => {
    const el = notice('<div class="woocommerce-error" role="alert">Error</div>');
    document.getElementById('field')!.focus();
    await mountIsland(island, el);
    vi.advanceTimersByTime(600);
    expect(document.activeElement?.id).toBe('field');
  });

  it('takes focus from the button whose action brought it (a notice an island inserts after a click)', async () => {
    const el = notice('<div class="woocommerce-error" role="alert">Sorry, this product cannot be purchased.</div>');
    document.getElementById('add')!.focus();
    await mountIsland(island, el);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(el);
  });

  it('never from a select or textarea being filled in', async () => {
    const el = notice('<div class="woocommerce-message" role="alert">Saved</div>');
    const select = document.createElement('select');
    document.body.append(select);
    select.focus();
    await mountIsland(island, el);
    vi.advanceTimersByTime(600);
    expect(document.activeElement).toBe(select);
  });

  it('focuses a notice once: moved or re-inserted (a region swap), it is not focused again', async () => {
    const el = notice('<div class="woocommerce-error" role="alert">Error</div>');
    const undo = await mountIsland(island, el);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(el);
    undo();
    document.getElementById('add')!.focus();
    const again = await mountIsland(island, el);
    vi.advanceTimersByTime(600);
    expect(document.activeElement?.id).toBe('add');
    again();
  });

  it('of several notices printed at load, the first gets focus', async () => {
    document.body.innerHTML =
      '<div class="woocommerce-notices-wrapper"><div class="woocommerce-error" role="alert">First</div><div class="woocommerce-message" role="alert">Second</div></div>';
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[role=alert]')];
    const undo = [await mountIsland(island, first!), await mountIsland(island, second!)];
    vi.advanceTimersByTime(600);
    expect(document.activeElement).toBe(first);
    undo.forEach((u) => u());
  });

  it('an info notice (role status) is not an alert', () => {
    const el = notice('<div class="woocommerce-info" role="status">Info</div>');
    expect(el.matches(noticeFocusIsland.selectors!.join(','))).toBe(false);
  });

  it('unmounting first cancels the focus', async () => {
    const el = notice('<div class="woocommerce-error" role="alert">Error</div>');
    const undo = await mountIsland(island, el);
    undo();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
  });
});
