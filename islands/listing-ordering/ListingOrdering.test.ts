import { describe, expect, it, vi } from 'vitest';
import { mountIsland, productListingHtml } from '@storefront/test-kit';
import island from './mount';

describe('listing-ordering island', () => {
  it('changing the sort order submits the form at once', async () => {
    document.body.innerHTML = productListingHtml();
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    await mountIsland(island, form);
    const select = form.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('orderby')).toBe('price');
  });

  it('other changes in the form do not submit', async () => {
    document.body.innerHTML = '<form class="woocommerce-ordering"><input name="x"></form>';
    const form = document.querySelector<HTMLFormElement>('form')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    await mountIsland(island, form);
    form.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('stops at unmount: the form is a plain form again', async () => {
    document.body.innerHTML = productListingHtml();
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    const unmount = await mountIsland(island, form);
    unmount();
    form.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();
  });
});
