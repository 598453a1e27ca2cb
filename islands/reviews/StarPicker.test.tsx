import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland, SINGLE_PRODUCT_PARAMS, reviewFormHtml } from '@storefront/test-kit';
import { readStarPickerProps } from './contract';
import island from './mount';

const w = window as unknown as Record<string, unknown>;
let unmount: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  unmount?.();
  unmount = undefined;
  delete w.wc_single_product_params;
});

async function page(params: Record<string, unknown> | undefined = SINGLE_PRODUCT_PARAMS) {
  if (params) w.wc_single_product_params = params;
  document.body.innerHTML = reviewFormHtml();
  unmount = await mountIsland(island, document.getElementById('review_form')!);
}
const stars = () => [...document.querySelectorAll<HTMLAnchorElement>('p.stars a')];
const select = () => document.querySelector<HTMLSelectElement>('select#rating')!;
const submit = () => {
  const e = new Event('submit', { bubbles: true, cancelable: true });
  act(() => void document.getElementById('commentform')!.dispatchEvent(e));
  return e;
};

describe('star picker props', () => {
  it('reads the required setting and the rating names, with the spec’s defaults', () => {
    expect(readStarPickerProps(SINGLE_PRODUCT_PARAMS)).toEqual({
      required: true,
      requiredText: 'Please select a rating',
      options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
    });
    expect(readStarPickerProps({ review_rating_required: 'no' }).required).toBe(false);
    expect(readStarPickerProps({ i18n_rating_options: ['x'] }).options).toHaveLength(5);
  });
});

describe('star picker island', () => {
  it('replaces the select with a labelled radio group of five named stars', async () => {
    await page();
    expect(select().style.display).toBe('none');
    expect(select().required).toBe(false);
    const group = document.querySelector('p.stars')!;
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(stars().map((s) => s.textContent)).toEqual([
      '★1 of 5 stars',
      '★2 of 5 stars',
      '★3 of 5 stars',
      '★4 of 5 stars',
      '★5 of 5 stars',
    ]);
    expect(stars().map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('choosing a star sets the select, marks it active and the group selected', async () => {
    await page();
    const changes = vi.fn();
    select().addEventListener('change', changes);
    act(() => stars()[3]!.click());
    expect(select().value).toBe('4');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(stars()[3]!.classList.contains('active')).toBe(true);
    expect(stars()[3]!.getAttribute('aria-checked')).toBe('true');
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true);
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });

  it('arrow keys move the choice and focus; Space chooses the focused star', async () => {
    await page();
    stars()[0]!.focus();
    act(
      () => void stars()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })),
    );
    expect(select().value).toBe('1');
    act(
      () =>
        void stars()[0]!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
        ),
    );
    expect(select().value).toBe('2');
    expect(document.activeElement).toBe(stars()[1]);
    act(
      () =>
        void stars()[1]!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }),
        ),
    );
    act(
      () =>
        void stars()[0]!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, cancelable: true }),
        ),
    );
    expect(select().value).toBe('5');
  });

  it('required and not chosen: submission is blocked with the alert “Please select a rating”', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await page();
    expect(submit().defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith('Please select a rating');
    expect(document.activeElement).toBe(stars()[0]);
  });

  it('chosen: the form submits', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await page();
    act(() => stars()[4]!.click());
    expect(submit().defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('not required: submits without stars', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await page({ ...SINGLE_PRODUCT_PARAMS, review_rating_required: 'no' });
    expect(submit().defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('unmounting gives the select back', async () => {
    await page();
    unmount!();
    unmount = undefined;
    expect(select().style.display).toBe('');
    expect(select().required).toBe(true);
    expect(document.querySelector('p.stars')).toBeNull();
  });
});
