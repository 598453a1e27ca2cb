/**
 * The server look-up (spec §7 `POST /?wc-ajax=get_variation`): the chosen attribute fields, product_id and
 * custom_data. The form is blocked with the white overlay while it runs; a new look-up aborts the previous one;
 * a failure unblocks with the spec's message for it.
 */
import { block, unblock } from '@storefront/runtime/ui';
import { HttpError, request, wcAjax, type FormFields, errorMessage } from '@storefront/http';
import { showLookupError } from './notices';
import type { VariationFormProps, WcVariation } from './contract';

/** A running look-up. */
export interface Lookup {
  abort(): void;
}

/** What happens with the answer. */
export interface LookupHandlers {
  found(variation: WcVariation): void;
  /** Empty answer: no variation matches. */
  none(): void;
  /** The call failed (the message is already shown). */
  failed(): void;
}

const isVariation = (x: unknown): x is WcVariation =>
  !!x && typeof x === 'object' && Number.isFinite(Number((x as { variation_id?: unknown }).variation_id));

/** The `get_variation` URL: WooCommerce's variation params first, then the generic AJAX URL. */
function endpointOptions(): { url?: string } {
  const params = (globalThis as { wc_add_to_cart_variation_params?: { wc_ajax_url?: unknown } })
    .wc_add_to_cart_variation_params;
  return typeof params?.wc_ajax_url === 'string'
    ? { url: params.wc_ajax_url.replace('%%endpoint%%', 'get_variation') }
    : {};
}

/** Starts a look-up; the form stays blocked until it settles or is aborted. */
export function lookupVariation(
  form: HTMLElement,
  chosen: Record<string, string>,
  props: VariationFormProps,
  on: LookupHandlers,
): Lookup {
  const controller = new AbortController();
  const focused =
    document.activeElement instanceof HTMLElement && form.contains(document.activeElement)
      ? document.activeElement
      : null;
  block(form);
  const body: FormFields = { ...chosen, product_id: props.productId };
  if (props.customData !== undefined && props.customData !== null) body.custom_data = props.customData;
  const { url } = endpointOptions();
  const call = url
    ? request<unknown>(url, { method: 'POST', body, signal: controller.signal })
    : wcAjax<unknown>('get_variation', body, { signal: controller.signal });
  call
    .then((answer) => {
      if (controller.signal.aborted) return;
      if (isVariation(answer)) on.found(answer);
      else on.none();
    })
    .catch((error: unknown) => {
      if (controller.signal.aborted || (error instanceof HttpError && error.code === 'abort')) return;
      showLookupError(form, errorMessage(error));
      on.failed();
    })
    .finally(() => {
      unblock(form);
      // Blocking made the form inert, which took focus away: give it back to the select the shopper used.
      if (focused?.isConnected && (document.activeElement === document.body || !document.activeElement))
        focused.focus();
    });
  return { abort: () => controller.abort() };
}
