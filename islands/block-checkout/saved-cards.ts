/**
 * The card box's saved cards and save checkbox, as WooCommerce's blocks checkout offers them: a radio per saved
 * card (`wcSettings.customerPaymentMethods.cc`, the default chosen) and 'Use a new payment method'; under a new
 * card, 'Save payment information…' when the gateway offers saving (`showSaveOption`) to a logged-in customer or a
 * guest creating an account (spec §4). Plain DOM in the card's lazy chunk: the island's first bundle knows none of it.
 */

/** Texts of the saved cards' controls. */
export const SAVED_TEXTS = {
  group: 'Saved cards',
  useNew: 'Use a new payment method',
  save: 'Save payment information to my account for future purchases.',
} as const;

/** The 'Create an account' checkbox of the contact section (its box decides whether a guest may save). */
const CREATE_ACCOUNT = '.wc-block-checkout__create-account input';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

/** A saved card to choose. */
export interface SavedCard {
  /** The token id, as a string ('new' is the new card). */
  id: string;
  label: string;
  isDefault: boolean;
}

/** The customer's saved cards of `gateway` from the blocks settings ('Visa ending in 4242 (expires 12/30)'). */
export function savedCardsOf(wcSettings: unknown, gateway: string): SavedCard[] {
  const cc = obj(obj(wcSettings).customerPaymentMethods).cc;
  return (Array.isArray(cc) ? cc.map(obj) : [])
    .filter((t) => obj(t.method).gateway === gateway && Number(t.tokenId) > 0)
    .map((t) => {
      const m = obj(t.method);
      return {
        id: String(t.tokenId),
        label: `${String(m.brand ?? 'Card')} ending in ${String(m.last4 ?? '')} (expires ${String(t.expires ?? '')})`,
        isDefault: t.is_default === true,
      };
    });
}

/** What the box's controls say now. */
export interface SavedChoice {
  /** The chosen saved card's token id, or '' for a new card. */
  token(): string;
  /** 'Save payment information' is shown and checked (or saving is forced). */
  save(): boolean;
  /** Removes the listeners. */
  destroy(): void;
}

/** Options of {@link mountSavedCards}. */
export interface SavedOptions {
  cards: SavedCard[];
  /** The gateway offers saving a new card (`showSaveOption`) and the card type is reusable. */
  offerSave: boolean;
  /** Saving is forced (a subscription): a card that may be saved is, without a box to tick. */
  forceSave: boolean;
  loggedIn: boolean;
  /** Where the provider's form mounts (hidden while a saved card is chosen). */
  form: HTMLElement;
  /** The save choice changed (future usage and saving terms follow it). */
  onSaveChange(saving: boolean): void;
}

const radio = (name: string, value: string, checked: boolean, text: string): HTMLLabelElement => {
  const label = document.createElement('label');
  label.className = 'wc-block-components-radio-control__option';
  const input = Object.assign(document.createElement('input'), { type: 'radio', name, value, checked });
  input.className = 'wc-block-components-radio-control__input';
  label.append(input, ` ${text}`);
  return label;
};

/**
 * Puts the saved cards before `o.form` and the save checkbox after it, in `box`; keeps the provider's form and the
 * checkbox shown only for a new card, the checkbox only when saving may be offered (a hidden box is unchecked).
 */
export function mountSavedCards(box: HTMLElement, o: SavedOptions): SavedChoice {
  const name = 'wc-saved-payment-method-token';
  const chosen = o.cards.find((c) => c.isDefault) ?? o.cards[0];
  let group: HTMLElement | undefined;
  if (chosen) {
    group = document.createElement('div');
    group.className = 'wc-block-components-radio-control wc-block-components-saved-payment-methods';
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-label', SAVED_TEXTS.group);
    group.append(
      ...o.cards.map((c) => radio(name, c.id, c === chosen, c.label)),
      radio(name, 'new', false, SAVED_TEXTS.useNew),
    );
    box.insertBefore(group, o.form);
  }
  const row = document.createElement('label');
  row.className = 'wc-block-components-checkbox wc-block-components-payment-methods__save-card-info';
  const check = Object.assign(document.createElement('input'), { type: 'checkbox' });
  row.append(check, ` ${SAVED_TEXTS.save}`);
  box.append(row);
  const checkout = box.closest('form');
  const token = () => {
    // The property, not `:checked`: some DOMs match the attribute there.
    const picked = [...(group?.querySelectorAll('input') ?? [])].find((r) => r.checked)?.value ?? 'new';
    return picked === 'new' ? '' : picked;
  };
  let saving = false;
  const sync = () => {
    const fresh = !token();
    const creating = !!checkout?.querySelector<HTMLInputElement>(CREATE_ACCOUNT)?.checked;
    const may = fresh && o.offerSave && (o.loggedIn || creating);
    o.form.hidden = !fresh;
    // Forced saving (a subscription renewed automatically): saved without a box to tick.
    row.hidden = !may || o.forceSave;
    if (row.hidden) check.checked = false;
    const now = may && (o.forceSave || check.checked);
    if (now !== saving) o.onSaveChange((saving = now));
  };
  sync();
  // The contact section's 'create account' box lives outside the card box: follow the form's changes.
  const target = checkout ?? box;
  target.addEventListener('change', sync);
  return { token, save: () => saving, destroy: () => target.removeEventListener('change', sync) };
}
