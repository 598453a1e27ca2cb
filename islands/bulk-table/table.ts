import { on } from '@storefront/runtime';
import { adminAjax, type FormFields } from '@storefront/http';
import { BULK_TABLE_ACTION, CONTAINER_SELECTOR, STANDARD_FIELDS, type BulkTableProps } from './contract';

interface FoundVariation {
  variation_id?: unknown;
}

/** The children of the container in an answer's HTML (or the whole fragment when it has no container). */
function tableNodes(markup: string): Node[] {
  const tpl = document.createElement('template');
  tpl.innerHTML = markup;
  const inner = tpl.content.querySelector(CONTAINER_SELECTOR);
  return [...(inner ?? tpl.content).childNodes];
}

/** The chosen attributes and the extra custom fields of the form that found the variation. */
function formPayload(form: Element | null): { attributes: Record<string, string>; extra: FormFields } {
  const attributes: Record<string, string> = {};
  const extra: FormFields = {};
  if (!(form instanceof HTMLFormElement)) return { attributes, extra };
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (name.startsWith('attribute_')) attributes[name] = value;
    else if (!STANDARD_FIELDS.has(name) && !(name in extra)) extra[name] = value;
  }
  return { attributes, extra };
}

/**
 * Keeps the bulk pricing table (the `host` container) on the chosen variation: a found variation whose id is in
 * `data-available-ids` loads its table; reset, a variation without a table, or a failed call (success=false or
 * an HTTP error) shows the parent product's table, kept from the page's own markup (its first load). Returns the
 * release (a load under way is aborted).
 */
export function bindBulkTable(host: HTMLElement, { availableIds }: BulkTableProps): () => void {
  const ids = new Set(availableIds);
  const parent = [...host.childNodes].map((n) => n.cloneNode(true));
  let showing: 'parent' | number = 'parent';
  let pending: AbortController | null = null;
  const scope = host.closest('.product');
  const mine = (target: EventTarget | null) => !scope || (target instanceof Node && scope.contains(target));

  const show = (nodes: Node[], what: typeof showing) => {
    host.replaceChildren(...nodes);
    showing = what;
  };
  const showParent = () => {
    pending?.abort();
    pending = null;
    host.removeAttribute('aria-busy');
    if (showing !== 'parent')
      show(
        parent.map((n) => n.cloneNode(true)),
        'parent',
      );
  };
  const load = (id: number, form: Element | null) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const { attributes, extra } = formPayload(form);
    host.setAttribute('aria-busy', 'true');
    adminAjax<string>(BULK_TABLE_ACTION, { ...extra, product_id: id, attributes }, { signal: controller.signal })
      .then((res) => {
        if (controller.signal.aborted) return;
        if (res.success && typeof res.data === 'string') show(tableNodes(res.data), id);
        else showParent();
      })
      .catch(() => {
        if (!controller.signal.aborted) showParent();
      })
      .finally(() => {
        if (pending === controller) pending = null;
        if (!pending) host.removeAttribute('aria-busy');
      });
  };

  const offFound = on('found_variation', (detail, event) => {
    if (!mine(event.target)) return;
    const id = Number((detail.variation as FoundVariation | undefined)?.variation_id);
    if (!Number.isInteger(id) || !ids.has(id)) return showParent();
    if (showing !== id) load(id, (event.target as Element).closest?.('form') ?? null);
  });
  const offReset = on('reset_data', (_detail, event) => {
    if (mine(event.target)) showParent();
  });
  return () => {
    pending?.abort();
    offFound();
    offReset();
  };
}
