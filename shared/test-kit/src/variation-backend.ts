/**
 * The fake backend of the variable-product fixtures (./variations): answers `?wc-ajax=get_variation` and the
 * bulk-table admin-ajax action, with the failures the islands must survive.
 */
import { artPrintVariations, bulkTableHtml, type FixtureVariation } from './variations';

/** How the fake backend fails. */
export type VariationFailure = 'offline' | 'server_error' | 'invalid_json' | 'hang' | 'success_false';

/** Options of {@link createFakeVariationBackend}. */
export interface FakeVariationOptions {
  variations?: readonly FixtureVariation[];
  /** Bulk tables by id (product or variation). */
  tables?: Record<number, string>;
  failure?: VariationFailure | null;
  /** Fail only these endpoints/actions (default: all). */
  failOnly?: 'get_variation' | 'bulk_table';
  /** Fail only the bulk-table calls for these product ids (default: every id). */
  failIds?: readonly number[];
  delayMs?: number;
}

/** WooCommerce's matching rule, as a plain scan (fine for a fake server). */
const matches = (attrs: Record<string, string>, chosen: Record<string, string>) =>
  Object.entries(attrs).every(([k, v]) => !v || !chosen[k] || v === chosen[k]);

/**
 * A fake `fetch` for the variation islands: `?wc-ajax=get_variation` (form fields in, a variation or `false`
 * out) and admin-ajax `get_table_with_product_bulk_table` (`{ success, data }`). Records every call.
 */
export function createFakeVariationBackend(opts: FakeVariationOptions = {}) {
  const hung: Array<() => void> = [];
  const failsHere = (endpoint: string, body: Record<string, string>) =>
    (!state.failOnly || state.failOnly === endpoint) &&
    (!state.failIds || (endpoint === 'bulk_table' && state.failIds.includes(Number(body.product_id))));
  const state = {
    variations: opts.variations ?? artPrintVariations(),
    tables: opts.tables ?? { 101: bulkTableHtml(101) },
    failure: opts.failure ?? null,
    failOnly: opts.failOnly,
    failIds: opts.failIds ?? null,
    delayMs: opts.delayMs ?? 0,
    calls: [] as Array<{ endpoint: string; body: Record<string, string> }>,
    aborted: 0,
    releaseHung: () => hung.splice(0).forEach((f) => f()),
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
      const body = Object.fromEntries(new URLSearchParams(String(init.body ?? '')));
      const endpoint =
        url.searchParams.get('wc-ajax') ??
        (body.action === 'get_table_with_product_bulk_table' ? 'bulk_table' : url.pathname);
      state.calls.push({ endpoint, body });
      const signal = init.signal;
      await new Promise<void>((resolve, reject) => {
        const abort = () => {
          state.aborted++;
          reject(new DOMException('aborted', 'AbortError'));
        };
        if (signal?.aborted) return abort();
        signal?.addEventListener('abort', abort);
        const failing = state.failure && failsHere(endpoint, body);
        if (failing && state.failure === 'hang') return void hung.push(resolve);
        setTimeout(resolve, state.delayMs);
      });
      const failing = state.failure && failsHere(endpoint, body) ? state.failure : null;
      if (failing === 'offline') throw new TypeError('Failed to fetch');
      if (failing === 'server_error') return new Response('Internal server error', { status: 500 });
      if (failing === 'invalid_json') return new Response('<html>oops', { status: 200 });
      const json = (x: unknown) =>
        new Response(JSON.stringify(x), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (endpoint === 'get_variation') {
        const chosen = Object.fromEntries(Object.entries(body).filter(([k]) => k.startsWith('attribute_')));
        return json(state.variations.find((v) => matches(v.attributes, chosen)) ?? false);
      }
      if (endpoint === 'bulk_table') {
        const table = state.tables[Number(body.product_id)];
        if (failing === 'success_false' || !table) return json({ success: false });
        return json({
          success: true,
          data: `<div class="wdp_bulk_table_content" data-available-ids="[]">${table}</div>`,
        });
      }
      return new Response('0', { status: 400 });
    },
  };
  return state;
}

/** The fake backend's type. */
export type FakeVariationBackend = ReturnType<typeof createFakeVariationBackend>;
