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

/** The variable product's own id: the form's `data-product_id`, else its `product_id` field; NaN when neither. */
const parentIdOf = (form: Element | null): number =>
  Number(form?.getAttribute('data-product_id') ?? form?.querySelector<HTMLInputElement>('[name="product_id"]')?.value);

/**
 * Keeps the bulk pricing table (the `host` container) on the chosen variation (spec §4 'Bulk pricing table', §7):
 * a found variation whose id is in `data-available-ids` loads its table; one that is not leaves the table as it is.
 * When a load answers success=false or fails (HTTP or network), the table is requested again for the parent
 * product id; should that fail too, the parent's cached table is shown. Reset shows the parent's table from the
 * cache: the page's own markup (its first load), or the last answer for the parent. Returns the release (a load
 * under way is aborted).
 */
export function bindBulkTable(host: HTMLElement, { availableIds }: BulkTableProps): () => void {
  const ids = new Set(availableIds);
  let parent = [...host.childNodes].map((n) => n.cloneNode(true));
  let showing: 'parent' | number = 'parent';
  let pending: AbortController | null = null;
  /** The variation whose table is being loaded (or its parent fallback): found again meanwhile, it is not re-asked. */
  let wanted: number | null = null;
  const scope = host.closest('.product');
  const mine = (target: EventTarget | null) => !scope || (target instanceof Node && scope.contains(target));

  const showParent = () => {
    pending?.abort();
    pending = null;
    wanted = null;
    host.removeAttribute('aria-busy');
    if (showing !== 'parent') host.replaceChildren(...parent.map((n) => n.cloneNode(true)));
    showing = 'parent';
  };
  /** Loads `id`'s table; on failure, the parent's (`parentId`), unless this is that request. */
  const load = (id: number, form: Element | null, parentId: number | null) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const { attributes, extra } = formPayload(form);
    host.setAttribute('aria-busy', 'true');
    const fallBack = () => {
      if (parentId !== null && Number.isInteger(parentId) && parentId > 0) load(parentId, form, null);
      else showParent();
    };
    adminAjax<string>(BULK_TABLE_ACTION, { ...extra, product_id: id, attributes }, { signal: controller.signal })
      .then((res) => {
        if (controller.signal.aborted) return;
        if (!res.success || typeof res.data !== 'string') return fallBack();
        const nodes = tableNodes(res.data);
        if (parentId === null) parent = nodes.map((n) => n.cloneNode(true)); // the parent's table, cached anew
        host.replaceChildren(...nodes);
        showing = parentId === null ? 'parent' : id;
      })
      .catch(() => {
        if (!controller.signal.aborted) fallBack();
      })
      .finally(() => {
        if (pending === controller) pending = wanted = null;
        if (!pending) host.removeAttribute('aria-busy');
      });
  };

  const offFound = on('found_variation', (detail, event) => {
    if (!mine(event.target)) return;
    const id = Number((detail.variation as FoundVariation | undefined)?.variation_id);
    if (!Number.isInteger(id) || !ids.has(id) || wanted === id) return;
    if (showing === id) {
      // Back to the table on screen before another variation's answered: that answer must not replace it.
      pending?.abort();
      pending = wanted = null;
      return host.removeAttribute('aria-busy');
    }
    const form = (event.target as Element).closest?.('form') ?? null;
    load(id, form, parentIdOf(form));
    wanted = id;
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
