/**
 * The basket-page island on WooCommerce 10's cart rows (./wc10.fixture): the product name in
 * `th.product-name[scope=row]`, a thumbnail cell, `role="button"` remove links.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { screen } from '@testing-library/dom';
import {
  mountIsland,
  settle,
  FIXTURE_CART_PARAMS,
  basketPageHtml,
  basketPageState,
  createFakeBasketPage,
  type FakeBasketPage,
} from '@storefront/test-kit';
import island from './mount';
import { wc10CartFetch, wc10CartRows } from './wc10.fixture';

let fake: FakeBasketPage;
let unmount: (() => void) | undefined;

beforeEach(async () => {
  fake = createFakeBasketPage(basketPageState());
  vi.stubGlobal('fetch', wc10CartFetch(fake.fetch));
  window.scrollTo = () => {};
  document.body.innerHTML = wc10CartRows(basketPageHtml(fake.state));
  (window as { wc_cart_params?: unknown }).wc_cart_params = FIXTURE_CART_PARAMS;
  unmount = await mountIsland(island, document.querySelector<HTMLElement>('form.woocommerce-cart-form')!);
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const names = () =>
  [...document.querySelectorAll('tr.cart_item th.product-name[scope=row]')].map((th) => th.textContent?.trim());

describe('basket page on WooCommerce 10 cart rows', () => {
  it('removes a line from its role=button remove link; the swapped rows keep their header cells', async () => {
    const [first, second] = names();
    expect(first && second).toBeTruthy();
    expect(document.querySelector('tr.cart_item td.product-name')).toBeNull();
    await act(async () => screen.getByRole('button', { name: `Remove ${first} from cart` }).click());
    await vi.waitFor(() => expect(names()).toEqual([second]));
    expect(fake.calls[0]?.url).toContain('remove_item=');
    expect(document.querySelector('.woocommerce-notices-wrapper')!.textContent).toContain('removed');
  });

  it('Space on the role=button remove link removes the line, as WooCommerce binds it, without scrolling', async () => {
    const [first, second] = names();
    const link = screen.getByRole('button', { name: `Remove ${first} from cart` });
    link.focus();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    await act(async () => void link.dispatchEvent(space));
    expect(space.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(names()).toEqual([second]));
    expect(fake.calls.filter((c) => c.url.includes('remove_item='))).toHaveLength(1);
  });

  it('updates quantities from a row whose name is a th', async () => {
    const input = document.querySelector<HTMLInputElement>('tr.cart_item input.qty')!;
    input.value = '3';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const update = screen.getByRole('button', { name: 'Update basket' }) as HTMLButtonElement;
    expect(update.disabled).toBe(false);
    update.click();
    await settle();
    await vi.waitFor(() =>
      expect(document.querySelector('.woocommerce-notices-wrapper')!.textContent).toContain('Basket updated.'),
    );
    expect(document.querySelector<HTMLInputElement>('tr.cart_item input.qty')!.value).toBe('3');
    expect(names()).toHaveLength(2);
  });
  it('a quantity typed before the island mounted is kept, enables Update basket and is what Update sends', async () => {
    unmount?.();
    document.body.innerHTML = wc10CartRows(basketPageHtml(fake.state));
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-cart-form')!;
    const update = form.querySelector<HTMLButtonElement>('button[name=update_cart]')!;
    const qty = form.querySelector<HTMLInputElement>('tr.cart_item input.qty')!;
    // The page had loaded and the shopper typed; the island's bundle arrived after that.
    qty.value = String(Number(qty.defaultValue) + 2);
    unmount = await mountIsland(island, form);
    expect(qty.value).toBe(String(Number(qty.defaultValue) + 2));
    expect(update.disabled).toBe(false);
    await act(async () => update.click());
    await vi.waitFor(() => expect(fake.calls.some((c) => c.body[qty.name] !== undefined)).toBe(true));
    const sent = fake.calls.find((c) => c.body[qty.name] !== undefined)!;
    expect(sent.body[qty.name]).toBe(String(Number(qty.getAttribute('value')) + 2));
    await vi.waitFor(() => expect(form.classList.contains('processing')).toBe(false));
    await settle();
  });

  it('with nothing typed before mount, Update basket starts disabled', () => {
    expect(document.querySelector<HTMLButtonElement>('button[name=update_cart]')!.disabled).toBe(true);
  });
});
