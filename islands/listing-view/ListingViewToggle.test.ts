import { afterEach, describe, expect, it } from 'vitest';
import { emit } from '@storefront/runtime';
import { deleteCookie, getCookie } from '@storefront/runtime/ui';
import { mountIsland, productListingHtml } from '@storefront/test-kit';
import { LISTING_UPDATED } from '@storefront/listing';
import island from './mount';

const list = () => document.querySelector('ul.products')!;
const link = (id: string) => document.querySelector<HTMLAnchorElement>(`a#${id}`)!;

async function page(view: 'grid' | 'list' = 'grid') {
  document.body.innerHTML = `<main>${productListingHtml({ view })}</main>`;
  return mountIsland(island, document.querySelector('nav.gridlist-toggle')!);
}
afterEach(() => deleteCookie('gridcookie'));

describe('listing-view island', () => {
  it('switches to list view and back, pressing the active toggle, storing the choice', async () => {
    await page();
    expect(link('grid').getAttribute('aria-pressed')).toBe('true');
    link('list').click();
    expect(list().classList.contains('list')).toBe(true);
    expect(list().classList.contains('grid')).toBe(false);
    expect(link('list').getAttribute('aria-pressed')).toBe('true');
    expect(link('list').classList.contains('active')).toBe(true);
    expect(link('grid').getAttribute('aria-pressed')).toBe('false');
    expect(getCookie('gridcookie')).toBe('list');
    link('grid').click();
    expect(list().classList.contains('grid')).toBe(true);
    expect(getCookie('gridcookie')).toBe('grid');
  });

  it('a click on the active toggle does nothing (and does not follow href="#")', async () => {
    await page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('grid').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(list().className).toContain('grid');
    expect(getCookie('gridcookie')).toBeUndefined();
  });

  it('uses the stored choice on a new page and applies it to a list swapped in later', async () => {
    document.cookie = 'gridcookie=list; path=/';
    await page('grid');
    expect(list().classList.contains('list')).toBe(true);
    const fresh = document.createElement('ul');
    fresh.className = 'products grid';
    list().replaceWith(fresh);
    emit(LISTING_UPDATED, { source: 'filter', list: fresh });
    expect(fresh.classList.contains('list')).toBe(true);
    expect(fresh.classList.contains('grid')).toBe(false);
  });

  it("stops at unmount: the links are the server's again and listing updates are ignored", async () => {
    const unmount = await page();
    unmount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('list').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(list().classList.contains('grid')).toBe(true);
    document.cookie = 'gridcookie=list; path=/';
    emit(LISTING_UPDATED, { source: 'filter' });
    expect(list().classList.contains('list')).toBe(false);
  });
});
