import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentClient } from '@storefront/payments';
import { startExpressFlow, type ExpressFlowDeps } from './flow';
import { CONNECTION_ERROR } from './contract';
import { expressParams } from './test-fixtures';
import type { ExpressSheet } from './sheet';

type Handler = (event: any) => Promise<unknown> | unknown;

/** A provider double that records the express element's handlers, and deps whose sheet is `sheet`. */
function setup(sheet: () => Promise<ExpressSheet>) {
  const handlers: Record<string, Handler> = {};
  const element = { on: (name: string, h: Handler) => (handlers[name] = h), mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: () => element, update: vi.fn(), submit: vi.fn(async () => ({})) };
  const client = { elements: () => elements } as unknown as PaymentClient;
  const deps: ExpressFlowDeps = {
    params: expressParams(),
    api: {
      cartDetails: vi.fn(async () => ({ total: 1200, lineItems: [] })),
      selectedProductData: vi.fn(async () => ({ total: 1200, lineItems: [] })),
    },
    sheet: vi.fn(sheet),
    sheetApi: vi.fn(() => sheet().then(() => Promise.reject(new Error('unused')))),
    loadClient: async () => client,
    customerNote: () => '',
    navigate: () => true,
    showError: vi.fn(),
    setBusy: vi.fn(),
    onReady: vi.fn(),
  };
  return { handlers, element, elements, deps };
}

afterEach(() => vi.restoreAllMocks());

describe('express flow: what a press does loads with the sheet', () => {
  it('starts without the sheet: the element is mounted and nothing of ./press is loaded', async () => {
    const { deps, element, handlers } = setup(() => import('./sheet'));
    const flow = await startExpressFlow(document.createElement('div'), deps);
    expect(element.mount).toHaveBeenCalled();
    expect(Object.keys(handlers).sort()).toEqual(
      ['cancel', 'click', 'confirm', 'ready', 'shippingaddresschange', 'shippingratechange'].sort(),
    );
    expect(deps.sheet).not.toHaveBeenCalled();
    flow.destroy();
    expect(element.destroy).toHaveBeenCalled();
  });

  it('a click waits for the sheet, then opens the wallet with the basket total', async () => {
    const { deps, handlers, elements } = setup(() => import('./sheet'));
    await startExpressFlow(document.createElement('div'), deps);
    const resolve = vi.fn();
    await handlers.click!({ resolve });
    expect(deps.sheet).toHaveBeenCalled();
    expect(elements.update).toHaveBeenCalledWith({ amount: 1200 });
    expect(resolve).toHaveBeenCalledWith(expect.objectContaining({ emailRequired: true, lineItems: [] }));
  });

  it('when the sheet cannot load: a click or confirm shows the connection error, sheet changes are refused', async () => {
    const { deps, handlers } = setup(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await startExpressFlow(document.createElement('div'), deps);
    const resolve = vi.fn();
    await handlers.click!({ resolve });
    expect(resolve).not.toHaveBeenCalled();
    expect(deps.showError).toHaveBeenLastCalledWith(CONNECTION_ERROR);
    const reject = vi.fn();
    await handlers.shippingaddresschange!({ address: {}, resolve, reject });
    await handlers.shippingratechange!({ shippingRate: { id: 'flat' }, resolve, reject });
    expect(reject).toHaveBeenCalledTimes(2);
    vi.mocked(deps.showError).mockClear();
    await handlers.cancel!({});
    expect(deps.showError).not.toHaveBeenCalled();
    const paymentFailed = vi.fn();
    await handlers.confirm!({ paymentFailed });
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(deps.showError).toHaveBeenLastCalledWith(CONNECTION_ERROR);
    expect(deps.setBusy).not.toHaveBeenCalled();
  });
});
