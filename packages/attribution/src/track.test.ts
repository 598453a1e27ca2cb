/** The page entry: filling code (./page-global) is imported only where the page has attribution inputs. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ATTRIBUTION_KEY } from './attribution-core';
import { startPageTracking } from './track';

const probe = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./page-global', async (original) => {
  probe.loads += 1;
  return original();
});

const g = globalThis as { wc_order_attribution?: unknown } & Record<symbol, unknown>;

beforeEach(() => {
  g.wc_order_attribution = { params: { lifetime: 1e-5, session: 30, base64: false, allowTracking: true } };
});
afterEach(() => {
  delete g[PAGE_ATTRIBUTION_KEY];
  delete g.wc_order_attribution;
  document.body.innerHTML = '';
});

describe('startPageTracking', () => {
  it('without inputs: records the view, installs setOrderTracking, never imports the filling code', async () => {
    document.body.innerHTML = '<form><input name="s"></form>';
    const stop = startPageTracking(document);
    expect(document.cookie).toContain('sbjs_session=');
    expect(typeof (g.wc_order_attribution as { setOrderTracking?: unknown }).setOrderTracking).toBe('function');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probe.loads).toBe(0);
    stop?.();
  });

  it('with <wc-order-attribution-inputs>: imports it, fills them and follows consent', async () => {
    document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    const stop = startPageTracking(document);
    const input = () => document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]');
    await vi.waitFor(() => expect(input()?.value).toBe('typein'));
    expect(probe.loads).toBe(1);
    (g.wc_order_attribution as { setOrderTracking(allow: boolean): void }).setOrderTracking(false);
    expect(input()!.value).toBe('');
    stop?.();
  });

  it('without the global: nothing', () => {
    delete g.wc_order_attribution;
    expect(startPageTracking(document)).toBeUndefined();
  });
});
