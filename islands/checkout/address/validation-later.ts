import type { FieldElement, ValidationEventType } from '@storefront/validation';

type CheckoutDom = typeof import('@storefront/validation/checkout-dom');

/** The events the field validation listens to ('validate' also in the capture phase: it may not bubble). */
const TYPES: readonly ValidationEventType[] = ['validate', 'change', 'focusout', 'input'];

/** The field validation of a form whose checks load on need (see {@link bindValidationLater}). */
export interface LaterValidation {
  /** Loads the checks (once) and resolves when they are in and the held events replayed; never rejects. */
  ready(): Promise<void>;
  /** Removes the listeners. */
  dispose(): void;
}

/**
 * The checkout's field validation (as `bindCheckoutValidation` binds it: `validate`, `change` and `focusout`
 * validate a field, `input` clears its marks) with the checks (`@storefront/validation/checkout-dom`) loaded on
 * need: at the first such event, or when {@link LaterValidation.ready} is called (the checkout calls it at the
 * shopper's first pointer, key or focus, and before a submit). Events that arrive while they load are held and
 * replayed in order once they are in, so each still marks or clears its field's row. The listeners are bound at
 * once, in the place the validation's always had among the form's listeners. If the checks fail to load, the
 * fields stay unmarked (the shop still validates the order) and the next event tries again.
 */
export function bindValidationLater(
  form: HTMLFormElement,
  load: () => Promise<CheckoutDom> = () => import('@storefront/validation/checkout-dom'),
): LaterValidation {
  let dom: CheckoutDom | undefined;
  let held: [EventTarget | null, ValidationEventType][] = [];
  let loading: Promise<void> | undefined;
  let disposed = false;
  const validate = (checks: CheckoutDom, target: EventTarget | null, type: ValidationEventType) => {
    if (target instanceof Element && target.matches(checks.CHECKOUT_FIELD_SELECTOR))
      checks.validateField(target as FieldElement, type);
  };
  const ready = (): Promise<void> =>
    (loading ??= load().then(
      (checks) => {
        if (disposed) return;
        dom = checks;
        const events = held;
        held = [];
        for (const [target, type] of events) validate(checks, target, type);
      },
      (error: unknown) => {
        loading = undefined; // the next event tries again
        held = [];
        console.error('[storefront] checkout: field validation failed to load', error);
      },
    ));
  const listener = (event: Event) => {
    const type = event.type as ValidationEventType;
    if (dom) return validate(dom, event.target, type);
    held.push([event.target, type]);
    void ready();
  };
  TYPES.forEach((t) => form.addEventListener(t, listener, t === 'validate'));
  return {
    ready,
    dispose() {
      disposed = true;
      held = [];
      TYPES.forEach((t) => form.removeEventListener(t, listener, t === 'validate'));
    },
  };
}
