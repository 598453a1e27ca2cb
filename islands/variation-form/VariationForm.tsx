import { useLayoutEffect } from 'react';
import { VariationFormController } from './controller';
import type { VariationFormProps } from './contract';

/**
 * Enhances one `form.variations_form` (the `host`). The form is WooCommerce's server markup, so the island
 * renders nothing of its own: it starts a {@link VariationFormController} on the markup and stops it on unmount.
 */
export function VariationForm({ host, ...props }: VariationFormProps & { host: HTMLElement }) {
  // Layout effect: attached by the time the runtime's mount returns (see reactIsland).
  useLayoutEffect(() => {
    if (!(host instanceof HTMLFormElement)) return;
    return new VariationFormController(host, props).start();
    // Props are read once from the markup; the form is the identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return null;
}
