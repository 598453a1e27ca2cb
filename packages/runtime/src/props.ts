/** Where an island reads its props from; every source is optional. */
export interface PropSources {
  /** Read the host's `data-*` attributes (default true). Keys as in `dataset` (`data-product_id` → `product_id`). */
  data?: boolean;
  /**
   * Selector of a `<script type="application/json">` block holding props, looked up inside the host, then as the
   * host's next sibling. Default `'script[type="application/json"][data-island-props]'`; `false` to skip.
   */
  json?: string | false;
  /** Names of WooCommerce `*_params` globals to read when present, e.g. `['wc_add_to_cart_params']`. Default none. */
  globals?: readonly string[];
}

/** The raw material an island's props reader turns into typed props. */
export interface RawProps {
  data: Record<string, string>;
  json: unknown;
  params: Record<string, Record<string, unknown> | undefined>;
}

const DEFAULT_JSON = 'script[type="application/json"][data-island-props]';

function readJson(host: Element, selector: string): unknown {
  const own = host.querySelector(selector);
  const sib = host.nextElementSibling;
  const script = own ?? (sib?.matches(selector) ? sib : null);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent);
  } catch {
    // Bad server JSON must not stop the island: it gets no JSON props and its reader applies defaults.
    return undefined;
  }
}

/** Collects the raw props of `host` from the sources asked for. Never throws. */
export function readRawProps(host: Element, sources: PropSources = {}): RawProps {
  const { data = true, json = DEFAULT_JSON, globals = [] } = sources;
  const params: RawProps['params'] = {};
  for (const name of globals) {
    const value = (globalThis as Record<string, unknown>)[name];
    params[name] = value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  }
  return {
    data: data && host instanceof HTMLElement ? ({ ...host.dataset } as Record<string, string>) : {},
    json: json ? readJson(host, json) : undefined,
    params,
  };
}
