/**
 * A cart that fails to load (network, 5xx, not JSON): the error in a focused, announced notice that cannot be
 * dismissed (it would leave only 'Loading…'), with a Retry button that loads the cart again — the form once it
 * loads, a fresh notice (focused again) when it fails again. Nothing else is called meanwhile.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockCheckout } from './BlockCheckout';
import { readBlockSettings } from './settings';
import { BLOCK_HTML, blockSettings, fakeStoreApi } from './test-fixtures';

type W = Record<string, unknown>;
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  delete (window as unknown as W).wcSettings;
});

/** How a cart load fails. */
const FAILURES: Array<[string, () => Response | Promise<Response>]> = [
  ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a 500', () => new Response('<html>down</html>', { status: 500 })],
  ['an answer that is not JSON', () => new Response('<html>ok</html>', { status: 200 })],
];

/** Mounts the island over the fake Store API whose first `failing` cart loads fail with `failure`. */
function mount(failure: () => Response | Promise<Response>, failing: number) {
  const api = fakeStoreApi();
  let loads = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const isCartLoad = new URL(url, location.href).pathname.endsWith('/cart') && !init?.method?.match(/POST/i);
    if (isCartLoad && ++loads <= failing) return failure();
    return api.fetch(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  (window as unknown as W).wcSettings = blockSettings();
  (window as unknown as W).wcBlocksMiddlewareConfig = { storeApiNonce: 'n1' };
  document.body.innerHTML = BLOCK_HTML;
  const host = document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!;
  const props = readBlockSettings(blockSettings(), { ...host.dataset } as Record<string, string>);
  render(<BlockCheckout host={host} settings={props} />, {
    container: host.appendChild(document.createElement('div')),
  });
  return { fetch, loads: () => loads };
}

describe('a cart that fails to load', () => {
  it.each(FAILURES)('%s: a focused notice, no dismiss button, Retry loads the form', async (_name, failure) => {
    const m = mount(failure, 1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(document.activeElement).toBe(alert);
    expect(within(alert).queryByRole('button', { name: 'Dismiss this notice' })).toBeNull();
    expect(m.fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Place order' });
    expect(m.loads()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // The Retry button went with its notice: focus is on the form's first field, not lost on <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email address')));
  });

  it('a first load that succeeds takes no focus', async () => {
    mount(FAILURES[1]![1], 0);
    await screen.findByRole('button', { name: 'Place order' });
    expect(document.activeElement).toBe(document.body);
  });

  it('fails again: a fresh notice, focused, with Retry; the third try loads the form', async () => {
    const m = mount(FAILURES[1]![1], 2);
    const first = await screen.findByRole('alert');
    fireEvent.click(within(first).getByRole('button', { name: 'Retry' }));
    // While it loads: the loading status, no stale notice.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading the checkout…');
    const second = await screen.findByRole('alert');
    expect(second).not.toBe(first);
    expect(second.getAttribute('role')).toBe('alert');
    expect(second.textContent).not.toBe('');
    expect(document.activeElement).toBe(second);
    fireEvent.click(within(second).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(m.loads()).toBe(3));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email address')));
  });
});
