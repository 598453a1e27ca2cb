/**
 * The order-attribution island on pages with and without attribution inputs (the package's track.test.ts checks that
 * the filling code is imported only where they are).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ATTRIBUTION_KEY } from '@storefront/attribution';
import { boot, shutdown } from '@storefront/runtime/testing';
import { orderAttributionIsland } from './island';
import { SCRIPT_SELECTOR } from './contract';
import { attributionInputsHtml, attributionScriptHtml } from './testing';

const g = globalThis as { wc_order_attribution?: unknown } & Record<symbol, unknown>;

function clearPage(): void {
  shutdown();
  delete g[PAGE_ATTRIBUTION_KEY];
  delete g.wc_order_attribution;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

async function bootPage(body: string, prefix?: string): Promise<void> {
  g.wc_order_attribution = { params: { lifetime: 1e-5, session: 30, base64: false, allowTracking: true, prefix } };
  document.body.innerHTML = body;
  const script = document.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR)!;
  await boot([orderAttributionIsland]);
  await vi.waitFor(() => expect(script.getAttribute('data-island-mounted')).toBe('order-attribution'));
}

beforeEach(clearPage);
afterEach(clearPage);

describe('order-attribution island: with and without inputs', () => {
  it('a page without inputs records the view and leaves other inputs alone', async () => {
    await bootPage(`<main><p>Shop</p><input name="s"></main>${attributionScriptHtml()}`);
    expect(document.cookie).toContain('sbjs_session=');
    expect(document.querySelector('input')!.value).toBe('');
  });

  it('a page with <wc-order-attribution-inputs> loads it and gets its 16 inputs filled', async () => {
    await bootPage(`${attributionInputsHtml()}${attributionScriptHtml()}`);
    await vi.waitFor(() => expect(document.querySelectorAll('wc-order-attribution-inputs input')).toHaveLength(16));
    expect(document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')!.value).toBe(
      'typein',
    );
  });

  it('template-printed inputs with the params’ prefix count too', async () => {
    // The template printed only one field: each other one warns (spec §8).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await bootPage(`<form><input type="hidden" name="my_source_type"></form>${attributionScriptHtml()}`, 'my_');
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('input')!.value).toBe('typein'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Field "referrer" not found'));
    warn.mockRestore();
  });
});
