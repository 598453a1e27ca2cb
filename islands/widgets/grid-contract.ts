/**
 * Filterable / sortable grids: Isotope's markup (the grid's `data-isotope` options, `data-filter` and `data-sort-by`
 * buttons) tied together by Bootstrap 3's data API (`data-toggle="buttons"` groups with `data-target="#grid"`).
 */

/**
 * Bootstrap's pressed class (widgets/contract's ACTIVE, written out here so that the grid chunk imports nothing from
 * the island's first bundle, which would otherwise be split into a facade and a chunk).
 */
export const PRESSED_CLASS = 'active';
/** Isotope's built-in sort: the order the server printed. */
export const ORIGINAL_ORDER = 'original-order';

/** How to read one sort value from an item: an attribute (`[data-price]`) or a descendant's text (`.name`). */
export interface SortRule {
  /** The descendant whose text is the value, or the attribute holder (the item itself when it has the attribute). */
  selector: string;
  /** The attribute read, when `selector` is `[attr]`. */
  attribute?: string;
  /** Isotope's parser keyword. */
  parse?: 'parseInt' | 'parseFloat';
}

/** The grid's options: Isotope's `itemSelector`, `getSortData`, `sortAscending`, plus the items' name. */
export interface GridOptions {
  /** The grid's items, among its children (Isotope's `itemSelector`; every child by default). */
  itemSelector: string;
  /** Sort keys by name. */
  getSortData: Record<string, SortRule>;
  /** Ascending by default, or per sort key. */
  sortAscending: boolean | Record<string, boolean>;
  /** What the items are called in the announced count (`data-item-label`, default 'items'). */
  itemLabel: string;
}

const isValidSelector = (selector: string): boolean => {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
};

/** Isotope's `'.name'`, `'[data-price] parseFloat'` form, or `undefined` for junk. */
export function sortRule(text: unknown): SortRule | undefined {
  if (typeof text !== 'string') return undefined;
  const [selector = '', parser, ...rest] = text.trim().split(/\s+/);
  const parse = parser === 'parseInt' || parser === 'parseFloat' ? parser : undefined;
  if (rest.length || (parser && !parse) || !selector || !isValidSelector(selector)) return undefined;
  const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1];
  return { selector, ...(attribute && { attribute }), ...(parse && { parse }) };
}

/** Reads the grid's `data-isotope` JSON (and `data-item-label`); anything malformed falls back to the defaults. */
export function readGridOptions(json: string | undefined, itemLabel?: string): GridOptions {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // Malformed JSON: Isotope's defaults.
  }
  const item = typeof raw.itemSelector === 'string' && isValidSelector(raw.itemSelector) ? raw.itemSelector : '*';
  const getSortData: Record<string, SortRule> = {};
  const data = raw.getSortData;
  if (data && typeof data === 'object')
    for (const [name, text] of Object.entries(data).slice(0, 20)) {
      const rule = sortRule(text);
      if (rule && /^[\w-]+$/.test(name) && name !== ORIGINAL_ORDER) getSortData[name] = rule;
    }
  const asc = raw.sortAscending;
  const sortAscending =
    asc && typeof asc === 'object'
      ? Object.fromEntries(Object.entries(asc).filter(([, v]) => typeof v === 'boolean'))
      : asc !== false;
  return { itemSelector: item, getSortData, sortAscending, itemLabel: itemLabel?.trim() || 'items' };
}

/** An item's value for `rule`: a number when it parses, else the trimmed text (empty when absent). */
export function sortValue(item: Element, rule: SortRule): string | number {
  const holder = rule.attribute && item.matches(rule.selector) ? item : item.querySelector(rule.selector);
  const text = (rule.attribute ? holder?.getAttribute(rule.attribute) : holder?.textContent)?.trim() ?? '';
  if (!rule.parse) return text;
  const n = rule.parse === 'parseInt' ? parseInt(text, 10) : parseFloat(text);
  return Number.isFinite(n) ? n : text;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
/** Orders two sort values: numbers before text, numbers numerically, text as people read it. */
export function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a, b);
}

/** Whether `item` passes a `data-filter` value: `*` or empty shows all; a selector that is not valid shows all. */
export function passesFilter(item: Element, filter: string): boolean {
  if (!filter.trim() || filter.trim() === '*') return true;
  try {
    return item.matches(filter);
  } catch {
    return true;
  }
}

/** The announced count, e.g. 'Showing 3 of 8 projects'. */
export const countText = (shown: number, total: number, label: string): string =>
  `Showing ${shown} of ${total} ${label}`;
