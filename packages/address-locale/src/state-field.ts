import type { FieldDefinition, StateKind } from './types';

type StateElement = HTMLInputElement | HTMLSelectElement;

/** The state input or select of an address, looked up by its WooCommerce id inside `root`. */
export function findStateElement(root: ParentNode, name: string): StateElement | null {
  const el = root.querySelector(`#${name}`);
  return el instanceof HTMLSelectElement || el instanceof HTMLInputElement ? el : null;
}

function kindOf(el: StateElement): StateKind {
  if (el instanceof HTMLSelectElement) return 'select';
  return el.type === 'hidden' ? 'hidden' : 'text';
}

// Carries over what identifies the field and what the theme added (WooCommerce keeps
// data-input-classes for the same reason).
function copyIdentity(from: StateElement, to: StateElement): void {
  for (const attr of ['id', 'name', 'autocomplete', 'data-input-classes', 'aria-describedby']) {
    const v = from.getAttribute(attr);
    if (v !== null) to.setAttribute(attr, v);
  }
  const extra = from.getAttribute('data-input-classes');
  if (extra) to.classList.add(...extra.split(/\s+/).filter(Boolean));
}

function fillSelect(select: HTMLSelectElement, def: FieldDefinition, selectText: string): void {
  const doc = select.ownerDocument;
  const first = doc.createElement('option');
  first.value = '';
  first.textContent = selectText;
  const options = [first];
  for (const o of def.options ?? []) {
    const opt = doc.createElement('option');
    opt.value = o.value;
    opt.textContent = o.label;
    options.push(opt);
  }
  select.replaceChildren(...options);
  select.setAttribute('data-placeholder', def.placeholder ?? selectText);
}

/** What {@link swapStateField} did. */
export interface StateSwap {
  element: StateElement;
  kind: StateKind;
  /** True when the element was replaced (listeners on the old one are gone). */
  replaced: boolean;
  /** The value it carries afterwards. */
  value: string;
}

/**
 * Turns the state field into a select (listed states, with a first 'Select an option…'
 * option), a text input or a hidden input, as the definition says. The previous value is kept
 * when it is still valid: an option of the new list, or typed text staying text. A hidden state
 * is cleared and its row hidden. Returns null when the address has no state field.
 */
export function swapStateField(
  root: ParentNode,
  def: FieldDefinition,
  selectText = 'Select an option…',
): StateSwap | null {
  const current = findStateElement(root, def.name);
  if (!current) return null;
  const want: StateKind = def.input === 'select' || def.input === 'hidden' ? def.input : 'text';
  const previous = current.value;
  const had = kindOf(current);
  const doc = current.ownerDocument;
  let el: StateElement = current;

  if (want === 'select') {
    if (had !== 'select') {
      el = doc.createElement('select');
      el.className = 'state_select';
      copyIdentity(current, el);
    }
    fillSelect(el as HTMLSelectElement, def, selectText);
    const valid = (def.options ?? []).some((o) => o.value === previous);
    el.value = valid ? previous : '';
  } else if (want === 'hidden') {
    if (had !== 'hidden') {
      el = doc.createElement('input');
      el.type = 'hidden';
      el.className = 'hidden';
      copyIdentity(current, el);
    }
    el.value = '';
  } else {
    if (had !== 'text') {
      el = doc.createElement('input');
      el.type = 'text';
      el.className = 'input-text';
      copyIdentity(current, el);
    }
    // A code picked from a list means nothing as free text; typed text stays.
    el.value = had === 'text' ? previous : '';
    if (def.placeholder !== undefined) el.setAttribute('placeholder', def.placeholder);
  }
  if (el !== current) current.replaceWith(el);
  return { element: el, kind: want, replaced: el !== current, value: el.value };
}
