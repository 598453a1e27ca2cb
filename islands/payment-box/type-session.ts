/**
 * Split mode's other provider types (spec §3 'Payment method types': gateway `stripe_{type}`, one radio and box per
 * enabled type): a session per type, loaded only when the page prints such a type's form, so a card-only checkout
 * loads none of it. It is the card's session with the type's gateway (its radio, place-order hook, saved methods and
 * save checkbox) and mount point; the payment hashes stay the card session's. The card's session class is given by
 * the caller (this chunk imports none of the first bundle's code). A type whose config entry says `supportsDeferredIntent: false` gets the
 * intent-first session (`intent-first.ts`, loaded for it).
 */
import type { PaymentSettings } from '@storefront/payments';
import { isReusableType } from '@storefront/payments/method-types';
import type { PaymentSession } from './session';

/** A session class of a type: made with the form, the page settings and the type. */
export type TypeSessionClass = new (form: HTMLFormElement, settings: PaymentSettings, type: string) => PaymentSession;

/** Form → its sessions (or the session being made) by payment type. */
const sessions = new WeakMap<HTMLFormElement, Map<string, Promise<PaymentSession>>>();

let TypeSession: TypeSessionClass | undefined;

/** The type session class, made once from the card's session class `Base`. */
function typeSessionClass(Base: typeof PaymentSession): TypeSessionClass {
  return (TypeSession ??= class extends Base {
    constructor(form: HTMLFormElement, settings: PaymentSettings, type: string) {
      // Its gateway: the radio it answers to and the place-order hook it vetoes.
      super(form, { ...settings, gatewayId: `stripe_${type}` });
      this.type = type;
      // Spec §4: never saved for the non-reusable types, whatever their config entry says.
      this.reusable = isReusableType(type) && (settings.paymentMethodsConfig[type]?.isReusable ?? true);
      this.mountPoint += `[data-payment-method-type="${type}"]`;
      // Once ended, the form's next island of this type makes a new session.
      this.scope.add(() => sessions.get(form)?.delete(type));
    }

    // Its saved methods and save checkbox are its gateway's own (`wc-stripe_{type}-…`): the card session's rules
    // apply to them as they are, and a saved method chosen lets the post go without the form.

    override runHash(): boolean {
      return false;
    }
  });
}

/**
 * The session of `form` for the provider payment `type` (not the card), created on first use with `settings`
 * from `Base`, the card's session class.
 */
export function typeSessionFor(
  form: HTMLFormElement,
  settings: PaymentSettings,
  type: string,
  Base: typeof PaymentSession,
): Promise<PaymentSession> {
  let all = sessions.get(form);
  if (!all) sessions.set(form, (all = new Map()));
  let s = all.get(type);
  const Type = typeSessionClass(Base);
  if (!s)
    all.set(
      type,
      (s =
        settings.paymentMethodsConfig[type]?.supportsDeferredIntent === false
          ? import('./intent-first').then((m) => new (m.intentFirstClass(Type))(form, settings, type))
          : Promise.resolve(new Type(form, settings, type))),
    );
  return s;
}
